// Writes DDEX DSR flat files in the Basic Audio Profile 1.3 for our store simulator: HEAD, the `#` header rows,
// SY02.03 summaries, one RE01.02 / AS02.03 / SU02.02 block per release, and a FOOT that counts what was written.
// Text comes back in chunks (header, each summary, each block, footer) so a large report streams to its file.
import { BUILT_IN_DSR_COLUMNS, escapeDsrCell } from './dsr-record-types.ts';
import { isDecimalText } from './report-values.ts';

export type DsrParty = { dpid: string; name: string };

export type DsrWriterHeader = {
  messageId: string;
  /** ISO date-time. */
  createdAt: string;
  fileNumber?: number;
  numberOfFiles?: number;
  /** YYYY-MM-DD. */
  usageStart: string;
  usageEnd: string;
  sender: DsrParty;
  recipient: DsrParty;
  serviceDescription: string;
};

export type DsrSummaryInput = {
  id: string;
  commercialModel: string;
  useType: string;
  /** ISO 3166-1 ("JP") or, for Japanese prefectures, ISO 3166-2 ("JP-13"). */
  territory: string;
  serviceDescription: string;
  usages: bigint | number;
  users: bigint | number | null;
  currency: string;
  /** Decimal text, e.g. "5000.00". */
  netRevenue: string;
};

export type DsrBlockInput = {
  release: { icpn: string; dspReleaseId: string; title: string; artist: string; releaseType?: string };
  resources: {
    isrc: string;
    dspResourceId: string;
    title: string;
    artist: string;
    durationSeconds: number;
    resourceType?: string;
  }[];
  /** Each sale streams `resources[resourceIndex]`, counted under the summary `summaryId`. */
  sales: { summaryId: string; resourceIndex: number; usages: bigint | number; useType: string }[];
};

export type DsrWriter = {
  /** HEAD and every `#` header row; first. */
  headerText(): string;
  /** One SY02.03 row; after the header, before the first block. */
  summary(summary: DsrSummaryInput): string;
  /** One block: the release, its resources, their sales. */
  block(block: DsrBlockInput): string;
  /** The FOOT row; last. A file of a multi-file report passes the report's totals. */
  footer(report?: { linesInReport: number; blocksInReport: number }): string;
};

export const DSR_MESSAGE_VERSION = 'dsrf/1.3/1.4.1/1.3';
export const DSR_PROFILE = 'BasicAudioProfile';
export const DSR_PROFILE_VERSION = '1.3';

const RECORD_TYPES = { summary: 'SY02.03', release: 'RE01.02', resource: 'AS02.03', sale: 'SU02.02' } as const;
const WRITTEN_RECORD_TYPES = ['HEAD', ...Object.values(RECORD_TYPES), 'FOOT'];

type Cells = Record<string, string | number | bigint | null | undefined>;

/** A row of a record type, its cells in the order of the built-in columns (the ones our `#` rows announce). */
const rowOf = (recordType: string, cells: Cells): string => {
  const columns = BUILT_IN_DSR_COLUMNS[recordType] ?? [];
  const texts = columns.map((column) => escapeDsrCell(String(cells[column] ?? '')));
  return `${[recordType, ...texts].join('\t')}\n`;
};

const headerRowOf = (recordType: string): string =>
  `#${[recordType, ...(BUILT_IN_DSR_COLUMNS[recordType] ?? [])].join('\t')}\n`;

/** xs:duration of whole seconds: 217 → PT3M37S. */
const durationOf = (seconds: number): string => {
  const whole = Math.max(0, Math.round(seconds));
  return `PT${Math.floor(whole / 60)}M${whole % 60}S`;
};

const assertCount = (value: bigint | number, what: string): void => {
  const isCount = typeof value === 'bigint' ? value >= 0n : Number.isSafeInteger(value) && value >= 0;
  if (!isCount) throw new Error(`DSR ${what} must be a whole number of at least 0, not ${value}`);
};

export function createDsrWriter(options: { header: DsrWriterHeader }): DsrWriter {
  const { header } = options;
  const summaryIds = new Set<string>();
  let step: 'start' | 'header' | 'summaries' | 'blocks' | 'footer' = 'start';
  let lines = 0;
  let summaryRows = 0;
  let blocks = 0;

  const advance = (to: typeof step, allowedFrom: (typeof step)[], what: string): void => {
    if (!allowedFrom.includes(step)) throw new Error(`DSR writer: ${what} cannot come after the ${step}`);
    step = to;
  };

  const counted = (text: string, lineCount: number): string => {
    lines += lineCount;
    return text;
  };

  const headerText = (): string => {
    advance('header', ['start'], 'the header');
    const head = rowOf('HEAD', {
      MessageVersion: DSR_MESSAGE_VERSION,
      Profile: DSR_PROFILE,
      ProfileVersion: DSR_PROFILE_VERSION,
      MessageId: header.messageId,
      MessageCreatedDateTime: header.createdAt,
      FileNumber: header.fileNumber ?? 1,
      NumberOfFiles: header.numberOfFiles ?? 1,
      UsageStartDate: header.usageStart,
      UsageEndDate: header.usageEnd,
      SenderPartyId: header.sender.dpid,
      SenderName: header.sender.name,
      ServiceDescription: header.serviceDescription,
      RecipientPartyId: header.recipient.dpid,
      RecipientName: header.recipient.name,
    });
    return counted(head + WRITTEN_RECORD_TYPES.map(headerRowOf).join(''), 1 + WRITTEN_RECORD_TYPES.length);
  };

  const summary = (input: DsrSummaryInput): string => {
    assertCount(input.usages, 'summary usages');
    if (input.users !== null) assertCount(input.users, 'summary users');
    if (!isDecimalText(input.netRevenue)) {
      throw new Error(`DSR summary NetRevenue "${input.netRevenue}" is not a decimal`);
    }
    advance('summaries', ['header', 'summaries'], 'a summary');
    summaryIds.add(input.id);
    summaryRows++;
    const row = rowOf(RECORD_TYPES.summary, {
      SummaryRecordId: input.id,
      DistributionChannel: header.sender.name,
      DistributionChannelDPID: header.sender.dpid,
      CommercialModel: input.commercialModel,
      UseType: input.useType,
      Territory: input.territory,
      ServiceDescription: input.serviceDescription,
      Usages: input.usages,
      Users: input.users,
      Currency: input.currency,
      NetRevenue: input.netRevenue,
    });
    return counted(row, 1);
  };

  const block = (input: DsrBlockInput): string => {
    for (const sale of input.sales) {
      if (!summaryIds.has(sale.summaryId)) throw new Error(`DSR sale names summary "${sale.summaryId}", not written`);
      if (!input.resources[sale.resourceIndex]) throw new Error(`DSR sale names resource ${sale.resourceIndex}, none`);
      assertCount(sale.usages, 'sale usages');
    }
    advance('blocks', ['header', 'summaries', 'blocks'], 'a block');
    blocks++;
    const blockId = blocks;
    const releaseReference = `R${blockId}`;
    const resourceReference = (index: number): string => `A${blockId}-${index + 1}`;
    const { release } = input;
    const rows = [
      rowOf(RECORD_TYPES.release, {
        BlockId: blockId,
        ReleaseReference: releaseReference,
        DspReleaseId: release.dspReleaseId,
        ICPN: release.icpn,
        DisplayArtistName: release.artist,
        Title: release.title,
        ReleaseType: release.releaseType ?? 'Album',
      }),
      ...input.resources.map((resource, index) =>
        rowOf(RECORD_TYPES.resource, {
          BlockId: blockId,
          ResourceReference: resourceReference(index),
          DspResourceId: resource.dspResourceId,
          ISRC: resource.isrc,
          Title: resource.title,
          DisplayArtistName: resource.artist,
          Duration: durationOf(resource.durationSeconds),
          ResourceType: resource.resourceType ?? 'SoundRecording',
        }),
      ),
      ...input.sales.map((sale, index) =>
        rowOf(RECORD_TYPES.sale, {
          BlockId: blockId,
          SummaryRecordId: sale.summaryId,
          SalesTransactionId: `${blockId}-${index + 1}`,
          TransactedResource: resourceReference(sale.resourceIndex),
          IsRoyaltyBearing: 'TRUE',
          NumberOfStreams: sale.usages,
          UseType: sale.useType,
        }),
      ),
    ];
    return counted(rows.join(''), rows.length);
  };

  const footer = (report?: { linesInReport: number; blocksInReport: number }): string => {
    advance('footer', ['header', 'summaries', 'blocks'], 'the footer');
    const linesInFile = lines + 1;
    return counted(
      rowOf('FOOT', {
        NumberOfLinesInFile: linesInFile,
        NumberOfLinesInReport: report?.linesInReport ?? linesInFile,
        NumberOfSummaryRecords: summaryRows,
        NumberOfBlocksInFile: blocks,
        NumberOfBlocksInReport: report?.blocksInReport ?? blocks,
      }),
      1,
    );
  };

  return { headerText, summary, block, footer };
}

const fileNamePart = (text: string): string => text.replace(/[_/\\\s]+/g, '-');

/** `20200703T075930` from an ISO date-time, in UTC. */
const compactTimeOf = (isoDateTime: string): string => {
  const time = new Date(isoDateTime);
  if (Number.isNaN(time.getTime())) throw new Error(`DSR file name: "${isoDateTime}" is not a date-time`);
  return time.toISOString().slice(0, 19).replace(/[-:]/g, '');
};

/**
 * The DDEX name of a DSR file: `DSR_<recipient>_<sender>_<service>_<start>--<end>_<territory>_<N>of<M>_<created>.tsv`
 * (recipient first, as DDEX's library and samples have it; an empty territory leaves `__`). `_` inside a part becomes
 * `-`, since `_` separates the parts.
 */
export function dsrFileName(name: {
  recipient: string;
  sender: string;
  serviceDescription: string;
  usageStart: string;
  usageEnd: string;
  territory?: string | null;
  fileNumber?: number;
  numberOfFiles?: number;
  createdAt: string;
  isGzip?: boolean;
}): string {
  const period = `${name.usageStart}--${name.usageEnd}`;
  const parts = [
    'DSR',
    fileNamePart(name.recipient),
    fileNamePart(name.sender),
    fileNamePart(name.serviceDescription),
    period,
    fileNamePart(name.territory ?? ''),
    `${name.fileNumber ?? 1}of${name.numberOfFiles ?? 1}`,
    compactTimeOf(name.createdAt),
  ];
  return `${parts.join('_')}.tsv${name.isGzip ? '.gz' : ''}`;
}
