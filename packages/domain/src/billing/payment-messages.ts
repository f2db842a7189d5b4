// Words for what can happen to a payment and a coupon, in ja and en: the API returns the code and this message, the
// web shows the message.
import type { AppErrorCode, Bilingual } from '../errors/app-error.ts';
import type { CouponUnusableReason } from './coupons.ts';

/** The error each coupon reason is reported as (CUB codes). */
export const COUPON_REASON_ERROR: Readonly<Record<CouponUnusableReason, AppErrorCode>> = {
  not_found: 'CUB00001',
  disabled: 'CUB00001',
  expired: 'CUB00002',
  used_up: 'CUB00003',
  already_used: 'CUB00004',
  not_applicable: 'CUB00005',
  not_started: 'CUB00006',
};

/** Why a payment did not go through, by the gateway's code (decline codes first, then error codes). */
export const PAYMENT_FAILURE_MESSAGES: Readonly<Record<string, Bilingual>> = {
  generic_decline: {
    ja: 'カード会社によりお支払いが承認されませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。',
    en: 'The card issuer declined the payment. Try another card or contact your card issuer.',
  },
  card_declined: {
    ja: 'カード会社によりお支払いが承認されませんでした。別のカードをお試しください。',
    en: 'The card was declined. Please try another card.',
  },
  insufficient_funds: {
    ja: 'カードのご利用可能額が不足しています。',
    en: 'The card has insufficient funds.',
  },
  expired_card: { ja: 'カードの有効期限が切れています。', en: 'The card has expired.' },
  processing_error: {
    ja: 'カードの処理中にエラーが発生しました。時間を置いて再度お試しください。',
    en: 'An error occurred while processing the card. Please try again later.',
  },
  payment_intent_authentication_failure: {
    ja: '本人認証（3-Dセキュア）に失敗しました。',
    en: 'The card could not be authenticated (3-D Secure).',
  },
  payment_intent_payment_attempt_expired: {
    ja: 'お支払い期限を過ぎたため、お支払いは無効になりました。',
    en: 'The payment deadline passed, so this payment can no longer be made.',
  },
  canceled: { ja: 'お支払いは取り消されました。', en: 'The payment was canceled.' },
};

export const paymentFailureMessage = (code: string): Bilingual =>
  PAYMENT_FAILURE_MESSAGES[code] ?? {
    ja: 'お支払いを完了できませんでした。別のお支払い方法をお試しください。',
    en: 'The payment could not be completed. Please try another payment method.',
  };
