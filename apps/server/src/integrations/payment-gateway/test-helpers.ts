// What the payment gateway adapter's tests add to the simulator's test kit: saving a card through the simulator's
// hosted page as a browser would.
import { CANCEL_URL, futureExpiry, SUCCESS_URL, submitForm } from '@otodoke/simulators/payment-gateway/test-kit.ts';
import type { GatewayCard, PaymentGateway } from './payment-gateway.ts';

export {
  CANCEL_URL,
  futureExpiry,
  type ReceivedWebhook,
  SUCCESS_URL,
  startWebhookReceiver,
  submitForm,
  type WebhookReceiver,
  waitFor,
} from '@otodoke/simulators/payment-gateway/test-kit.ts';

let saved = 0;

/** Saves `number` for the customer through the hosted page and returns the card as the app will know it. */
export async function saveCard(gateway: PaymentGateway, customerId: string, number: string): Promise<GatewayCard> {
  saved += 1;
  const { sessionId, url } = await gateway.startCardSetup({
    customerId,
    successUrl: SUCCESS_URL,
    cancelUrl: CANCEL_URL,
    idempotencyKey: `setup-${customerId}-${saved}`,
  });
  const response = await submitForm(url, {
    card_number: number,
    card_expiry: futureExpiry(),
    card_cvc: '123',
    card_name: 'YAMADA HANAKO',
  });
  if (response.status !== 303) throw new Error(`The card form answered ${response.status}`);
  return gateway.finishCardSetup(sessionId);
}
