// Checkout Sessions in setup mode: creating one through the API, showing it, and saving the card its page took.
import { type FormObject, readFormString, readFormStringList } from '@otodoke/protocols/stripe/stripe-form.ts';
import type { CardEntry } from './cards.ts';
import { isAbsoluteUrl } from './http.ts';
import { createId } from './ids.ts';
import { createPaymentMethod, findCustomer, nowSeconds, type SimulatorState } from './state.ts';
import { type CheckoutSessionRecord, readMetadata, refuseRequest, type SetupIntentJson } from './wire.ts';

const CHECKOUT_SESSION_LIFETIME_SECONDS = 24 * 3600;

/** The URLs a create request names, checked: where saving a card leads, and where cancel goes. */
function readSessionUrls(form: FormObject): { successUrl: string; cancelUrl: string | null } {
  const successUrl = readFormString(form, 'success_url');
  if (!successUrl) {
    refuseRequest('Missing required param: success_url.', { code: 'parameter_missing', param: 'success_url' });
  }
  const cancelUrl = readFormString(form, 'cancel_url') || null;
  for (const [param, url] of [
    ['success_url', successUrl],
    ['cancel_url', cancelUrl],
  ] as const) {
    if (url !== null && !isAbsoluteUrl(url)) refuseRequest('Not a valid URL', { code: 'url_invalid', param });
  }
  return { successUrl, cancelUrl };
}

export function createCheckoutSession(state: SimulatorState, form: FormObject) {
  if (readFormString(form, 'mode') !== 'setup') {
    refuseRequest('This simulator only creates Checkout Sessions with mode=setup.', { param: 'mode' });
  }
  const customerId = readFormString(form, 'customer');
  if (!customerId) refuseRequest('Missing required param: customer.', { code: 'parameter_missing', param: 'customer' });
  findCustomer(state, customerId, 'customer');
  const currency = readFormString(form, 'currency');
  if (currency !== undefined && currency.toLowerCase() !== 'jpy') {
    refuseRequest('This simulator takes jpy only.', { param: 'currency' });
  }
  const types = readFormStringList(form, 'payment_method_types');
  if (types.some((type) => type !== 'card')) {
    refuseRequest('Checkout in setup mode takes payment_method_types[]=card only here.', {
      param: 'payment_method_types',
    });
  }
  const { successUrl, cancelUrl } = readSessionUrls(form);
  const created = nowSeconds(state);
  const session: CheckoutSessionRecord = {
    id: createId('cs_test', 58),
    object: 'checkout.session',
    mode: 'setup',
    status: 'open',
    customer: customerId,
    currency: 'jpy',
    payment_method_types: ['card'],
    success_url: successUrl,
    cancel_url: cancelUrl,
    setup_intent: null,
    created,
    expires_at: created + CHECKOUT_SESSION_LIFETIME_SECONDS,
    metadata: readMetadata(form),
    livemode: false,
  };
  state.checkoutSessions.set(session.id, session);
  return presentSession(state, session, []);
}

export function retrieveCheckoutSession(state: SimulatorState, id: string, form: FormObject) {
  const session = state.checkoutSessions.get(id);
  if (!session) refuseRequest(`No such checkout.session: '${id}'`, { code: 'resource_missing', status: 404 });
  return presentSession(state, session, readFormStringList(form, 'expand'));
}

/** The session as the API shows it (lapsing it first if its time is up), with what `expand` asked to be inlined. */
export function presentSession(state: SimulatorState, session: CheckoutSessionRecord, expand: readonly string[]) {
  if (session.status === 'open' && session.expires_at <= nowSeconds(state)) session.status = 'expired';
  let setupIntent: string | null | (Omit<SetupIntentJson, 'payment_method'> & { payment_method: unknown }) =
    session.setup_intent;
  const setup = session.setup_intent ? state.setupIntents.get(session.setup_intent) : undefined;
  if (setup && (expand.includes('setup_intent') || expand.includes('setup_intent.payment_method'))) {
    setupIntent = expand.includes('setup_intent.payment_method')
      ? { ...setup, payment_method: state.paymentMethods.get(setup.payment_method)?.json ?? setup.payment_method }
      : setup;
  }
  return {
    ...session,
    url: session.status === 'open' ? `${state.baseUrl}/simulator/checkout/${session.id}` : null,
    setup_intent: setupIntent,
  };
}

/** What the card page does with a valid card: a PaymentMethod on the customer, its SetupIntent, a closed session. */
export function saveCheckoutCard(state: SimulatorState, session: CheckoutSessionRecord, entry: CardEntry): void {
  const paymentMethod = createPaymentMethod(state, 'card', { name: entry.name }, entry);
  paymentMethod.json.customer = session.customer;
  const setupIntent: SetupIntentJson = {
    id: createId('seti'),
    object: 'setup_intent',
    status: 'succeeded',
    customer: session.customer,
    payment_method: paymentMethod.json.id,
    payment_method_types: ['card'],
    usage: 'off_session',
    created: nowSeconds(state),
    livemode: false,
  };
  state.setupIntents.set(setupIntent.id, setupIntent);
  session.setup_intent = setupIntent.id;
  session.status = 'complete';
}

export function completedSessionUrl(session: CheckoutSessionRecord): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}
