// The dashboard's permanent side navigation, as far as other parts of the shell need to keep clear of it.

export const SIDE_NAV_WIDTH = 264;
/** Marks the permanent side navigation (shown from md up); the global layer's snackbar keeps to its right. */
export const SIDE_NAV_ATTRIBUTE = 'data-permanent-side-nav';
/** The snackbar's distance from the edges at desktop widths (MUI's own). */
export const SNACKBAR_EDGE = 24;

/**
 * Styles for the bottom-left snackbar at desktop widths: on a page with the permanent side navigation it starts past
 * the navigation instead of covering it; elsewhere it keeps MUI's place.
 */
export function snackbarClearOfSideNav(): Record<string, { left: number }> {
  return { [`body:has([${SIDE_NAV_ATTRIBUTE}]) &`]: { left: SIDE_NAV_WIDTH + SNACKBAR_EDGE } };
}
