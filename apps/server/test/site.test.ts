// What crawlers and language switches read: /api/v2/langs, robots.txt and the sitemap with its hreflang pairs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../src/features/shell/site.routes.ts';
import { PUBLIC_URL, startTestService, type TestService } from './harness.ts';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

describe('/api/v2/langs', () => {
  it('names the languages in themselves, Japanese first and the default, signed out', async () => {
    const answer = await service.client('en').get('/api/v2/langs');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      items: [
        { code: 'ja', name: '日本語', is_default: true },
        { code: 'en', name: 'English', is_default: false },
      ],
    });
  });
});

describe('robots.txt', () => {
  it('keeps a service that is not production out of search engines', async () => {
    const answer = await service.client('ja').get('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.text).toBe('User-agent: *\nDisallow: /\n');
  });

  it('in production, keeps members, operators and the API out and names the sitemap', () => {
    const text = robotsTxt('https://otodoke.example', true);
    for (const path of ['/api/', '/admin', '/dashboard', '/member/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toContain('Disallow: /\n');
    expect(text).toContain('Sitemap: https://otodoke.example/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists every public page in each language with the pairs between them, and nothing for members', async () => {
    const answer = await service.client('ja').get('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    const xml = answer.text;
    expect(xml).toContain(`<loc>${PUBLIC_URL}/pricing</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/pricing?lang=en</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/pricing?lang=en"/>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    for (const hidden of ['/dashboard', '/admin', '/member/balance', '/maintenance', '/artists/:id']) {
      expect(xml).not.toContain(`<loc>${PUBLIC_URL}${hidden}</loc>`);
    }
  });

  it('escapes what a listed page brings and gives only the languages it exists in', () => {
    const xml = sitemapXml('https://otodoke.example', [
      { path: '/guide/articles/1?a=1&b=<2>', languages: ['ja'], updatedAt: new Date('2026-11-01T00:00:00Z') },
    ]);
    expect(xml).toContain('<loc>https://otodoke.example/guide/articles/1?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xml).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>');
    expect(xml).not.toContain('hreflang="en"');
  });
});
