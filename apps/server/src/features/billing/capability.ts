// The billing capability: plans and their terms, payment orders and the gateway, cards, coupons, receipts, affiliate
// rewards and the balance. A paid order is published as `payment.settled` for others to act on.
import { defineCapability } from '../../platform/capability.ts';
import {
  AFFILIATE_PAYOUT_QUEUE,
  type AffiliateAccounts,
  createAffiliateService,
  type SetSystemFeatureFlag,
} from './affiliate.service.ts';
import { PAYMENT_WEBHOOK_PATH, registerBillingRoutes } from './billing.routes.ts';
import { createCardsService } from './cards.service.ts';
import { createCouponsService } from './coupons.service.ts';
import type { BillingAccounts, PlanUsage } from './passed-reads.ts';
import { createPaymentsService, PAYMENT_SYNC_QUEUE, PLAN_TERM_QUEUE } from './payments.service.ts';
import type { ContactsOf } from './payments-context.ts';
import { createPlansService } from './plans.service.ts';
import { lastOrderStatusBefore } from './release-orders.ts';

export const billingCapability = defineCapability({
  name: 'billing',
  queues: [PAYMENT_SYNC_QUEUE, PLAN_TERM_QUEUE, AFFILIATE_PAYOUT_QUEUE],
  // The gateway's notifications: their signature is checked instead of a session and a CSRF token.
  signedPosts: [PAYMENT_WEBHOOK_PATH],
  // The plan counts the account's artists and members: their owners' reads (artists and team import this feature).
  needs: ['accounts', 'team', 'artists'],
  create: (
    { db, jobs, mailer, config, logger, integrations, events, readCache },
    {
      accounts,
      team,
      artists,
    }: {
      accounts: {
        featureFlags: { setSystemFlag: SetSystemFeatureFlag };
        identity: AffiliateAccounts & BillingAccounts & { contactsOfIndividuals: ContactsOf };
      };
      team: { membership: { memberCount: PlanUsage['memberCount'] } };
      artists: { planArtists: { activeArtists: PlanUsage['activeArtists'] } };
    },
  ) => {
    const gateway = integrations.paymentGateway;
    const usage: PlanUsage = {
      activeArtists: artists.planArtists.activeArtists,
      memberCount: team.membership.memberCount,
    };
    const affiliate = createAffiliateService({
      db,
      jobs,
      publicUrl: config.publicUrl,
      setFeatureFlag: accounts.featureFlags.setSystemFlag,
      accounts: accounts.identity,
    });
    return {
      affiliate,
      payments: createPaymentsService({
        db,
        jobs,
        mailer,
        gateway,
        publicUrl: config.publicUrl,
        logger,
        seller: config.seller,
        affiliate,
        events,
        contactsOf: accounts.identity.contactsOfIndividuals,
        accounts: accounts.identity,
        usage,
      }),
      plans: createPlansService({ db, usage, reads: readCache }),
      cards: createCardsService({ db, gateway, publicUrl: config.publicUrl, logger }),
      coupons: createCouponsService({ db }),
      // What the releases capability reads of a release's orders (it cannot import this feature: billing imports it).
      releaseOrders: { lastStatusBefore: lastOrderStatusBefore },
    };
  },
  routes: (http, services) => registerBillingRoutes(http, services),
  workers: async ({ jobs }, { payments, affiliate }) => {
    await jobs.work<{ order_id: number }>(PAYMENT_SYNC_QUEUE, (data) => payments.sync(data.order_id));
    await jobs.work<{ account_id: number }>(PLAN_TERM_QUEUE, (data) => payments.termEnded(data.account_id));
    await payments.reconcilePlans();
    await jobs.work(AFFILIATE_PAYOUT_QUEUE, async () => {
      await affiliate.payDue();
    });
  },
});
