// The words the sales report import is made of: a file to import, what the import needs, an import begun, a step.
import type { Readable } from 'node:stream';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { AccountReads } from './passed-reads.ts';

export type ImportSource = 'sftp' | 'upload';

export type ImportInput = {
  readonly source: ImportSource;
  readonly storeId: string;
  readonly fileName: string;
  /** The file's bytes; read once into storage. */
  readonly body: Readable;
  readonly uploadedBy?: number | null;
  /** Rates given with the file (an operator's upload), currency -> yen per unit; else the month's table. */
  readonly rates?: Readonly<Record<string, string>>;
  /** An imported report this file corrects (an operator's upload): its lines are reversed as this one comes in. */
  readonly replacesReportId?: number;
  /** How the store listed the file (SFTP): a failure is remembered for this listing, not for the name forever. */
  readonly listing?: { readonly size: number; readonly modifiedMs: number | null };
};

/** What an import needs; `stepLines`: lines per step of a large import; `accounts`: to join the releases' owners. */
export type IngestDeps = {
  readonly db: Db;
  readonly storage: Storage;
  readonly logger: Logger;
  readonly stepLines: number;
  readonly accounts: Pick<AccountReads, 'accountsJoinSql'>;
};

/** An import begun: its report row and batch, the rates it values lines by. */
export type Begun = {
  reportId: number;
  batchId: number;
  rates: Record<string, string>;
  /** The last line of the replaced report reversed so far: the last step reverses any filed since. */
  reversedThrough: string;
  /** What the steps filed so far (each step counts the rows its statements wrote): the report's totals at the end. */
  filed: { matched: number; unmatched: number; jpyMicros: bigint };
};

/** Runs one step of an import: in the one transaction of a small file, or in a short transaction of its own. */
export type RunStep = <T>(step: (tx: Executor) => Promise<T>) => Promise<T>;
