// Steps of paying, as a person does them on the gateway simulator's pages (card entry, 3-D Secure).
import { expect } from 'vitest';
import { releaseArtists, releases } from '../src/platform/db/schema.ts';
import type { TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

export type Order = {
  id: number;
  status: string;
  status_group: string;
  method: string;
  subtotal: number;
  discount: number;
  net: number;
  tax: number;
  total: number;
  coupon_code: string | null;
  lines: Array<{ product: string; quantity: number; unit_price: number; amount: number }>;
  next_action:
    | { type: 'redirect'; url: string }
    | { type: 'konbini'; expires_at: string; stores: Array<{ store: string; confirmation_number: string }> }
    | { type: 'payeasy'; expires_at: string; customer_number: string }
    | null;
  failure: { code: string; message: string } | null;
  receipt_number: string | null;
  receipt_url: string | null;
  term_starts_at: string | null;
  term_ends_at: string | null;
  purchase_type: string | null;
  plan: string | null;
};

/** Submits a form on a simulator page and answers where it redirected to. */
async function submitForm(
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; location: string; text: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '', text: await response.text() };
}

/** Registers a card through the gateway's hosted page, as the card page of the dashboard does. */
export async function registerCard(client: TestClient, number = '4242424242424242') {
  const started = await client.post<{ url: string }>('/api/v1/me/card/setup', {});
  expect(started.status).toBe(200);
  const page = await fetch(started.body.url);
  expect(await page.text()).toContain('card-number');
  const submitted = await submitForm(started.body.url, {
    card_number: number,
    card_expiry: '12/34',
    card_cvc: '123',
    card_name: 'TARO OTODOKE',
  });
  expect(submitted.status).toBe(303);
  const back = new URL(submitted.location);
  expect(back.pathname).toBe('/dashboard/profile/card');
  const sessionId = back.searchParams.get('session_id')!;
  const completed = await client.post<{ brand: string; last4: string }>('/api/v1/me/card/complete', {
    session_id: sessionId,
  });
  expect(completed.status).toBe(200);
  return { ...completed.body, sessionId };
}

/** Answers the simulator's 3-D Secure page; returns the address the browser comes back to. */
export async function authenticate(url: string, outcome: 'authenticate' | 'fail') {
  const answered = await submitForm(url, { outcome });
  expect(answered.status).toBe(303);
  return new URL(answered.location);
}

/** Waits until the order reaches `status` (webhooks arrive asynchronously). */
export async function waitForOrder(client: TestClient, id: number, status: string): Promise<Order> {
  const deadline = Date.now() + 10_000;
  let last: Order | null = null;
  while (Date.now() < deadline) {
    const got = await client.get<Order>(`/api/v1/me/payments/${id}`);
    last = got.body;
    if (got.body.status === status) return got.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`order ${id} stayed ${last?.status} (wanted ${status})`);
}

/** A submitted release waiting for its payment (the release tests cover submission itself). */
export async function releaseAwaitingPayment(
  service: TestService,
  accountId: number,
  artistIds: number[],
  type = 'single',
  title = '夜明けの歌',
) {
  const [row] = await service.database.db
    .insert(releases)
    .values({ accountId, type, title, status: 105, submittedAt: new Date() })
    .returning();
  await service.database.db
    .insert(releaseArtists)
    .values(artistIds.map((artistId, position) => ({ releaseId: row!.id, artistId, position })));
  return row!.id;
}

let keyCounter = 0;
export const freshKey = () => `test-key-${Date.now()}-${++keyCounter}`;
