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
import type { ActingAccount, Language } from '../../platform/http/context.ts';
import { lastBuilt } from '../../platform/http/response-reuse.ts';
import type { ReleasesContext } from './release-types.ts';
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

/** A page of the account's releases with their main artists, kept until releases, songs or artists change. */
async function readPage(ctx: ReleasesContext, filter: repo.ListFilter) {
  const { db, artistCredits } = ctx;
  const page = await ctx.reads.remember(`releases:page:${JSON.stringify(filter)}`, async () => {
    const { rows, total } = await repo.listReleases(db, artistCredits, filter);
    const artists = await repo.mainArtistsOf(
      db,
      artistCredits,
      rows.map((r) => r.release.id),
    );
    return { rows, total, artists };
  });
  return page!;
}

/** The list and summary as sent, made once per kept read (and language) and then sent again while it is kept. */
const lastPages = lastBuilt<object, ReturnType<typeof presentPage>>();
const lastSummaries = lastBuilt<object, ReturnType<typeof presentSummary>>();

export async function listReleases(ctx: ReleasesContext, account: ActingAccount, query: ListQuery, language: Language) {
  const page = await readPage(ctx, {
    accountId: account.row.id,
    q: query.q || undefined,
    statusCodes: query.status_group ? releaseStatusCodesOf(query.status_group) : undefined,
    type: query.type,
    sortKey: query.sort_key,
    sortOrder: query.sort_order,
    page: query.page,
    limit: query.limit,
  });
  return lastPages(page, [language, query.page, query.limit], () => presentPage(page, query, language));
}

function presentPage(
  { rows, total, artists }: Awaited<ReturnType<typeof readPage>>,
  query: Pick<ListQuery, 'page' | 'limit'>,
  language: Language,
) {
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

export async function summariseReleases(ctx: ReleasesContext, account: ActingAccount) {
  const accountId = account.row.id;
  const rows = (await ctx.reads.remember(`releases:counts:${accountId}`, () =>
    repo.countByStatusAndType(ctx.db, accountId),
  ))!;
  return lastSummaries(rows, [], () => presentSummary(rows));
}

function presentSummary(rows: Awaited<ReturnType<typeof repo.countByStatusAndType>>) {
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
