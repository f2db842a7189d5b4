// What the revenue endpoints share: who may call them, and the forms of a day, a month and an exact amount.
import { z } from 'zod';

export const REPORTS = { kind: 'account', permission: { id: 3000, level: 'readonly' } } as const;
export const REVENUE_EDIT = { kind: 'account', permission: { id: 3000, level: 'editable' } } as const;
export const ADMIN = { kind: 'admin' } as const;

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
/** Yen micro-units (1 yen = 1 000 000) as decimal text, exact. */
export const micros = z.string().regex(/^-?\d+$/);
