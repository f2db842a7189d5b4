// Bank accounts and withdrawals of the balance (whole yen): an account's requests, and the operators' transfers.
import { BANK_ACCOUNT_TYPES, WITHDRAWAL_STATUSES } from '@otodoke/domain';
import { z } from 'zod';
import { idParamSchema, idSchema, okSchema, pageOf, pageQuerySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ADMIN, REPORTS, REVENUE_EDIT } from './revenue-common.ts';
import { multiline } from './text-guard.ts';

export const bankAccountSchema = z
  .object({
    id: z.number().int(),
    bank_code: z.string(),
    bank_name: z.string(),
    branch_code: z.string(),
    branch_name: z.string(),
    account_type: z.enum(BANK_ACCOUNT_TYPES),
    /** Only the last three digits. */
    account_number_masked: z.string(),
    holder_name: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'BankAccount' });

export const listBankAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/bank-accounts',
  summary: "The account's bank accounts for withdrawals",
  tags: ['withdrawal'],
  access: REPORTS,
  response: z.object({ items: z.array(bankAccountSchema) }),
});

export const createBankAccount = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/bank-accounts',
  summary: 'Adds a bank account (bank and branch from the Zengin code list; holder name in kana)',
  tags: ['withdrawal'],
  access: REVENUE_EDIT,
  body: z.object({
    bank_code: z.string().max(4),
    branch_code: z.string().max(3),
    account_type: z.enum(BANK_ACCOUNT_TYPES),
    account_number: z.string().max(10),
    account_holder_name: z.string().max(60),
  }),
  response: bankAccountSchema,
  successStatus: 201,
});

export const deleteBankAccount = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/me/bank-accounts/{id}',
  summary: 'Removes a bank account (past withdrawals keep it)',
  tags: ['withdrawal'],
  access: REVENUE_EDIT,
  params: z.object({ id: idParamSchema }),
  response: okSchema,
});

export const withdrawalSchema = z
  .object({
    id: z.number().int(),
    amount: z.number().int(),
    fee: z.number().int(),
    net: z.number().int(),
    status: z.enum(WITHDRAWAL_STATUSES),
    reason: z.string(),
    bank_account: bankAccountSchema,
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'Withdrawal' });

export const listWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/withdrawals',
  summary: "The account's withdrawal requests, newest first",
  tags: ['withdrawal'],
  access: REPORTS,
  query: pageQuerySchema,
  response: pageOf(withdrawalSchema),
});

export const requestWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/withdrawals',
  summary: 'Requests a transfer of part of the balance to a bank account (the fee is taken from the amount)',
  tags: ['withdrawal'],
  access: REVENUE_EDIT,
  body: z.object({
    bank_account_id: idSchema,
    amount: z.number().int().positive().max(1_000_000_000_000),
    /** The same key twice makes one request. */
    idempotency_key: z.string().min(8).max(100),
  }),
  response: withdrawalSchema,
  successStatus: 201,
});

// Operators ---------------------------------------------------------------------------------------------------------

export const adminWithdrawalSchema = withdrawalSchema.extend({
  account_id: z.number().int(),
  account_name: z.string(),
  /** Operators see the whole number to make the transfer. */
  account_number: z.string(),
});

export const listAdminWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/withdrawals',
  summary: 'Withdrawal requests to transfer, oldest first',
  tags: ['admin', 'withdrawal'],
  access: ADMIN,
  query: pageQuerySchema.extend({ status: z.enum(WITHDRAWAL_STATUSES).default('requested') }),
  response: pageOf(adminWithdrawalSchema),
});

export const decideWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/withdrawals/{id}/decision',
  summary: 'Marks a withdrawal paid (the transfer was made) or rejects it (the amount returns to the balance)',
  tags: ['admin', 'withdrawal'],
  access: ADMIN,
  params: z.object({ id: idParamSchema }),
  body: z.object({
    decision: z.enum(WITHDRAWAL_STATUSES).exclude(['requested']),
    reason: multiline(z.string().max(500)).default(''),
  }),
  response: adminWithdrawalSchema,
});
