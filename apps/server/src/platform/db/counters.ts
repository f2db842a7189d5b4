// Numbered series shared by features: ISRC and UPC sequences (releases) and receipt numbers (billing).
import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { identifierCounters } from './schema.ts';

/** Takes the next number of a counter, creating it at 0; the row lock serialises concurrent takers. */
export async function takeNextNumber(
  db: Executor,
  kind: 'isrc' | 'upc' | 'receipt',
  prefix: string,
  year: number,
): Promise<number> {
  const [row] = await db
    .insert(identifierCounters)
    .values({ kind, prefix, year, next: 1 })
    .onConflictDoUpdate({
      target: [identifierCounters.kind, identifierCounters.prefix, identifierCounters.year],
      set: { next: sql`${identifierCounters.next} + 1` },
    })
    .returning({ next: identifierCounters.next });
  return row!.next - 1;
}
