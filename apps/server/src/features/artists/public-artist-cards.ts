// Artists as other features show them to the public (the content editor's embeds): those their accounts chose to show
// on the artist page, as a subquery the caller selects from or joins under an alias of its own (one round trip).
import { type SQL, sql } from 'drizzle-orm';
import { artists } from '../../platform/db/schema.ts';

/** Public artists: id, name_ja, name_en, name_kana, has_image (a boolean); their page is `/artists/{id}`. */
export function publicArtistCardsSql(): SQL {
  return sql`(select ${artists.id} as id, ${artists.nameJa} as name_ja, ${artists.nameEn} as name_en,
      ${artists.nameKana} as name_kana, ${artists.imageUploadId} is not null as has_image
    from ${artists}
    where ${artists.showOnArtistPage} and ${artists.archivedAt} is null and not ${artists.isVariousArtists})`;
}
