// Public face of the payments feature: the payment result page, the card page, the payments and receipt tabs of
// account settings, and coupon wording the operators' console reuses.
export { CardScreen } from './CardScreen.tsx';
export { couponDiscountText, couponTargetText } from './coupon-words.ts';
export { formatJapanDate, japanIsoDate, lastDayOf } from './japan-time.ts';
export { PaymentResultScreen } from './PaymentResultScreen.tsx';
export { PaymentsTab } from './PaymentsTab.tsx';
export { methodText, orderItemOf, orderItemText } from './payment-words.ts';
export { ReceiptsTab } from './ReceiptsTab.tsx';
