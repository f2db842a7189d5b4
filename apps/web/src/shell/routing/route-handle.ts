// A page's theme and title, from its entry in WEB_ROUTES (the one place they are written): the router's handles.
import { WEB_ROUTES, type WebRoute } from '@otodoke/contract/routes';
import type { ThemeName } from '../../app/constants.ts';

export interface RouteHandle {
  theme: ThemeName;
  /** The document title per language; null on the not-found page (its title is the core catalog's routes.notFound). */
  title: WebRoute['title'] | null;
}

/** The WEB_ROUTES entry of a pattern; a page the server does not know would answer 404, so it is refused here. */
export function webRouteOf(pattern: string): WebRoute {
  const route = WEB_ROUTES.find((each) => each.pattern === pattern);
  if (!route) throw new Error(`${pattern} is not a page of WEB_ROUTES (packages/contract/src/routes.ts)`);
  return route;
}

export function handleOf(pattern: string): RouteHandle {
  const { theme, title } = webRouteOf(pattern);
  return { theme, title };
}

export const NOT_FOUND_HANDLE: RouteHandle = { theme: 'light', title: null };
