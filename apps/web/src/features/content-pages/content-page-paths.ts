// Which content page an address names: /jobs and /10th-anniversary by their stable names, /contents/:contentId by id.

/** The pages with an address of their own, by slug (the server's features/content/pages PAGE_PATHS). */
export const CONTENT_PAGE_PATHS: Readonly<Record<string, string>> = {
  jobs: '/jobs',
  '10th-anniversary': '/10th-anniversary',
};

/** The API key of the page an address shows (a slug or an id as text), or null when it names none. */
export function contentPageKey(pathname: string, contentId: string | undefined): string | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const slug = Object.entries(CONTENT_PAGE_PATHS).find(([, path]) => path === clean)?.[0];
  if (slug) return slug;
  if (contentId === undefined || !/^[1-9]\d{0,9}$/.test(contentId)) return null;
  return Number(contentId) <= 2_147_483_647 ? contentId : null;
}

/** The address a page is best shown at: its own when it has one, else /contents/{id}. */
export function contentPagePath(page: { id: number; slug: string | null }): string {
  return (page.slug ? CONTENT_PAGE_PATHS[page.slug] : undefined) ?? `/contents/${page.id}`;
}
