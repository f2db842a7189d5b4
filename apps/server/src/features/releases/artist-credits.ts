// The artists a release credits, as the feature reads them: the artists feature's table, through a subquery that
// feature builds and the capability passes in (`needs`), for the artists feature imports this one.
import type { Subquery } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client.ts';

/** An artists column of the type `T` (not null unless `N` is false), as the artists feature's subquery gives it. */
type ArtistColumn<T, N extends boolean = true> = AnyPgColumn<{
  data: T;
  notNull: N;
  hasDefault: boolean;
  isPrimaryKey: boolean;
  isAutoincrement: boolean;
  hasRuntimeDefault: boolean;
}>;

/**
 * Artists as a subquery to join, aliased `alias` (features/artists builds it over its table: passed in by the
 * capability, for the artists feature imports this one).
 */
export type ArtistCreditsJoin = (
  db: Executor,
  alias?: string,
) => Subquery<string, ArtistCreditColumns> & ArtistCreditColumns;

type ArtistCreditColumns = {
  id: ArtistColumn<number>;
  accountId: ArtistColumn<number>;
  nameJa: ArtistColumn<string>;
  nameEn: ArtistColumn<string>;
  nameKana: ArtistColumn<string>;
  isVariousArtists: ArtistColumn<boolean>;
  archivedAt: ArtistColumn<Date, false>;
};
