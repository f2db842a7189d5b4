// Japanese banks and branches from the Zengin bank code list (the zengin-code package): the look-ups behind the
// withdrawal form's pickers, and findBranch, which checks a bank account's bank and branch on the server.
import { AppError } from '@otodoke/domain';
import type { ZenginBank } from 'zengin-code';
import { bankQueryKeyOf, branchQueryKeyOf, isLatinKey, looseRomajiOf, searchKeyOf } from './search-keys.ts';

/** A bank or a branch as the API shows it: code, name and kana as the Zengin list writes them. */
export interface BankSummary {
  code: string;
  name: string;
  kana: string;
}
export type BranchSummary = BankSummary;

export interface BankBranch {
  bank: BankSummary;
  branch: BranchSummary;
}

/**
 * Where most people keep their money, listed first after code matches (the data does not say which banks are large).
 * 0038 is the former 住信SBIネット銀行 (ドコモＳＭＴＢネット in the data).
 */
export const MAJOR_BANK_CODES: readonly string[] = [
  '0001', // みずほ
  '0005', // 三菱ＵＦＪ
  '0009', // 三井住友
  '0010', // りそな
  '0017', // 埼玉りそな
  '9900', // ゆうちょ
  '0033', // ＰａｙＰａｙ
  '0036', // 楽天
  '0038', // ドコモＳＭＴＢネット
  '0039', // ａｕじぶん
  '0034', // セブン
  '0040', // イオン
  '0397', // ＳＢＩ新生
];

const BANK_CODE = /^\d{4}$/;
const BRANCH_CODE = /^\d{3}$/;

interface Searchable {
  summary: BankSummary;
  /** Keys of the name, kana and romaji (searchKeyOf). */
  keys: string[];
  /** Looser keys of the romaji, for Latin queries (looseRomajiOf). */
  romajiKeys: string[];
}

interface IndexedBank extends Searchable {
  /** Position in MAJOR_BANK_CODES; -1 for the others. */
  majorRank: number;
  source: ZenginBank;
  /** Built the first time the bank's branches are searched. */
  branches: Searchable[] | null;
}

interface BankDirectory {
  banks: IndexedBank[];
  byCode: Map<string, IndexedBank>;
}

function summaryOf(entry: { code: string; name: string; kana: string }): BankSummary {
  return { code: entry.code, name: entry.name, kana: entry.kana };
}

function searchableOf(entry: { code: string; name: string; kana: string; roma: string }): Searchable {
  const romaji = searchKeyOf(entry.roma);
  return {
    summary: summaryOf(entry),
    keys: [searchKeyOf(entry.name), searchKeyOf(entry.kana), romaji],
    romajiKeys: [looseRomajiOf(romaji)],
  };
}

function indexBanks(data: Record<string, ZenginBank>): BankDirectory {
  const banks = Object.values(data)
    .map(
      (bank): IndexedBank => ({
        ...searchableOf(bank),
        majorRank: MAJOR_BANK_CODES.indexOf(bank.code),
        source: bank,
        branches: null,
      }),
    )
    .sort((a, b) => compareCodes(a.summary, b.summary));
  return { banks, byCode: new Map(banks.map((bank) => [bank.summary.code, bank])) };
}

function branchesOf(bank: IndexedBank): Searchable[] {
  bank.branches ??= Object.values(bank.source.branches)
    .map(searchableOf)
    .sort((a, b) => compareCodes(a.summary, b.summary));
  return bank.branches;
}

function compareCodes(a: BankSummary, b: BankSummary): number {
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

let loading: Promise<BankDirectory> | null = null;

/** The list is 5 MB of JavaScript: read once, the first time anyone looks a bank up, and shared by the process. */
function bankDirectory(): Promise<BankDirectory> {
  loading ??= import('zengin-code').then(
    (module) => indexBanks(module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** How a query is compared: its key, the looser romaji key when it is Latin, and whether it can be a code. */
interface Query {
  key: string;
  romaji: string | null;
  isDigits: boolean;
}

function queryOf(key: string): Query {
  return { key, romaji: isLatinKey(key) ? looseRomajiOf(key) : null, isDigits: /^\d+$/.test(key) };
}

const TIER = { exactCode: 0, codePrefix: 1, major: 2, exactText: 3, textPrefix: 4, textContains: 5 } as const;

/** How well an entry answers a query (lower first), or null when it does not. */
function tierOf(entry: Searchable, query: Query): number | null {
  if (query.isDigits) {
    if (entry.summary.code === query.key) return TIER.exactCode;
    if (entry.summary.code.startsWith(query.key)) return TIER.codePrefix;
  }
  const { key, romaji } = query;
  if (entry.keys.includes(key) || (romaji && entry.romajiKeys.includes(romaji))) return TIER.exactText;
  if (entry.keys.some((each) => each.startsWith(key))) return TIER.textPrefix;
  if (romaji && entry.romajiKeys.some((each) => each.startsWith(romaji))) return TIER.textPrefix;
  if (entry.keys.some((each) => each.includes(key))) return TIER.textContains;
  if (romaji && entry.romajiKeys.some((each) => each.includes(romaji))) return TIER.textContains;
  return null;
}

function isBankCode(code: string): boolean {
  return BANK_CODE.test(code);
}

function isBranchCode(code: string): boolean {
  return BRANCH_CODE.test(code);
}

/**
 * Banks for what a person typed: a code (exact, then by prefix), a name in kanji or kana, kana in hiragana or
 * full- or half-width katakana, or romaji. The major banks come next, then names equal to the query, names that start
 * with it and names that contain it; code order within each. An empty query lists the major banks first.
 */
export async function searchBanks(query: string, limit: number): Promise<BankSummary[]> {
  const { banks } = await bankDirectory();
  const parsed = queryOf(bankQueryKeyOf(query));
  const found: { bank: IndexedBank; tier: number }[] = [];
  for (const bank of banks) {
    const tier = tierOf(bank, parsed);
    if (tier === null) continue;
    found.push({ bank, tier: tier >= TIER.major && bank.majorRank >= 0 ? TIER.major : tier });
  }
  found.sort(
    (a, b) =>
      a.tier - b.tier ||
      (a.tier === TIER.major ? a.bank.majorRank - b.bank.majorRank : 0) ||
      compareCodes(a.bank.summary, b.bank.summary),
  );
  return found.slice(0, Math.max(1, limit)).map((entry) => entry.bank.summary);
}

/** Branches of a bank for what a person typed (a code, a name, kana or romaji), like searchBanks. */
export async function searchBranches(bankCode: string, query: string, limit: number): Promise<BranchSummary[]> {
  const bank = isBankCode(bankCode) ? (await bankDirectory()).byCode.get(bankCode) : undefined;
  if (!bank) throw new AppError('NOT_FOUND');
  const parsed = queryOf(branchQueryKeyOf(query));
  const found: { branch: Searchable; tier: number }[] = [];
  for (const branch of branchesOf(bank)) {
    const tier = tierOf(branch, parsed);
    if (tier !== null) found.push({ branch, tier });
  }
  found.sort((a, b) => a.tier - b.tier || compareCodes(a.branch.summary, b.branch.summary));
  return found.slice(0, Math.max(1, limit)).map((entry) => entry.branch.summary);
}

/** The bank and branch of a 4-digit bank code and 3-digit branch code, or null when the list has no such branch. */
export async function findBranch(bankCode: string, branchCode: string): Promise<BankBranch | null> {
  if (!isBankCode(bankCode) || !isBranchCode(branchCode)) return null;
  const bank = (await bankDirectory()).byCode.get(bankCode);
  const branch = bank && Object.hasOwn(bank.source.branches, branchCode) ? bank.source.branches[branchCode] : undefined;
  if (!bank || !branch) return null;
  return { bank: { ...bank.summary }, branch: summaryOf(branch) };
}

export function createBanksService() {
  return {
    async search(query: string, limit: number): Promise<{ items: BankSummary[] }> {
      return { items: await searchBanks(query, limit) };
    },

    async branches(bankCode: string, query: string, limit: number): Promise<{ items: BranchSummary[] }> {
      return { items: await searchBranches(bankCode, query, limit) };
    },

    findBranch,
  };
}

export type BanksService = ReturnType<typeof createBanksService>;
