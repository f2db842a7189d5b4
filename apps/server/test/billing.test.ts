// Plans, payments and coupons through the API, with the payment gateway simulator answering as the gateway would:
// cards (3-D Secure, declines), konbini numbers that expire, coupons with their limits, plan terms, signed webhooks,
// and one charge however often a payment is submitted.
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { RELEASE_STATUS } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, artists, releases } from '../src/platform/db/schema.ts';
import {
  authenticate,
  freshKey,
  type Order,
  registerCard,
  releaseAwaitingPayment,
  waitForOrder,
} from './billing-helpers.ts';
import { linkFrom, PASSWORD, signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const LABEL = 1;
const PERSON = 2;
type ErrorBody = { code: string; message: string; details: Record<string, unknown> };

let service: TestService;
let demo: TestClient;
let demoEn: TestClient;
let label: TestClient;
let admin: TestClient;
let artistId: number;
let secondArtistId: number;

async function releaseStatus(id: number) {
  const [row] = await service.database.db.select().from(releases).where(eq(releases.id, id));
  return row!.status;
}

async function createCoupon(input: Record<string, unknown>) {
  const created = await admin.post<{ id: number; code: string }>('/admin/api/v2/coupons', {
    valid_from: '2020-01-01',
    ...input,
  });
  expect(created.status).toBe(201);
  return created.body;
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = PERSON;
  demoEn = service.client('en');
  await signIn(service, demoEn, 'demo@otodoke.test', 'otodoke-demo');
  demoEn.acid = PERSON;
  label = service.client('ja');
  await signIn(service, label, 'demo@otodoke.test', 'otodoke-demo');
  label.acid = LABEL;
  admin = service.client('ja');
  await signIn(service, admin, 'admin@otodoke.test', 'otodoke-admin');
  const inserted = await service.database.db
    .insert(artists)
    .values([
      { accountId: PERSON, artistType: 'individual', nameJa: '夜明けのバンド', nameEn: 'Daybreak Band' },
      { accountId: PERSON, artistType: 'individual', nameJa: '客演の人', nameEn: 'Guest Singer' },
    ])
    .returning();
  artistId = inserted[0]!.id;
  secondArtistId = inserted[1]!.id;
}, 60_000);

afterAll(async () => {
  await service?.close();
});

describe('paying for a release by card', () => {
  it('needs a registered card, then charges the price with tax through 3-D Secure and completes the release', async () => {
    const releaseId = await releaseAwaitingPayment(service, PERSON, [artistId, secondArtistId], 'single');
    const quote = await demo.post<Order>('/api/v1/payments/calculate', { release_id: releaseId });
    expect(quote.status).toBe(200);
    // A single (1,500) and one more main artist (1,000); 10 % tax once on the sum.
    expect(quote.body).toMatchObject({ subtotal: 2_500, discount: 0, net: 2_500, tax: 250, total: 2_750 });

    const noCard = await demo.post<ErrorBody>('/api/v1/plans/payper', {
      release_id: releaseId,
      method: 'card',
      idempotency_key: freshKey(),
    });
    expect(noCard.status).toBe(409);
    expect(noCard.body).toMatchObject({ code: 'CARD_NOT_REGISTERED', message: 'クレジットカードが登録されていません' });

    const card = await registerCard(demo, '4000002760003184');
    expect(card).toMatchObject({ brand: 'visa', last4: '3184' });
    const shown = await demo.get<{ card: { last4: string }; methods: string[]; gateway_is_simulator: boolean }>(
      '/api/v1/me/card',
    );
    expect(shown.body).toMatchObject({ card: { last4: '3184' }, gateway_is_simulator: true });
    expect(JSON.stringify(shown.body)).not.toContain('4000002760003184');

    const paid = await demo.post<Order>('/api/v1/plans/payper', {
      release_id: releaseId,
      method: 'card',
      idempotency_key: freshKey(),
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ status: 'wait_auth', total: 2_750, next_action: { type: 'redirect' } });
    expect(await releaseStatus(releaseId)).toBe(300); // payment_waiting
    const url = (paid.body.next_action as { url: string }).url;
    const back = await authenticate(url, 'authenticate');
    expect(back.pathname).toBe('/dashboard/profile/payments/result');
    expect(back.searchParams.get('order')).toBe(String(paid.body.id));
    expect(back.searchParams.get('_acid')).toBe(String(PERSON));

    const done = await waitForOrder(demo, paid.body.id, 'paid');
    expect(done.receipt_number).toMatch(/^R\d{4}-\d{6}$/);
    expect(await releaseStatus(releaseId)).toBe(110); // creating_complete
    const mail = await service.inbox.waitFor('demo@otodoke.test', /お支払いが完了しました/);
    expect(mail.text).toContain(done.receipt_number!);
    expect(mail.text).toContain('¥2,750');

    // The receipt: a qualified invoice with the seller's registration number and the tax at its rate.
    expect(done.receipt_url).toBe(`/api/v1/me/payments/${done.id}/receipt`);
    const pdf = await demo.send('GET', done.receipt_url!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.bytes!)) ?? '';
    if (text) {
      expect(text).toContain('領収書');
      expect(text).toContain(done.receipt_number!);
      expect(text).toContain('音届 太郎 様');
      expect(text).toContain('登録番号: T3010401099999');
      expect(text).toMatch(/消費税（10%）\s+¥250/);
      expect(text).toMatch(/合計（税込）\s+¥2,750/);
      expect(text).toContain('シングル配信（1年間） 「夜明けの歌」');
    }
    const english = await demoEn.send('GET', `${done.receipt_url!}?lang=en`);
    const englishText = await pdfText(english.bytes!);
    if (englishText !== null) expect(englishText).toMatch(/Consumption tax \(10%\)\s+¥250/);
    // Nobody else's receipt.
    expect((await label.send('GET', done.receipt_url!)).status).toBe(404);
  });

  it('reports a failed authentication in words and lets the release be paid again', async () => {
    const releaseId = await releaseAwaitingPayment(service, PERSON, [artistId], 'album', 'アルバム');
    const first = await demoEn.post<Order>('/api/v1/plans/payper?lang=en', {
      release_id: releaseId,
      method: 'card',
      idempotency_key: freshKey(),
    });
    await authenticate((first.body.next_action as { url: string }).url, 'fail');
    const failed = await waitForOrder(demoEn, first.body.id, 'canceled');
    expect(failed.failure).toEqual({
      code: 'payment_intent_authentication_failure',
      message: 'The card could not be authenticated (3-D Secure).',
    });
    expect(await releaseStatus(releaseId)).toBe(320); // payment_failure

    await registerCard(demo, '4242424242424242');
    const second = await demo.post<Order>('/api/v1/plans/payper', {
      release_id: releaseId,
      method: 'card',
      idempotency_key: freshKey(),
    });
    expect(second.body).toMatchObject({ status: 'paid', total: 5_500 });
    expect(await releaseStatus(releaseId)).toBe(110);
  });

  it('cancels a failed payment back to where it started: the draft, or the changes the reviewers asked for', async () => {
    const failedPayment = async (releaseId: number) => {
      const order = await demo.post<Order>('/api/v1/plans/payper', {
        release_id: releaseId,
        method: 'card',
        idempotency_key: freshKey(),
      });
      await authenticate((order.body.next_action as { url: string }).url, 'fail');
      await waitForOrder(demo, order.body.id, 'canceled');
      expect(await releaseStatus(releaseId)).toBe(RELEASE_STATUS.payment_failure);
    };
    await registerCard(demo, '4000002760003184');
    // A first submission's payment failed: canceling it gives the draft back.
    const first = await releaseAwaitingPayment(service, PERSON, [artistId], 'single', '初めての申請');
    await failedPayment(first);
    const draft = await demo.post<{ status: string }>(`/api/v1/me/releases/${first}/withdraw`);
    expect(draft.body.status, JSON.stringify(draft.body)).toBe('creating');

    // A correction's payment (submitted again after the reviewers asked for changes) failed: back to those changes.
    const corrected = await releaseAwaitingPayment(service, PERSON, [artistId], 'single', '修正の申請');
    await service.database.db
      .update(releases)
      .set({ status: RELEASE_STATUS.refine_wait_create_payment })
      .where(eq(releases.id, corrected));
    await failedPayment(corrected);
    const sentBack = await demo.post<{ status: string }>(`/api/v1/me/releases/${corrected}/withdraw`);
    expect(sentBack.body.status, JSON.stringify(sentBack.body)).toBe('review_sendback');
    expect(await releaseStatus(corrected)).toBe(RELEASE_STATUS.review_sendback);
  });

  it('says why a card was declined', async () => {
    await registerCard(demo, '4000000000009995');
    const releaseId = await releaseAwaitingPayment(service, PERSON, [artistId]);
    const declined = await demo.post<Order>('/api/v1/plans/payper', {
      release_id: releaseId,
      method: 'card',
      idempotency_key: freshKey(),
    });
    expect(declined.status).toBe(201);
    expect(declined.body).toMatchObject({
      status: 'canceled',
      failure: { code: 'insufficient_funds', message: 'カードのご利用可能額が不足しています。' },
    });
    expect(await releaseStatus(releaseId)).toBe(320);
    await registerCard(demo, '4242424242424242');
  });

  it('charges once when the same payment is submitted twenty times at once', async () => {
    const releaseId = await releaseAwaitingPayment(service, PERSON, [artistId]);
    const key = freshKey();
    const succeededEvents = async () => {
      const events = (await fetch(`${service.payments.baseUrl}/simulator/events`).then((r) => r.json())) as {
        data: Array<{ type: string }>;
      };
      return events.data.filter((event) => event.type === 'payment_intent.succeeded').length;
    };
    const before = await succeededEvents();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        demo.post<Order>('/api/v1/plans/payper', { release_id: releaseId, method: 'card', idempotency_key: key }),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.body.id));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(ids.size).toBe(1);
    await waitForOrder(demo, [...ids][0]!, 'paid');
    const orders = await service.database.sql.query(
      'select count(*)::int as n from payment_orders where release_id = $1',
      [releaseId],
    );
    expect(orders.rows[0]!.n).toBe(1);
    // The gateway saw one payment: exactly one succeeded event more than before.
    expect((await succeededEvents()) - before).toBe(1);

    // Paid: the release no longer waits for a payment.
    const again = await demo.post<ErrorBody>('/api/v1/plans/payper', {
      release_id: releaseId,
      method: 'card',
      idempotency_key: freshKey(),
    });
    expect(again.body.code).toBe('PAYMENT_NOT_NEEDED');

    // While an order waits, another checkout of the same release (another key) answers that order.
    const waiting = await releaseAwaitingPayment(service, PERSON, [artistId]);
    const first = await demo.post<Order>('/api/v1/plans/payper', {
      release_id: waiting,
      method: 'conveni',
      idempotency_key: freshKey(),
    });
    const second = await demo.post<Order>('/api/v1/plans/payper', {
      release_id: waiting,
      method: 'card',
      idempotency_key: freshKey(),
    });
    expect(second.body).toMatchObject({ id: first.body.id, method: 'conveni', status: 'wait_auth' });
    await demo.post(`/api/v1/me/payments/${first.body.id}/cancel`);
  });
});

describe('paying at a convenience store', () => {
  it('gives payment numbers by mail and lets an unpaid order expire', async () => {
    const releaseId = await releaseAwaitingPayment(service, PERSON, [artistId], 'ringtone', '着信音');
    const order = await demo.post<Order>('/api/v1/plans/payper', {
      release_id: releaseId,
      method: 'conveni',
      idempotency_key: freshKey(),
    });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ status: 'wait_auth', total: 1_100, next_action: { type: 'konbini' } });
    const action = order.body.next_action as { stores: Array<{ store: string; confirmation_number: string }> };
    expect(action.stores.map((s) => s.store).sort()).toEqual(['familymart', 'lawson', 'ministop', 'seicomart']);
    // No receipt before the money is in.
    expect((await demo.send('GET', `/api/v1/me/payments/${order.body.id}/receipt`)).status).toBe(404);
    const mail = await service.inbox.waitFor('demo@otodoke.test', new RegExp(action.stores[0]!.confirmation_number));
    expect(mail.subject).toBe('【音届け】お支払い番号のお知らせ');

    const gatewayId = await gatewayPaymentId(order.body.id);
    await service.payments.expire(gatewayId);
    const expired = await waitForOrder(demo, order.body.id, 'expired');
    expect(expired.status_group).toBe('canceled');
    expect(expired.next_action).toBeNull();
    expect(await releaseStatus(releaseId)).toBe(320);
    await service.inbox.waitFor('demo@otodoke.test', /お支払い期限が過ぎました/);
  });

  it('completes the release when the money arrives at the store', async () => {
    const releaseId = await releaseAwaitingPayment(service, PERSON, [artistId]);
    const order = await demo.post<Order>('/api/v1/plans/payper', {
      release_id: releaseId,
      method: 'payeasy',
      idempotency_key: freshKey(),
    });
    expect(order.body).toMatchObject({ status: 'wait_auth', next_action: { type: 'payeasy' } });
    const gatewayId = await gatewayPaymentId(order.body.id);
    await service.payments.pay(gatewayId);
    await waitForOrder(demo, order.body.id, 'paid');
    expect(await releaseStatus(releaseId)).toBe(110);
  });
});

describe('deferred settlement', () => {
  it('accepts a monthly invoice for a label services account at once, and an operator records the money later', async () => {
    const methods = await label.get<{ methods: string[] }>('/api/v1/me/card');
    expect(methods.body.methods).toEqual(expect.arrayContaining(['monthly_bill', 'revenue_share']));
    expect(methods.body.methods).not.toContain('by_oem');
    expect((await demo.get<{ methods: string[] }>('/api/v1/me/card')).body.methods).not.toContain('monthly_bill');
    const refused = await demo.post<ErrorBody>('/api/v1/plans/payper', {
      release_id: await releaseAwaitingPayment(service, PERSON, [artistId]),
      method: 'monthly_bill',
      idempotency_key: freshKey(),
    });
    expect(refused.body.code).toBe('PAYMENT_METHOD_UNAVAILABLE');

    const [singer] = await service.database.db
      .insert(artists)
      .values({ accountId: LABEL, artistType: 'individual', nameJa: '請求書払いの歌手', nameEn: 'Invoice Singer' })
      .returning();
    const releaseId = await releaseAwaitingPayment(service, LABEL, [singer!.id]);
    const accepted = await label.post<Order>('/api/v1/plans/payper', {
      release_id: releaseId,
      method: 'monthly_bill',
      idempotency_key: freshKey(),
    });
    expect(accepted.body).toMatchObject({ status: 'authed', method: 'monthly_bill', receipt_number: null });
    // The release goes ahead now.
    expect(await releaseStatus(releaseId)).toBe(110);

    const waiting = await admin.get<{ items: Array<Order & { account_name: string }> }>(
      '/admin/api/v2/payments/deferred',
    );
    expect(waiting.body.items).toContainEqual(
      expect.objectContaining({ id: accepted.body.id, account_name: 'Otodoke Demo Records', total: 1_650 }),
    );
    const settled = await admin.post<Order>(`/admin/api/v2/payments/${accepted.body.id}/settle`);
    expect(settled.body).toMatchObject({ status: 'paid' });
    expect(settled.body.receipt_number).toMatch(/^R\d{4}-\d{6}$/);
    expect((await admin.post<ErrorBody>(`/admin/api/v2/payments/${accepted.body.id}/settle`)).status).toBe(409);
    expect((await label.post(`/admin/api/v2/payments/${accepted.body.id}/settle`)).status).toBe(403);
    expect(await releaseStatus(releaseId)).toBe(110);
  });
});

describe('coupons', () => {
  it('takes an amount off the net price, once per account, and explains every refusal', async () => {
    const coupon = await createCoupon({
      code: 'single-500',
      category: 'distribution',
      product: 'single',
      discount_amount: 500,
    });
    expect(coupon.code).toBe('SINGLE-500');
    const activated = await demo.post<{ state: string }>('/api/v1/coupons/activate', { code: ' single-500 ' });
    expect(activated.body).toMatchObject({ state: 'usable' });

    const album = await releaseAwaitingPayment(service, PERSON, [artistId], 'album');
    const wrong = await demo.post<{ coupon: { unusable_reason: string; message: string }; discount: number }>(
      '/api/v1/payments/calculate',
      { release_id: album, coupon_code: 'SINGLE-500' },
    );
    expect(wrong.body).toMatchObject({
      discount: 0,
      coupon: { unusable_reason: 'not_applicable', message: 'このクーポンはこのお支払いには使えません' },
    });

    const single = await releaseAwaitingPayment(service, PERSON, [artistId]);
    const quote = await demo.post<Order>('/api/v1/payments/calculate', {
      release_id: single,
      coupon_code: 'single-500',
    });
    expect(quote.body).toMatchObject({ subtotal: 1_500, discount: 500, net: 1_000, tax: 100, total: 1_100 });
    const paid = await demo.post<Order>('/api/v1/plans/payper', {
      release_id: single,
      method: 'card',
      coupon_code: 'single-500',
      idempotency_key: freshKey(),
    });
    expect(paid.body).toMatchObject({ status: 'paid', total: 1_100, coupon_code: 'SINGLE-500' });

    const another = await releaseAwaitingPayment(service, PERSON, [artistId]);
    const reused = await demo.post<ErrorBody>('/api/v1/plans/payper', {
      release_id: another,
      method: 'card',
      coupon_code: 'SINGLE-500',
      idempotency_key: freshKey(),
    });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'CUB00004', message: 'このクーポンは使用済みです' });
    const mine = await demo.get<{ items: Array<{ code: string; state: string }> }>('/api/v1/me/coupons');
    expect(mine.body.items).toContainEqual(expect.objectContaining({ code: 'SINGLE-500', state: 'already_used' }));
  });

  it('refuses unknown, expired and used-up codes with their own messages', async () => {
    expect(
      (await demoEn.post<ErrorBody>('/api/v1/coupons/activate?lang=en', { code: 'NOPE-0000' })).body,
    ).toMatchObject({
      code: 'CUB00001',
      message: 'This coupon code does not exist.',
    });
    await createCoupon({ code: 'OLD-2021', category: 'distribution', discount_percent: 10, valid_until: '2021-12-31' });
    expect((await demo.post<ErrorBody>('/api/v1/coupons/activate', { code: 'old-2021' })).body.code).toBe('CUB00002');
    await createCoupon({ code: 'ONLY-ONE', category: 'distribution', discount_percent: 50, max_uses: 1 });
    const first = await releaseAwaitingPayment(service, PERSON, [artistId]);
    const used = await demo.post<Order>('/api/v1/plans/payper', {
      release_id: first,
      method: 'conveni',
      coupon_code: 'ONLY-ONE',
      idempotency_key: freshKey(),
    });
    expect(used.body).toMatchObject({ discount: 750, status: 'wait_auth' });
    const [labelArtist] = await service.database.db
      .insert(artists)
      .values({ accountId: LABEL, artistType: 'individual', nameJa: 'レーベルの歌手', nameEn: 'Label Singer' })
      .returning();
    const labelRelease = await releaseAwaitingPayment(service, LABEL, [labelArtist!.id], 'single');
    const refused = await label.post<ErrorBody>('/api/v1/plans/payper', {
      release_id: labelRelease,
      method: 'conveni',
      coupon_code: 'ONLY-ONE',
      idempotency_key: freshKey(),
    });
    expect(refused.body).toMatchObject({ code: 'CUB00003', message: 'このクーポンは利用上限に達しました' });
    // Canceling the waiting order gives the use back.
    const canceled = await demo.post<Order>(`/api/v1/me/payments/${used.body.id}/cancel`);
    expect(canceled.body.status).toBe('canceled');
    const retried = await label.post<Order>('/api/v1/plans/payper', {
      release_id: labelRelease,
      method: 'conveni',
      coupon_code: 'ONLY-ONE',
      idempotency_key: freshKey(),
    });
    expect(retried.body).toMatchObject({ discount: 750 });
  });

  it('keeps coupon creation to operators and checks what they enter', async () => {
    expect((await demo.post<ErrorBody>('/admin/api/v2/coupons', { code: 'X-1234' })).status).toBe(403);
    const bad = await admin.post<ErrorBody>('/admin/api/v2/coupons', {
      code: 'TWO-WAYS',
      category: 'distribution',
      discount_amount: 100,
      discount_percent: 10,
      valid_from: '2026-01-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields).toMatchObject({
      discount_amount: '割引額か割引率のどちらか一方を入力してください',
    });
    const list = await admin.get<{ items: Array<{ code: string; uses: number }> }>('/admin/api/v2/coupons?q=single');
    expect(list.body.items).toContainEqual(expect.objectContaining({ code: 'SINGLE-500', uses: 1 }));
  });
});

describe('plans', () => {
  it('shows the label its term and what it uses, and every reason a plan is refused', async () => {
    const summary = await label.get<{
      plan: string;
      term: { ends_at: string } | null;
      members: { used: number; limit: number };
    }>('/api/v2/me/plans/summary');
    expect(summary.body).toMatchObject({ plan: 'unlimited_standard', members: { used: 1, limit: 3 } });
    expect(summary.body.term).not.toBeNull();
    const check = await label.get<{
      plans: Array<{ plan: string; available: boolean; reasons: Array<{ reason: string; message: string }> }>;
    }>('/api/v2/me/plans/check-available');
    const byPlan = Object.fromEntries(check.body.plans.map((p) => [p.plan, p]));
    expect(byPlan.unlimited_starter!.reasons.map((r) => r.reason)).toEqual(
      expect.arrayContaining(['only_available_for_person_account', 'cannot_downgrade_than_current_plan']),
    );
    expect(byPlan.unlimited_starter!.reasons[0]!.message).toBe('個人アカウントのみお申し込みいただけます');
    expect(byPlan.unlimited_pro).toMatchObject({ available: true, purchase_type: 'plan_upgrade' });
    // Ten months before the end: too early to renew.
    expect(byPlan.unlimited_standard).toMatchObject({ available: false });
    const early = await label.post<ErrorBody>('/api/v1/plans/calculate_amount', {
      purchase: { kind: 'plan', plan: 'unlimited_standard' },
    });
    expect(early.body.code).toBe('PLAN_RENEWAL_NOT_OPEN');
  });

  it('starts a plan for a person account by card, with every artist it has covered', async () => {
    // The starter plan covers one artist; this account has two.
    const starter = await demo.post<ErrorBody>('/api/v1/plans/calculate_amount', {
      purchase: { kind: 'plan', plan: 'unlimited_starter' },
    });
    expect(starter.body).toMatchObject({ code: 'PLAN_UNAVAILABLE', details: { reasons: ['exceed_artist_count'] } });
    const coupon = await createCoupon({ code: 'PLAN-20', category: 'unlimited_plan', discount_percent: 20 });
    const quote = await demo.post<Order>('/api/v1/plans/calculate_amount', {
      purchase: { kind: 'plan', plan: 'unlimited_standard' },
      coupon_code: coupon.code,
    });
    expect(quote.body).toMatchObject({ purchase_type: 'plan_new', subtotal: 20_000, discount: 4_000, total: 17_600 });
    const key = freshKey();
    const order = await demo.post<Order>('/api/v1/plans/payment', {
      purchase: { kind: 'plan', plan: 'unlimited_standard' },
      method: 'card',
      coupon_code: coupon.code,
      idempotency_key: key,
    });
    expect(order.body).toMatchObject({ status: 'paid', purchase_type: 'plan_new', plan: 'unlimited_standard' });
    const [account] = await service.database.db.select().from(accounts).where(eq(accounts.id, PERSON));
    expect(account!.plan).toBe('unlimited_standard');
    const summary = await demo.get<{ plan: string; term: { starts_at: string; ends_at: string } }>(
      '/api/v2/me/plans/summary',
    );
    expect(summary.body.plan).toBe('unlimited_standard');
    const days = (Date.parse(summary.body.term.ends_at) - Date.parse(summary.body.term.starts_at)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    const plans = await demo.get<{ items: Order[] }>('/api/v1/plans/payments');
    expect(plans.body.items.map((o) => o.id)).toContain(order.body.id);
    // Capacity is priced for the days left of the term: nearly a full year here.
    const upgrade = await demo.post<Order>('/api/v1/plans/calculate_amount', {
      purchase: { kind: 'artist_capacity', quantity: 1 },
    });
    expect(upgrade.body).toMatchObject({ purchase_type: 'artist_capacity' });
    expect(upgrade.body.subtotal).toBeGreaterThan(1_990);
  });

  it('refuses a second plan order while one waits for payment', async () => {
    const waiting = await demo.post<Order>('/api/v1/plans/payment', {
      purchase: { kind: 'plan', plan: 'unlimited_pro' },
      method: 'conveni',
      idempotency_key: freshKey(),
    });
    expect(waiting.body).toMatchObject({ status: 'wait_auth', purchase_type: 'plan_upgrade' });
    const second = await demo.post<ErrorBody>('/api/v1/plans/payment', {
      purchase: { kind: 'plan', plan: 'unlimited_standard' },
      method: 'card',
      idempotency_key: freshKey(),
    });
    expect(second.body).toMatchObject({ code: 'PLAN_UNAVAILABLE' });
    expect(second.body.details.reasons).toEqual(['exist_waiting_plan_payment']);
    const canceled = await demo.post<Order>(`/api/v1/me/payments/${waiting.body.id}/cancel`);
    expect(canceled.body.status).toBe('canceled');
  });
});

describe('the affiliate programme', () => {
  it('gives a joined account an invite link, attributes sign-ups, and pays rewards into its balance after the hold', async () => {
    const before = await label.get<{ joined: boolean; invite_url: string | null }>('/api/v1/me/affiliate');
    expect(before.body).toMatchObject({ joined: false, invite_url: null });
    const joined = await label.post<{ joined: boolean; code: string; invite_url: string; hold_days: number }>(
      '/api/v1/me/affiliate/join',
    );
    expect(joined.body).toMatchObject({ joined: true, hold_days: 30 });
    expect(joined.body.code).toMatch(/^[A-Z2-9]{8}$/);
    const link = new URL(joined.body.invite_url);
    expect(link.pathname).toBe('/creators');
    expect(link.searchParams.get('action')).toBe('signup');
    const code = link.searchParams.get('ref')!;
    const me = await label.get<{ user: { features: Record<string, boolean> } }>('/api/v1/me');
    expect(me.body.user.features.isAffiliateJoined).toBe(true);

    // Someone signs up through the link and pays for a single.
    const invited = service.client('ja');
    const email = 'invited-artist@example.test';
    expect(
      (
        await invited.post('/api/v1/auth/signup', {
          email,
          password: PASSWORD,
          name: '招待 花子',
          person_company_type: 'person',
          agree_terms: true,
          affiliate_code: code.toLowerCase(),
        })
      ).status,
    ).toBe(201);
    const welcome = await service.inbox.waitFor(email, /welcome/);
    const token = linkFrom(welcome.text, /action=welcome/).searchParams.get('token');
    await invited.post('/api/v1/auth/verify-email', { token });
    await signIn(service, invited, email);
    const invitedAccount = (await invited.get<{ acid: number }>('/api/v1/me')).body.acid;
    const [artist] = await service.database.db
      .insert(artists)
      .values({
        accountId: invitedAccount,
        artistType: 'individual',
        nameJa: '招待された歌手',
        nameEn: 'Invited Singer',
      })
      .returning();
    const releaseId = await releaseAwaitingPayment(service, invitedAccount, [artist!.id]);
    await registerCard(invited);
    const paid = await invited.post<Order>('/api/v1/plans/payper', {
      release_id: releaseId,
      method: 'card',
      idempotency_key: freshKey(),
    });
    expect(paid.body.status).toBe('paid');

    const state = await label.get<{ signups: number; paying_accounts: number; pending_total: number }>(
      '/api/v1/me/affiliate',
    );
    expect(state.body).toMatchObject({ signups: 1, paying_accounts: 1, pending_total: 300 });
    const rewards = await label.get<{
      items: Array<{ reward_type: string; amount: number; status: string; referred_account: string }>;
    }>('/api/v1/me/affiliate/rewards');
    expect(rewards.body.items).toEqual([
      expect.objectContaining({
        reward_type: 'single_one_year',
        amount: 300,
        status: 'pending',
        referred_account: '招＊＊＊',
        referred_account_type: 'person',
      }),
    ]);
    expect((await label.get<{ balance: number }>('/api/v1/me/balance')).body.balance).toBe(0);

    // After the hold the reward lands in the balance, once, however often the payout runs.
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect(await service.app.billing.affiliate.payDue(later)).toBe(1);
    expect(await service.app.billing.affiliate.payDue(later)).toBe(0);
    const balance = await label.get<{ balance: number; entries: Array<{ amount: number; kind: string }> }>(
      '/api/v1/me/balance',
    );
    expect(balance.body).toMatchObject({ balance: 300, entries: [{ amount: 300, kind: 'affiliate_reward' }] });
    // The balance pays, but never more than it holds.
    const [singer] = await service.database.db
      .insert(artists)
      .values({ accountId: LABEL, artistType: 'individual', nameJa: '残高で払う歌手', nameEn: 'Balance Singer' })
      .returning();
    const fromBalance = await releaseAwaitingPayment(service, LABEL, [singer!.id]);
    const short = await label.post<ErrorBody>('/api/v1/plans/payper', {
      release_id: fromBalance,
      method: 'balance',
      idempotency_key: freshKey(),
    });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ code: 'BALANCE_INSUFFICIENT', message: '残高が不足しています' });
    await createCoupon({ code: 'BIG-1300', category: 'distribution', discount_amount: 1_300 });
    const paidFromBalance = await label.post<Order>('/api/v1/plans/payper', {
      release_id: fromBalance,
      method: 'balance',
      coupon_code: 'BIG-1300',
      idempotency_key: freshKey(),
    });
    expect(paidFromBalance.body).toMatchObject({ status: 'paid', method: 'balance', total: 220 });
    expect((await label.get<{ balance: number }>('/api/v1/me/balance')).body.balance).toBe(80);
    expect(await releaseStatus(fromBalance)).toBe(110);
    // The invited account's own balance and programme are its own.
    expect((await invited.get<{ balance: number }>('/api/v1/me/balance')).body.balance).toBe(0);
    expect((await invited.get<{ joined: boolean }>('/api/v1/me/affiliate')).body.joined).toBe(false);
  });

  it('ignores an unknown invite code at sign-up', async () => {
    const stranger = service.client('ja');
    const signup = await stranger.post('/api/v1/auth/signup', {
      email: 'no-referrer@example.test',
      password: PASSWORD,
      name: 'Someone',
      person_company_type: 'person',
      agree_terms: true,
      affiliate_code: 'ZZZZZZZZ',
    });
    expect(signup.status).toBe(201);
    const row = await service.database.sql.query(
      "select a.referred_by_account_id from accounts a join account_members m on m.account_id = a.id join individuals i on i.id = m.individual_id where i.email = 'no-referrer@example.test'",
    );
    expect(row.rows[0]!.referred_by_account_id).toBeNull();
  });
});

describe('the gateway webhook', () => {
  const sign = (body: string, secret = 'whsec_test_harness', at = Math.floor(Date.now() / 1000)) =>
    `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
  const post = (body: string, signature?: string) =>
    fetch(webhookBase(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      body,
    });

  it('refuses unsigned, wrongly signed, tampered and stale notifications', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: {} } });
    expect((await post(body)).status).toBe(400);
    expect((await post(body, sign(body, 'not-the-secret'))).status).toBe(400);
    expect((await post(`${body} `, sign(body))).status).toBe(400);
    expect((await post(body, sign(body, 'whsec_test_harness', Math.floor(Date.now() / 1000) - 600))).status).toBe(400);
  });

  it('answers refusals with the error shape in JSON, and a body over the limit with 413', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: {} } });
    const forged = await fetch(webhookBase(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', 'stripe-signature': 't=1,v1=00' },
      body,
    });
    expect(forged.status).toBe(400);
    expect(forged.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await forged.json()).toEqual({
      code: 'WEBHOOK_SIGNATURE_INVALID',
      message: 'The signature of the notification could not be verified.',
      details: {},
      status_code: 400,
    });
    const unsigned = await post(body);
    expect(await unsigned.json()).toMatchObject({
      code: 'WEBHOOK_SIGNATURE_INVALID',
      message: '通知の署名を確認できませんでした',
    });

    const huge = JSON.stringify({ id: 'evt_huge', padding: 'x'.repeat(300 * 1024) });
    const tooLarge = await post(huge, sign(huge));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 'REQUEST_TOO_LARGE', status_code: 413 });
  });

  it('applies a signed notification once: a redelivered event id changes nothing', async () => {
    const releaseId = await releaseAwaitingPayment(service, PERSON, [artistId]);
    const order = await demo.post<Order>('/api/v1/plans/payper', {
      release_id: releaseId,
      method: 'conveni',
      idempotency_key: freshKey(),
    });
    const paymentId = await gatewayPaymentId(order.body.id);
    const intent = (status: string, lastError: Record<string, string> | null) => ({
      id: paymentId,
      object: 'payment_intent',
      amount: order.body.total,
      currency: 'jpy',
      status,
      payment_method_types: ['konbini'],
      next_action: null,
      last_payment_error: lastError,
      metadata: { order_id: String(order.body.id) },
    });
    const failed = JSON.stringify({
      id: 'evt_redelivered',
      object: 'event',
      type: 'payment_intent.payment_failed',
      created: Math.floor(Date.now() / 1000),
      data: { object: intent('canceled', { code: 'payment_intent_payment_attempt_expired', message: 'expired' }) },
    });
    expect((await post(failed, sign(failed))).status).toBe(200);
    expect((await demo.get<Order>(`/api/v1/me/payments/${order.body.id}`)).body.status).toBe('expired');
    // The same event id again, now claiming success: already handled, so ignored.
    const replay = JSON.stringify({
      ...JSON.parse(failed),
      type: 'payment_intent.succeeded',
      data: { object: intent('succeeded', null) },
    });
    expect((await post(replay, sign(replay))).status).toBe(200);
    expect((await demo.get<Order>(`/api/v1/me/payments/${order.body.id}`)).body.status).toBe('expired');
  });
});

describe('who may see payments', () => {
  it('keeps orders to their account and to members with the payments permission', async () => {
    const list = await demo.get<{ items: Order[]; total: number }>('/api/v1/me/payments');
    expect(list.body.total).toBeGreaterThan(3);
    const foreign = list.body.items[0]!.id;
    expect((await label.get(`/api/v1/me/payments/${foreign}`)).status).toBe(404);
    const staff = service.client('ja');
    await signIn(service, staff, 'staff@otodoke.test', 'otodoke-staff');
    staff.acid = LABEL;
    expect((await staff.get('/api/v1/me/payments')).status).toBe(403);
    expect((await staff.get('/api/v2/me/plans/summary')).status).toBe(403);
    expect((await staff.post('/api/v1/coupons/activate', { code: 'SINGLE-500' })).status).toBe(403);
    expect((await staff.send('GET', `/api/v1/me/payments/${foreign}/receipt`)).status).toBe(403);
  });
});

describe('the books', () => {
  it('adds up: orders, coupons, rewards and the balance ledger', async () => {
    const result = await service.database.sql.query(`
      select o.id, o.subtotal, o.discount, o.net, o.tax, o.total, o.status,
        (select coalesce(sum(amount), 0)::int from payment_order_lines l where l.order_id = o.id) as lines,
        (select coalesce(sum(amount), 0)::int from coupon_redemptions r where r.order_id = o.id) as redeemed
      from payment_orders o`);
    const rows = result.rows as Array<
      Record<'lines' | 'subtotal' | 'discount' | 'net' | 'tax' | 'total' | 'redeemed', number>
    >;
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.lines).toBe(row.subtotal);
      expect(row.net).toBe(row.subtotal - row.discount);
      expect(row.tax).toBe(Math.floor(row.net / 10));
      expect(row.total).toBe(row.net + row.tax);
      expect(row.redeemed).toBe(row.discount);
    }
    // The balance ledger: each account's balance is its entries; rewards paid in and orders paid from it match.
    const ledger = await service.database.sql.query(`
      select
        (select coalesce(sum(e.amount), 0)::int from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          join ledger_accounts a on a.id = e.ledger_account_id
          where t.kind = 'affiliate_reward' and a.kind = 'wallet') as rewards_in,
        (select coalesce(sum(amount), 0)::int from affiliate_rewards where status = 'paid') as rewards_paid,
        (select coalesce(-sum(e.amount), 0)::int from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          join ledger_accounts a on a.id = e.ledger_account_id
          where t.kind = 'payment' and a.kind = 'wallet') as paid_out,
        (select coalesce(sum(total), 0)::int from payment_orders where method = 'balance' and status = 300) as balance_orders,
        (select count(*)::int from affiliate_rewards r join payment_orders o on o.id = r.order_id
          where o.status <> 300 or r.amount > o.net) as rewards_without_payment`);
    const books = ledger.rows[0] as Record<string, number>;
    expect(books.rewards_in).toBe(books.rewards_paid);
    expect(books.paid_out).toBe(books.balance_orders);
    expect(books.rewards_without_payment).toBe(0);
    expect(books.rewards_in).toBeGreaterThan(0);
    expect(books.paid_out).toBeGreaterThan(0);
    for (const accountId of [LABEL, PERSON]) {
      const sum = await service.database.sql.query(
        `select coalesce(sum(e.amount), 0)::int as total from ledger_entries e
           join ledger_accounts a on a.id = e.ledger_account_id where a.code = 'wallet:' || $1::int`,
        [accountId],
      );
      const client = accountId === LABEL ? label : demo;
      expect((await client.get<{ balance: number }>('/api/v1/me/balance')).body.balance).toBe(sum.rows[0]!.total);
    }
  });
});

/**
 * The text of a PDF as poppler reads it (`-layout` keeps table rows on a line). CI installs pdftotext and requires it;
 * a machine without it checks only that the answer is a PDF (null here).
 */
async function pdfText(bytes: Buffer): Promise<string | null> {
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-receipt-'));
  try {
    await writeFile(path.join(dir, 'r.pdf'), bytes);
    await promisify(execFile)('pdftotext', ['-layout', path.join(dir, 'r.pdf'), path.join(dir, 'r.txt')]);
    return await readFile(path.join(dir, 'r.txt'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !process.env.CI) return null;
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function gatewayPaymentId(orderId: number) {
  const result = await service.database.sql.query('select gateway_payment_id from payment_orders where id = $1', [
    orderId,
  ]);
  return String(result.rows[0]!.gateway_payment_id);
}

function webhookBase() {
  return `${service.baseUrl()}/api/v1/payments/webhook`;
}
