// Japanese banks and branches (the Zengin bank code list) for choosing where revenue is paid out (permission 3000:
// reports and revenue, read).
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

const READ = { kind: 'account', permission: { id: 3000, level: 'readonly' } } as const;

/** A Zengin bank code: 4 digits (0001 みずほ, 9900 ゆうちょ). */
export const bankCodeSchema = z.string().regex(/^\d{4}$/);
/** A Zengin branch code: 3 digits within a bank. */
export const branchCodeSchema = z.string().regex(/^\d{3}$/);

/** Longest search text. */
export const BANK_QUERY_MAX_LENGTH = 60;
/** Most banks or branches in one answer. */
export const BANK_LOOKUP_MAX_LIMIT = 50;

const lookupQuerySchema = z.object({
  /** A code or its first digits, a name, kana (hiragana or katakana, full- or half-width) or romaji; empty: all. */
  q: z.string().trim().max(BANK_QUERY_MAX_LENGTH).default(''),
  limit: z.coerce.number().int().min(1).max(BANK_LOOKUP_MAX_LIMIT).default(20),
});

export const bankSchema = z
  .object({
    /** 4 digits. */
    code: z.string(),
    /** As the Zengin list writes it, without 銀行 (みずほ, ＰａｙＰａｙ). */
    name: z.string(),
    /** Full-width katakana without small kana, as in the list (ミズホ). */
    kana: z.string(),
  })
  .meta({ id: 'Bank' });

export const bankBranchSchema = z
  .object({
    /** 3 digits. */
    code: z.string(),
    name: z.string(),
    kana: z.string(),
  })
  .meta({ id: 'BankBranch' });

export const listBanks = defineEndpoint({
  method: 'GET',
  path: '/api/v2/banks',
  summary: 'Banks matching a code, name, kana or romaji: code matches first, then the major banks',
  tags: ['banks'],
  access: READ,
  query: lookupQuerySchema,
  response: z.object({ items: z.array(bankSchema) }),
});

export const listBankBranches = defineEndpoint({
  method: 'GET',
  path: '/api/v2/banks/{bank_code}/branches',
  summary: "A bank's branches matching a code, name, kana or romaji; 404 for a bank code not in the list",
  tags: ['banks'],
  access: READ,
  params: z.object({ bank_code: bankCodeSchema }),
  query: lookupQuerySchema,
  response: z.object({ items: z.array(bankBranchSchema) }),
});
