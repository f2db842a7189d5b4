// Plans, payment orders, the registered card and coupons (permission 4000: payments and plans).
import {
  ADD_ON_PRODUCT_TYPES,
  COUPON_CATEGORIES,
  COUPON_PRODUCTS,
  PAY_METHODS,
  PAYMENT_ORDER_STATUS_GROUPS,
  PERSON_COMPANY_TYPES,
  PLAN_NAMES,
} from '@otodoke/domain';
import { z } from 'zod';
import { calendarDateSchema, idParamSchema, idSchema, okSchema, pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

const READ = { kind: 'account', permission: { id: 4000, level: 'readonly' } } as const;
const EDIT = { kind: 'account', permission: { id: 4000, level: 'editable' } } as const;

const planNameSchema = z.enum(PLAN_NAMES);
const paidPlanSchema = planNameSchema.exclude(['payper']);
/** Methods the checkout takes; the gateway's own list says which are open (GET /api/v1/me/card). */
export const checkoutMethodSchema = z.enum(PAY_METHODS);
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\w-]+$/);
export const couponCodeSchema = z.string().trim().max(40).optional();

export const priceLineSchema = z.object({
  product: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  amount: z.number().int(),
});

const couponResultSchema = z.object({
  code: z.string(),
  discount: z.number().int(),
  /** Null when the coupon applies; otherwise why not, with the message to show. */
  unusable_reason: z.string().nullable(),
  message: z.string().nullable(),
});

export const quoteSchema = z
  .object({
    purchase_type: z.string().nullable(),
    plan: planNameSchema.nullable(),
    lines: z.array(priceLineSchema),
    subtotal: z.number().int(),
    discount: z.number().int(),
    net: z.number().int(),
    tax: z.number().int(),
    total: z.number().int(),
    tax_rate_percent: z.number().int(),
    coupon: couponResultSchema.nullable(),
    term_starts_at: z.string().nullable(),
    term_ends_at: z.string().nullable(),
  })
  .meta({ id: 'PaymentQuote' });

const nextActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), url: z.string() }),
  z.object({
    type: z.literal('konbini'),
    expires_at: z.string(),
    voucher_url: z.string(),
    stores: z.array(z.object({ store: z.string(), confirmation_number: z.string(), payment_code: z.string() })),
  }),
  z.object({
    type: z.literal('payeasy'),
    expires_at: z.string(),
    voucher_url: z.string(),
    biller_number: z.string(),
    customer_number: z.string(),
    confirmation_number: z.string(),
  }),
]);

export const paymentOrderSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['release', 'plan', 'immersive']),
    purchase_type: z.string().nullable(),
    plan: planNameSchema.nullable(),
    release: z.object({ id: z.number().int(), title: z.string(), type: z.string() }).nullable(),
    method: z.string(),
    status: z.string(),
    status_code: z.number().int(),
    status_group: z.enum(PAYMENT_ORDER_STATUS_GROUPS),
    lines: z.array(priceLineSchema),
    subtotal: z.number().int(),
    discount: z.number().int(),
    net: z.number().int(),
    tax: z.number().int(),
    total: z.number().int(),
    tax_rate_percent: z.number().int(),
    coupon_code: z.string().nullable(),
    next_action: nextActionSchema.nullable(),
    failure: z.object({ code: z.string(), message: z.string() }).nullable(),
    term_starts_at: z.string().nullable(),
    term_ends_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    paid_at: z.string().nullable(),
    created_at: z.string(),
    receipt_number: z.string().nullable(),
    receipt_url: z.string().nullable(),
  })
  .meta({ id: 'PaymentOrder' });
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const planPurchaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plan'), plan: paidPlanSchema }),
  z.object({
    kind: z.enum(ADD_ON_PRODUCT_TYPES),
    quantity: z.number().int().min(1).max(100),
  }),
]);

const planTermSchema = z.object({ plan: planNameSchema, starts_at: z.string(), ends_at: z.string() });

export const planSummarySchema = z
  .object({
    plan: planNameSchema,
    term: planTermSchema.nullable(),
    /** A renewal already paid for, starting when the current term ends. */
    next_term: planTermSchema.nullable(),
    renewal_opens_at: z.string().nullable(),
    had_plan_before: z.boolean(),
    artists: z.object({ used: z.number().int(), limit: z.number().int().nullable(), extra: z.number().int() }),
    members: z.object({ used: z.number().int(), limit: z.number().int(), extra: z.number().int() }),
    mastering_credits: z.number().int(),
    waiting_order_id: z.number().int().nullable(),
    person_company_type: z.enum(PERSON_COMPANY_TYPES),
  })
  .meta({ id: 'PlanSummary' });

const planAvailabilitySchema = z.object({
  plan: planNameSchema,
  available: z.boolean(),
  purchase_type: z.string().nullable(),
  reasons: z.array(z.object({ reason: z.string(), message: z.string() })),
});

export const getPlanSummary = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/plans/summary',
  summary: "The account's plan, its term, capacity used and credits",
  tags: ['plans'],
  access: READ,
  response: planSummarySchema,
});

export const checkPlansAvailable = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/plans/check-available',
  summary: 'For each unlimited plan (or one): whether the account may take it, with every reason when not',
  tags: ['plans'],
  access: READ,
  query: z.object({ plan: paidPlanSchema.optional() }),
  response: z.object({ plans: z.array(planAvailabilitySchema) }),
});

export const listPlanActiveArtists = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/plans/active-artists',
  summary: 'The artists counted against the plan (not archived)',
  tags: ['plans'],
  access: READ,
  response: z.object({
    items: z.array(z.object({ id: z.number().int(), name: z.string(), release_count: z.number().int() })),
    limit: z.number().int().nullable(),
  }),
});

export const calculatePlanAmount = defineEndpoint({
  method: 'POST',
  path: '/api/v1/plans/calculate_amount',
  summary: 'What a plan purchase costs now, with a coupon',
  tags: ['plans'],
  access: READ,
  body: z.object({ purchase: planPurchaseSchema, coupon_code: couponCodeSchema }),
  response: quoteSchema,
});

export const payForPlan = defineEndpoint({
  method: 'POST',
  path: '/api/v1/plans/payment',
  summary: 'Buy a plan, a renewal, capacity or mastering credits',
  tags: ['plans'],
  access: EDIT,
  body: z.object({
    purchase: planPurchaseSchema,
    method: checkoutMethodSchema,
    coupon_code: couponCodeSchema,
    idempotency_key: idempotencyKeySchema,
  }),
  response: paymentOrderSchema,
  successStatus: 201,
});

export const listPlanPayments = defineEndpoint({
  method: 'GET',
  path: '/api/v1/plans/payments',
  summary: "The account's plan orders, newest first",
  tags: ['plans'],
  access: READ,
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pageOf(paymentOrderSchema),
});

export const payForRelease = defineEndpoint({
  method: 'POST',
  path: '/api/v1/plans/payper',
  summary: 'Pay for a release under pay per release',
  tags: ['payments'],
  access: EDIT,
  body: z.object({
    release_id: idSchema,
    method: checkoutMethodSchema,
    coupon_code: couponCodeSchema,
    idempotency_key: idempotencyKeySchema,
  }),
  response: paymentOrderSchema,
  successStatus: 201,
});

export const calculatePayment = defineEndpoint({
  method: 'POST',
  path: '/api/v1/payments/calculate',
  summary: "What a release's payment costs, with a coupon",
  tags: ['payments'],
  access: READ,
  body: z.object({ release_id: idSchema, coupon_code: couponCodeSchema }),
  response: quoteSchema,
});

export const listMyPayments = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/payments',
  summary: "The account's payment orders, newest first",
  tags: ['payments'],
  access: READ,
  query: z.object({
    status_group: z.enum(PAYMENT_ORDER_STATUS_GROUPS).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pageOf(paymentOrderSchema),
});

export const getMyPayment = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/payments/{id}',
  summary: 'One payment order; refresh=true asks the gateway first (after returning from its page)',
  tags: ['payments'],
  access: READ,
  params: z.object({ id: idParamSchema }),
  query: z.object({ refresh: z.enum(['true', 'false']).default('false') }),
  response: paymentOrderSchema,
});

export const cancelMyPayment = defineEndpoint({
  method: 'POST',
  path: '/api/v1/me/payments/{id}/cancel',
  summary: 'Cancel a payment that is still waiting (konbini, Pay-easy, an unfinished card authentication)',
  tags: ['payments'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  response: paymentOrderSchema,
});

export const registeredCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  created_at: z.string(),
});

export const getMyCard = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/card',
  summary: 'The registered card (brand and last digits only) and the payment methods open now',
  tags: ['payments'],
  access: READ,
  response: z.object({
    card: registeredCardSchema.nullable(),
    methods: z.array(checkoutMethodSchema),
    gateway_is_simulator: z.boolean(),
    /** What paying from the balance can use now (rewards and, later, revenue). */
    balance: z.number().int(),
  }),
});

export const startCardRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/v1/me/card/setup',
  summary: "Start registering a card on the gateway's page; answers where to send the browser",
  tags: ['payments'],
  access: EDIT,
  body: z.object({
    return_to: z
      .string()
      .max(200)
      .regex(/^\/[\w\-/?=&%.]*$/)
      .optional(),
  }),
  response: z.object({ url: z.string() }),
});

export const completeCardRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/v1/me/card/complete',
  summary: "Save the card entered on the gateway's page",
  tags: ['payments'],
  access: EDIT,
  body: z.object({ session_id: z.string().min(1).max(200) }),
  response: registeredCardSchema,
});

export const removeMyCard = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/me/card',
  summary: 'Remove the registered card',
  tags: ['payments'],
  access: EDIT,
  response: okSchema,
});

export const couponSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    category: z.string(),
    product: z.string().nullable(),
    discount_amount: z.number().int().nullable(),
    discount_percent: z.number().int().nullable(),
    valid_from: z.string(),
    valid_until: z.string().nullable(),
    /** usable, or why not (expired, used_up, already_used, ...). */
    state: z.string(),
    message: z.string().nullable(),
    activated_at: z.string(),
  })
  .meta({ id: 'Coupon' });

export const listMyCoupons = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/coupons',
  summary: 'Coupons the account has entered, with whether each can be used now',
  tags: ['coupons'],
  access: READ,
  response: z.object({ items: z.array(couponSchema) }),
});

export const listMyPlanCoupons = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/plans/coupons',
  summary: 'Entered coupons usable for unlimited plan purchases now',
  tags: ['coupons'],
  access: READ,
  response: z.object({ items: z.array(couponSchema) }),
});

export const activateCoupon = defineEndpoint({
  method: 'POST',
  path: '/api/v1/coupons/activate',
  summary: 'Enter a coupon code for the account',
  tags: ['coupons'],
  access: EDIT,
  body: z.object({ code: z.string().trim().min(1).max(40) }),
  response: couponSchema,
});

export const adminCouponSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    description: z.string(),
    category: z.string(),
    product: z.string().nullable(),
    discount_amount: z.number().int().nullable(),
    discount_percent: z.number().int().nullable(),
    valid_from: z.string(),
    valid_until: z.string().nullable(),
    max_uses: z.number().int().nullable(),
    max_uses_per_account: z.number().int(),
    uses: z.number().int(),
    disabled_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminCoupon' });

export const adminCouponInputSchema = z.object({
  code: z.string().trim().min(1).max(40),
  description: z.string().trim().max(200).default(''),
  category: z.enum(COUPON_CATEGORIES),
  product: z.enum(COUPON_PRODUCTS).nullable().default(null),
  discount_amount: z.number().int().min(1).max(10_000_000).nullable().default(null),
  discount_percent: z.number().int().min(1).max(100).nullable().default(null),
  valid_from: calendarDateSchema,
  /** Last day the coupon can be used (inclusive, Japan time); null: no end. */
  valid_until: calendarDateSchema.nullable().default(null),
  max_uses: z.number().int().min(1).max(10_000_000).nullable().default(null),
  max_uses_per_account: z.number().int().min(1).max(100).default(1),
});

export const listAdminCoupons = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/coupons',
  summary: 'Every coupon with how often it was used',
  tags: ['admin'],
  access: { kind: 'admin' },
  query: z.object({
    q: z.string().trim().max(40).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pageOf(adminCouponSchema),
});

export const createAdminCoupon = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/coupons',
  summary: 'Create a coupon',
  tags: ['admin'],
  access: { kind: 'admin' },
  body: adminCouponInputSchema,
  response: adminCouponSchema,
  successStatus: 201,
});

export const disableAdminCoupon = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/coupons/{id}/disable',
  summary: 'Stop a coupon from being used from now on',
  tags: ['admin'],
  access: { kind: 'admin' },
  params: z.object({ id: idParamSchema }),
  response: adminCouponSchema,
});

export const listAdminDeferredPayments = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/payments/deferred',
  summary: 'Orders accepted for later settlement (monthly invoice, revenue share, OEM partner) not settled yet',
  tags: ['admin'],
  access: { kind: 'admin' },
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pageOf(paymentOrderSchema.extend({ account_id: z.number().int(), account_name: z.string() })),
});

export const settleAdminPayment = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/payments/{id}/settle',
  summary: 'Record that a deferred order was settled (invoice paid, partner paid, deducted from revenue)',
  tags: ['admin'],
  access: { kind: 'admin' },
  params: z.object({ id: idParamSchema }),
  response: paymentOrderSchema,
});
