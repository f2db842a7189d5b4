// A periodic round of work in this process: every `intervalMs`, never two rounds at once; a failed round is logged
// and the next one runs as usual. Returns the stop function.
import type { Logger } from '../logger.ts';

export function startTicker(
  round: () => Promise<unknown>,
  logger: Logger,
  intervalMs: number,
  failure: string,
): () => void {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    round()
      .catch((error: unknown) => logger.warn({ err: error }, failure))
      .finally(() => {
        isRunning = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
