import { z } from 'zod';

/** The error body of every 4xx/5xx answer (spec section 8). */
export const apiErrorSchema = z
  .object({
    code: z.union([z.string(), z.number()]),
    message: z.string(),
    details: z.record(z.string(), z.unknown()),
    status_code: z.number().int(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * A flag in the query string. `z.coerce.boolean()` would read "false" as true (any non-empty string is truthy), and
 * the web client writes `false` as "false"; typed callers may still pass a boolean.
 */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
}

export const languageSchema = z.enum(['ja', 'en']);
export const permissionLevelSchema = z.enum(['readonly', 'editable', 'none']);
/** Team permissions keyed by permission id ("1000" ... "8000"). */
export const permissionMapSchema = z.record(z.string().regex(/^[1-8]000$/), permissionLevelSchema);
