// Who is asking: language, browser, session, individual and the account the request acts for.
import type { UserFeatures } from '@otodoke/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BROWSER_COOKIE,
  dueForTouch,
  findSession,
  type IndividualRow,
  type IndividualsJoin,
  type LoadedSession,
  SESSION_COOKIE,
  type SessionRow,
  touchSession,
} from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import type { ReadCache } from '../db/read-cache.ts';
import type { accounts, PermissionMap } from '../db/schema.ts';
import { hashToken, hmac, newToken } from '../security/tokens.ts';

export type Language = 'ja' | 'en';
export type AccountRow = typeof accounts.$inferSelect;

export interface ActingAccount {
  row: AccountRow;
  isAccountManager: boolean;
  permissions: PermissionMap;
  /** The account's effective feature flags (stored, else their default): what every gate reads. */
  features: UserFeatures;
}

/**
 * How the acting account is read, with its feature flags, in one query. features/accounts owns those tables and
 * supplies it (app.ts hands it in); the platform reads no account table itself.
 */
export interface ActingAccountReader {
  /** The account as this individual's membership reaches it; null when not a member. */
  member(db: Db, accountId: number, individualId: number): Promise<ActingAccount | null>;
  /** The account an operator's takeover views, as its manager. */
  takeover(db: Db, accountId: number): Promise<ActingAccount | null>;
  /** Individuals to join to the session (who is asking), in the session's query. */
  individuals: IndividualsJoin;
}

export interface RequestContext {
  language: Language;
  browserId: string;
  csrfToken: string;
  ipAddress: string;
  userAgent: string;
  session: SessionRow | null;
  individual: IndividualRow | null;
  /** The account this request acts for (acid), when signed in and reachable. */
  account: ActingAccount | null;
  /** Set when the asked-for acid is not reachable by this individual. */
  accountDenied: boolean;
  isTakeover: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const LANGUAGES: readonly Language[] = ['ja', 'en'];
export const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function asLanguage(value: unknown): Language | null {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}

/** ?lang= (only supported values), then the remembered cookie, then the individual's choice, then ja. */
export function pickLanguage(request: FastifyRequest, individual: IndividualRow | null): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromHeader = request.headers['accept-language']?.split(',')[0]?.trim().slice(0, 2);
  return (
    asLanguage(query?.lang) ??
    asLanguage(request.headers['x-otodoke-language']) ??
    asLanguage(request.cookies?.[LANGUAGE_COOKIE]) ??
    asLanguage(individual?.language) ??
    (request.url.startsWith('/api') ? asLanguage(fromHeader) : null) ??
    'ja'
  );
}

/** Account ids are PostgreSQL `serial`s: a plain positive decimal integer up to 2^31 - 1. */
const ACCOUNT_ID = /^[1-9][0-9]{0,9}$/;
const MAX_ACCOUNT_ID = 2_147_483_647;

/**
 * The account the request asks for: null when it names none, 'malformed' when what it sent is not an account id
 * (`abc`, `0`, `-1`, `0x1`, `1abc`, too long, repeated): refused like an unreachable one, never read as the session's.
 */
function requestedAccountId(request: FastifyRequest): number | 'malformed' | null {
  const header = request.headers['x-tcj-acid'];
  const query = (request.query as Record<string, unknown> | undefined)?._acid;
  const raw = header !== undefined && header !== '' ? header : query;
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !ACCOUNT_ID.test(raw)) return 'malformed';
  const id = Number(raw);
  return id <= MAX_ACCOUNT_ID ? id : 'malformed';
}

/**
 * Digests worked out for recent requests (a session cookie's SHA-256, a browser's CSRF token): the same browser asks
 * again and again, and the digest is the same each time. The oldest goes first past `max`.
 */
class RecentDigests {
  readonly #values = new Map<string, string>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  get(key: string, digest: () => string): string {
    let value = this.#values.get(key);
    if (value === undefined) {
      value = digest();
      if (this.#values.size >= this.#max) this.#values.delete(this.#values.keys().next().value!);
      this.#values.set(key, value);
    }
    return value;
  }
}

const recentDigests = new RecentDigests(20_000);

/**
 * The live session the cookie names, from the cache when it is there: a cached session still expires on time, and its
 * sliding expiry is moved on (and the cached copy with it) every five minutes as the database's would be.
 */
async function sessionOf(
  db: Db,
  cache: ReadCache,
  reader: ActingAccountReader,
  token: string,
): Promise<LoadedSession | null> {
  const tokenHash = recentDigests.get(token, () => hashToken(token));
  const key = `session:${tokenHash}`;
  const loaded = await cache.remember(key, () => findSession(db, tokenHash, reader.individuals));
  if (!loaded) return null;
  const now = new Date();
  if (loaded.session.expiresAt.getTime() <= now.getTime()) return null;
  if (!dueForTouch(loaded.session, now)) return loaded;
  const touched = { ...loaded, session: await touchSession(db, loaded.session, now) };
  cache.replace(key, touched);
  return touched;
}

async function resolveAccount(
  db: Db,
  cache: ReadCache,
  reader: ActingAccountReader,
  individual: IndividualRow,
  session: SessionRow,
  wanted: number | 'malformed' | null,
): Promise<{ account: ActingAccount | null; denied: boolean }> {
  if (wanted === 'malformed') return { account: null, denied: true };
  const takeoverId = session.takeoverAccountId;
  if (takeoverId) {
    if (wanted !== null && wanted !== takeoverId) return { account: null, denied: true };
    return {
      account: await cache.remember(`takeover:${takeoverId}`, () => reader.takeover(db, takeoverId)),
      denied: false,
    };
  }
  const accountId = wanted ?? session.currentAccountId;
  if (accountId === null) return { account: null, denied: false };
  const found = await cache.remember(`member:${accountId}:${individual.id}`, () =>
    reader.member(db, accountId, individual.id),
  );
  if (!found) return { account: null, denied: wanted !== null };
  return { account: found, denied: false };
}

export async function buildRequestContext(
  db: Db,
  secret: string,
  secureCookies: boolean,
  request: FastifyRequest,
  reply: FastifyReply,
  reader: ActingAccountReader,
  cache: ReadCache,
): Promise<RequestContext> {
  let browserId = request.cookies[BROWSER_COOKIE];
  if (!browserId || !/^[\w-]{20,64}$/.test(browserId)) {
    browserId = newToken(18);
    reply.setCookie(BROWSER_COOKIE, browserId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: 2 * YEAR_SECONDS,
    });
  }
  // A supported ?lang= is a choice the visitor made: remember it for the next page.
  const asked = asLanguage((request.query as Record<string, unknown> | undefined)?.lang);
  if (asked && request.cookies[LANGUAGE_COOKIE] !== asked) {
    reply.setCookie(LANGUAGE_COOKIE, asked, {
      path: '/',
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: YEAR_SECONDS,
    });
  }
  const token = request.cookies[SESSION_COOKIE];
  const loaded = token ? await sessionOf(db, cache, reader, token) : null;
  const individual = loaded?.individual ?? null;
  const resolved =
    loaded && individual
      ? await resolveAccount(db, cache, reader, individual, loaded.session, requestedAccountId(request))
      : { account: null, denied: false };
  return {
    language: pickLanguage(request, individual),
    browserId,
    csrfToken: recentDigests.get(`csrf:${browserId}:${secret}`, () => hmac(secret, `csrf:${browserId}`)),
    ipAddress: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    session: loaded?.session ?? null,
    individual,
    account: resolved.account,
    accountDenied: resolved.denied,
    isTakeover: Boolean(loaded?.session.takeoverAccountId),
  };
}
