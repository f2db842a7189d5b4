import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { DeliveryService } from './delivery.service.ts';
import type { OwnerService } from './owner.service.ts';
import type { ReviewService } from './review.service.ts';

export function registerDistributionRoutes(
  app: FastifyInstance,
  deps: { review: ReviewService; delivery: DeliveryService; owner: OwnerService },
) {
  const { review, delivery, owner } = deps;
  registerEndpoint(app, api.getMyReleaseDistribution, ({ params }, ctx) =>
    owner.distribution(ctx.account!, params.id, ctx.language),
  );
  registerEndpoint(app, api.requestMyReleaseTakedown, ({ params, body }, ctx) =>
    owner.requestTakedown(ctx.account!, ctx.individual!.id, params.id, body.reason, ctx.language),
  );
  registerEndpoint(app, api.correctMyReleaseMetadata, ({ params, body }, ctx) =>
    owner.correctMetadata(ctx.account!, ctx.individual!.id, params.id, body, ctx.language),
  );
  registerEndpoint(app, api.cancelMyReleaseRenewal, ({ params }, ctx) =>
    owner.cancelRenewal(ctx.account!, ctx.individual!.id, params.id, ctx.language),
  );
  registerEndpoint(app, api.addMyReleaseStores, ({ params, body }, ctx) =>
    owner.addStores(ctx.account!, params.id, body.store_ids, ctx.language),
  );
  registerEndpoint(app, api.listReviewQueue, ({ query }, ctx) => review.queue(query, ctx.language));
  registerEndpoint(app, api.getReview, ({ params }, ctx) => review.detail(params.id, ctx.language));
  registerEndpoint(app, api.decideReview, ({ params, body }, ctx) =>
    review.decide(ctx.individual!.id, params.id, body, ctx.language),
  );
  registerEndpoint(app, api.takedownRelease, async ({ params, body }, ctx) => {
    await delivery.takedown(
      params.id,
      { actor: 'admin', individualId: ctx.individual!.id, mode: 'takedown_admin' },
      body.reason,
    );
    return review.detail(params.id, ctx.language);
  });
  registerEndpoint(app, api.redeliverRelease, async ({ params, body }, ctx) => {
    await delivery.redeliver(params.id, ctx.individual!.id, { confirm: body?.confirm ?? false });
    return { ok: true as const };
  });
  registerEndpoint(app, api.listDeliveryProblems, ({ query }) => review.deliveryProblems(query.page));
}
