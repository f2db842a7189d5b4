import { WEB_ROUTES } from '@otodoke/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { ja } from '../i18n/ja.ts';
import { ROUTE_META } from './route-meta.ts';
import { shouldShowRouteProgress } from './route-progress.ts';

const metas = Object.values(ROUTE_META);

describe('route metadata', () => {
  it('covers every page of the contract with the same theme', () => {
    for (const route of WEB_ROUTES) {
      const meta = metas.find((item) => item.pattern === route.pattern);
      expect(meta, route.pattern).toBeDefined();
      expect(meta?.theme, route.pattern).toBe(route.theme);
    }
  });

  it('declares no page the server does not know (it would answer 404)', () => {
    const patterns = WEB_ROUTES.map((route) => route.pattern);
    for (const meta of metas) expect(patterns, meta.pattern).toContain(meta.pattern);
  });

  it('titles pages as the server does in <title>', () => {
    for (const route of WEB_ROUTES) {
      const meta = metas.find((item) => item.pattern === route.pattern);
      if (!meta) continue;
      expect(ja.routes[meta.title], route.pattern).toBe(route.title.ja);
      expect(en.routes[meta.title], route.pattern).toBe(route.title.en);
    }
  });
});

describe('route progress bar', () => {
  it('runs on route changes except from /artists to /artists', () => {
    expect(shouldShowRouteProgress('/', '/creators')).toBe(true);
    expect(shouldShowRouteProgress('/artists', '/dashboard')).toBe(true);
    expect(shouldShowRouteProgress('/artists', '/artists')).toBe(false);
  });
});
