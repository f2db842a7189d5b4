import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { ReleasesService } from './releases.service.ts';

export function registerReleasesRoutes(app: FastifyInstance, deps: { releases: ReleasesService }) {
  const { releases } = deps;
  registerEndpoint(app, api.listMyReleases, ({ query }, ctx) => releases.list(ctx.account!, query, ctx.language));
  registerEndpoint(app, api.getReleaseSummary, (_input, ctx) => releases.summary(ctx.account!));
  registerEndpoint(app, api.createRelease, ({ body }, ctx) =>
    releases.create(ctx.account!, ctx.individual!.id, body, ctx.language),
  );
  registerEndpoint(app, api.getMyRelease, ({ params }, ctx) => releases.get(ctx.account!, params.id, ctx.language));
  registerEndpoint(app, api.updateMyRelease, ({ params, body }, ctx) =>
    releases.update(ctx.account!, params.id, body, ctx.language),
  );
  registerEndpoint(app, api.submitMyRelease, ({ params }, ctx) =>
    releases.submit(ctx.account!, params.id, ctx.language),
  );
  registerEndpoint(app, api.withdrawMyReleasePayment, ({ params }, ctx) =>
    releases.withdraw(ctx.account!, params.id, ctx.language),
  );
  registerEndpoint(app, api.deleteMyRelease, async ({ params }, ctx) => {
    await releases.remove(ctx.account!, params.id);
    return { ok: true as const };
  });
  registerEndpoint(app, api.getMySong, ({ params }, ctx) =>
    releases.getSong(ctx.account!, params.songId, ctx.language),
  );
  registerEndpoint(app, api.updateMySong, ({ params, body }, ctx) =>
    releases.updateSong(ctx.account!, params.songId, body, ctx.language),
  );
  registerEndpoint(app, api.checkAuthor, ({ body }, ctx) => releases.checkAuthor(ctx.account!, body, ctx.language));
  registerEndpoint(app, api.getAcknowledgement, ({ params }, ctx) =>
    releases.acknowledgement(ctx.account!, params.serviceId),
  );
  registerEndpoint(app, api.acknowledgeTerms, ({ params }, ctx) =>
    releases.acknowledge(ctx.account!, ctx.individual!.id, params.serviceId),
  );
}
