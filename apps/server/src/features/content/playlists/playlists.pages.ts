// What the HTML shell says of /tcj_playlists: its title and description, and the first published playlist's first
// cover as the link preview's image. The page itself is a fixed public route, so the sitemap lists it already.
import { WEB_ROUTES } from '@otodoke/contract';
import type { PageProvider } from '../../../platform/http/page-facts.ts';
import type { PlaylistsService } from './playlists.service.ts';

export const PLAYLISTS_PAGE = '/tcj_playlists';

const SUFFIX = / \| [^|]+$/;

export function playlistsPages(playlists: PlaylistsService): Record<string, PageProvider> {
  const route = WEB_ROUTES.find((each) => each.pattern === PLAYLISTS_PAGE);
  return {
    [PLAYLISTS_PAGE]: async ({ language }) => {
      const first = await playlists.listPublished({ page: 1, limit: 5 }, language);
      const image = first.items.flatMap((playlist) => playlist.releases).find((release) => release.artwork_url);
      const names = first.items.map((playlist) => playlist.title).join(language === 'en' ? ', ' : '、');
      const description = route?.description?.[language] ?? '';
      return {
        title: (route?.title[language] ?? 'Playlists').replace(SUFFIX, ''),
        description: names ? `${description} ${names}` : description,
        image: image?.artwork_url ?? null,
      };
    },
  };
}
