// What a store's sales report says, whatever its format: DDEX DSR flat files (Basic Audio and UGC profiles) and
// Apple's tab-separated daily sales report. The reader yields these as events; the importer batches and allocates.

export type SalesReportFormat = 'dsr' | 'apple';

export type DsrProfile = 'BasicAudioProfile' | 'UGCProfile' | (string & {});

export type SalesReportHeader = {
  format: SalesReportFormat;
  /** null for apple. */
  profile: DsrProfile | null;
  profileVersion: string | null;
  messageVersion: string | null;
  /** DSR HEAD MessageId; apple: null. */
  messageId: string | null;
  /** ISO 8601 as the file wrote it (DSR MessageCreatedDateTime); apple: null. */
  createdAt: string | null;
  /** 1 for apple. */
  fileNumber: number;
  /** 1 for apple. */
  numberOfFiles: number;
  /** YYYY-MM-DD; apple: the first row's Begin Date (null when the report has no rows). */
  usageStart: string | null;
  usageEnd: string | null;
  senderPartyId: string | null;
  senderName: string | null;
  serviceDescription: string | null;
  recipientPartyId: string | null;
  recipientName: string | null;
};

/**
 * ISO 3166-1 alpha-2 ("JP", "GB") or, for stores that report Japanese prefectures, ISO 3166-2 "JP-13" (country JP,
 * subdivision "13"). "Worldwide" (or anything that is neither) = country null; `raw` keeps what the file said.
 */
export type Territory = { country: string | null; subdivision: string | null; raw: string };

export type SalesSummary = {
  summaryId: string;
  lineNo: number;
  commercialModel: string;
  useType: string;
  territory: Territory;
  serviceDescription: string;
  /** Usages / TotalUsages. */
  usages: bigint | null;
  /** Users / Subscribers. */
  users: bigint | null;
  /** Currency / CurrencyOfReporting. */
  currency: string;
  /** Decimal text exactly as in the file, e.g. "5000.00". */
  netRevenue: string | null;
  /** ExchangeRateBaseCurrency, or CurrencyOfTransaction in the versions that name it so. */
  exchangeRateBaseCurrency: string | null;
  exchangeRate: string | null;
  rightsController: string | null;
};

export type SalesRecord = {
  /** 1-based line number in the file. */
  lineNo: number;
  summaryId: string | null;
  blockId: string | null;
  /** Upper-cased, no hyphens; null when empty. */
  isrc: string | null;
  /** Digits only; null when empty. */
  icpn: string | null;
  dspResourceId: string | null;
  dspReleaseId: string | null;
  title: string | null;
  artist: string | null;
  /** From the sale row when it has one, else from its summary. */
  commercialModel: string;
  /** From the sale row when it has one, else from its summary. */
  useType: string;
  /** From the summary (apple: Country Code). */
  territory: Territory;
  usages: bigint;
  /**
   * Decimal text in `currency` when the line carries its own amount (UGC SU03 NetRevenue; apple Units × Royalty Price
   * computed exactly); null when the amount is only in the summary (BAP SU02: the importer allocates the summary's
   * NetRevenue by usages).
   */
  revenue: string | null;
  currency: string;
  /** YYYY-MM-DD: the sale's own validity period when it has one, else the report's usage period. */
  periodStart: string | null;
  periodEnd: string | null;
  isRoyaltyBearing: boolean;
  /** Apple Product Type Identifier; DSR: ResourceType of the AS row (SoundRecording, Video…), or the RE row's
   * ReleaseType when the sale is of a whole release. */
  productType: string | null;
};

export type SalesReportFooter = {
  linesInFile: number | null;
  linesInReport: number | null;
  summaryRecords: number | null;
  blocksInFile: number | null;
  blocksInReport: number | null;
};

export type SalesReportEvent =
  | { kind: 'header'; header: SalesReportHeader }
  | { kind: 'summary'; summary: SalesSummary }
  | { kind: 'sale'; sale: SalesRecord }
  | { kind: 'footer'; footer: SalesReportFooter }
  | { kind: 'warning'; lineNo: number; code: SalesReportWarningCode; message: string };

/** Why a line was doubted or skipped; the reader never throws for these. */
export type SalesReportWarningCode =
  | 'FOOT_MISMATCH'
  | 'MISSING_FOOT'
  | 'AFTER_FOOT'
  | 'BAD_HEADER'
  | 'UNKNOWN_RECORD_TYPE'
  | 'UNREAD_SALES'
  | 'NO_COLUMN_HEADER'
  | 'UNKNOWN_RESOURCE'
  | 'UNKNOWN_RELEASE'
  | 'UNKNOWN_SUMMARY'
  | 'SUMMARY_USAGES_MISMATCH'
  | 'BAD_NUMBER'
  | 'BAD_DATE'
  | 'BAD_ROW';

/**
 * What the importer refuses a whole file for: a file cut short or padded (its FOOT disagrees or is missing), a row
 * it cannot value (a bad number or date, a summary no SY row defines, sales of a record type it cannot read), or
 * sales that add up to more or less than their summary. Every other warning is kept with an imported report: the
 * line is still imported (an unknown resource waits in the unmatched queue), or the row holds no sale.
 */
export const REFUSED_REPORT_CODES: ReadonlySet<SalesReportWarningCode> = new Set<SalesReportWarningCode>([
  'FOOT_MISMATCH',
  'MISSING_FOOT',
  'AFTER_FOOT',
  'BAD_HEADER',
  'UNREAD_SALES',
  'UNKNOWN_SUMMARY',
  'SUMMARY_USAGES_MISMATCH',
  'BAD_NUMBER',
  'BAD_DATE',
  'BAD_ROW',
]);

/** The file cannot be read on (a line over the length limit, corrupt gzip, not a report at all). */
export class SalesReportReadError extends Error {
  readonly lineNo: number;
  constructor(lineNo: number, message: string) {
    super(message);
    this.lineNo = lineNo;
  }
}

/** Turns a report's lines into events pushed onto `out`; `end` once after the last line. */
export type SalesReportLineParser = {
  readonly line: (text: string, lineNo: number, out: SalesReportEvent[]) => void;
  readonly end: (lastLineNo: number, out: SalesReportEvent[]) => void;
};
