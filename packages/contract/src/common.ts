import {
  CALENDAR_YEAR_MAX,
  CALENDAR_YEAR_MIN,
  isCalendarDate,
  isCalendarMonth,
  PERMISSION_LEVELS,
  SUPPORTED_LANGUAGES,
} from '@otodoke/domain';
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

/** The largest row id (a PostgreSQL integer): a larger one names nothing, and the database would refuse to compare it. */
export const ID_MAX = 2_147_483_647;
/** A row id in a body. */
export const idSchema = z.number().int().positive().max(ID_MAX);
/** A row id in a path or query string (text on the wire). */
export const idParamSchema = z.coerce.number().int().positive().max(ID_MAX);
export const idParamsSchema = z.object({ id: idParamSchema });

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

export const languageSchema = z.enum(SUPPORTED_LANGUAGES);
export const permissionLevelSchema = z.enum(PERMISSION_LEVELS);
/** Team permissions keyed by permission id ("1000" ... "8000"). */
export const permissionMapSchema = z.record(z.string().regex(/^[1-8]000$/), permissionLevelSchema);

/**
 * A date or month a client sends (report ranges, months to close, coupon validity): a day the calendar has, in the
 * years the service keeps, so no arithmetic on it leaves four digits and PostgreSQL takes it. `params.validation`
 * names the message the error mapper shows.
 */
const calendarYears = { min: CALENDAR_YEAR_MIN, max: CALENDAR_YEAR_MAX };
export const calendarDateSchema = z
  .string()
  .refine(isCalendarDate, { params: { validation: 'calendarDate', ...calendarYears } })
  .describe('YYYY-MM-DD');
export const calendarMonthSchema = z
  .string()
  .refine(isCalendarMonth, { params: { validation: 'calendarMonth', ...calendarYears } })
  .describe('YYYY-MM');
