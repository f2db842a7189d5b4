// What a DSR reader keeps while it reads a file: the summaries (few), the current block's releases and resources (one
// block), the counts its FOOT row is checked against; never the sales, so memory stays flat however long the file is.
import { emptyRow, type Handler, type Row } from './dsr-cells.ts';
import type { DsrColumns } from './dsr-record-types.ts';
import type { SalesReportHeader, SalesSummary } from './sales-report-types.ts';

export type Release = {
  icpn: string | null;
  dspId: string | null;
  title: string | null;
  artist: string | null;
  type: string | null;
};

export type Resource = {
  isrc: string | null;
  dspId: string | null;
  title: string | null;
  artist: string | null;
  type: string | null;
};

export type DsrReaderState = {
  readonly fileName: string;
  /** Column orders given by the file's `#` header rows, by record type. */
  readonly headerColumns: Map<string, DsrColumns>;
  /** The handler of each record type met so far; null: its rows are skipped (warned once). */
  readonly handlers: Map<string, Handler | null>;
  /** The first SY row of each summary id: the one sales take. */
  readonly summaries: Map<string, SalesSummary>;
  readonly summaryRowsById: Map<string, number>;
  /** Summary ids no SY row defines, taken as the report's only summary (warned once). */
  readonly summaryFallbacks: Map<string, SalesSummary>;
  readonly usagesBySummary: Map<string, { read: bigint }>;
  readonly block: {
    id: string | null;
    releases: Map<string, Release>;
    firstRelease: Release | undefined;
    resources: Map<string, Resource>;
    resourcesByDspId: Map<string, Resource>;
  };
  header: SalesReportHeader | null;
  /** The one row reused from line to line. */
  readonly currentRow: Row;
  lines: number;
  blocks: number;
  summaryRows: number;
  footLineNo: number;
  isAfterFootWarned: boolean;
};

export const newDsrReaderState = (fileName: string): DsrReaderState => ({
  fileName,
  headerColumns: new Map(),
  handlers: new Map(),
  summaries: new Map(),
  summaryRowsById: new Map(),
  summaryFallbacks: new Map(),
  usagesBySummary: new Map(),
  block: {
    id: null,
    releases: new Map(),
    firstRelease: undefined,
    resources: new Map(),
    resourcesByDspId: new Map(),
  },
  header: null,
  currentRow: emptyRow(),
  lines: 0,
  blocks: 0,
  summaryRows: 0,
  footLineNo: 0,
  isAfterFootWarned: false,
});

/** A row of another block: the block's releases and resources are forgotten. */
export const enterBlock = (state: DsrReaderState, blockId: string): void => {
  const { block } = state;
  if (blockId === block.id) return;
  state.blocks++;
  block.id = blockId;
  block.releases.clear();
  block.firstRelease = undefined;
  block.resources.clear();
  block.resourcesByDspId.clear();
};
