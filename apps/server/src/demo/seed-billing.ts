// Demo payments, made through the same services and gateway a person uses: the label registers a card on the gateway
// simulator's page and buys mastering credits (paid, with a receipt), orders extra artist capacity at a convenience
// store (waiting, with payment numbers), credits on the monthly invoice (accepted, not settled) and extra member
// capacity by Pay-easy that was left to expire; a welcome coupon
// exists for everyone to try; the label is in the referral programme and an account it brought paid for a plan.
// Runs once after a fresh seed, only against the simulator.
import { effectiveFeatures } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import type { AffiliateService, CardsService, PaymentsService } from '../features/billing/index.ts';
import { ALL_PERMISSIONS_EDITABLE } from '../platform/auth/permissions.ts';
import type { Db } from '../platform/db/client.ts';
import { accounts, coupons, individuals } from '../platform/db/schema.ts';
import type { ActingAccount } from '../platform/http/context.ts';
import type { Logger } from '../platform/logger.ts';

const LABEL_ACCOUNT_ID = 1;
const DEMO_EMAIL = 'demo@otodoke.test';

export async function seedDemoBilling(deps: {
  db: Db;
  payments: PaymentsService;
  cards: CardsService;
  affiliate: AffiliateService;
  /** The gateway simulator's address: the seed fills in its card page and lets a voucher lapse, as a person would. */
  simulatorUrl: string;
  logger: Logger;
}) {
  const { db, payments, cards, simulatorUrl, logger } = deps;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, LABEL_ACCOUNT_ID));
  const [demo] = await db.select().from(individuals).where(eq(individuals.email, DEMO_EMAIL));
  if (!row || !demo) return;
  const label: ActingAccount = {
    row,
    isAccountManager: true,
    permissions: ALL_PERMISSIONS_EDITABLE,
    features: effectiveFeatures({ plan: row.plan }, null),
  };

  await db.insert(coupons).values({
    code: 'WELCOME-2026',
    description: 'シングル配信 500円引き / ¥500 off a single',
    category: 'distribution',
    product: 'single',
    discountAmount: 500,
    validFrom: new Date('2026-01-01T00:00:00+09:00'),
    validUntil: new Date('2027-04-01T00:00:00+09:00'),
    maxUses: 1_000,
    maxUsesPerAccount: 1,
  });

  // The card is typed on the simulator's hosted page, never sent to this service.
  const setup = await cards.startSetup(label, demo, undefined);
  const form = await fetch(setup.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_number: '4242424242424242',
      card_expiry: '12/30',
      card_cvc: '123',
      card_name: 'OTODOKE DEMO',
    }).toString(),
    redirect: 'manual',
  });
  const sessionId = new URL(form.headers.get('location') ?? '', 'http://x').searchParams.get('session_id');
  if (!sessionId) throw new Error('the gateway simulator did not complete the card entry');
  await cards.completeSetup(label, demo, sessionId);

  await payments.payPlan(
    label,
    demo,
    { purchase: { kind: 'mastering_credit', quantity: 3 }, method: 'card', idempotency_key: 'demo-seed-mastering' },
    'ja',
  );
  await payments.payPlan(
    label,
    demo,
    { purchase: { kind: 'artist_capacity', quantity: 1 }, method: 'conveni', idempotency_key: 'demo-seed-artist' },
    'ja',
  );
  // Label services accounts may settle later: an order on the monthly invoice waits for the operators.
  await payments.payPlan(
    label,
    demo,
    {
      purchase: { kind: 'mastering_credit', quantity: 2 },
      method: 'monthly_bill',
      idempotency_key: 'demo-seed-invoice',
    },
    'ja',
  );
  const lapsed = await payments.payPlan(
    label,
    demo,
    { purchase: { kind: 'member_capacity', quantity: 2 }, method: 'payeasy', idempotency_key: 'demo-seed-member' },
    'ja',
  );
  const gatewayId = await payments.gatewayPaymentIdOf(lapsed.id);
  if (gatewayId) {
    await fetch(`${simulatorUrl}/simulator/payment_intents/${gatewayId}/expire`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    await payments.sync(lapsed.id);
  }
  // The label shares its invite link; an account that signed up through it paid for a plan at a konbini.
  await deps.affiliate.join(label, demo);
  const [invited] = await db
    .insert(accounts)
    .values({ name: '夜明けレコーズ', personCompanyType: 'person', referredByAccountId: LABEL_ACCOUNT_ID })
    .returning();
  const invitedAccount: ActingAccount = {
    row: invited!,
    isAccountManager: true,
    permissions: ALL_PERMISSIONS_EDITABLE,
    features: effectiveFeatures({ plan: invited!.plan }, null),
  };
  const plan = await payments.payPlan(
    invitedAccount,
    demo,
    { purchase: { kind: 'plan', plan: 'unlimited_starter' }, method: 'conveni', idempotency_key: 'demo-seed-referral' },
    'ja',
  );
  const planPayment = await payments.gatewayPaymentIdOf(plan.id);
  if (planPayment) {
    await fetch(`${simulatorUrl}/simulator/payment_intents/${planPayment}/pay`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    await payments.sync(plan.id);
  }
  logger.info('demo payments seeded');
}
