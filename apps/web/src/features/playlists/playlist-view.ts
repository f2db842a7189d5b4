// What the playlist pages compute without React: the cover mosaic of a playlist, its store links (https only), the
// operators' list edits (move, add, remove) and the editor's form values and request body.
import { PLAYLIST_RELEASES_MAX } from '@otodoke/contract';

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
  titleJa: string;
  titleEn: string;
  descriptionJa: string;
  descriptionEn: string;
  spotifyUrl: string;
  appleMusicUrl: string;
  youtubeUrl: string;
}

export function playlistFormFrom(
  playlist?: Partial<Record<keyof PlaylistFormValues, string | null>> | null,
): PlaylistFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
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

/** Playlists per page of /tcj_playlists. */
export const PLAYLISTS_PAGE_SIZE = 12;
