// The rows of a raw SQL query, whichever driver runs it (node-postgres and PGlite both answer `{ rows }`).
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
