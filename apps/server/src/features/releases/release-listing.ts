// The account's releases as lists and counts: the filtered, sorted list page and the summary by status group and type.
import {
  RELEASE_STATUS_GROUPS,
  RELEASE_TYPES,
  type ReleaseStatusGroup,
  type ReleaseType,
  releaseStatusCodesOf,
  releaseStatusGroup,
  releaseStatusName,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { ActingAccount, Language } from '../../platform/http/context.ts';
import type { ArtistCreditsJoin } from './release-types.ts';
import { presentListItem } from './releases.presenter.ts';
import * as repo from './releases.repository.ts';

export type ListQuery = {
  q?: string;
  status_group?: ReleaseStatusGroup;
  type?: ReleaseType;
  sort_key: repo.ListFilter['sortKey'];
  sort_order: 'asc' | 'desc';
  page: number;
  limit: number;
};

export async function listReleases(
  db: Executor,
  artistCredits: ArtistCreditsJoin,
  account: ActingAccount,
  query: ListQuery,
  language: Language,
) {
  const { rows, total } = await repo.listReleases(db, artistCredits, {
    accountId: account.row.id,
    q: query.q || undefined,
    statusCodes: query.status_group ? releaseStatusCodesOf(query.status_group) : undefined,
    type: query.type,
    sortKey: query.sort_key,
    sortOrder: query.sort_order,
    page: query.page,
    limit: query.limit,
  });
  const artists = await repo.mainArtistsOf(
    db,
    artistCredits,
    rows.map((r) => r.release.id),
  );
  return {
    items: rows.map((r) =>
      presentListItem(
        r.release,
        artists.filter((a) => a.releaseId === r.release.id).map((a) => a.artist),
        r.songCount,
        r.artworkStatus === 'accepted',
        language,
      ),
    ),
    total,
    page: query.page,
    limit: query.limit,
  };
}

export async function summariseReleases(db: Executor, account: ActingAccount) {
  const rows = await repo.countByStatusAndType(db, account.row.id);
  const byGroup = Object.fromEntries(RELEASE_STATUS_GROUPS.map((g) => [g, 0])) as Record<ReleaseStatusGroup, number>;
  const byType = Object.fromEntries(RELEASE_TYPES.map((t) => [t, 0])) as Record<ReleaseType, number>;
  let total = 0;
  for (const row of rows) {
    const name = releaseStatusName(row.status);
    const n = Number(row.n);
    if (name) byGroup[releaseStatusGroup(name)] += n;
    if (row.type in byType) byType[row.type as ReleaseType] += n;
    total += n;
  }
  return { total, by_group: byGroup, by_type: byType };
}
