import * as api from '@otodoke/contract';
import { AppError } from '@otodoke/domain';
import type { FastifyInstance } from 'fastify';
import { WebhookSignatureError } from '../../integrations/payment-gateway/payment-gateway.ts';
import { registerEndpoint, registerGuardedRoute } from '../../platform/http/endpoint.ts';
import type { AffiliateService } from './affiliate.service.ts';
import type { CardsService } from './cards.service.ts';
import type { CouponsService } from './coupons.service.ts';
import type { PaymentsService } from './payments.service.ts';
import type { PlansService } from './plans.service.ts';

/** Where the gateway posts its signed notifications (no session, no CSRF token: the signature is the check). */
export const PAYMENT_WEBHOOK_PATH = '/api/v1/payments/webhook';

export function registerBillingRoutes(
  app: FastifyInstance,
  deps: {
    payments: PaymentsService;
    plans: PlansService;
    cards: CardsService;
    coupons: CouponsService;
    affiliate: AffiliateService;
  },
) {
  const { payments, plans, cards, coupons, affiliate } = deps;
  registerEndpoint(app, api.getAffiliate, (_input, ctx) => affiliate.state(ctx.account!));
  registerEndpoint(app, api.joinAffiliate, (_input, ctx) => affiliate.join(ctx.account!, ctx.individual!));
  registerEndpoint(app, api.listAffiliateRewards, ({ query }, ctx) => affiliate.rewards(ctx.account!, query));
  registerEndpoint(app, api.getMyBalance, (_input, ctx) => affiliate.balance(ctx.account!));
  registerEndpoint(app, api.getPlanSummary, (_input, ctx) => plans.summary(ctx.account!));
  registerEndpoint(app, api.checkPlansAvailable, ({ query }, ctx) =>
    plans.checkAvailable(ctx.account!, query.plan, ctx.language),
  );
  registerEndpoint(app, api.listPlanActiveArtists, (_input, ctx) => plans.activeArtists(ctx.account!, ctx.language));
  registerEndpoint(app, api.calculatePlanAmount, ({ body }, ctx) =>
    payments.quotePlan(ctx.account!, body.purchase, body.coupon_code, ctx.language),
  );
  registerEndpoint(app, api.payForPlan, ({ body }, ctx) =>
    payments.payPlan(ctx.account!, ctx.individual!, body, ctx.language),
  );
  registerEndpoint(app, api.listPlanPayments, ({ query }, ctx) =>
    payments.list(ctx.account!, { ...query, kind: 'plan' }, ctx.language),
  );
  registerEndpoint(app, api.payForRelease, ({ body }, ctx) =>
    payments.payRelease(ctx.account!, ctx.individual!, body, ctx.language),
  );
  registerEndpoint(app, api.calculatePayment, ({ body }, ctx) =>
    payments.quoteRelease(ctx.account!, body.release_id, body.coupon_code, ctx.language),
  );
  registerEndpoint(app, api.listMyPayments, ({ query }, ctx) => payments.list(ctx.account!, query, ctx.language));
  registerEndpoint(app, api.getMyPayment, ({ params, query }, ctx) =>
    payments.get(ctx.account!, params.id, query.refresh === 'true', ctx.language),
  );
  registerEndpoint(app, api.cancelMyPayment, ({ params }, ctx) =>
    payments.cancel(ctx.account!, params.id, ctx.language),
  );
  registerEndpoint(app, api.getMyCard, (_input, ctx) =>
    cards.get(ctx.account!, payments.availableMethods(ctx.account!)),
  );
  registerEndpoint(app, api.listAdminDeferredPayments, ({ query }, ctx) =>
    payments.deferredOrders(query, ctx.language),
  );
  registerEndpoint(app, api.settleAdminPayment, ({ params }, ctx) => payments.settleDeferred(params.id, ctx.language));
  registerEndpoint(app, api.startCardRegistration, ({ body }, ctx) =>
    cards.startSetup(ctx.account!, ctx.individual!, body.return_to),
  );
  registerEndpoint(app, api.completeCardRegistration, ({ body }, ctx) =>
    cards.completeSetup(ctx.account!, ctx.individual!, body.session_id),
  );
  registerEndpoint(app, api.removeMyCard, async (_input, ctx) => {
    await cards.remove(ctx.account!);
    return { ok: true as const };
  });
  registerEndpoint(app, api.listMyCoupons, (_input, ctx) => coupons.list(ctx.account!, ctx.language));
  registerEndpoint(app, api.listMyPlanCoupons, (_input, ctx) =>
    coupons.list(ctx.account!, ctx.language, 'unlimited_plan'),
  );
  registerEndpoint(app, api.activateCoupon, ({ body }, ctx) =>
    coupons.activate(ctx.account!, ctx.individual!, body.code, ctx.language),
  );
  registerEndpoint(app, api.listAdminCoupons, ({ query }) => coupons.adminList(query));
  registerEndpoint(app, api.createAdminCoupon, ({ body }, ctx) => coupons.adminCreate(ctx.individual!, body));
  registerEndpoint(app, api.disableAdminCoupon, ({ params }) => coupons.adminDisable(params.id));

  // The receipt is a file, not a JSON contract; the same permission as reading payments.
  registerGuardedRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/me/payments/:id/receipt',
      access: { kind: 'account', permission: { id: 4000, level: 'readonly' } },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const orderId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
      if (orderId < 1) throw new AppError('NOT_FOUND');
      const { fileName, pdf } = await payments.receipt(request.ctx.account!, orderId, request.ctx.language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  // The signature covers the exact bytes, so this route reads its body as text.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(PAYMENT_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      try {
        await payments.handleWebhook(String(request.body ?? ''), Array.isArray(signature) ? signature[0] : signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
        throw error;
      }
      return reply.status(200).send({ received: true });
    });
  });
}
