// The releases feature's inputs and dependencies, shared by its use-case files.
import type { releaseInputSchema, songInputSchema } from '@otodoke/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { ReadCache } from '../../platform/db/read-cache.ts';
import type { ArtistCreditsJoin } from './artist-credits.ts';
import type { IdentifierRanges } from './identifiers.ts';

export type { ArtistCreditsJoin } from './artist-credits.ts';

/** A save request as the contract parses it (defaults filled). */
export type ReleaseInput = z.output<typeof releaseInputSchema>;
export type SongInput = z.output<typeof songInputSchema>;

/**
 * What the feature reads of a release's payment orders (billing's tables): passed in by the capability, for billing
 * imports this feature.
 */
export interface ReleasePaymentOrders {
  /** The status the release's latest payment order started from (null when it has none). */
  lastStatusBefore(tx: Executor, releaseId: number): Promise<number | null>;
}

export interface ReleasesDeps {
  db: Db;
  identifiers: IdentifierRanges;
  paymentOrders: ReleasePaymentOrders;
  artistCredits: ArtistCreditsJoin;
  now?: () => Date;
  /** Keeps the list pages and the summary until the tables they read change; nothing kept when not given. */
  reads?: Pick<ReadCache, 'remember'>;
}

/** What every use case of the feature is given: the dependencies, the clock filled in. */
export interface ReleasesContext {
  db: Db;
  identifiers: IdentifierRanges;
  paymentOrders: ReleasePaymentOrders;
  artistCredits: ArtistCreditsJoin;
  now: () => Date;
  reads: Pick<ReadCache, 'remember'>;
}
