// Assigning ISRCs from the account's (or the service's) registrant range and UPCs from the GS1 prefix pool.
import { AppError, buildIsrc, buildUpc, ISRC_DESIGNATIONS_PER_YEAR, japanDate, upcCapacity } from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import { takeNextNumber } from '../../platform/db/counters.ts';
import { isrcInUse, upcTaken } from './releases.repository.ts';

export interface IdentifierRanges {
  isrcPrefix: string;
  upcPrefixes: string[];
}

/** The next free code of the prefix's range this year; codes already on a song (typed in earlier) are skipped. */
export async function assignIsrc(tx: Executor, prefix: string, now: Date): Promise<string> {
  const { year } = japanDate(now);
  for (;;) {
    const sequence = await takeNextNumber(tx, 'isrc', prefix, year % 100);
    if (sequence >= ISRC_DESIGNATIONS_PER_YEAR) throw new AppError('SONG00006', { kind: 'isrc', prefix });
    const isrc = buildIsrc(prefix, year, sequence);
    if (!(await isrcInUse(tx, isrc))) return isrc;
  }
}

/** The next free code from the first prefix with room; codes a user typed in by hand are skipped. */
export async function assignUpc(tx: Executor, prefixes: readonly string[], releaseId: number): Promise<string> {
  for (const prefix of prefixes) {
    const capacity = upcCapacity(prefix);
    for (;;) {
      const sequence = await takeNextNumber(tx, 'upc', prefix, 0);
      if (sequence >= capacity) break;
      const upc = buildUpc(prefix, sequence)!;
      if (!(await upcTaken(tx, upc, releaseId))) return upc;
    }
  }
  throw new AppError('SONG00006', { kind: 'upc' });
}
