// The dashboard's data in the session: the first steps a new account takes (artist, release, payment, review, on
// sale) as its real artists and releases stand, and the estimate report's dashboard_top view once there are sales,
// for members who may read reports and for no other account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completePermissions } from '../src/platform/auth/permissions.ts';
import { accountMembers, releases, salesRollups } from '../src/platform/db/schema.ts';
import { signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const PERSON = 2;

type Step = { step: string; state: 'done' | 'current' | 'todo'; release_id: number | null };
type Me = {
  acid: number | null;
  first_steps: { steps: Step[]; is_complete: boolean } | null;
  estimate_report: {
    graph_data: Array<{ date: string; quantity: number; amount_micros: string; amount_yen: number }>;
    detail_data: Array<{ key: string; label: string; quantity: number; amount_micros: string; amount_yen: number }>;
    totals: { quantity: number; amount_micros: string; amount_yen: number };
    meta: { last_update_date: string; from: string; to: string; date_type: string; display: string };
  } | null;
};

let service: TestService;
let newcomer: TestClient;
let accountId: number;

async function me(client: TestClient): Promise<Me> {
  const answer = await client.get<Me>('/api/v1/me?view=dashboard');
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Each step as `step:state`, the way a person reads the panel. */
async function stepsOf(client: TestClient) {
  const state = await me(client);
  return state.first_steps!.steps.map((s) => `${s.step}:${s.state}`);
}

async function setStatus(releaseId: number, status: number) {
  await service.database.db.update(releases).set({ status }).where(eq(releases.id, releaseId));
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  newcomer = service.client('ja');
  await signUpVerified(service, newcomer, { email: 'first-steps@otodoke.test', name: 'はじめての人' });
  await signIn(service, newcomer, 'first-steps@otodoke.test');
  accountId = (await me(newcomer)).acid!;
});

afterAll(async () => {
  await service?.close();
});

describe('the first steps in the session', () => {
  it('follows a new account from its first artist to a release on sale', async () => {
    const fresh = await me(newcomer);
    expect(fresh.first_steps!.is_complete).toBe(false);
    expect(await stepsOf(newcomer)).toEqual([
      'artist:current',
      'release:todo',
      'payment:todo',
      'review:todo',
      'on_sale:todo',
    ]);
    expect(fresh.estimate_report).toBeNull();

    const artist = await newcomer.post<{ id: number }>('/api/v2/artists', {
      artist_type: 'individual',
      name_ja: 'はじめての歌手',
    });
    expect(artist.status).toBe(201);
    expect((await stepsOf(newcomer)).slice(0, 2)).toEqual(['artist:done', 'release:current']);
    expect((await me(newcomer)).first_steps!.steps[1]!.release_id).toBeNull();

    const draft = await newcomer.post<{ id: number }>('/api/v1/me/releases', { type: 'single', title: '最初の一曲' });
    expect(draft.status).toBe(201);
    const draftState = await me(newcomer);
    expect(draftState.first_steps!.steps[1]).toEqual({ step: 'release', state: 'current', release_id: draft.body.id });

    // Submitted for a pay-per-release account: waiting for its payment.
    await setStatus(draft.body.id, 105);
    expect((await stepsOf(newcomer)).slice(1, 3)).toEqual(['release:done', 'payment:current']);
    expect((await me(newcomer)).first_steps!.steps[2]!.release_id).toBe(draft.body.id);

    // Paid: the automatic checks and the review come next.
    await setStatus(draft.body.id, 110);
    expect((await stepsOf(newcomer)).slice(2, 4)).toEqual(['payment:done', 'review:current']);

    // Approved and delivered, waiting for its release date.
    await setStatus(draft.body.id, 410);
    expect((await stepsOf(newcomer)).slice(3)).toEqual(['review:done', 'on_sale:current']);

    await setStatus(draft.body.id, 450);
    const onSale = await me(newcomer);
    expect(onSale.first_steps!.is_complete).toBe(true);
    expect(onSale.first_steps!.steps.every((s) => s.state === 'done')).toBe(true);
  });

  it("is the current account's own: another account's releases move nothing", async () => {
    const other = service.client('ja');
    await signUpVerified(service, other, { email: 'first-steps-other@otodoke.test' });
    await signIn(service, other, 'first-steps-other@otodoke.test');
    expect(await stepsOf(other)).toEqual([
      'artist:current',
      'release:todo',
      'payment:todo',
      'review:todo',
      'on_sale:todo',
    ]);
    // The session every page reads leaves them out: they are the dashboard's (view=dashboard).
    const plain = await other.get<Me>('/api/v1/me');
    expect(plain.body).toMatchObject({ first_steps: null, estimate_report: null });
    const signedOut = await me(service.client('ja'));
    expect(signedOut.first_steps).toBeNull();
    expect(signedOut.estimate_report).toBeNull();
  });
});

describe('the estimate report in the session (dashboard_top)', () => {
  const LAST = '2026-10-31';
  let best: number;
  let second: number;

  beforeAll(async () => {
    const db = service.database.db;
    const made = await db
      .insert(releases)
      .values([
        { accountId, type: 'single', status: 450, title: '売れた一曲' },
        { accountId, type: 'single', status: 450, title: '二番目の曲' },
      ])
      .returning({ id: releases.id });
    best = made[0]!.id;
    second = made[1]!.id;
    const row = (dimension: 'store' | 'release', saleDate: string, key: string, quantity: number, micros: bigint) => ({
      accountId,
      dimension,
      saleDate,
      key,
      detailType: 'streaming',
      quantity,
      jpyMicros: micros,
    });
    await db.insert(salesRollups).values([
      row('store', LAST, 'spotify', 100, 1_500_000_000n),
      row('store', '2026-10-28', 'spotify', 10, 250_500_000n),
      // The day before the 30 days shown.
      row('store', '2026-10-01', 'spotify', 999, 9_000_000_000n),
      row('release', LAST, String(best), 90, 1_400_000_000n),
      row('release', LAST, String(second), 10, 100_000_000n),
      row('release', '2026-10-28', String(best), 10, 250_500_000n),
      row('release', '2026-10-01', String(second), 999, 9_000_000_000n),
      // Someone else's sales, on the same days.
      { ...row('store', LAST, 'spotify', 7777, 77_000_000_000n), accountId: PERSON },
      { ...row('release', LAST, '1', 7777, 77_000_000_000n), accountId: PERSON },
    ]);
  });

  it('sums the 30 days up to the newest reported day, by day and by release, in exact yen', async () => {
    const report = (await me(newcomer)).estimate_report!;
    expect(report.meta).toEqual({
      last_update_date: LAST,
      from: '2026-10-02',
      to: LAST,
      date_type: 'daily',
      display: 'dashboard_top',
    });
    expect(report.graph_data).toHaveLength(30);
    expect(report.graph_data[0]!.date).toBe('2026-10-02');
    expect(report.graph_data.at(-1)).toEqual({
      date: LAST,
      quantity: 100,
      amount_micros: '1500000000',
      amount_yen: 1500,
    });
    expect(report.graph_data.find((d) => d.date === '2026-10-28')).toMatchObject({ quantity: 10, amount_yen: 250 });
    expect(report.totals).toEqual({ quantity: 110, amount_micros: '1750500000', amount_yen: 1750 });
    expect(report.detail_data.map((d) => [d.key, d.label, d.quantity, d.amount_micros])).toEqual([
      [String(best), '売れた一曲', 100, '1650500000'],
      [String(second), '二番目の曲', 10, '100000000'],
    ]);
  });

  it('is left out for a member who may not read reports, while the first steps stay', async () => {
    const member = service.client('ja');
    await signUpVerified(service, member, { email: 'first-steps-member@otodoke.test' });
    await signIn(service, member, 'first-steps-member@otodoke.test');
    const individualId = (await member.get<{ individual: { id: number } }>('/api/v1/me')).body.individual.id;
    await service.database.db.insert(accountMembers).values({
      accountId,
      individualId,
      isAccountManager: false,
      permissions: completePermissions({ '1000': 'editable', '3000': 'none' }),
    });
    member.acid = accountId;
    const state = await me(member);
    expect(state.acid).toBe(accountId);
    expect(state.estimate_report).toBeNull();
    expect(state.first_steps!.is_complete).toBe(true);
    await service.database.db
      .update(accountMembers)
      .set({ permissions: completePermissions({ '3000': 'readonly' }) })
      .where(eq(accountMembers.individualId, individualId));
    expect((await me(member)).estimate_report!.totals.quantity).toBe(110);
  });
});
