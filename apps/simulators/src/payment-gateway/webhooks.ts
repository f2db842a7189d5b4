// Webhooks: recording each event, signing it like Stripe and sending it with retries, one ordered chain per payment.
import { createHmac } from 'node:crypto';
import { createId } from './ids.ts';
import { nowSeconds, type SimulatorState, type WebhookState } from './state.ts';
import { API_VERSION, type EventJson, type EventType, type PaymentIntentRecord, type WebhookDelivery } from './wire.ts';

/** Wait before each delivery attempt: at once, then backing off like Stripe (which goes on for three days). */
const WEBHOOK_RETRY_DELAYS_MS = [0, 200, 1_000, 5_000, 25_000, 125_000, 625_000, 3_125_000];
const WEBHOOK_TIMEOUT_MS = 10_000;

function waitBeforeAttempt(webhooks: WebhookState, ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      webhooks.pendingWaits.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    timer.unref();
    webhooks.pendingWaits.add(wake);
  });
}

/** The `stripe-signature` header for a body sent at `timestamp` (Unix seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** One POST of the event; true when there is nothing more to do (delivered, or the simulator closed). */
async function attemptDelivery(webhooks: WebhookState, url: string, delivery: WebhookDelivery): Promise<boolean> {
  delivery.attempts += 1;
  // Signed with the wall clock, not the simulator's (which tests move), since the receiver checks against its own.
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signWebhook(webhooks.secret, timestamp, delivery.body),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.any([webhooks.shutdown.signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) {
      delivery.status = 'delivered';
      delivery.deliveredAt = Math.floor(Date.now() / 1000);
      delivery.lastError = null;
      return true;
    }
    delivery.lastError = `HTTP ${response.status}`;
    return false;
  } catch (error) {
    if (webhooks.closed) return true;
    // fetch says only "fetch failed"; the cause (ECONNREFUSED, …) is what helps when reading /simulator/events.
    const cause = (error as Error & { cause?: { message?: string } }).cause?.message;
    delivery.lastError = cause ? `${(error as Error).message}: ${cause}` : (error as Error).message;
    return false;
  }
}

async function deliver(webhooks: WebhookState, delivery: WebhookDelivery): Promise<void> {
  for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
    await waitBeforeAttempt(webhooks, delay);
    if (webhooks.closed) return;
    const url = webhooks.url;
    if (!url) {
      delivery.status = 'not_sent';
      return;
    }
    if (await attemptDelivery(webhooks, url, delivery)) return;
  }
  delivery.status = 'failed';
}

/** Records an event about the PaymentIntent as it is now, and sends it when a webhook URL is set. */
export function emitEvent(state: SimulatorState, type: EventType, record: PaymentIntentRecord): void {
  const webhooks = state.webhooks;
  const event: EventJson = {
    id: createId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: nowSeconds(state),
    livemode: false,
    pending_webhooks: webhooks.url ? 1 : 0,
    type,
    data: { object: structuredClone(record.json) },
  };
  const delivery: WebhookDelivery = {
    event,
    body: JSON.stringify(event),
    status: webhooks.url ? 'pending' : 'not_sent',
    attempts: 0,
    lastError: null,
    deliveredAt: null,
  };
  webhooks.deliveries.push(delivery);
  if (!webhooks.url) return;
  send(webhooks, delivery);
}

/** One chain per PaymentIntent: its events arrive in the order they happened, even when one needs retries. */
function send(webhooks: WebhookState, delivery: WebhookDelivery): void {
  const key = delivery.event.data.object.id;
  const chain = (webhooks.chains.get(key) ?? Promise.resolve()).then(() => deliver(webhooks, delivery));
  webhooks.chains.set(key, chain);
  void chain.finally(() => {
    if (webhooks.chains.get(key) === chain) webhooks.chains.delete(key);
  });
}

/** Sends again, in order, the events a stopped simulator had not delivered (a state read back: snapshot.ts). */
export function resendPending(webhooks: WebhookState): void {
  if (!webhooks.url) return;
  for (const delivery of webhooks.deliveries) if (delivery.status === 'pending') send(webhooks, delivery);
}

/** What `/simulator/events` answers: every event and how its delivery went. */
export function listEvents(webhooks: WebhookState): string {
  return JSON.stringify({
    object: 'list',
    data: webhooks.deliveries.map((delivery) => ({
      id: delivery.event.id,
      type: delivery.event.type,
      created: delivery.event.created,
      payment_intent: delivery.event.data.object.id,
      payment_intent_status: delivery.event.data.object.status,
      status: delivery.status,
      attempts: delivery.attempts,
      last_error: delivery.lastError,
      delivered_at: delivery.deliveredAt,
    })),
  });
}

/** Stops every delivery: waiting retries wake and give up, requests in flight are aborted. */
export function stopWebhooks(webhooks: WebhookState): void {
  webhooks.closed = true;
  for (const wake of [...webhooks.pendingWaits]) wake();
  webhooks.shutdown.abort();
}
