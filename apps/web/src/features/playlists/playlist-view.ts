// What the playlist pages compute without React: the page's sections (charts, playlists) and their reads, the cover
// mosaic of a playlist, its store links (https only), the operators' list edits and the editor's form values and body.
import { PLAYLIST_RELEASES_MAX, type PlaylistCategory } from '@otodoke/contract';

/** Playlists per page of /tcj_playlists, in each section. */
export const PLAYLISTS_PAGE_SIZE = 12;

/** The page's sections, charts first, each paged in the address under its own name (?chart_page=2&page=3). */
export const PLAYLIST_SECTIONS = [
  { category: 'chart', pageParam: 'chart_page' },
  { category: 'playlist', pageParam: 'page' },
] as const satisfies ReadonlyArray<{ category: PlaylistCategory; pageParam: string }>;

export type PlaylistSection = (typeof PLAYLIST_SECTIONS)[number];

/** A section's page number in the address: a whole number from 1, else 1 (as readPageParam reads ?page=). */
export function sectionPage(params: URLSearchParams, section: PlaylistSection): number {
  const page = Number(params.get(section.pageParam));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The query of a section's read: the page's own read and the server's prefetch both build it here (same SWR key). */
export function sectionQuery(params: URLSearchParams, section: PlaylistSection) {
  return { category: section.category, page: sectionPage(params, section), limit: PLAYLISTS_PAGE_SIZE };
}

/** The address with the section on page `page` (page 1 leaves the parameter out); the other section's page stays. */
export function withSectionPage(params: URLSearchParams, section: PlaylistSection, page: number): URLSearchParams {
  const copy = new URLSearchParams(params);
  if (page === 1) copy.delete(section.pageParam);
  else copy.set(section.pageParam, String(page));
  return copy;
}

/** Which sections show: those with playlists; headed only when both do (one alone is the whole page). */
export function shownSections<T extends { total: number }>(
  answers: ReadonlyArray<{ section: PlaylistSection; data: T }>,
): { sections: Array<{ section: PlaylistSection; data: T }>; headed: boolean } {
  const sections = answers.filter((answer) => answer.data.total > 0);
  return { sections, headed: sections.length > 1 };
}

/** How a chart's rank reads: the top three stand out. */
export const rankTier = (rank: number): 'top' | 'rest' => (rank <= 3 ? 'top' : 'rest');

/** A playlist's cover: one artwork, a 2×2 grid of the first four, or none. */
export type Mosaic = { kind: 'none' } | { kind: 'single'; urls: [string] } | { kind: 'grid'; urls: string[] };

export function mosaicOf(releases: ReadonlyArray<{ artworkUrl: string | null }>): Mosaic {
  const urls = releases.map((release) => release.artworkUrl).filter((url): url is string => Boolean(url));
  if (urls.length === 0) return { kind: 'none' };
  if (urls.length < 4) return { kind: 'single', urls: [urls[0]!] };
  return { kind: 'grid', urls: urls.slice(0, 4) };
}

export type StoreKey = 'spotify' | 'appleMusic' | 'youtube';

/** The playlist's store addresses that can be linked (https only, whatever the data says), in a fixed order. */
export function storeLinksOf(playlist: {
  spotifyUrl: string | null;
  appleMusicUrl: string | null;
  youtubeUrl: string | null;
}): Array<{ store: StoreKey; url: string }> {
  const links: Array<{ store: StoreKey; url: string | null }> = [
    { store: 'spotify', url: playlist.spotifyUrl },
    { store: 'appleMusic', url: playlist.appleMusicUrl },
    { store: 'youtube', url: playlist.youtubeUrl },
  ];
  return links.filter((link): link is { store: StoreKey; url: string } => {
    if (!link.url || !URL.canParse(link.url)) return false;
    return new URL(link.url).protocol === 'https:';
  });
}

/** The list with the item at `index` moved by `delta` places; the same list when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The list with `item` added at the end, unless one with its id is there or the list is full. */
export function withItem<T extends { id: number }>(items: readonly T[], item: T): T[] {
  if (items.some((each) => each.id === item.id) || items.length >= PLAYLIST_RELEASES_MAX) return [...items];
  return [...items, item];
}

export interface PlaylistFormValues {
  category: PlaylistCategory;
  titleJa: string;
  titleEn: string;
  descriptionJa: string;
  descriptionEn: string;
  spotifyUrl: string;
  appleMusicUrl: string;
  youtubeUrl: string;
}

export function playlistFormFrom(
  playlist?:
    | (Partial<Record<Exclude<keyof PlaylistFormValues, 'category'>, string | null>> & { category?: PlaylistCategory })
    | null,
): PlaylistFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    category: playlist?.category ?? 'playlist',
    titleJa: text(playlist?.titleJa),
    titleEn: text(playlist?.titleEn),
    descriptionJa: text(playlist?.descriptionJa),
    descriptionEn: text(playlist?.descriptionEn),
    spotifyUrl: text(playlist?.spotifyUrl),
    appleMusicUrl: text(playlist?.appleMusicUrl),
    youtubeUrl: text(playlist?.youtubeUrl),
  };
}

/** Texts trimmed; a blank store address is none. */
export function playlistBodyFrom(values: PlaylistFormValues) {
  const url = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    category: values.category,
    titleJa: values.titleJa.trim(),
    titleEn: values.titleEn.trim(),
    descriptionJa: values.descriptionJa.trim(),
    descriptionEn: values.descriptionEn.trim(),
    spotifyUrl: url(values.spotifyUrl),
    appleMusicUrl: url(values.appleMusicUrl),
    youtubeUrl: url(values.youtubeUrl),
  };
}

const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(playlistFormFrom()));

/** The form field under which an API field error (camelCase name) shows. */
export function playlistFieldOf(apiField: string): keyof PlaylistFormValues | null {
  return FORM_FIELDS.has(apiField) ? (apiField as keyof PlaylistFormValues) : null;
}
