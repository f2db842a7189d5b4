// Releases and artists a body may embed: found by title or name for the editor, and described (title, artists, cover,
// public page) for rendering. Read through the releases and artists features' subqueries, never their tables.
import { RELEASE_STATUS, releaseStatusCodesOf } from '@otodoke/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { artistNamesJaSql, publicArtistCardsSql } from '../../artists/index.ts';
import { releaseArtistLinksSql, releasesJoinSql } from '../../releases/index.ts';

export type EmbedKind = 'release' | 'artist';

export interface EmbedFacts {
  kind: EmbedKind;
  id: number;
  title: string;
  artist: string;
  cover_url: string | null;
  link_path: string | null;
}

const ON_SALE = releaseStatusCodesOf('on_sale');
/** Releases that reached the stores: on sale, or delivered to all or some of them. */
const EMBEDDABLE = [
  ...ON_SALE,
  RELEASE_STATUS.distribution_allsuccess,
  RELEASE_STATUS.distribution_partsuccess,
] as number[];

const codes = (list: readonly number[]) =>
  sql.join(
    list.map((code) => sql`${code}`),
    sql`, `,
  );

function containsPattern(value: string): string {
  return `%${value.replaceAll(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

interface ReleaseRow {
  id: number;
  title: string;
  on_sale: boolean;
  artist: string | null;
  /** The first credited artist when it is public (its page shows the release and serves the artwork). */
  public_artist_id: number | null;
}

function releaseRows(db: Executor, where: SQL, limit: number): Promise<ReleaseRow[]> {
  const links = releaseArtistLinksSql(sql`r.id`);
  return selectRows<ReleaseRow>(
    db,
    sql`select r.id, r.title, r.status in (${codes(ON_SALE)}) as on_sale,
        ${artistNamesJaSql(links)} as artist,
        (select pa.id from ${links} l join ${publicArtistCardsSql()} pa on pa.id = l.artist_id
          order by l.position limit 1) as public_artist_id
      from ${releasesJoinSql()} r
      where r.status in (${codes(EMBEDDABLE)}) and ${where}
      order by r.requested_sale_start_date desc nulls last, r.id desc
      limit ${limit}`,
  );
}

function presentRelease(row: ReleaseRow): EmbedFacts {
  const artistId = row.public_artist_id;
  return {
    kind: 'release',
    id: row.id,
    title: row.title,
    artist: row.artist ?? '',
    cover_url: artistId && row.on_sale ? `/api/v2/artists/${artistId}/releases/${row.id}/artwork` : null,
    link_path: artistId ? `/artists/${artistId}` : null,
  };
}

interface ArtistRow {
  id: number;
  name_ja: string;
  name_en: string;
  has_image: boolean;
}

function artistRows(db: Executor, where: SQL, limit: number): Promise<ArtistRow[]> {
  return selectRows<ArtistRow>(
    db,
    sql`select pa.id, pa.name_ja, pa.name_en, pa.has_image from ${publicArtistCardsSql()} pa
      where ${where} order by pa.name_ja, pa.id limit ${limit}`,
  );
}

function presentArtist(row: ArtistRow): EmbedFacts {
  return {
    kind: 'artist',
    id: row.id,
    title: row.name_ja,
    artist: row.name_en && row.name_en !== row.name_ja ? row.name_en : '',
    cover_url: row.has_image ? `/api/v2/artists/${row.id}/image` : null,
    link_path: `/artists/${row.id}`,
  };
}

/** Releases (by title) and public artists (by any of their names) matching `q`. */
export async function searchEmbeds(
  db: Executor,
  query: { q: string; kind?: EmbedKind; limit: number },
): Promise<EmbedFacts[]> {
  const pattern = containsPattern(query.q);
  const [releases, artists] = await Promise.all([
    query.kind === 'artist' ? [] : releaseRows(db, sql`r.title ilike ${pattern}`, query.limit),
    query.kind === 'release'
      ? []
      : artistRows(
          db,
          sql`(pa.name_ja ilike ${pattern} or pa.name_en ilike ${pattern} or pa.name_kana ilike ${pattern})`,
          query.limit,
        ),
  ]);
  return [...artists.map(presentArtist), ...releases.map(presentRelease)].slice(0, query.limit);
}

/** The embed nodes of documents: kind and id of each `embed` node, at any depth. */
export function embedsIn(docs: unknown[]): { kind: EmbedKind; id: number }[] {
  const found = new Map<string, { kind: EmbedKind; id: number }>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { type, attrs, content } = node as { type?: unknown; attrs?: Record<string, unknown>; content?: unknown };
    if (type === 'embed' && (attrs?.kind === 'release' || attrs?.kind === 'artist') && Number.isSafeInteger(attrs.id)) {
      const id = attrs.id as number;
      if (id > 0 && id <= 2_147_483_647) found.set(`${attrs.kind}:${id}`, { kind: attrs.kind, id });
    }
    if (Array.isArray(content)) for (const child of content) visit(child);
  };
  for (const doc of docs) visit(doc);
  return [...found.values()];
}

/** What each embedded release and artist shows; those gone (or no longer public or on sale) are left out. */
export async function embedFacts(db: Executor, embeds: { kind: EmbedKind; id: number }[]): Promise<EmbedFacts[]> {
  const releaseIds = embeds.filter((embed) => embed.kind === 'release').map((embed) => embed.id);
  const artistIds = embeds.filter((embed) => embed.kind === 'artist').map((embed) => embed.id);
  const ids = (list: number[]) =>
    sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    );
  const [releases, artists] = await Promise.all([
    releaseIds.length === 0 ? [] : releaseRows(db, sql`r.id in (${ids(releaseIds)})`, releaseIds.length),
    artistIds.length === 0 ? [] : artistRows(db, sql`pa.id in (${ids(artistIds)})`, artistIds.length),
  ]);
  return [...releases.map(presentRelease), ...artists.map(presentArtist)];
}
