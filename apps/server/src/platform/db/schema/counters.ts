// Owner: platform/db (counters.ts). Numbered series: ISRC and UPC sequences (releases) and receipt numbers (billing).
import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/** Next free number per identifier range: ISRC designations per prefix and year, UPC item references per prefix. */
export const identifierCounters = pgTable(
  'identifier_counters',
  {
    kind: text('kind').$type<'isrc' | 'upc' | 'receipt'>().notNull(),
    prefix: text('prefix').notNull(),
    year: smallint('year').notNull(),
    next: integer('next').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.prefix, t.year] })],
);
