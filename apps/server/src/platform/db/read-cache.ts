// Reads kept in memory until the tables they were read from change: each entry remembers the tables its statements
// read (captured as they run), and a committed write to one of them forgets it — this process's writes when they
// commit (write-watch.ts), other processes' through the NOTIFY of migration 0012's triggers (notifications.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CommittedWrite, WriteWatch } from './write-watch.ts';

/**
 * The tables whose changes every process hears (migration 0012 puts a trigger on each): a read that touches any other
 * table is not kept. A test compares this list with the triggers in the database.
 */
export const NOTIFYING_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'individuals',
  'accounts',
  'account_members',
  'account_feature_flags',
  'artists',
  'releases',
  'release_artists',
  'songs',
  'plan_terms',
  'payment_orders',
  'messages',
  'message_reads',
  'uploads',
]);
/** The channel migration 0012's triggers notify on, with the changed table's name. */
export const READS_CHANNEL = 'otodoke_reads';

const READ = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const capture = new AsyncLocalStorage<Set<string>>();

/** Notes the tables a statement reads, when it runs inside `ReadCache.remember` (the Drizzle clients call this). */
export function noteStatement(statement: string): void {
  const tables = capture.getStore();
  if (!tables) return;
  for (const match of statement.matchAll(READ)) tables.add(match[1]!.toLowerCase());
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  /** Reads not kept: they touched a table no trigger tells of, or a write came while they ran. */
  notKept: number;
  evictions: number;
  size: number;
}

interface Entry {
  value: unknown;
  until: number;
  tables: readonly string[];
}

/** Values frozen through and through by `freezeDeep`: they can be shared between requests and their output reused. */
const DEEP_FROZEN = new WeakSet<object>();

/**
 * Freezes `value` and everything it holds (a `Date` is kept as it is: nobody sets one), so that it can be shared
 * between requests; `isDeepFrozen` then knows it for such a value.
 */
export function freezeDeep<T>(value: T): T {
  if (!value || typeof value !== 'object' || value instanceof Date || DEEP_FROZEN.has(value)) return value;
  Object.freeze(value);
  DEEP_FROZEN.add(value);
  for (const inner of Object.values(value)) freezeDeep(inner);
  return value;
}

export function isDeepFrozen(value: unknown): boolean {
  return typeof value === 'object' && value !== null && DEEP_FROZEN.has(value);
}

export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #byTable = new Map<string, Set<string>>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  /** Moves on at every change; a read stores only if none of its tables changed after it started. */
  #clock = 0;
  #lastChange = new Map<string, number>();
  #lastClear = 0;
  readonly #stats = { hits: 0, misses: 0, notKept: 0, evictions: 0 };

  constructor(options: { maxEntries?: number; ttlMs?: number } = {}) {
    this.#maxEntries = options.maxEntries ?? 50_000;
    this.#ttlMs = options.ttlMs ?? 60_000;
  }

  /**
   * The kept value of `key`, else what `load` reads, kept (frozen) unless it is null. `load` must read through the
   * database, never inside a transaction (what it reads must be committed), and `key` must name everything the
   * read depends on besides the tables (the account, the individual, the page asked for).
   */
  async remember<T>(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const now = Date.now();
    const entry = this.#entries.get(key);
    if (entry && entry.until > now) {
      this.#stats.hits++;
      return entry.value as T;
    }
    this.#stats.misses++;
    const started = this.#clock;
    const tables = new Set<string>();
    // Awaited inside the run: a query builder is only a thenable, whose statement runs when awaited.
    const value = await capture.run(tables, async () => await load());
    if (value === null) return value;
    const read = [...tables];
    const keepable =
      read.length > 0 &&
      this.#lastClear <= started &&
      read.every((table) => NOTIFYING_TABLES.has(table) && (this.#lastChange.get(table) ?? 0) <= started);
    if (!keepable) {
      this.#stats.notKept++;
      return value;
    }
    this.#store(key, freezeDeep(value), read, now);
    return value;
  }

  /** Replaces the value of `key` if it is kept (a change this process made and knows the result of). */
  replace<T>(key: string, value: T): void {
    const entry = this.#entries.get(key);
    if (entry) entry.value = freezeDeep(value);
  }

  /** Forgets every read of these tables. */
  changed(tables: Iterable<string>): void {
    for (const table of tables) {
      this.#clock++;
      this.#lastChange.set(table, this.#clock);
      const keys = this.#byTable.get(table);
      if (!keys) continue;
      for (const key of [...keys]) this.#evict(key);
    }
  }

  /** Forgets everything (a notification may have been missed). */
  clear(): void {
    this.#clock++;
    this.#lastClear = this.#clock;
    this.#stats.evictions += this.#entries.size;
    this.#entries.clear();
    this.#byTable.clear();
  }

  stats(): ReadCacheStats {
    return { ...this.#stats, size: this.#entries.size };
  }

  #store(key: string, value: unknown, tables: readonly string[], now: number) {
    if (this.#entries.has(key)) this.#evict(key);
    if (this.#entries.size >= this.#maxEntries) {
      // The oldest entry goes first (a Map keeps insertion order).
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#evict(oldest);
    }
    this.#entries.set(key, { value, until: now + this.#ttlMs, tables });
    for (const table of tables) {
      let keys = this.#byTable.get(table);
      if (!keys) {
        keys = new Set();
        this.#byTable.set(table, keys);
      }
      keys.add(key);
    }
  }

  #evict(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#stats.evictions++;
    for (const table of entry.tables) this.#byTable.get(table)?.delete(key);
  }
}

/** Keeps nothing: for services built outside the app (the demo seed), whose reads go straight to the database. */
export const NO_READ_CACHE: Pick<ReadCache, 'remember'> = { remember: (_key, load) => load() };

/**
 * Writes that change nothing kept: a new session, individual or account (no kept read names a row not yet there;
 * memberships, which do make an account reachable, are `account_members`), and a session's sliding expiry moving on
 * (`touchSession`, which replaces the kept session itself). Migration 0012's triggers skip the same ones.
 */
const HARMLESS_WRITE =
  /^\s*(insert\s+into\s+"(sessions|individuals|accounts)"|update\s+"sessions"\s+set\s+"last_seen_at"\s*=\s*\$\d+,\s*"expires_at"\s*=\s*\$\d+\s+where\s+"sessions"\."id"\s*=\s*\$\d+\s*$)/i;

export function changesKeptReads(write: CommittedWrite): boolean {
  return NOTIFYING_TABLES.has(write.table) && !HARMLESS_WRITE.test(write.statement);
}

/**
 * A cache that forgets what a committed write changed: this process's own writes as they commit, and (PostgreSQL)
 * every process's through NOTIFY, forgetting everything when the listening connection was lost.
 */
export async function createReadCache(
  database: {
    writes: WriteWatch;
    listen?(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<void>;
  },
  options?: { maxEntries?: number; ttlMs?: number },
): Promise<ReadCache> {
  const cache = new ReadCache(options);
  database.writes.listen((writes) => {
    const tables = new Set(writes.filter(changesKeptReads).map((write) => write.table));
    if (tables.size > 0) cache.changed(tables);
  });
  await database.listen?.(
    READS_CHANNEL,
    (table) => cache.changed([table]),
    () => cache.clear(),
  );
  return cache;
}
