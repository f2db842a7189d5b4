// What one simulated store remembers, in memory and in its `catalogue.json`: its releases and their sale state, the
// messages it has acknowledged (so a message is ingested once), the batches it has finished, and the sale notices
// still to send. Written whole to a temporary file and renamed, so a crash leaves the previous state.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ErnParty } from '@otodoke/protocols/ddex/ern-types.ts';
import type { ErncFileStatus, SaleStatus } from '@otodoke/protocols/store-drop/store-notice.ts';

/** What is (or was) on sale in a store: the seam the sales report generator reads. */
export type CatalogueEntry = {
  readonly icpn: string;
  readonly isrcs: readonly string[];
  /** The message that put the release on sale or last updated it. */
  readonly messageId: string;
  readonly onSaleSince: string;
  readonly takenDownAt?: string;
};

export type ReleaseState = {
  icpn: string;
  isrcs: string[];
  messageId: string;
  status: 'queued' | 'on_sale' | 'taking_down' | 'taken_down';
  onSaleSince?: string;
  takenDownAt?: string;
  /** The immersive edition files the store holds of the release, by URI with their MD5. */
  immersiveFiles?: Record<string, string>;
};

export type AcknowledgedMessage = {
  readonly messageId: string;
  readonly batchId: string;
  readonly icpn: string;
  readonly status: ErncFileStatus;
  readonly at: string;
};

/** A sale status notice the store will write when its time comes. */
export type PendingNotice = {
  /** The service the notice goes to (the sender of the message that caused it). */
  readonly service: ErnParty;
  readonly icpn: string;
  readonly isrcs: readonly string[];
  readonly messageId: string;
  readonly status: SaleStatus;
  readonly dueAt: string;
};

type StoreState = {
  releases: ReleaseState[];
  acknowledged: Record<string, AcknowledgedMessage>;
  completedBatches: string[];
  pendingNotices: PendingNotice[];
};

export type StoreCatalogue = {
  release(icpn: string): ReleaseState | undefined;
  putRelease(release: ReleaseState): void;
  acknowledgement(messageId: string): AcknowledgedMessage | undefined;
  recordAcknowledgement(acknowledged: AcknowledgedMessage): void;
  isBatchDone(batchId: string): boolean;
  markBatchDone(batchId: string): void;
  pendingNotices(): readonly PendingNotice[];
  addPendingNotice(notice: PendingNotice): void;
  /** Drops the pending notices about a release (all of them, or those of one status). */
  cancelPendingNotices(icpn: string, status?: SaleStatus): void;
  removePendingNotice(notice: PendingNotice): void;
  /** Releases that are or were on sale, oldest first. */
  entries(): CatalogueEntry[];
  /** Writes the state to disk; calls are serialised. */
  save(): Promise<void>;
};

function emptyState(): StoreState {
  return { releases: [], acknowledged: {}, completedBatches: [], pendingNotices: [] };
}

async function readState(file: string): Promise<StoreState> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<StoreState>;
  return { ...emptyState(), ...parsed };
}

/** Opens (or starts) the catalogue kept in `file`. */
export async function openStoreCatalogue(file: string): Promise<StoreCatalogue> {
  await mkdir(path.dirname(file), { recursive: true });
  const state = await readState(file);
  const releases = new Map(state.releases.map((release) => [release.icpn, release]));
  const completedBatches = new Set(state.completedBatches);
  let pendingNotices = [...state.pendingNotices];
  let saving: Promise<void> = Promise.resolve();

  async function write(): Promise<void> {
    const snapshot: StoreState = {
      releases: [...releases.values()],
      acknowledged: state.acknowledged,
      completedBatches: [...completedBatches],
      pendingNotices,
    };
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(snapshot, null, 2)}\n`);
    await rename(temporary, file);
  }

  return {
    release: (icpn) => releases.get(icpn),
    putRelease: (release) => {
      releases.set(release.icpn, release);
    },
    acknowledgement: (messageId) => state.acknowledged[messageId],
    recordAcknowledgement: (acknowledged) => {
      state.acknowledged[acknowledged.messageId] = acknowledged;
    },
    isBatchDone: (batchId) => completedBatches.has(batchId),
    markBatchDone: (batchId) => {
      completedBatches.add(batchId);
    },
    pendingNotices: () => pendingNotices,
    addPendingNotice: (notice) => {
      pendingNotices = [...pendingNotices, notice];
    },
    cancelPendingNotices: (icpn, status) => {
      pendingNotices = pendingNotices.filter((notice) => notice.icpn !== icpn || (status && notice.status !== status));
    },
    removePendingNotice: (notice) => {
      pendingNotices = pendingNotices.filter((candidate) => candidate !== notice);
    },
    entries: () =>
      [...releases.values()]
        .filter((release) => release.onSaleSince)
        .map((release) => ({
          icpn: release.icpn,
          isrcs: [...release.isrcs],
          messageId: release.messageId,
          onSaleSince: release.onSaleSince as string,
          // Sent again after a takedown and waiting to go back on sale: still off sale since the takedown.
          ...((release.status === 'taken_down' || release.status === 'queued') && release.takenDownAt
            ? { takenDownAt: release.takenDownAt }
            : {}),
        }))
        .sort((a, b) => a.onSaleSince.localeCompare(b.onSaleSince) || a.icpn.localeCompare(b.icpn)),
    save: () => {
      saving = saving.catch(() => undefined).then(write);
      return saving;
    },
  };
}
