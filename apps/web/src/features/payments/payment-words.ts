// Payment orders in words: method, status and its chip colour, what was bought, money. Pure, so the wording rules
// are tested without a screen.
import {
  ADD_ON_PRODUCT_TYPES,
  type AddOnProductType,
  IMMERSIVE_AUDIO_PRODUCT,
  isOneOf,
  PAY_METHODS,
  PAYMENT_ORDER_STATUS_NAMES,
  type PaymentOrderStatusName,
  PLAN_NAMES,
  type PlanName,
  PRODUCT_IDS,
  PURCHASE_TYPES,
  type PurchaseType,
} from '@otodoke/domain';
import type { TFunction } from 'i18next';
import type { Language } from '../../app/constants.ts';
import { currentLanguage, formatMoney } from '../../app/i18n/format.ts';
import type { PaymentOrder } from './payment-types.ts';

/** Payment methods (the domain's); each has words in payments.methods. */
export const CHECKOUT_METHODS = PAY_METHODS;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

type StatusName = PaymentOrderStatusName;

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
  const name: StatusName = isOneOf(PAYMENT_ORDER_STATUS_NAMES, status) ? status : 'created';
  return { label: t(`payments.statuses.${name}`), colour: STATUS_COLOURS[name] };
}

/** Purchases of a plan term (new, again, upgrade, renewal). */
type PlanPurchase = Extract<PurchaseType, `plan_${string}`>;
/** Purchases of a product by the unit (capacity, mastering credits). */
type AddOnPurchase = Extract<PurchaseType, AddOnProductType>;

const isPlanPurchase = (value: string | null): value is PlanPurchase =>
  isOneOf(PURCHASE_TYPES, value) && value.startsWith('plan_');
const isAddOnPurchase = (value: string | null): value is AddOnPurchase =>
  isOneOf(PURCHASE_TYPES, value) && isOneOf(ADD_ON_PRODUCT_TYPES, value);

/** What an order bought, before it is put in words. */
export type OrderItem =
  | { kind: 'release'; title: string | null }
  | { kind: 'immersive'; title: string | null }
  | { kind: 'plan'; purchase: PlanPurchase; plan: PlanName }
  | { kind: 'addOn'; purchase: AddOnPurchase; quantity: number }
  | { kind: 'planOnly'; plan: PlanName }
  | { kind: 'other' };

export function orderItemOf(
  order: Pick<PaymentOrder, 'kind' | 'purchaseType' | 'plan' | 'release' | 'lines'>,
): OrderItem {
  if (order.kind === 'release') return { kind: 'release', title: order.release?.title ?? null };
  if (order.kind === 'immersive') return { kind: 'immersive', title: order.release?.title ?? null };
  const purchase = order.purchaseType;
  const plan = isOneOf(PLAN_NAMES, order.plan) ? order.plan : null;
  if (isPlanPurchase(purchase) && plan) return { kind: 'plan', purchase, plan };
  if (isAddOnPurchase(purchase)) {
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
    case 'immersive':
      return item.title
        ? t('payments.purchases.immersive', { title: item.title })
        : t('payments.purchases.immersiveUnknown');
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

/**
 * A line's product in words; one the web does not know shows as the server sent it. The key is typed, so a product
 * the domain adds fails to compile here until payments.products has its words.
 */
export function productText(product: string, t: TFunction): string {
  if (product === IMMERSIVE_AUDIO_PRODUCT) return t('payments.immersiveProduct');
  return isOneOf(PRODUCT_IDS, product) ? t(`payments.products.${product}`) : product;
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
