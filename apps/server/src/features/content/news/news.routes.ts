// The news routes: the public API (thin: the news service answers) and the RSS and Atom feeds.
import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint.ts';
import type { NewsService } from './news.service.ts';
import { FEED_PATHS, FEED_TYPES, feedXml } from './news-feeds.ts';

export function registerNewsRoutes(
  app: FastifyInstance,
  deps: { news: NewsService; publicUrl: string; now: () => Date },
) {
  const { news } = deps;
  const base = deps.publicUrl.replace(/\/$/, '');
  registerEndpoint(app, api.listNews, ({ query }, ctx) => news.list(query, ctx.language));
  registerEndpoint(app, api.getNews, ({ params }, ctx) => news.item(params.id, ctx.language));
  for (const format of ['rss', 'atom'] as const) {
    app.get(FEED_PATHS[format], async (request, reply) => {
      const language = request.ctx.language;
      const items = await news.feedItems(language);
      return reply
        .type(`${FEED_TYPES[format]}; charset=utf-8`)
        .header('cache-control', 'public, max-age=300')
        .header('content-language', language)
        .header('vary', 'Cookie')
        .send(feedXml(format, { base, language, items, now: deps.now() }));
    });
  }
}
