/** The top progress bar runs on route changes, except from /artists to /artists (spec 2). */
export function shouldShowRouteProgress(fromPath: string, toPath: string): boolean {
  return !(fromPath === '/artists' && toPath === '/artists');
}
