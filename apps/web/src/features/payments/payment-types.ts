// The payment objects as the web sees them (camelCased answers of the billing contract).
import type { getMyCard, getMyPayment, listMyCoupons } from '@otodoke/contract';
import type { ApiResult } from '../../app/api-client.ts';

export type PaymentOrder = ApiResult<typeof getMyPayment>;
export type NextAction = NonNullable<PaymentOrder['nextAction']>;
export type KonbiniAction = Extract<NextAction, { type: 'konbini' }>;
export type PayeasyAction = Extract<NextAction, { type: 'payeasy' }>;
export type RegisteredCard = NonNullable<ApiResult<typeof getMyCard>['card']>;
export type AccountCoupon = ApiResult<typeof listMyCoupons>['items'][number];
