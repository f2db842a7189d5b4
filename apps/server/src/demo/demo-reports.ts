// Sends the simulated stores' sales report files of the demo through the real importer (as an SFTP pick-up would),
// logging any the importer refuses; the number of files sent.
import { Readable } from 'node:stream';
import type { salesReportFiles } from '@otodoke/simulators/stores/sales-reports.ts';
import type { App } from '../app.ts';
import type { Logger } from '../platform/logger.ts';

export async function importDemoReports(
  app: App,
  logger: Logger,
  storeId: string,
  reports: ReturnType<typeof salesReportFiles>,
): Promise<number> {
  let files = 0;
  for (const file of reports) {
    const result = await app.revenue.ingest.importReport({
      source: 'sftp',
      storeId,
      fileName: file.name,
      body: Readable.from(file.chunks()),
    });
    if (result.outcome === 'failed')
      logger.warn({ file: file.name, reason: result.reason }, 'demo report not imported');
    files += 1;
  }
  return files;
}
