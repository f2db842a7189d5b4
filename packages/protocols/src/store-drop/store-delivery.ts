// How releases reach a store: DDEX batches over SFTP, and what the store tells back through its outbox.
// `sftp-transport.ts` is the real client (ssh2-sftp-client); `simulator.ts` is the store simulator it talks to by
// default. The delivery feature (features/distribution) knows only this file.
import type { Readable, Writable } from 'node:stream';

/** Where and as whom one store is reached. */
export type StoreEndpoint = {
  readonly storeId: string;
  readonly host: string;
  readonly port: number;
  readonly username: string;
  readonly password?: string;
  readonly privateKey?: string;
  /** The store's drop folder for batches, e.g. `/inbox`. */
  readonly inboxPath: string;
  /** Where the store leaves acknowledgements and sale notices, e.g. `/outbox`; its sales reports are in `reports/`. */
  readonly outboxPath: string;
};

/** One file of a batch: its path inside the batch folder and where its bytes come from. */
export type BatchFile = {
  readonly path: string;
  readonly size: number;
  readonly open: () => Readable;
};

/**
 * One DDEX batch (SFTP batch profile): `<batchId>/<ICPN>/<ICPN>.xml`, `<batchId>/<ICPN>/resources/...`, then the
 * manifest `<batchId>/BatchComplete_<batchId>.xml` written last, which tells the store the batch is whole.
 */
export type DeliveryBatch = {
  readonly batchId: string;
  readonly files: readonly BatchFile[];
  readonly manifest: { readonly name: string; readonly contents: string };
};

/** A file the store left in its outbox. */
export type OutboxFile = { readonly name: string; readonly contents: string };

/** A sales report waiting in the store's `<outboxPath>/reports`: read it with `downloadReport`. */
/** A report file as the store lists it; `modifiedMs` when the listing says when it was last written. */
export type ReportFile = { readonly name: string; readonly size: number; readonly modifiedMs?: number };

export interface StoreTransport {
  /**
   * Uploads the batch: every file (a file already there with the same size is skipped, so a retried batch resumes),
   * then the manifest. Throws on a connection or permission failure; the caller retries.
   */
  sendBatch(endpoint: StoreEndpoint, batch: DeliveryBatch): Promise<{ bytesSent: number }>;
  /** Files in the store's outbox, oldest first, at most `limit`. */
  readOutbox(endpoint: StoreEndpoint, limit?: number): Promise<OutboxFile[]>;
  /** Removes files the service has recorded, so they are not read again. */
  removeFromOutbox(endpoint: StoreEndpoint, names: readonly string[]): Promise<void>;
  /** The sales report files in `<outboxPath>/reports`, oldest first; none when the store has no such folder. */
  listReports(endpoint: StoreEndpoint): Promise<ReportFile[]>;
  /**
   * Streams a report file into `destination` (never whole in memory), ends it, and resolves once `destination` has
   * finished with every byte the store has; rejects when the file is missing or the transfer stops short. A failed
   * download leaves `destination` destroyed: download again into a new one.
   */
  downloadReport(endpoint: StoreEndpoint, name: string, destination: Writable): Promise<{ bytes: number }>;
  /** Removes a report the service has imported; one already gone is fine. */
  removeReport(endpoint: StoreEndpoint, name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * What the store says about one delivered message, read from its outbox. `ack`: the batch's message was ingested
 * (or refused, with DDEX ErncFileStatus values); `on_sale` / `taken_down`: the release's state in the store changed.
 */
export type StoreNotice =
  | {
      readonly kind: 'ack';
      readonly messageId: string;
      readonly icpn: string;
      readonly status: string; // ErncFileStatus: FileOK, NewReleaseMessageInvalid, ResourceCorrupt, ...
      readonly isAccepted: boolean;
      readonly reason: string;
      readonly at: string;
    }
  | { readonly kind: 'on_sale' | 'taken_down'; readonly messageId: string; readonly icpn: string; readonly at: string };
