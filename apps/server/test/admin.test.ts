import { RELEASE_STATUS } from '@otodoke/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releases } from '../src/platform/db/schema.ts';
import { signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

let service: TestService;
let operator: TestClient;

interface AccountsPage {
  items: { id: number; name: string; person_company_type: string; manager_email: string | null }[];
  total: number;
  page: number;
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  operator = service.client('en');
  await operator.post('/api/v1/auth/signin', { email: 'admin@otodoke.test', password: 'otodoke-admin' });
});
afterAll(async () => {
  await service?.close();
});

describe('operator account search', () => {
  it('lists every account newest first with its first manager', async () => {
    const { status, body } = await operator.get<AccountsPage>('/admin/api/v2/accounts');
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.items.map((a) => a.name)).toEqual(['音届 太郎', 'Otodoke Demo Records']);
    expect(body.items.every((a) => a.manager_email === 'demo@otodoke.test')).toBe(true);
  });

  it('finds accounts by name and by a member e-mail, and says when nothing matches', async () => {
    await signUpVerified(service, service.client('ja'), {
      email: 'label-owner@example.test',
      company: 'Blue Tape Records',
    });
    const byName = await operator.get<AccountsPage>('/admin/api/v2/accounts?q=tape');
    expect(byName.body.items.map((a) => a.name)).toEqual(['Blue Tape Records']);
    const byEmail = await operator.get<AccountsPage>('/admin/api/v2/accounts?q=staff%40otodoke');
    expect(byEmail.body.items.map((a) => a.name)).toEqual(['Otodoke Demo Records']);
    const wildcard = await operator.get<AccountsPage>('/admin/api/v2/accounts?q=%25');
    expect(wildcard.body.total).toBe(0);
  });

  it('pages by 20', async () => {
    for (let i = 0; i < 20; i++) {
      await service.client('ja').post('/api/v1/auth/signup', {
        email: `bulk${i}@example.test`,
        password: 'bulk-password-1',
        name: `Bulk ${i}`,
        person_company_type: 'person',
        agree_terms: true,
      });
    }
    const first = await operator.get<AccountsPage>('/admin/api/v2/accounts?page=1');
    const second = await operator.get<AccountsPage>('/admin/api/v2/accounts?page=2');
    expect(first.body.items).toHaveLength(20);
    expect(second.body.items).toHaveLength(first.body.total - 20);
    expect(second.body.page).toBe(2);
  });
});

describe('what waits for an operator', () => {
  interface Counts {
    review_queue: number;
    delivery_problems: number;
    unmatched_sales: number;
    deferred_payments: number;
    withdrawals: number;
    months_to_close: number;
  }
  const totalOf = async (path: string) => (await operator.get<{ total: number }>(path)).body.total;

  it('counts each section as its list does, in one read', async () => {
    const before = (await operator.get<Counts>('/admin/api/v2/counts')).body;
    await service.database.db
      .insert(releases)
      .values({ accountId: 1, type: 'single', status: RELEASE_STATUS.creating_cdc_done, title: '審査待ちの曲' });
    const { status, body } = await operator.get<Counts>('/admin/api/v2/counts');
    expect(status).toBe(200);
    expect(body.review_queue).toBe(before.review_queue + 1);
    expect(body).toEqual({
      review_queue: await totalOf('/admin/api/v2/reviews'),
      delivery_problems: await totalOf('/admin/api/v2/deliveries/problems'),
      unmatched_sales: await totalOf('/admin/api/v2/unmatched-sales'),
      deferred_payments: await totalOf('/admin/api/v2/payments/deferred'),
      withdrawals: await totalOf('/admin/api/v2/withdrawals?status=requested'),
      months_to_close: expect.any(Number),
    });
    const closes = await operator.get<{ next_month: string | null }>('/admin/api/v2/revenue/closes');
    expect(body.months_to_close).toBe(closes.body.next_month ? 1 : 0);
  });

  it('answers no one but an operator', async () => {
    const member = service.client('ja');
    await signIn(service, member, 'demo@otodoke.test', 'otodoke-demo');
    const refused = await member.get('/admin/api/v2/counts');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: '操作を実行する権限が不足しています' });
    expect((await service.client('ja').get('/admin/api/v2/counts')).status).toBe(401);
  });
});
