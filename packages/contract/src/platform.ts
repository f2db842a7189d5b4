// Visit source tracking, client error logging, and the operator's switches (maintenance, takeover).
import { PERSON_COMPANY_TYPES, SUPPORTED_LANGUAGES } from '@otodoke/domain';
import { z } from 'zod';
import { idSchema, okSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { multiline } from './text-guard.ts';

export const reportVia = defineEndpoint({
  method: 'GET',
  path: '/api/v1/via',
  summary: 'Record where a visit came from (via), with the referer; sets the via-history and referer cookies',
  tags: ['platform'],
  access: { kind: 'public' },
  query: z.object({ via: z.string().max(200).optional(), page_via: z.string().max(200).optional() }),
  response: z.object({ via_history: z.array(z.string()) }),
});

export const postClientLog = defineEndpoint({
  method: 'POST',
  path: '/api/logging',
  summary: 'A client-side error or warning; HTML is stripped and sensitive fields masked before storage',
  tags: ['platform'],
  access: { kind: 'public' },
  body: z.object({
    level: z.enum(['error', 'warning', 'info']),
    data: z.object({
      url: z.string().max(2000),
      user_agent: z.string().max(1000).optional(),
      message: multiline(z.string().max(5000)),
      code: z.union([z.string(), z.number()]).optional(),
      details: z.record(z.string(), z.unknown()).optional(),
      first_click: z.string().max(500).optional(),
      last_click: z.string().max(500).optional(),
      last_clicks: z.array(z.string().max(500)).max(3).optional(),
      state: z.record(z.string(), z.unknown()).optional(),
    }),
  }),
  response: okSchema,
  successStatus: 201,
});

export const listLanguages = defineEndpoint({
  method: 'GET',
  path: '/api/v2/langs',
  summary: 'The languages the service speaks, in the order it offers them, with the default (ja)',
  tags: ['platform'],
  access: { kind: 'public' },
  response: z.object({
    items: z.array(
      z.object({
        code: z.enum(SUPPORTED_LANGUAGES),
        /** The language's name in itself (日本語, English), as a switch shows it. */
        name: z.string(),
        is_default: z.boolean(),
      }),
    ),
  }),
});

export const getMaintenance = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/maintenance',
  summary: 'Whether maintenance mode is on',
  tags: ['admin'],
  access: { kind: 'admin' },
  response: z.object({ is_maintenance: z.boolean() }),
});

export const setMaintenance = defineEndpoint({
  method: 'PUT',
  path: '/admin/api/v2/maintenance',
  summary: 'Turn maintenance mode on or off: pages go to /maintenance and the API answers 503',
  tags: ['admin'],
  access: { kind: 'admin' },
  body: z.object({ is_maintenance: z.boolean() }),
  response: z.object({ is_maintenance: z.boolean() }),
});

export const adminAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  person_company_type: z.enum(PERSON_COMPANY_TYPES),
  manager_email: z.string().nullable(),
  created_at: z.string(),
});

export const searchAccounts = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/accounts',
  summary: 'Find accounts by name or e-mail',
  tags: ['admin'],
  access: { kind: 'admin' },
  query: z.object({ q: z.string().max(200).default(''), page: z.coerce.number().int().min(1).default(1) }),
  response: z.object({ items: z.array(adminAccountSchema), total: z.number().int(), page: z.number().int() }),
});

export const adminCountsSchema = z
  .object({
    /** Releases waiting for an operator's decision (every review path). */
    review_queue: z.number().int(),
    /** Deliveries a store refused or that failed. */
    delivery_problems: z.number().int(),
    /** Unmatched sales, counted as the list shows them (one per ISRC and UPC). */
    unmatched_sales: z.number().int(),
    /** Deferred payment orders not settled yet. */
    deferred_payments: z.number().int(),
    /** Withdrawal requests waiting for a transfer. */
    withdrawals: z.number().int(),
    /** 1 when a month is over and not closed yet, else 0. */
    months_to_close: z.number().int(),
  })
  .meta({ id: 'AdminCounts' });

export const getAdminCounts = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/counts',
  summary: "What waits for an operator, by the console's section: one cheap read for its navigation",
  tags: ['admin'],
  access: { kind: 'admin' },
  response: adminCountsSchema,
});

export const startTakeover = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/takeover',
  summary: 'View an account as its manager sees it (read-only support takeover)',
  tags: ['admin'],
  access: { kind: 'admin' },
  body: z.object({ account_id: idSchema }),
  response: okSchema,
});

export const endTakeover = defineEndpoint({
  method: 'DELETE',
  path: '/admin/api/v2/takeover',
  summary: 'Leave a takeover and return to the operator view',
  tags: ['admin'],
  access: { kind: 'session' },
  response: okSchema,
});
