// The account's feature flags: stored with who and when, defaults where nothing is stored, set by operators only,
// sent in the session state, and read by the gates (99-song albums, bulk upload).
import { DEFAULT_USER_FEATURES, USER_FEATURE_FLAGS } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFeatureFlagChanges, accountFeatureFlags } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const LABEL = 1;
const PERSON = 2;

type Setter = { id: number; name: string; email: string } | null;
type Flags = {
  account_id: number;
  account_name: string;
  flags: {
    flag: string;
    group: string;
    enabled: boolean;
    default_enabled: boolean;
    is_set: boolean;
    set_by: Setter;
    set_at: string | null;
  }[];
  changes: { flag: string; enabled: boolean; set_by: Setter; set_at: string }[];
};
type Me = { user: { plan: string; features: Record<string, boolean> } | null; individual: { id: number } | null };

let service: TestService;
let operator: TestClient;
let operatorId: number;
let demo: TestClient;

const flagsOf = (accountId: number, client = operator) =>
  client.get<Flags>(`/admin/api/v2/accounts/${accountId}/features`);
const setFlag = (accountId: number, flag: string, enabled: boolean, client = operator) =>
  client.put<Flags>(`/admin/api/v2/accounts/${accountId}/features/${flag}`, { enabled });
const featuresOf = async (client: TestClient) => (await client.get<Me>('/api/v1/me')).body.user!.features;

beforeAll(async () => {
  service = await startTestService({ seed: true });
  operator = service.client('en');
  await operator.post('/api/v1/auth/signin', { email: 'admin@otodoke.test', password: 'otodoke-admin' });
  operatorId = (await operator.get<Me>('/api/v1/me')).body.individual!.id;
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = PERSON;
});
afterAll(async () => {
  await service?.close();
});

describe('feature flags in the session state', () => {
  it('sends every flag by its domain name, with the recorded defaults when nothing is stored', async () => {
    const features = await featuresOf(demo);
    expect(Object.keys(features).sort()).toEqual([...USER_FEATURE_FLAGS].sort());
    const plan = (await demo.get<Me>('/api/v1/me')).body.user!.plan;
    expect(features).toEqual({ ...DEFAULT_USER_FEATURES, isUnlimitedPlan: plan.startsWith('unlimited') });
    expect(features.isAlbumUpTo99SongsAvailable).toBe(false);
    expect(features.isMoneySplitAvailable).toBe(true);
    expect(features.isDashboardBulkUploadAvailable).toBe(true);
  });

  it('derives the unlimited plan flag from the plan until an operator sets it', async () => {
    demo.acid = LABEL;
    try {
      const me = (await demo.get<Me>('/api/v1/me')).body.user!;
      expect(me.features.isUnlimitedPlan).toBe(me.plan.startsWith('unlimited'));
      const set = await setFlag(LABEL, 'isUnlimitedPlan', !me.features.isUnlimitedPlan);
      expect(set.status).toBe(200);
      expect((await featuresOf(demo)).isUnlimitedPlan).toBe(!me.features.isUnlimitedPlan);
      await setFlag(LABEL, 'isUnlimitedPlan', me.features.isUnlimitedPlan === true);
    } finally {
      demo.acid = PERSON;
    }
  });
});

describe('operators read and set an account’s flags', () => {
  it('lists every flag, grouped, with its default and nothing stored yet', async () => {
    const { status, body } = await flagsOf(PERSON);
    expect(status).toBe(200);
    expect(body.account_id).toBe(PERSON);
    expect(body.flags.map((f) => f.flag).sort()).toEqual([...USER_FEATURE_FLAGS].sort());
    expect(new Set(body.flags.map((f) => f.group))).toEqual(new Set(['releases', 'video', 'rights', 'account']));
    const split = body.flags.find((f) => f.flag === 'isMoneySplitAvailable')!;
    expect(split).toMatchObject({ enabled: true, default_enabled: true, is_set: false, set_by: null, set_at: null });
    expect(body.changes).toEqual([]);
  });

  it('records who set a flag and when, keeps the history, and the session follows', async () => {
    const before = Date.now();
    const { status, body } = await setFlag(PERSON, 'isImmersiveAudioAvailable', true);
    expect(status).toBe(200);
    const flag = body.flags.find((f) => f.flag === 'isImmersiveAudioAvailable')!;
    expect(flag).toMatchObject({ enabled: true, default_enabled: false, is_set: true });
    expect(flag.set_by).toMatchObject({ id: operatorId, email: 'admin@otodoke.test' });
    expect(Date.parse(flag.set_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.changes[0]).toMatchObject({ flag: 'isImmersiveAudioAvailable', enabled: true });
    expect(body.changes[0]!.set_by?.id).toBe(operatorId);
    expect((await featuresOf(demo)).isImmersiveAudioAvailable).toBe(true);

    await setFlag(PERSON, 'isImmersiveAudioAvailable', false);
    const { db } = service.database;
    const stored = await db.select().from(accountFeatureFlags).where(eq(accountFeatureFlags.accountId, PERSON));
    expect(stored).toEqual([
      expect.objectContaining({ flag: 'isImmersiveAudioAvailable', enabled: false, setBy: operatorId }),
    ]);
    const history = await db
      .select()
      .from(accountFeatureFlagChanges)
      .where(eq(accountFeatureFlagChanges.accountId, PERSON));
    expect(history.map((h) => h.enabled)).toEqual([true, false]);
    expect((await flagsOf(PERSON)).body.changes.map((c) => c.enabled)).toEqual([false, true]);
    expect((await featuresOf(demo)).isImmersiveAudioAvailable).toBe(false);
  });

  it('refuses everyone but operators (403), names that are not flags, and unknown accounts', async () => {
    expect((await flagsOf(PERSON, demo)).status).toBe(403);
    expect((await setFlag(PERSON, 'isAlbumUpTo99SongsAvailable', true, demo)).status).toBe(403);
    expect((await setFlag(PERSON, 'isAlbumUpTo99SongsAvailable', true, service.client('ja'))).status).toBe(401);
    expect((await featuresOf(demo)).isAlbumUpTo99SongsAvailable).toBe(false);
    expect((await setFlag(PERSON, 'albumUpTo99Songs', true)).status).toBe(400);
    expect((await flagsOf(999_999)).status).toBe(404);
    expect((await setFlag(999_999, 'isNoVideo', true)).status).toBe(404);
  });
});

describe('gates read the flags', () => {
  const song = (n: number) => ({
    title: `曲${n}`,
    audio_language: 'ja',
    file_upload_id: null,
    artists: [],
    authors: [],
  });
  const reasons = (body: { check: { reasons: { reason: string }[] } }) => body.check.reasons.map((r) => r.reason);

  it('lets an album go past 40 songs only with isAlbumUpTo99SongsAvailable', async () => {
    const created = await demo.post<{ id: number }>('/api/v1/me/releases', { type: 'album' });
    expect(created.status).toBe(201);
    const songs = Array.from({ length: 41 }, (_, n) => song(n + 1));
    type Saved = { check: { reasons: { reason: string }[] } };
    const without = await demo.put<Saved>(`/api/v1/me/releases/${created.body.id}`, { songs });
    expect(without.status, JSON.stringify(without.body)).toBe(200);
    expect(reasons(without.body)).toContain('exceed_number_of_album_songs');

    await setFlag(PERSON, 'isAlbumUpTo99SongsAvailable', true);
    const withFlag = await demo.put<Saved>(`/api/v1/me/releases/${created.body.id}`, { songs });
    expect(withFlag.status).toBe(200);
    expect(reasons(withFlag.body)).not.toContain('exceed_number_of_album_songs');
    await setFlag(PERSON, 'isAlbumUpTo99SongsAvailable', false);
  });

  it('refuses new bulk upload batches when an operator turned bulk upload off', async () => {
    const before = await demo.post('/api/v2/me/bulk-upload', { csv_upload_id: 999_999 });
    expect(before.status).not.toBe(403);
    await setFlag(PERSON, 'isDashboardBulkUploadAvailable', false);
    const after = await demo.post<{ code: string }>('/api/v2/me/bulk-upload', { csv_upload_id: 999_999 });
    expect(after.status).toBe(403);
    expect(after.body.code).toBe('FORBIDDEN');
    expect((await featuresOf(demo)).isDashboardBulkUploadAvailable).toBe(false);
    await setFlag(PERSON, 'isDashboardBulkUploadAvailable', true);
  });
});
