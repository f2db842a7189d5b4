// Where a simulated store leaves its sales reports: `/outbox/reports` of its SFTP folder (a subfolder, so the reader of
// acknowledgements and sale notices in `/outbox` never meets a big report). Remembers the last day it reported in
// `sales-reports.json` beside the store's catalogue, so a restart carries on and no day is reported twice.
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { addDays, type IsoDate, isIsoDate } from '@otodoke/domain';
import { tokyoDateOf } from './sales-model.ts';
import { salesReportFiles } from './sales-reports.ts';
import type { CatalogueEntry } from './store-catalogue.ts';
import type { SimulatedStoreAccount } from './store-ingest.ts';

/** The folder, inside the outbox, that holds the reports. */
export const REPORTS_FOLDER = 'reports';

export type SalesReportOutbox = {
  /** The last day reported; undefined until the first report. */
  reportedThrough(): IsoDate | undefined;
  /**
   * Writes the reports of the periods ending after the last day reported (the first time: from the day the first
   * release went on sale) through `through`; returns how many files it wrote.
   */
  produce(through: IsoDate, catalogue: readonly CatalogueEntry[]): Promise<number>;
};

type ReportState = { reportedThrough?: IsoDate };

async function readState(file: string): Promise<ReportState> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as ReportState;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

export async function openSalesReportOutbox(options: {
  readonly account: SimulatedStoreAccount;
  /** The store's folder: `files/outbox/reports` gets the reports, `tmp/` their unfinished copies. */
  readonly storeDir: string;
  readonly seed: string;
}): Promise<SalesReportOutbox> {
  const reportsDir = path.join(options.storeDir, 'files', 'outbox', REPORTS_FOLDER);
  const scratchDir = path.join(options.storeDir, 'tmp');
  const stateFile = path.join(options.storeDir, 'sales-reports.json');
  await Promise.all([reportsDir, scratchDir].map((dir) => mkdir(dir, { recursive: true })));
  const state = await readState(stateFile);

  async function save(reportedThrough: IsoDate): Promise<void> {
    state.reportedThrough = reportedThrough;
    const temporary = `${stateFile}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(state)}\n`);
    await rename(temporary, stateFile);
  }

  async function produce(through: IsoDate, catalogue: readonly CatalogueEntry[]): Promise<number> {
    if (!isIsoDate(through)) throw new Error(`sales reports are made through a date, not "${through}"`);
    const firstOnSale = catalogue.map((entry) => tokyoDateOf(entry.onSaleSince)).sort()[0];
    const from = state.reportedThrough ? addDays(state.reportedThrough, 1) : firstOnSale;
    if (!from || from > through) return 0;
    const files = salesReportFiles({ store: options.account, catalogue, from, to: through, seed: options.seed });
    for (const file of files) {
      // Written aside and renamed: a client never sees half a report. The same period always gives the same file, so
      // one written again after a crash before `save` replaces itself.
      const temporary = path.join(scratchDir, `${file.name}.${process.pid}.tmp`);
      await pipeline(Readable.from(file.chunks()), createWriteStream(temporary));
      await rename(temporary, path.join(reportsDir, file.name));
      await save(file.period.end);
    }
    await save(through);
    return files.length;
  }

  return { reportedThrough: () => state.reportedThrough, produce };
}
