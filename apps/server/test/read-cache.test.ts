// Hot reads from memory: a warm signed-in request reads nothing about its session or account, the dashboard's reads
// run no statement at all, and every change that affects them is seen by the very next request (sign-out, a device
// signed out, permissions, membership, account switch, takeover, the account's name and feature flags; a release, an
// artist, a message).
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountMembers, artists, messages, sessions } from '../src/platform/db/schema.ts';
import { signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const LABEL = 1;
const SUMMARY = '/api/v2/me/releases/summary';

interface Me {
  acid: number | null;
  available_account_list: { id: number; name: string }[];
  individual: { id: number; permissions: Record<string, string>; is_account_manager: boolean } | null;
  user: { features?: Record<string, boolean> } & Record<string, unknown>;
  is_takeover: boolean;
}

let service: TestService;
let demo: TestClient;
let statements: string[] | null = null;

/** The statements one request runs. */
async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
  statements = [];
  await request();
  const seen = statements;
  statements = null;
  return seen;
}

const readsWhoIsAsking = (seen: string[]) =>
  seen.filter((statement) => /from "sessions"|from "accounts"|from "account_members"/.test(statement));

beforeAll(async () => {
  service = await startTestService({ seed: true, onQuery: (sql) => statements?.push(sql) });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL;
});
afterAll(async () => {
  await service?.close();
});

describe('a warm signed-in request', () => {
  it('reads its session and account once, then from memory', async () => {
    service.app.readCache.clear();
    const cold = await statementsOf(() => demo.get(SUMMARY));
    expect(readsWhoIsAsking(cold)).toHaveLength(2);
    expect(cold).toHaveLength(3);
    const warm = await statementsOf(() => demo.get(SUMMARY));
    expect(warm).toEqual([]);
    expect(service.app.readCache.stats().hits).toBeGreaterThan(0);
  });

  it("runs no statement at all for the dashboard's reads", async () => {
    for (const path of ['/api/v1/me', SUMMARY, '/api/v1/me/releases', '/api/v2/me/plans/summary']) {
      await demo.get(path);
      expect(await statementsOf(() => demo.get(path)), path).toEqual([]);
    }
  });

  it('moves the sliding expiry on without forgetting anything', async () => {
    await demo.get(SUMMARY);
    const hour = new Date(Date.now() - 60 * 60 * 1000);
    // A test's own write clears the cache like any other; the next request reads the session again and touches it.
    await service.database.db.update(sessions).set({ lastSeenAt: hour }).where(isNull(sessions.revokedAt));
    const evictions = service.app.readCache.stats().evictions;
    const touched = await statementsOf(() => demo.get(SUMMARY));
    expect(touched.filter((statement) => /^update "sessions"/.test(statement))).toHaveLength(1);
    expect(service.app.readCache.stats().evictions).toBe(evictions);
    const rows = await service.database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions);
    expect(rows.some((row) => row.lastSeenAt.getTime() > hour.getTime() + 50 * 60 * 1000)).toBe(true);
    // Touched once: the cached copy moved on with the database's, and stays cached.
    const after = await statementsOf(() => demo.get(SUMMARY));
    expect(readsWhoIsAsking(after)).toEqual([]);
    expect(after.filter((statement) => /^update "sessions"/.test(statement))).toEqual([]);
  });
});

describe('every change that affects who is asking is seen by the next request', () => {
  let member: TestClient;
  let memberId: number;

  beforeEach(async () => {
    // A fresh member of the label each time: releases read-only (1000), team settings read-only (8000).
    member = service.client('ja');
    const email = `member.${Date.now()}.${Math.random().toString(36).slice(2)}@example.test`;
    await signUpVerified(service, member, { email });
    await signIn(service, member, email);
    memberId = (await member.get<Me>('/api/v1/me')).body.individual!.id;
    await service.database.db
      .insert(accountMembers)
      .values({ accountId: LABEL, individualId: memberId, permissions: { '1000': 'readonly', '8000': 'readonly' } });
    member.acid = LABEL;
    expect((await member.get<Me>('/api/v1/me')).body.individual).toMatchObject({ permissions: { '8000': 'readonly' } });
  });

  it('sign-out: the same cookie is signed out at once', async () => {
    expect((await member.get(SUMMARY)).status).toBe(200);
    const cookie = member.cookies.get('otodoke_sid')!;
    expect((await member.post('/api/v1/auth/signout')).status).toBe(200);
    // The browser forgets the cookie; someone who copied it sends it again.
    member.cookies.set('otodoke_sid', cookie);
    const me = await member.get<Me>('/api/v1/me');
    expect(me.body.individual).toBeNull();
    expect((await member.get(SUMMARY)).status).toBe(401);
  });

  it('a device signed out from another device', async () => {
    const other = service.client('ja');
    await signIn(
      service,
      other,
      (await member.get<{ individual: { email: string } }>('/api/v1/me')).body.individual.email,
    );
    other.acid = LABEL;
    expect((await other.get(SUMMARY)).status).toBe(200);
    const devices = await member.get<{ items: { id: number; is_current: boolean }[] }>('/api/v1/me/individual/devices');
    const theOther = devices.body.items.find((device) => !device.is_current)!;
    expect((await member.delete(`/api/v1/me/individual/devices/${theOther.id}`)).status).toBe(200);
    expect((await other.get(SUMMARY)).status).toBe(401);
  });

  it('a permission changed by the manager', async () => {
    const before = await member.get<Me>('/api/v1/me');
    expect(before.body.individual!.permissions['8000']).toBe('readonly');
    const changed = await demo.patch(`/api/v1/me/team/members/${memberId}`, { permissions: { '8000': 'editable' } });
    expect(changed.status).toBe(200);
    expect((await member.get<Me>('/api/v1/me')).body.individual!.permissions['8000']).toBe('editable');
  });

  it('a member removed from the account', async () => {
    expect((await member.get(SUMMARY)).status).toBe(200);
    expect((await demo.delete(`/api/v1/me/team/members/${memberId}`)).status).toBe(200);
    expect((await member.get(SUMMARY)).status).toBe(403);
    expect((await member.get<Me>('/api/v1/me')).body.available_account_list.map((a) => a.id)).not.toContain(LABEL);
  });

  it('an account switch', async () => {
    member.acid = null;
    const own = (await member.get<Me>('/api/v1/me')).body.acid;
    expect(own).not.toBe(LABEL);
    expect((await member.post('/api/v1/me/account', { acid: LABEL })).status).toBe(200);
    expect((await member.get<Me>('/api/v1/me')).body.acid).toBe(LABEL);
    expect((await member.post('/api/v1/me/account', { acid: own })).status).toBe(200);
    expect((await member.get<Me>('/api/v1/me')).body.acid).toBe(own);
  });

  it("the account's name, in the account list too", async () => {
    const name = `Renamed ${Date.now()}`;
    const list = async () => (await member.get<Me>('/api/v1/me')).body.available_account_list;
    expect((await list()).find((account) => account.id === LABEL)!.name).not.toBe(name);
    expect((await demo.patch('/api/v1/me/basic-info', { account_name: name })).status).toBe(200);
    expect((await list()).find((account) => account.id === LABEL)!.name).toBe(name);
  });

  it('a takeover started and ended by an operator', async () => {
    const operator = service.client('ja');
    await operator.post('/api/v1/auth/signin', { email: 'admin@otodoke.test', password: 'otodoke-admin' });
    const before = await operator.get<Me>('/api/v1/me');
    expect(before.body.is_takeover).toBe(false);
    expect((await operator.post('/admin/api/v2/takeover', { account_id: LABEL })).status).toBe(200);
    const during = await operator.get<Me>('/api/v1/me');
    expect(during.body).toMatchObject({ is_takeover: true, acid: LABEL });
    expect((await operator.delete('/admin/api/v2/takeover')).status).toBe(200);
    expect((await operator.get<Me>('/api/v1/me')).body.is_takeover).toBe(false);
  });

  it('a feature flag set by an operator', async () => {
    const operator = service.client('ja');
    await operator.post('/api/v1/auth/signin', { email: 'admin@otodoke.test', password: 'otodoke-admin' });
    const flag = 'isAlbumUpTo99SongsAvailable';
    const flagOf = async () => (await member.get<Me>('/api/v1/me')).body.user.features?.[flag];
    const before = await flagOf();
    expect(typeof before).toBe('boolean');
    const set = await operator.put(`/admin/api/v2/accounts/${LABEL}/features/${flag}`, { enabled: !before });
    expect(set.status).toBe(200);
    expect(await flagOf()).toBe(!before);
    await operator.put(`/admin/api/v2/accounts/${LABEL}/features/${flag}`, { enabled: Boolean(before) });
  });
});

describe("the dashboard's reads follow the data they were read from", () => {
  it('a new release is counted and listed at once', async () => {
    const total = (await demo.get<{ total: number }>(SUMMARY)).body.total;
    const listed = (await demo.get<{ total: number }>('/api/v1/me/releases')).body.total;
    expect((await demo.post('/api/v1/me/releases', { type: 'single' })).status).toBe(201);
    expect((await demo.get<{ total: number }>(SUMMARY)).body.total).toBe(total + 1);
    expect((await demo.get<{ total: number }>('/api/v1/me/releases')).body.total).toBe(listed + 1);
  });

  it('an artist, however it was written, is offered at once', async () => {
    const names = async () =>
      (await demo.get<{ my_artist_list: { name: string }[] }>('/api/v1/me')).body.my_artist_list.map((a) => a.name);
    const name = `Cached ${Date.now()}`;
    expect(await names()).not.toContain(name);
    await service.database.db
      .insert(artists)
      .values({ accountId: LABEL, artistType: 'individual', nameJa: name, nameEn: name });
    expect(await names()).toContain(name);
  });

  it('a message to the account is counted unread at once', async () => {
    const unread = async () =>
      (await demo.get<{ message_counts: { personal: number } }>('/api/v1/me')).body.message_counts.personal;
    const before = await unread();
    await service.database.db
      .insert(messages)
      .values({ accountId: LABEL, type: 'personal', titleJa: 'お知らせ', titleEn: 'Notice' });
    expect(await unread()).toBe(before + 1);
  });

  it('the language asked for and the maintenance switch are in the very next reply', async () => {
    type State = { language: string; is_maintenance: boolean };
    expect((await demo.get<State>('/api/v1/me?lang=en')).body.language).toBe('en');
    expect((await demo.get<State>('/api/v1/me?lang=ja')).body.language).toBe('ja');
    expect((await demo.get<State>('/api/v1/me')).body.is_maintenance).toBe(false);
    await service.app.settings.setMaintenance(true);
    try {
      expect((await demo.get<State>('/api/v1/me')).body.is_maintenance).toBe(true);
    } finally {
      await service.app.settings.setMaintenance(false);
    }
    expect((await demo.get<State>('/api/v1/me')).body.is_maintenance).toBe(false);
  });
});
