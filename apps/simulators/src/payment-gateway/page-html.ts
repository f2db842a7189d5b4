// The simulator's hosted pages (card entry, 3-D Secure, carrier approval, vouchers): plain HTML, badged SIMULATOR,
// Japanese first with English under it, usable on a 375 px phone. Everything echoed is escaped.
import { type Bilingual, SIMULATOR_TEST_CARDS } from './cards.ts';

export type KonbiniStoreId = 'familymart' | 'lawson' | 'ministop' | 'seicomart';

const KONBINI_STORE_NAMES: Record<KonbiniStoreId, Bilingual> = {
  familymart: { ja: 'ファミリーマート', en: 'FamilyMart' },
  lawson: { ja: 'ローソン', en: 'Lawson' },
  ministop: { ja: 'ミニストップ', en: 'Ministop' },
  seicomart: { ja: 'セイコーマート', en: 'Seicomart' },
};

export const CARRIERS = [
  { id: 'docomo', ja: 'ドコモ払い', en: 'docomo' },
  { id: 'au', ja: 'auかんたん決済', en: 'au' },
  { id: 'softbank', ja: 'ソフトバンクまとめて支払い', en: 'SoftBank' },
] as const;

const yenFormat = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
const jaDeadlineFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const enDeadlineFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tokyo',
  dateStyle: 'long',
  timeStyle: 'short',
});

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function bilingual(text: Bilingual, tag = 'p', attributes = ''): string {
  return `<${tag}${attributes}>${escapeHtml(text.ja)}<span class="en" lang="en">${escapeHtml(text.en)}</span></${tag}>`;
}

function buttonLabel(text: Bilingual): string {
  return escapeHtml(`${text.ja} / ${text.en}`);
}

function renderErrors(errors: readonly Bilingual[]): string {
  if (errors.length === 0) return '';
  return `<div class="errors" role="alert">${errors.map((error) => bilingual(error)).join('')}</div>`;
}

function renderPage(heading: Bilingual, content: string): string {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payment gateway simulator / 決済ゲートウェイ シミュレーター</title>
<style>*{box-sizing:border-box}body{font-family:system-ui,sans-serif;background:#f1f3f4;margin:0;color:#202124}
main{background:#fff;width:100%;max-width:480px;margin:0 auto;padding:20px 16px 28px;min-height:100vh}
@media (min-width:520px){main{margin:24px auto;min-height:0;border-radius:12px;box-shadow:0 1px 3px #0003;padding:28px}}
.badge{display:inline-block;background:#fce8b2;color:#5f4b00;border-radius:4px;padding:2px 8px;font-size:12px;font-weight:600;letter-spacing:.04em}
.product{margin:8px 0 0;font-size:13px;color:#555}.product .en{display:inline;margin-left:6px}
h1{font-size:21px;margin:12px 0 12px}h2{font-size:16px;margin:24px 0 8px}p{font-size:14px;line-height:1.5}
.en{display:block;color:#5f6368;font-size:.85em;font-weight:400}
label{display:block;font-size:14px;margin:14px 0 4px}label .en{display:inline;margin-left:6px}
input[type=text]{width:100%;padding:10px;border:1px solid #bbb;border-radius:6px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1;min-width:0}
button{display:block;margin-top:16px;width:100%;padding:12px;background:#1a73e8;color:#fff;border:0;border-radius:6px;font-size:15px;cursor:pointer}
button.secondary{background:#fff;color:#1a73e8;border:1px solid #1a73e8}button.danger{background:#fff;color:#c5221f;border:1px solid #c5221f}
a.cancel{display:block;text-align:center;margin-top:14px;font-size:14px;color:#1a73e8}
.errors{background:#fce8e6;border-radius:6px;padding:4px 12px;margin:12px 0}.errors p{color:#c5221f;margin:8px 0}
.notice{background:#e8f0fe;border-radius:6px;padding:4px 12px}
table{width:100%;border-collapse:collapse;font-size:13px;margin-top:8px}th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e0e0e0;vertical-align:top}
th .en{display:block}.mono{font-family:ui-monospace,Menlo,Consolas,monospace;word-break:break-all}
.card-number{white-space:nowrap;word-break:normal;font-size:12px}
.amount{font-size:28px;font-weight:600;margin:8px 0}dl{margin:0}dt{font-size:13px;color:#555;margin-top:10px}dd{margin:2px 0 0;font-size:16px}
fieldset{border:1px solid #ddd;border-radius:6px;margin:12px 0 0;padding:8px 12px}fieldset label{margin:8px 0;display:flex;gap:8px;align-items:center}</style></head>
<body><main><span class="badge">SIMULATOR</span>
<p class="product">決済ゲートウェイ シミュレーター<span class="en" lang="en">Payment gateway simulator</span></p>
${bilingual(heading, 'h1')}
${content}
</main></body></html>`;
}

function renderTestCards(): string {
  const rows = SIMULATOR_TEST_CARDS.map(
    (card) =>
      `<tr><td class="mono card-number">${escapeHtml(card.number.replace(/(\d{4})(?=\d)/g, '$1 '))}</td><td>${escapeHtml(card.description.ja)}<span class="en" lang="en">${escapeHtml(card.description.en)}</span></td></tr>`,
  ).join('');
  return `<h2>テスト用カード<span class="en" lang="en">Test cards</span></h2>
${bilingual({
  ja: '有効期限は未来の任意の月、セキュリティコードは任意の3桁です。一覧にない有効な番号は成功します。',
  en: 'Use any future expiry date and any 3 digits for the security code. Any other valid number succeeds.',
})}
<table><thead><tr><th>番号<span class="en" lang="en">Number</span></th><th>結果<span class="en" lang="en">Outcome</span></th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** What every payment page shows first: the amount in yen and what it is for. */
interface PaymentSummary {
  id: string;
  amount: number;
  description: string | null;
}

function renderSummary(payment: PaymentSummary): string {
  return `<p class="amount">${escapeHtml(yenFormat.format(payment.amount))}</p>
<dl><dt>加盟店・内容 / Merchant</dt><dd>${escapeHtml(payment.description ?? '—')}</dd></dl>`;
}

export function renderMessagePage(
  heading: Bilingual,
  message: Bilingual,
  link: { url: string; text: Bilingual } | null = null,
): string {
  const action = link ? `<a class="cancel" href="${escapeHtml(link.url)}">${buttonLabel(link.text)}</a>` : '';
  return renderPage(heading, `${bilingual(message)}${action}`);
}

export function renderNotFoundPage(message: Bilingual): string {
  return renderMessagePage({ ja: 'ページが見つかりません', en: 'Not found' }, message);
}

export function renderIndexPage(): string {
  return renderPage(
    { ja: 'テスト用の決済ゲートウェイ', en: 'A test payment gateway' },
    `${bilingual({
      ja: 'Stripe API の一部を再現するローカルのシミュレーターです。データはメモリ上にのみあり、再起動で消えます。',
      en: "A local simulator of part of Stripe's API. Everything is kept in memory and lost on restart.",
    })}
<p><a href="/simulator/events">/simulator/events</a></p>
${renderTestCards()}`,
  );
}

export function renderCheckoutPage(view: {
  sessionId: string;
  email: string | null;
  cancelUrl: string | null;
  errors: readonly Bilingual[];
  expiry: string;
  name: string;
}): string {
  // The number and the CVC are never put back in the form, even after a mistake: only expiry and name are.
  const cancel = view.cancelUrl
    ? `<a class="cancel" href="${escapeHtml(view.cancelUrl)}">${buttonLabel({ ja: 'キャンセル', en: 'Cancel' })}</a>`
    : '';
  return renderPage(
    { ja: 'カードを登録', en: 'Save a card' },
    `${bilingual({
      ja: 'お支払いに使うカードを入力してください。これはテスト用のシミュレーターです。本物のカード番号は入力しないでください。',
      en: 'Enter the card to pay with. This is a test simulator: do not enter a real card number.',
    })}
${view.email ? `<p class="notice">${escapeHtml(view.email)}</p>` : ''}
${renderErrors(view.errors)}
<form method="post" action="/simulator/checkout/${escapeHtml(view.sessionId)}" novalidate>
<label for="card-number">カード番号<span class="en" lang="en">Card number</span></label>
<input id="card-number" name="card_number" type="text" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="card-expiry">有効期限<span class="en" lang="en">Expiry</span></label>
<input id="card-expiry" name="card_expiry" type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" value="${escapeHtml(view.expiry)}" required></div>
<div><label for="card-cvc">セキュリティコード<span class="en" lang="en">CVC</span></label>
<input id="card-cvc" name="card_cvc" type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<label for="card-name">カード名義<span class="en" lang="en">Name on card</span></label>
<input id="card-name" name="card_name" type="text" autocomplete="cc-name" value="${escapeHtml(view.name)}" required>
<button type="submit">${buttonLabel({ ja: '登録する', en: 'Save card' })}</button>
</form>
${cancel}
${renderTestCards()}`,
  );
}

export function renderThreeDSecurePage(
  payment: PaymentSummary & { card: { brand: string; last4: string } | null },
): string {
  const card = payment.card
    ? `<dl><dt>カード / Card</dt><dd class="mono">${escapeHtml(payment.card.brand.toUpperCase())} •••• ${escapeHtml(payment.card.last4)}</dd></dl>`
    : '';
  return renderPage(
    { ja: '3Dセキュア認証', en: '3-D Secure authentication' },
    `${bilingual({ ja: 'カード発行会社による本人認証のシミュレーションです。', en: 'This simulates the card issuer checking it is you.' })}
${renderSummary(payment)}
${card}
<form method="post" action="/simulator/3ds/${escapeHtml(payment.id)}">
<button type="submit" name="outcome" value="authenticate">${buttonLabel({ ja: '認証する', en: 'Authenticate' })}</button>
<button type="submit" name="outcome" value="fail" class="danger">${buttonLabel({ ja: '認証に失敗させる', en: 'Fail authentication' })}</button>
</form>`,
  );
}

export function renderCarrierPage(payment: PaymentSummary): string {
  const choices = CARRIERS.map(
    (carrier, index) =>
      `<label><input type="radio" name="carrier" value="${carrier.id}"${index === 0 ? ' checked' : ''}> ${escapeHtml(carrier.ja)}<span class="en" lang="en">${escapeHtml(carrier.en)}</span></label>`,
  ).join('');
  return renderPage(
    { ja: 'キャリア決済', en: 'Carrier billing' },
    `${bilingual({ ja: '携帯電話料金と一緒に支払います。', en: 'Pay together with your mobile phone bill.' })}
${renderSummary(payment)}
<form method="post" action="/simulator/carrier/${escapeHtml(payment.id)}">
<fieldset><legend>携帯電話会社 / Carrier</legend>${choices}</fieldset>
<button type="submit" name="outcome" value="approve">${buttonLabel({ ja: '承認する', en: 'Approve' })}</button>
<button type="submit" name="outcome" value="cancel" class="secondary">${buttonLabel({ ja: 'キャンセル', en: 'Cancel' })}</button>
</form>`,
  );
}

/** A payment that was already decided: say so, and offer the way back to the shop. */
export function renderSettledPage(succeeded: boolean, returnUrl: string | null): string {
  return renderMessagePage(
    { ja: 'この支払いは処理済みです', en: 'This payment has already been handled' },
    succeeded
      ? { ja: 'お支払いは完了しています。', en: 'The payment has succeeded.' }
      : { ja: 'この支払いは完了していません。', en: 'This payment did not go through.' },
    returnUrl ? { url: returnUrl, text: { ja: 'お店に戻る', en: 'Return to the merchant' } } : null,
  );
}

export type VoucherState = 'awaiting' | 'paid' | 'expired' | 'canceled';

export interface VoucherView extends PaymentSummary {
  state: VoucherState;
  /** Unix seconds. */
  expiresAt: number;
  numbers:
    | { kind: 'konbini'; stores: Record<KonbiniStoreId, { confirmationNumber: string; paymentCode: string }> }
    | { kind: 'payeasy'; billerNumber: string; customerNumber: string; confirmationNumber: string };
  problem: Bilingual | null;
}

const VOUCHER_STATES: Record<VoucherState, Bilingual> = {
  awaiting: { ja: 'お支払いをお待ちしています。', en: 'Awaiting payment.' },
  paid: { ja: 'お支払い済みです。', en: 'Paid.' },
  expired: { ja: 'お支払い期限が過ぎました。', en: 'The deadline has passed.' },
  canceled: { ja: 'この支払いはキャンセルされました。', en: 'This payment was canceled.' },
};

function renderVoucherNumbers(numbers: VoucherView['numbers']): string {
  if (numbers.kind === 'payeasy') {
    return `<dl><dt>収納機関番号 / Biller number</dt><dd class="mono">${escapeHtml(numbers.billerNumber)}</dd>
<dt>お客様番号 / Customer number</dt><dd class="mono">${escapeHtml(numbers.customerNumber)}</dd>
<dt>確認番号 / Confirmation number</dt><dd class="mono">${escapeHtml(numbers.confirmationNumber)}</dd></dl>`;
  }
  const rows = (Object.keys(KONBINI_STORE_NAMES) as KonbiniStoreId[])
    .map((store) => {
      const name = KONBINI_STORE_NAMES[store];
      const details = numbers.stores[store];
      return `<tr><td>${escapeHtml(name.ja)}<span class="en" lang="en">${escapeHtml(name.en)}</span></td><td class="mono">${escapeHtml(details.confirmationNumber)}</td><td class="mono">${escapeHtml(details.paymentCode)}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>店舗<span class="en" lang="en">Store</span></th><th>確認番号<span class="en" lang="en">Confirmation no.</span></th><th>お客様番号<span class="en" lang="en">Payment code</span></th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function renderVoucherPage(view: VoucherView): string {
  const deadline = new Date(view.expiresAt * 1000);
  const isAwaiting = view.state === 'awaiting';
  const buttons = isAwaiting
    ? `<form method="post" action="/simulator/payment_intents/${escapeHtml(view.id)}/pay"><button type="submit">${buttonLabel(
        view.numbers.kind === 'payeasy'
          ? { ja: 'ATM・ネットバンキングで支払う（シミュレート）', en: 'Pay at an ATM or online bank (simulate)' }
          : { ja: '店頭で支払う（シミュレート）', en: 'Pay at the store (simulate)' },
      )}</button></form>
<form method="post" action="/simulator/payment_intents/${escapeHtml(view.id)}/expire"><button type="submit" class="danger">${buttonLabel({ ja: '期限切れにする', en: 'Let it expire' })}</button></form>`
    : '';
  return renderPage(
    view.numbers.kind === 'konbini'
      ? { ja: 'コンビニ払い 払込票', en: 'Konbini payment voucher' }
      : { ja: 'ペイジー 払込票', en: 'Pay-easy payment voucher' },
    `${renderErrors(view.problem ? [view.problem] : [])}
${renderSummary(view)}
${bilingual(VOUCHER_STATES[view.state], 'p', ' class="notice"')}
<dl><dt>お支払い期限 / Pay by</dt><dd>${escapeHtml(jaDeadlineFormat.format(deadline))}<span class="en" lang="en">${escapeHtml(enDeadlineFormat.format(deadline))} JST</span></dd></dl>
${isAwaiting ? renderVoucherNumbers(view.numbers) : ''}
${buttons}`,
  );
}
