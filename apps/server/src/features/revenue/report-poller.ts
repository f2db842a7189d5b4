// Fetching sales reports from the stores: every store's `<outbox>/reports` over SFTP, on a schedule. Each file is
// streamed from the store into storage (never whole in memory), checked against the size the store lists (a cut
// transfer is never imported), imported from there, and removed from the store once it is recorded (imported, or
// recognised as imported before). A file that failed is left where it is and skipped while the store lists it
// unchanged (same size and time), so a broken file is not fetched again every round, while the store's corrected file
// under the same name is (a failed file never blocks the right one).

import type { ReportFile, StoreTransport } from '@otodoke/protocols/store-drop/store-delivery.ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { StoreDirectory } from '../../integrations/store-delivery/store-directory.ts';
import type { Db } from '../../platform/db/client.ts';
import { salesReportFailures } from '../../platform/db/schema.ts';
import { startTicker } from '../../platform/jobs/ticker.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { IngestService } from './ingest.service.ts';

export function createReportPoller(deps: {
  db: Db;
  transport: StoreTransport;
  directory: StoreDirectory;
  ingest: IngestService;
  storage: Storage;
  logger: Logger;
}) {
  const { db, transport, directory, ingest, storage, logger } = deps;

  /**
   * This very listing of the file failed for what it holds (a failure without a listing, an upload's or one of the
   * moment's, such as a lost database connection, does not count: the file is tried again).
   */
  async function failedBefore(storeId: string, file: ReportFile) {
    const [row] = await db
      .select({ id: salesReportFailures.id })
      .from(salesReportFailures)
      .where(
        and(
          eq(salesReportFailures.storeId, storeId),
          eq(salesReportFailures.fileName, file.name),
          eq(salesReportFailures.listedSize, file.size),
          file.modifiedMs === undefined
            ? isNull(salesReportFailures.listedModifiedMs)
            : eq(salesReportFailures.listedModifiedMs, file.modifiedMs),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  const poller = {
    /** Imports what one store has waiting; answers how many files were recorded. */
    async pollStore(storeId: string) {
      const contact = directory.find(storeId);
      if (!contact) return 0;
      let recorded = 0;
      for (const file of await transport.listReports(contact.endpoint)) {
        if (await failedBefore(storeId, file)) continue;
        const key = `sales-reports/downloads/${storeId}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
        try {
          const { bytes } = await transport.downloadReport(
            contact.endpoint,
            file.name,
            await storage.createWriteStream(key),
          );
          const stored = await storage.stat(key);
          if (bytes !== file.size || stored?.size !== file.size) {
            throw new Error(`${file.name}: ${stored?.size ?? 0} of ${file.size} bytes arrived`);
          }
          const result = await ingest.importReport({
            source: 'sftp',
            storeId,
            fileName: file.name,
            body: storage.createReadStream(key),
            listing: { size: file.size, modifiedMs: file.modifiedMs ?? null },
          });
          if (result.outcome === 'failed') continue;
        } finally {
          await storage.delete(key);
        }
        await transport.removeReport(contact.endpoint, file.name);
        recorded += 1;
      }
      return recorded;
    },

    /** Every store in turn; one store that cannot be reached does not stop the others. */
    async pollAll() {
      let recorded = 0;
      for (const storeId of directory.storeIds()) {
        try {
          recorded += await poller.pollStore(storeId);
        } catch (error) {
          logger.warn({ storeId, err: error }, 'sales reports could not be fetched');
        }
      }
      return recorded;
    },
  };
  return poller;
}

export type ReportPoller = ReturnType<typeof createReportPoller>;

/** Runs `pollAll` every `intervalMs` (never two rounds at once, in any worker process); returns the stop function. */
export function startReportTicker(db: Db, poller: ReportPoller, logger: Logger, intervalMs: number): () => void {
  return startTicker(() => poller.pollAll(), logger, intervalMs, 'sales report round failed', {
    db,
    name: 'sales-reports',
  });
}
