// The releases feature's inputs and dependencies, shared by its use-case files.
import type { releaseInputSchema, songInputSchema } from '@otodoke/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import type { IdentifierRanges } from './identifiers.ts';

/** A save request as the contract parses it (defaults filled). */
export type ReleaseInput = z.output<typeof releaseInputSchema>;
export type SongInput = z.output<typeof songInputSchema>;

export interface ReleasesDeps {
  db: Db;
  identifiers: IdentifierRanges;
  now?: () => Date;
}

/** What every use case of the feature is given: the dependencies, the clock filled in. */
export interface ReleasesContext {
  db: Db;
  identifiers: IdentifierRanges;
  now: () => Date;
}
