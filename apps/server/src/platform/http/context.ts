// Who is asking: language, browser, session, individual and the account the request acts for.
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROWSER_COOKIE, type IndividualRow, loadSession, SESSION_COOKIE, type SessionRow } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { accountMembers, accounts, type PermissionMap } from '../db/schema.ts';
import { hmac, newToken } from '../security/tokens.ts';

export type Language = 'ja' | 'en';
export type AccountRow = typeof accounts.$inferSelect;

export interface ActingAccount {
  row: AccountRow;
  isAccountManager: boolean;
  permissions: PermissionMap;
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
    asLanguage(request.cookies[LANGUAGE_COOKIE]) ??
    asLanguage(individual?.language) ??
    (request.url.startsWith('/api') ? asLanguage(fromHeader) : null) ??
    'ja'
  );
}

function requestedAccountId(request: FastifyRequest): number | null {
  const header = request.headers['x-tcj-acid'];
  const query = (request.query as Record<string, unknown> | undefined)?._acid;
  const raw = (Array.isArray(header) ? header[0] : header) ?? (typeof query === 'string' ? query : undefined);
  const id = raw ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

async function resolveAccount(
  db: Db,
  individual: IndividualRow,
  session: SessionRow,
  wanted: number | null,
): Promise<{ account: ActingAccount | null; denied: boolean }> {
  if (session.takeoverAccountId) {
    if (wanted !== null && wanted !== session.takeoverAccountId) return { account: null, denied: true };
    const [row] = await db.select().from(accounts).where(eq(accounts.id, session.takeoverAccountId));
    return { account: row ? { row, isAccountManager: true, permissions: {} } : null, denied: false };
  }
  const accountId = wanted ?? session.currentAccountId;
  if (accountId === null) return { account: null, denied: false };
  const [found] = await db
    .select({ row: accounts, member: accountMembers })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.individualId, individual.id)));
  if (!found) return { account: null, denied: wanted !== null };
  return {
    account: { row: found.row, isAccountManager: found.member.isAccountManager, permissions: found.member.permissions },
    denied: false,
  };
}

export async function buildRequestContext(
  db: Db,
  secret: string,
  secureCookies: boolean,
  request: FastifyRequest,
  reply: FastifyReply,
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
  const loaded = token ? await loadSession(db, token) : null;
  const individual = loaded?.individual ?? null;
  const resolved =
    loaded && individual
      ? await resolveAccount(db, individual, loaded.session, requestedAccountId(request))
      : { account: null, denied: false };
  return {
    language: pickLanguage(request, individual),
    browserId,
    csrfToken: hmac(secret, `csrf:${browserId}`),
    ipAddress: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    session: loaded?.session ?? null,
    individual,
    account: resolved.account,
    accountDenied: resolved.denied,
    isTakeover: Boolean(loaded?.session.takeoverAccountId),
  };
}
