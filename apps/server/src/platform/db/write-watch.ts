// Which tables this process's own statements wrote, told when they are committed: a hook on the drivers, so a cache
// forgets what a write changed before the writer's request answers (other processes hear it by LISTEN/NOTIFY).
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

export interface CommittedWrite {
  table: string;
  statement: string;
}
export type WriteListener = (writes: readonly CommittedWrite[]) => void;

// `insert into "t"`, `delete from "t"`, `update "t" set`, `truncate "t"`, `copy "t" (…) from`: Drizzle's shapes and
// the bulk loads', also inside a CTE or a script. A `select … for update` has no `set` after it and is no write.
const WRITE =
  /\b(?:insert\s+into|delete\s+from|truncate(?:\s+table)?)\s+"?([a-z_][a-z0-9_]*)"?|\bupdate\s+"?([a-z_][a-z0-9_]*)"?\s+set\b|\bcopy\s+"?([a-z_][a-z0-9_]*)"?\s*(?:\([^)]*\))?\s*from\b/gi;
const MAYBE_WRITE = /insert|update|delete|truncate|copy/i;

/** The tables a statement (or a script of statements) writes, in order. */
export function writesOf(statement: string): CommittedWrite[] {
  if (!MAYBE_WRITE.test(statement)) return [];
  const writes: CommittedWrite[] = [];
  for (const match of statement.matchAll(WRITE)) {
    const table = (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase();
    if (table !== '') writes.push({ table, statement });
  }
  return writes;
}

export class WriteWatch {
  readonly #listeners = new Set<WriteListener>();

  /** Calls `listener` after each commit that wrote something; returns how to stop. */
  listen(listener: WriteListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  committed(writes: readonly CommittedWrite[]): void {
    if (writes.length === 0) return;
    for (const listener of this.#listeners) listener(writes);
  }
}

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');

/** Follows one connection: statements outside a transaction count when they return, those inside at its commit. */
function connectionTracker(watch: WriteWatch) {
  let inTransaction = false;
  let pending: CommittedWrite[] = [];
  return (statement: string, succeeded: boolean) => {
    const word = statement.trimStart().slice(0, 20).toLowerCase();
    if (/^(begin|start transaction)\b/.test(word)) {
      inTransaction = true;
      pending = [];
    } else if (/^(commit|end)\s*;?\s*$/.test(word)) {
      const done = pending;
      pending = [];
      inTransaction = false;
      if (succeeded) watch.committed(done);
    } else if (/^(rollback|abort)\s*;?\s*$/.test(word)) {
      pending = [];
      inTransaction = false;
    } else if (succeeded) {
      const writes = writesOf(statement);
      if (inTransaction) pending.push(...writes);
      else watch.committed(writes);
    }
  };
}

const WATCHED = Symbol('otodoke.writeWatch');
type Callback = (error: Error | null, result: unknown) => void;

function watchClient(client: pg.PoolClient, watch: WriteWatch): void {
  const marked = client as pg.PoolClient & { [WATCHED]?: true };
  if (marked[WATCHED]) return;
  marked[WATCHED] = true;
  const track = connectionTracker(watch);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // pg's query has callback and promise forms (pg-pool uses the first); the tracker runs before the caller resumes.
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const statement = textOf(args[0]);
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at >= 0) {
      const callback = args[at] as Callback;
      args[at] = (error: Error | null, result: unknown) => {
        track(statement, !error);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args) as Promise<unknown> | undefined;
    if (!result || typeof result.then !== 'function') return result;
    return result.then(
      (value) => {
        track(statement, true);
        return value;
      },
      (error: unknown) => {
        track(statement, false);
        throw error;
      },
    );
  };
}

/** Watches every connection a node-postgres pool hands out (to `pool.query` and to `pool.connect()` alike). */
export function watchPool(pool: pg.Pool, watch: WriteWatch): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    const callback = args[0] as ((error: Error | undefined, client: pg.PoolClient, done: unknown) => void) | undefined;
    if (typeof callback === 'function') {
      return connect((error: Error | undefined, client: pg.PoolClient, done: unknown) => {
        if (client) watchClient(client, watch);
        callback(error, client, done);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      watchClient(client, watch);
      return client;
    });
  };
}

/** Watches PGlite's one connection: `query` and `exec` commit when they return, `transaction` when it resolves. */
export function watchPglite(client: PGlite, watch: WriteWatch): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const report = (statement: string) => watch.committed(writesOf(statement));
  client.query = (async (statement: string, ...rest: unknown[]) => {
    const result = await (query as (...args: unknown[]) => Promise<unknown>)(statement, ...rest);
    report(statement);
    return result;
  }) as typeof client.query;
  client.exec = (async (statement: string, ...rest: unknown[]) => {
    const result = await (exec as (...args: unknown[]) => Promise<unknown>)(statement, ...rest);
    report(statement);
    return result;
  }) as typeof client.exec;
  client.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) => {
    const pending: CommittedWrite[] = [];
    const note = (statement: string) => pending.push(...writesOf(statement));
    const result = await transaction((tx) => {
      const watched: Transaction = {
        ...tx,
        get closed() {
          return tx.closed;
        },
        query: async <R>(statement: string, ...rest: [unknown[]?, QueryOptions?]) => {
          const value = await tx.query<R>(statement, ...rest);
          note(statement);
          return value;
        },
        exec: async (statement, ...rest) => {
          const value = await tx.exec(statement, ...rest);
          note(statement);
          return value;
        },
        sql: async <R>(strings: TemplateStringsArray, ...params: unknown[]) => {
          const value = await tx.sql<R>(strings, ...params);
          note(strings.join('$'));
          return value;
        },
        rollback: async () => {
          pending.length = 0;
          await tx.rollback();
        },
      };
      return callback(watched);
    });
    watch.committed(pending);
    return result;
  }) as typeof client.transaction;
}
