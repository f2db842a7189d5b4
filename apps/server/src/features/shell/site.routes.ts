// What crawlers and language switches ask the site for: the languages it speaks (/api/v2/langs), robots.txt, and a
// sitemap of every public page (the fixed public routes and what capabilities list: articles, artists), each with
// its address per language and the hreflang pairs between them.
import * as api from '@otodoke/contract';
import { WEB_ROUTES } from '@otodoke/contract';
import { type Language, SUPPORTED_LANGUAGES } from '@otodoke/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { ListedPage, PageProviders } from '../../platform/http/page-facts.ts';
import { escapeHtml as escapeXml } from './html-shell.ts';

const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { ja: '日本語', en: 'English' };
const DEFAULT_LANGUAGE: Language = 'ja';
/** Pages for members and operators, and the API: nothing a search engine should list. */
const NOT_FOR_CRAWLERS = ['/api/', '/admin', '/dashboard', '/member/', '/creators/dashboard', '/preview/'];
/** Public routes that are steps of a flow, not pages to list. */
const UNLISTED = new Set(['/maintenance', '/creators/validate-google-auth', '/dashboard/validate-google-auth']);

/** The public routes without parameters, the pages every installation has. */
export function fixedPublicPages(): ListedPage[] {
  return WEB_ROUTES.filter(
    (route) => route.access === 'public' && !route.pattern.includes(':') && !UNLISTED.has(route.pattern),
  ).map((route) => ({ path: route.pattern, languages: SUPPORTED_LANGUAGES }));
}

function addressIn(base: string, path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? `${base}${path}` : `${base}${path}?lang=${language}`;
}

export function sitemapXml(base: string, pages: readonly ListedPage[]): string {
  const entries = pages.flatMap((page) =>
    page.languages.map((language) => {
      const links = page.languages.map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(addressIn(base, page.path, other))}"/>`,
      );
      const modified = page.updatedAt ? [`    <lastmod>${page.updatedAt.toISOString()}</lastmod>`] : [];
      return [
        '  <url>',
        `    <loc>${escapeXml(addressIn(base, page.path, language))}</loc>`,
        ...modified,
        ...links,
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(base: string, isProduction: boolean): string {
  // Anything but the production service (a demo, a staging copy) stays out of search engines altogether.
  if (!isProduction) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

export function registerSiteRoutes(
  app: FastifyInstance,
  deps: { publicUrl: string; isProduction: boolean; pages: PageProviders },
) {
  const base = deps.publicUrl.replace(/\/$/, '');
  registerEndpoint(app, api.listLanguages, async () => ({
    items: SUPPORTED_LANGUAGES.map((code) => ({
      code,
      name: LANGUAGE_NAMES[code],
      is_default: code === DEFAULT_LANGUAGE,
    })),
  }));
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(base, deps.isProduction)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = [...fixedPublicPages(), ...(await deps.pages.listed())];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(sitemapXml(base, pages));
  });
}
