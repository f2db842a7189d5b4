// The hosted card entry page of a Checkout Session: showing the form, checking the card, saving it and leading on.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validateCardEntry } from './cards.ts';
import { completedSessionUrl, presentSession, saveCheckoutCard } from './checkout-sessions.ts';
import { readPageForm, redirectTo, sendHtml } from './http.ts';
import { renderCheckoutPage, renderMessagePage, renderNotFoundPage } from './page-html.ts';
import type { SimulatorState } from './state.ts';
import type { CheckoutSessionRecord } from './wire.ts';

/** A session that no longer takes a card: say why, and offer the way on (saved) or back (expired). */
function sendClosedSession(res: ServerResponse, session: CheckoutSessionRecord): void {
  const isComplete = session.status === 'complete';
  const link = isComplete
    ? { url: completedSessionUrl(session), text: { ja: '続ける', en: 'Continue' } }
    : session.cancel_url
      ? { url: session.cancel_url, text: { ja: '戻る', en: 'Go back' } }
      : null;
  const message = isComplete
    ? { ja: 'このページのカード登録は完了しています。', en: 'A card was already saved on this page.' }
    : { ja: 'このページの有効期限が切れました。', en: 'This page has expired.' };
  sendHtml(
    res,
    409,
    renderMessagePage({ ja: 'カード登録は終了しています', en: 'This card page is closed' }, message, link),
  );
}

export async function handleCheckoutPage(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
): Promise<void> {
  // Read before looking at the state, so that of two quick submissions only the first saves a card.
  const form = await readPageForm(req);
  const session = state.checkoutSessions.get(id);
  if (!session) {
    sendHtml(
      res,
      404,
      renderNotFoundPage({ ja: 'このカード登録ページは存在しません。', en: 'This card page does not exist.' }),
    );
    return;
  }
  presentSession(state, session, []);
  if (session.status !== 'open') {
    sendClosedSession(res, session);
    return;
  }
  const customer = state.customers.get(session.customer);
  const view = {
    sessionId: session.id,
    email: customer?.email ?? null,
    cancelUrl: session.cancel_url,
    errors: [],
    expiry: '',
    name: customer?.name ?? '',
  };
  if (!form) {
    sendHtml(res, 200, renderCheckoutPage(view));
    return;
  }
  const { entry, errors } = validateCardEntry(form, state.clock());
  if (!entry) {
    const refill = { expiry: form.get('card_expiry') ?? '', name: form.get('card_name') ?? '' };
    sendHtml(res, 400, renderCheckoutPage({ ...view, ...refill, errors }));
    return;
  }
  saveCheckoutCard(state, session, entry);
  redirectTo(res, completedSessionUrl(session));
}
