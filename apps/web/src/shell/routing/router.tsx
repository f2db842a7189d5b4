// The route table, built from the capabilities: each page goes under the layout its WEB_ROUTES access calls for.
// Landing, maintenance and 404 are in the app chunk; every other page, its feature's texts and the dashboard
// layout are separate chunks loaded on navigation (route-level lazy loading), so `/` stays small.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Capability, PageRoute } from '../../app/capability.ts';
import { NotFoundPage } from '../../app/errors/NotFoundPage.tsx';
import { loadCatalogs } from '../../app/i18n/i18n.ts';
import { InitialLoading } from '../../ui/InitialLoading.tsx';
import { loadDashboardNavIcons } from '../layouts/nav-entries.ts';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { AppShell } from './AppShell.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { handleOf, NOT_FOUND_HANDLE, webRouteOf } from './route-handle.ts';

/** Loads a module and renders its named component export. */
function lazyComponent<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/** A route that renders the dashboard layout: its side navigation's icons load with it. */
function withNavIcons(load: () => Promise<{ Component: ComponentType }>) {
  return async () => (await Promise.all([load(), loadDashboardNavIcons()]))[0];
}

const requireSignedIn = lazyComponent(() => import('./RequireSignedIn.tsx'), 'RequireSignedIn');
const requireAdmin = lazyComponent(() => import('./RequireAdmin.tsx'), 'RequireAdmin');
const dashboardLayout = withNavIcons(lazyComponent(() => import('../layouts/DashboardLayout.tsx'), 'DashboardLayout'));
const dashboardRouteGate = withNavIcons(lazyComponent(() => import('./DashboardRouteGate.tsx'), 'DashboardRouteGate'));

/** The features whose texts a capability's pages show: its own and those it uses. */
export function catalogsOf(capability: Capability): string[] {
  return [capability.name, ...(capability.uses ?? [])];
}

/** One page: its handle from WEB_ROUTES, and its code loaded together with its texts (no flash of keys). */
function pageRoute(route: PageRoute, capability: Capability): RouteObject {
  const handle = handleOf(route.pattern);
  const place = route.pattern === '/' ? { index: true as const } : { path: route.pattern.slice(1) };
  if (route.Component) return { ...place, handle, Component: route.Component };
  const { page } = route;
  const catalogs = catalogsOf(capability);
  return {
    ...place,
    handle,
    lazy: async () => {
      const [loaded] = await Promise.all([page(), loadCatalogs(catalogs)]);
      return loaded;
    },
  };
}

/** The capabilities' pages with the given access, in the order of the list. */
function pagesWith(capabilities: readonly Capability[], access: 'public' | 'signed-in' | 'admin'): RouteObject[] {
  return capabilities.flatMap((capability) =>
    (capability.routes ?? [])
      .filter((route) => webRouteOf(route.pattern).access === access)
      .map((route) => pageRoute(route, capability)),
  );
}

export function createRoutes(capabilities: readonly Capability[]): RouteObject[] {
  const other = capabilities
    .flatMap((each) => each.routes ?? [])
    .filter((route) => {
      const { access } = webRouteOf(route.pattern);
      return access !== 'public' && access !== 'signed-in' && access !== 'admin';
    });
  if (other.length > 0) throw new Error(`No layout for ${other.map((route) => route.pattern).join(', ')}`);
  return [
    {
      Component: AppShell,
      HydrateFallback: InitialLoading,
      children: [
        {
          ErrorBoundary: RouteErrorBoundary,
          children: [
            {
              Component: PublicLayout,
              children: [
                ...pagesWith(capabilities, 'public'),
                { path: '*', handle: NOT_FOUND_HANDLE, Component: NotFoundPage },
              ],
            },
            {
              // Signed in: the dashboard layout. Signed out: only a password-reset link opens (in the public layout).
              lazy: dashboardRouteGate,
              children: pagesWith(capabilities, 'signed-in'),
            },
            {
              lazy: requireSignedIn,
              children: [
                {
                  lazy: requireAdmin,
                  children: [{ lazy: dashboardLayout, children: pagesWith(capabilities, 'admin') }],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
