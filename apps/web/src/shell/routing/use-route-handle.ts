// The handle (theme and title) of the page being shown.
import { useMatches } from 'react-router';
import { DEFAULT_THEME } from '../../app/constants.ts';
import type { RouteHandle } from './route-handle.ts';

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'theme' in value && 'title' in value;
}

/** The handle of the deepest matched route that declares one (theme and title of the page). */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { theme: DEFAULT_THEME, title: null };
}
