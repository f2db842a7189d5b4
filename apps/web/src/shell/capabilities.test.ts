import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_ROUTES } from '@otodoke/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminToolCatalogs } from '../app/admin-registry.ts';
import type { Capability } from '../app/capability.ts';
import { en } from '../app/i18n/en.ts';
import { ja } from '../app/i18n/ja.ts';
import { loadFeatureCatalogs } from './feature-catalogs.ts';
import { CAPABILITIES as LIST } from './features.ts';
import { DASHBOARD_NAV_ENTRIES, dashboardNavIcon, loadDashboardNavIcons } from './layouts/nav-entries.ts';
import { catalogsOf, createRoutes } from './routing/router.tsx';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const CAPABILITIES: readonly Capability[] = LIST;
const [featuresJa, featuresEn] = await Promise.all([loadFeatureCatalogs('ja'), loadFeatureCatalogs('en')]);
const served = CAPABILITIES.flatMap((capability) =>
  (capability.routes ?? []).map((route) => ({ capability: capability.name, pattern: route.pattern })),
);

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(strings);
}

/** Every route object of the tree with its chain of ancestors. */
function flatten(
  routes: RouteObject[],
  parents: RouteObject[] = [],
): Array<{ route: RouteObject; parents: RouteObject[] }> {
  return routes.flatMap((route) => [{ route, parents }, ...flatten(route.children ?? [], [...parents, route])]);
}

describe('capabilities and WEB_ROUTES', () => {
  it('serves every page of WEB_ROUTES by exactly one feature route', () => {
    for (const route of WEB_ROUTES) {
      const by = served.filter((each) => each.pattern === route.pattern).map((each) => each.capability);
      expect(by, route.pattern).toHaveLength(1);
    }
  });

  it('declares no page the server does not know (it would answer 404)', () => {
    const patterns = WEB_ROUTES.map((route) => route.pattern);
    for (const { capability, pattern } of served) expect(patterns, `${capability}: ${pattern}`).toContain(pattern);
  });

  it('names each capability once, after its folder', () => {
    const names = CAPABILITIES.map((capability) => capability.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names.filter((each) => each !== 'shell')) {
      expect(existsSync(path.join(SRC, 'features', name, 'capability.ts')), name).toBe(true);
    }
    for (const capability of CAPABILITIES) {
      for (const used of capability.uses ?? []) expect(names, `${capability.name} uses ${used}`).toContain(used);
    }
  });

  it('gives every side navigation item an icon that loads', async () => {
    await loadDashboardNavIcons();
    for (const entry of DASHBOARD_NAV_ENTRIES) expect(dashboardNavIcon(entry), entry.to).toBeDefined();
  });

  it('puts each page under the layout its access calls for, with its theme and title from WEB_ROUTES', () => {
    const tree = flatten(createRoutes(CAPABILITIES));
    for (const route of WEB_ROUTES) {
      const path = route.pattern === '/' ? undefined : route.pattern.slice(1);
      const found = tree.find((each) => (path === undefined ? each.route.index === true : each.route.path === path));
      expect(found, route.pattern).toBeDefined();
      expect(found?.route.handle, route.pattern).toEqual({ theme: route.theme, title: route.title });
      // Public pages: the public layout (the first branch); signed-in: the dashboard gate; admin: the guards.
      const branch = found?.parents[2];
      const depth = found?.parents.length;
      if (route.access === 'public') expect(branch?.lazy, route.pattern).toBeUndefined();
      if (route.access === 'signed-in') expect(depth, route.pattern).toBe(3);
      if (route.access === 'admin') expect(depth, route.pattern).toBe(5);
    }
  });
});

describe('page titles', () => {
  it('are written once: in WEB_ROUTES, never again in a catalog', () => {
    expect(Object.keys(ja.routes)).toEqual(['notFound']);
    expect(Object.keys(en.routes)).toEqual(['notFound']);
    const titles = new Set(WEB_ROUTES.flatMap((route) => [route.title.ja, route.title.en]));
    for (const text of strings([ja, en, featuresJa, featuresEn])) expect(titles.has(text), text).toBe(false);
  });
});

describe('feature catalogs', () => {
  it('gives each feature its own catalog namespace, clear of the core catalog', () => {
    const namespaces = CAPABILITIES.flatMap((capability) =>
      capability.catalogs ? [capability.catalogs.namespace] : [],
    );
    expect(new Set(namespaces).size).toBe(namespaces.length);
    for (const namespace of namespaces) expect(Object.keys(ja), namespace).not.toContain(namespace);
    expect(Object.keys(featuresJa).sort()).toEqual([...namespaces].sort());
    expect(Object.keys(featuresEn).sort()).toEqual([...namespaces].sort());
  });

  // A page's texts load with it: every feature text its code (and the code it imports) names must be in the
  // catalogs of its capability and of the features it declares it uses, or the page would show keys.
  const byNamespace = new Map(
    CAPABILITIES.flatMap((capability) =>
      capability.catalogs ? [[capability.catalogs.namespace, capability.name]] : [],
    ),
  );
  // (`artists.fields` and `releases.fields` are query parameters of the API, not texts.)
  const keyPattern = new RegExp(`['"\`](${[...byNamespace.keys()].join('|')})\\.(?!fields['"\`])[A-Za-z]`, 'g');

  /** The feature namespaces named by a file and everything it imports (and, with `lazy`, loads). */
  function namespacesFrom(start: string, lazy = true): Set<string> {
    const found = new Set<string>();
    const seen = new Set<string>();
    const pending = [start];
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const relative = path.relative(SRC, file);
      if (/(^|\/)catalog\.\w+\.ts$|\.test\.tsx?$/.test(relative)) continue;
      // A feature's tools on the operators' console load with their own texts (checked below), not its pages'.
      if (file !== start && /\/admin\/sections\.ts$/.test(relative)) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(keyPattern)) found.add(match[1] as string);
      const imports = lazy ? /(?:from|import\()\s*'(\.[^']+)'/g : /from\s*'(\.[^']+)'/g;
      for (const match of text.matchAll(imports)) {
        const target = path.resolve(path.dirname(file), match[1] as string);
        if (existsSync(target)) pending.push(target);
      }
    }
    return found;
  }

  it("loads with each page the texts of every feature the page's code shows", () => {
    for (const capability of CAPABILITIES.filter((each) => each.name !== 'shell' && each.routes?.length)) {
      const loaded = catalogsOf(capability);
      const used = namespacesFrom(path.join(SRC, 'features', capability.name, 'capability.ts'));
      for (const namespace of used) {
        expect(loaded, `${capability.name} shows ${namespace} texts`).toContain(byNamespace.get(namespace));
      }
    }
  });

  it("loads with each of the console's tools the texts of every feature the tool's code shows", () => {
    for (const capability of CAPABILITIES) {
      for (const entry of capability.adminSections ?? []) {
        const folder = path.join(SRC, 'features', capability.name);
        const file = [path.join(folder, 'admin', `${entry.name}.tsx`), path.join(folder, `${entry.name}.tsx`)].find(
          (each) => existsSync(each),
        );
        expect(file, `${capability.name}: ${entry.name}`).toBeDefined();
        const loaded = adminToolCatalogs(capability.name, entry);
        for (const namespace of namespacesFrom(file as string)) {
          expect(loaded, `${entry.name} shows ${namespace} texts`).toContain(byNamespace.get(namespace));
        }
      }
    }
  });

  it('keeps the layouts and the shell free of feature texts (they load with no page)', () => {
    const files = [
      'shell/layouts/DashboardLayout.tsx',
      'shell/layouts/PublicLayout.tsx',
      'shell/routing/AppShell.tsx',
      'shell/routing/DashboardRouteGate.tsx',
      'shell/routing/RequireAdmin.tsx',
      // Loaded by the dashboard layout during a takeover.
      'features/admin/TakeoverBanner.tsx',
    ];
    for (const file of files) expect([...namespacesFrom(path.join(SRC, file), false)], file).toEqual([]);
  });
});
