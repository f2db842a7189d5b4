// Reads the service runs again and again are prepared once and then only bound and executed: on PostgreSQL as
// node-postgres named statements, on PGlite by speaking the extended protocol to it (its own `query` parses,
// describes, binds, describes and executes every time). Writes, scripts and transactions go the usual way.
import { createHash } from 'node:crypto';
import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import type pg from 'pg';
import { writesOf } from './write-watch.ts';

/** Statements longer than this are not kept (lists inlined into a statement make each text new). */
const MAX_TEXT = 8_000;
/** At most this many statements are kept prepared per connection. */
const MAX_STATEMENTS = 1_000;

/** A read worth preparing: one select statement, not too long, not a write in disguise (a CTE that writes). */
export function isPreparableRead(text: string): boolean {
  return (
    text.length <= MAX_TEXT &&
    /^\s*(select|with)\b/i.test(text) &&
    !text.includes(';') &&
    writesOf(text).length === 0 &&
    !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i.test(text)
  );
}

const statementName = (text: string) => `otodoke_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;

/** Names node-postgres queries of repeated reads, so each connection prepares them once. */
export function prepareReadsOnPool(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= MAX_STATEMENTS) return known;
    if (!isPreparableRead(text)) return undefined;
    const name = statementName(text);
    names.set(text, name);
    return name;
  };
  const NAMED = Symbol('otodoke.preparedReads');
  const nameClient = (client: pg.PoolClient) => {
    const marked = client as pg.PoolClient & { [NAMED]?: true };
    if (marked[NAMED]) return;
    marked[NAMED] = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as { text?: unknown; name?: unknown } | string;
      if (typeof first === 'object' && first !== null && typeof first.text === 'string' && first.name === undefined) {
        const name = nameOf(first.text);
        if (name !== undefined) args[0] = { ...first, name };
      }
      return query(...args);
    };
  };
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    const callback = args[0] as ((error: Error | undefined, client: pg.PoolClient, done: unknown) => void) | undefined;
    if (typeof callback === 'function') {
      return connect((error: Error | undefined, client: pg.PoolClient, done: unknown) => {
        if (client) nameClient(client);
        callback(error, client, done);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      nameClient(client);
      return client;
    });
  };
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's row description, given to the result parser in place of a describe per execution. */
  rowDescription: BackendMessage | null;
}

/** PGlite's locks and readiness: `query` holds both locks; so does this, so it never runs inside a transaction. */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Makes PGlite's `query` prepare a read the second time it is asked for it, then run it with one bind-execute-sync
 * exchange. Results are parsed by PGlite's own parser with the caller's options, so callers see no difference.
 */
export function prepareReadsOnPglite(client: PGlite): void {
  const { serialize } = protocol;
  const internals = client as unknown as PgliteInternals;
  const query = client.query.bind(client);
  const seen = new Set<string>();
  const prepared = new Map<string, Prepared>();
  let counter = 0;

  const prepare = async (text: string): Promise<Prepared> => {
    const name = `otodoke_${++counter}`;
    const messages = await client.execProtocolStream(
      concat([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      {},
    );
    const parameters = messages.find((message) => message.name === 'parameterDescription') as
      | (BackendMessage & { dataTypeIDs: number[] })
      | undefined;
    const rowDescription = messages.find((message) => message.name === 'rowDescription') ?? null;
    return { name, paramTypes: parameters?.dataTypeIDs ?? [], rowDescription };
  };

  const run = async <T>(statement: Prepared, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await client.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      {},
    );
    const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    const [result] = parse.parseResults(all, client.parsers, options);
    return result as Results<T>;
  };

  client.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const known = prepared.get(text);
    if (!known) {
      if (options?.blob || prepared.size >= MAX_STATEMENTS || !isPreparableRead(text))
        return query<T>(text, params, options);
      if (!seen.has(text)) {
        if (seen.size < MAX_STATEMENTS * 4) seen.add(text);
        return query<T>(text, params, options);
      }
    }
    await internals._checkReady();
    try {
      return await internals._runExclusiveTransaction(() =>
        internals._runExclusiveQuery(async () => {
          let statement = prepared.get(text);
          if (!statement) {
            statement = await prepare(text);
            prepared.set(text, statement);
          }
          return run<T>(statement, params, options);
        }),
      );
    } catch {
      // A statement the database no longer takes as prepared (a table changed under it) or a bad parameter: forget
      // it and let PGlite run it the usual way, which raises the error the caller would have had.
      prepared.delete(text);
      seen.delete(text);
      return query<T>(text, params, options);
    }
  }) as typeof client.query;
}
