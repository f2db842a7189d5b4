// The distribution round the workers run every few seconds: automatic checks of submitted releases, the stores'
// outboxes, renewals. Each part is idempotent, and a lease in the database runs the round in one worker at a time.
import type { Db } from '../../platform/db/client.ts';
import { startTicker } from '../../platform/jobs/ticker.ts';
import type { Logger } from '../../platform/logger.ts';
import type { DeliveryService } from './delivery.service.ts';
import type { RenewalService } from './renewal.service.ts';
import type { ReviewService } from './review.service.ts';

export type DistributionRound = () => Promise<{ checked: number; applied: number; renewed: number }>;

export function distributionRound(deps: {
  review: ReviewService;
  delivery: DeliveryService;
  renewal: RenewalService;
}): DistributionRound {
  return async () => {
    const checked = await deps.review.runAutomaticChecks();
    const applied = await deps.delivery.pollAll();
    const renewed = await deps.renewal.sweep();
    return { checked, applied, renewed };
  };
}

/** Runs the round every `intervalMs` (never two at once, in any worker process); returns a stop function. */
export function startDistributionTicker(
  db: Db,
  round: DistributionRound,
  logger: Logger,
  intervalMs: number,
): () => void {
  return startTicker(round, logger, intervalMs, 'distribution round failed', { db, name: 'distribution' });
}
