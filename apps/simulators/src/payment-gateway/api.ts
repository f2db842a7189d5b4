// The Stripe-shaped REST API under /v1/: the secret key check, the route table and idempotent replays.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type FormObject,
  parseStripeForm,
  readFormString,
  toCanonicalJson,
} from '@otodoke/protocols/stripe/stripe-form.ts';
import { createCheckoutSession, retrieveCheckoutSession } from './checkout-sessions.ts';
import { isSameSecret, readBody, sendJson, sendJsonError } from './http.ts';
import { createId } from './ids.ts';
import { cancelPaymentIntent, createPaymentIntent } from './payment-intents.ts';
import {
  type ApiResult,
  findCustomer,
  findPaymentIntent,
  findPaymentMethod,
  nowSeconds,
  type SimulatorState,
} from './state.ts';
import { type CustomerJson, readMetadata, refuseRequest, StripeApiError } from './wire.ts';

interface ApiRoute {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handle(state: SimulatorState, params: string[], form: FormObject): unknown;
}

function createCustomer(state: SimulatorState, form: FormObject): CustomerJson {
  const customer: CustomerJson = {
    id: createId('cus', 14),
    object: 'customer',
    created: nowSeconds(state),
    email: readFormString(form, 'email') || null,
    name: readFormString(form, 'name') || null,
    metadata: readMetadata(form),
    livemode: false,
  };
  state.customers.set(customer.id, customer);
  return customer;
}

function detachPaymentMethod(state: SimulatorState, id: string) {
  const record = findPaymentMethod(state, id);
  if (!record.json.customer) {
    refuseRequest('The payment method you provided is not attached to a customer so detachment is impossible.', {
      code: 'payment_method_unexpected_state',
    });
  }
  record.json.customer = null;
  return record.json;
}

function listPaymentIntents(state: SimulatorState, form: FormObject) {
  const limit = Math.min(Math.max(Number(readFormString(form, 'limit') ?? 10) || 10, 1), 100);
  const customer = readFormString(form, 'customer');
  const matching = [...state.paymentIntents.values()]
    .map((record) => record.json)
    .filter((intent) => !customer || intent.customer === customer)
    .reverse();
  return {
    object: 'list',
    url: '/v1/payment_intents',
    has_more: matching.length > limit,
    data: matching.slice(0, limit),
  };
}

const ROUTES: readonly ApiRoute[] = [
  { method: 'POST', pattern: /^\/v1\/customers$/, handle: (state, _params, form) => createCustomer(state, form) },
  { method: 'GET', pattern: /^\/v1\/customers\/([^/]+)$/, handle: (state, [id]) => findCustomer(state, id!) },
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    handle: (state, _params, form) => createCheckoutSession(state, form),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
    handle: (state, [id], form) => retrieveCheckoutSession(state, id!, form),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_methods\/([^/]+)$/,
    handle: (state, [id]) => findPaymentMethod(state, id!).json,
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_methods\/([^/]+)\/detach$/,
    handle: (state, [id]) => detachPaymentMethod(state, id!),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_intents$/,
    handle: (state, _params, form) => listPaymentIntents(state, form),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents$/,
    handle: (state, _params, form) => createPaymentIntent(state, form),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    handle: (state, [id]) => findPaymentIntent(state, id!).json,
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
    handle: (state, [id], form) => cancelPaymentIntent(state, id!, form),
  },
];

function runRoute(state: SimulatorState, route: ApiRoute, params: string[], form: FormObject): ApiResult {
  try {
    return { status: 200, body: JSON.stringify(route.handle(state, params, form)) };
  } catch (error) {
    if (error instanceof StripeApiError) return { status: error.status, body: JSON.stringify({ error: error.body }) };
    throw error;
  }
}

/** Requests with one key wait for each other, so twenty identical concurrent requests make one PaymentIntent. */
async function withIdempotencyLock<T>(locks: Map<string, Promise<void>>, scope: string, work: () => T): Promise<T> {
  const previous = locks.get(scope) ?? Promise.resolve();
  let release = () => {};
  const current = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
  locks.set(scope, current);
  await previous;
  try {
    return work();
  } finally {
    release();
    if (locks.get(scope) === current) locks.delete(scope);
  }
}

/** The secret key from `Authorization`, as a Bearer token or (curl -u sk_test_…:) the Basic user name. */
function readApiKey(req: IncomingMessage): string {
  const authorization = req.headers.authorization ?? '';
  if (/^Bearer /i.test(authorization)) return authorization.slice(7).trim();
  if (/^Basic /i.test(authorization)) {
    return Buffer.from(authorization.slice(6), 'base64').toString().split(':')[0] ?? '';
  }
  return '';
}

function matchRoute(method: 'GET' | 'POST' | null, pathname: string): { route: ApiRoute; params: string[] } | null {
  for (const route of ROUTES) {
    const match = route.method === method ? route.pattern.exec(pathname) : null;
    if (match) return { route, params: match.slice(1).map((part) => decodeURIComponent(part)) };
  }
  return null;
}

/** Runs a POST once per idempotency key; the same key again replays the answer, with other parameters it refuses. */
async function runIdempotently(
  state: SimulatorState,
  scope: string,
  run: (form: FormObject) => ApiResult,
  form: FormObject,
): Promise<{ result: ApiResult; replayed: boolean }> {
  const fingerprint = toCanonicalJson(form);
  return withIdempotencyLock(state.idempotencyLocks, scope, () => {
    const saved = state.idempotentResults.get(scope);
    if (saved && saved.fingerprint !== fingerprint) {
      const message =
        'Keys for idempotent requests can only be used with the same parameters they were first used with.';
      return {
        result: { status: 400, body: JSON.stringify({ error: { type: 'idempotency_error', message } }) },
        replayed: false,
      };
    }
    if (saved) return { result: saved.result, replayed: true };
    const result = run(form);
    // Like Stripe, keep the outcome of work that ran (including a decline) but not a refusal of bad parameters,
    // so the caller can correct them and retry with the same key.
    if (result.status < 400 || result.status === 402) state.idempotentResults.set(scope, { fingerprint, result });
    return { result, replayed: false };
  });
}

export async function handleApi(state: SimulatorState, req: IncomingMessage, res: ServerResponse, url: URL) {
  const givenKey = readApiKey(req);
  if (!givenKey || !isSameSecret(givenKey, state.secretKey)) {
    sendJsonError(res, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    return;
  }
  const method = req.method === 'POST' ? 'POST' : req.method === 'GET' ? 'GET' : null;
  const found = matchRoute(method, url.pathname);
  if (!found) {
    sendJsonError(res, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
    });
    return;
  }
  const { route, params } = found;
  const form = parseStripeForm(method === 'POST' ? await readBody(req) : url.search.slice(1));
  const idempotencyKey = req.headers['idempotency-key'];
  if (method !== 'POST' || typeof idempotencyKey !== 'string' || idempotencyKey === '') {
    const result = runRoute(state, route, params, form);
    sendJson(res, result.status, result.body);
    return;
  }
  const scope = `${url.pathname}\n${idempotencyKey}`;
  const answer = await runIdempotently(state, scope, (body) => runRoute(state, route, params, body), form);
  sendJson(res, answer.result.status, answer.result.body, answer.replayed ? { 'idempotent-replayed': 'true' } : {});
}
