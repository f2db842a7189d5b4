// Payment orders in words: method, status and its chip colour, what was bought, money. Pure, so the wording rules
// are tested without a screen.
import { isOneOf, PLAN_NAMES, type PlanName } from '@otodoke/domain';
import type { TFunction } from 'i18next';
import type { Language } from '../../app/constants.ts';
import { currentLanguage, formatMoney } from '../../app/i18n/format.ts';
import type { PaymentOrder } from './payment-types.ts';

export const CHECKOUT_METHODS = [
  'card',
  'conveni',
  'payeasy',
  'carrier',
  'balance',
  'monthly_bill',
  'revenue_share',
  'by_oem',
] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

const STATUSES = ['created', 'entried', 'wait_auth', 'authed', 'paid', 'expired', 'canceled'] as const;
type StatusName = (typeof STATUSES)[number];

export type ChipColour = 'default' | 'info' | 'warning' | 'success' | 'error';

const STATUS_COLOURS: Readonly<Record<StatusName, ChipColour>> = {
  created: 'info',
  entried: 'info',
  wait_auth: 'warning',
  authed: 'info',
  paid: 'success',
  expired: 'default',
  canceled: 'default',
};

/** "1,650円" / "¥1,650": the one yen style of each language (app/i18n/format.ts), the interface's by default. */
export function formatYen(amount: number, language: Language = currentLanguage()): string {
  return formatMoney(amount, language);
}

/** "1,650円（税込）" / "¥1,650 (tax incl.)": the amount customers compare, shown first. */
export function taxIncludedText(total: number, t: TFunction): string {
  return t('payments.money.taxIncluded', { amount: formatYen(total, currentLanguage(t)) });
}

export function methodText(method: string, t: TFunction): string {
  return isOneOf(CHECKOUT_METHODS, method) ? t(`payments.methods.${method}`) : t('payments.methods.other');
}

/** The status in words and the colour of its chip; an unknown status reads as "in progress". */
export function statusChip(status: string, t: TFunction): { label: string; colour: ChipColour } {
  const name: StatusName = isOneOf(STATUSES, status) ? status : 'created';
  return { label: t(`payments.statuses.${name}`), colour: STATUS_COLOURS[name] };
}

const PLAN_PURCHASES = ['plan_new', 'plan_return', 'plan_upgrade', 'plan_renewal'] as const;
const ADD_ON_PURCHASES = ['artist_capacity', 'member_capacity', 'mastering_credit', 'mastering_credit_36'] as const;

/** What an order bought, before it is put in words. */
export type OrderItem =
  | { kind: 'release'; title: string | null }
  | { kind: 'plan'; purchase: (typeof PLAN_PURCHASES)[number]; plan: PlanName }
  | { kind: 'addOn'; purchase: (typeof ADD_ON_PURCHASES)[number]; quantity: number }
  | { kind: 'planOnly'; plan: PlanName }
  | { kind: 'other' };

export function orderItemOf(
  order: Pick<PaymentOrder, 'kind' | 'purchaseType' | 'plan' | 'release' | 'lines'>,
): OrderItem {
  if (order.kind === 'release') return { kind: 'release', title: order.release?.title ?? null };
  const purchase = order.purchaseType;
  const plan = isOneOf(PLAN_NAMES, order.plan) ? order.plan : null;
  if (isOneOf(PLAN_PURCHASES, purchase) && plan) return { kind: 'plan', purchase, plan };
  if (isOneOf(ADD_ON_PURCHASES, purchase)) {
    const line = order.lines.find((each) => each.product === purchase) ?? order.lines[0];
    return { kind: 'addOn', purchase, quantity: line?.quantity ?? 1 };
  }
  return plan ? { kind: 'planOnly', plan } : { kind: 'other' };
}

export function orderItemText(item: OrderItem, t: TFunction): string {
  switch (item.kind) {
    case 'release':
      return item.title
        ? t('payments.purchases.release', { title: item.title })
        : t('payments.purchases.releaseUnknown');
    case 'plan':
      return t(`payments.purchases.${item.purchase}`, { plan: t(`dashboard.plans.${item.plan}`) });
    case 'addOn':
      return t(`payments.purchases.${item.purchase}`, { count: item.quantity });
    case 'planOnly':
      return t('payments.purchases.planOnly', { plan: t(`dashboard.plans.${item.plan}`) });
    case 'other':
      return t('payments.purchases.other');
  }
}

const PRODUCTS = [
  'single',
  'album',
  'ringtone',
  'live_concert_video',
  'youtube_sr_user_initial',
  'music_video_initial_pattern_1',
  'music_video_initial_pattern_2',
  'music_video_initial_pattern_3',
  'added_main_artist',
  'artist_capacity',
  'member_capacity',
  'mastering_credit',
  'mastering_credit_36',
  'starter_plan',
  'standard_plan',
  'pro_plan',
  'enterprise_plan',
] as const;

/** A line's product in words; one the web does not know shows as the server sent it. */
export function productText(product: string, t: TFunction): string {
  return isOneOf(PRODUCTS, product) ? t(`payments.products.${product}`) : product;
}

const BRANDS = ['visa', 'mastercard', 'amex', 'jcb', 'diners', 'discover', 'unionpay'] as const;

/** The gateway's brand id ("visa", "amex") in words. */
export function cardBrandText(brand: string, t: TFunction): string {
  const id = brand.toLowerCase();
  return isOneOf(BRANDS, id) ? t(`payments.card.brands.${id}`) : t('payments.card.brands.other');
}

/** "Visa •••• 4242" */
export function maskedCardText(card: { brand: string; last4: string }, t: TFunction): string {
  return t('payments.card.masked', { brand: cardBrandText(card.brand, t), last4: card.last4 });
}

/** MM/YY, as printed on the card. */
export function cardExpiryText(card: { expMonth: number; expYear: number }, t: TFunction): string {
  return t('payments.card.expiryValue', {
    month: String(card.expMonth).padStart(2, '0'),
    year: String(card.expYear % 100).padStart(2, '0'),
  });
}
