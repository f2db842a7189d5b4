// Where an account stands in its first steps (the dashboard's panel), from its artist count and its releases'
// statuses: one grouped query over the releases.
import { type FirstStepView, firstStepsOf, releaseStatusName } from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import { countByStatusWithNewest } from './releases.repository.ts';

export async function firstStepsOfAccount(
  db: Executor,
  accountId: number,
  artistCount: number,
): Promise<{ steps: FirstStepView[]; isComplete: boolean }> {
  const rows = await countByStatusWithNewest(db, accountId);
  const releases = rows.flatMap((row) => {
    const status = releaseStatusName(row.status);
    return status ? [{ status, count: Number(row.n), newestId: Number(row.newestId) }] : [];
  });
  return firstStepsOf({ artistCount, releases });
}
