// The Artist Guide's public routes (thin: the guide service answers).
import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { GuideService } from './guide.service.ts';

export function registerContentRoutes(app: FastifyInstance, deps: { guide: GuideService }) {
  const { guide } = deps;
  registerEndpoint(app, api.listGuideCategories, (_input, ctx) => guide.categories(ctx.language));
  registerEndpoint(app, api.listGuideTags, (_input, ctx) => guide.tags(ctx.language));
  registerEndpoint(app, api.listFeaturedGuideArticles, (_input, ctx) => guide.featured(ctx.language));
  registerEndpoint(app, api.listGuideCategoryArticles, ({ params, query }, ctx) =>
    guide.categoryArticles(params.categoryId, query, ctx.language),
  );
  registerEndpoint(app, api.getGuideArticle, ({ params }, ctx) => guide.article(params.id, ctx.language));
  registerEndpoint(app, api.searchGuideArticles, ({ query }, ctx) => guide.search(query, ctx.language));
}
