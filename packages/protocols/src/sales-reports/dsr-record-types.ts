// DSR flat-file record types and cells: the built-in column order of the record types we read (used when a row comes
// before its `#` header row), column lookup by name, and the `\` escapes and `|` multi-values of the cells.

/**
 * Column names after the record type cell, keyed by the full versioned record type. Taken from the `#` header rows of
 * DDEX's samples (samples/dsr) and, for the versions the samples do not show, from the profile XSDs (dsrf/).
 */
export const BUILT_IN_DSR_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  HEAD: [
    'MessageVersion',
    'Profile',
    'ProfileVersion',
    'MessageId',
    'MessageCreatedDateTime',
    'FileNumber',
    'NumberOfFiles',
    'UsageStartDate',
    'UsageEndDate',
    'SenderPartyId',
    'SenderName',
    'ServiceDescription',
    'RecipientPartyId',
    'RecipientName',
    'RepresentedRepertoire',
  ],
  FOOT: [
    'NumberOfLinesInFile',
    'NumberOfLinesInReport',
    'NumberOfSummaryRecords',
    'NumberOfBlocksInFile',
    'NumberOfBlocksInReport',
  ],
  // Basic Audio 1.2 (XSD).
  'SY01.01': [
    'SummaryRecordId',
    'DistributionChannel',
    'DistributionChannelDPID',
    'CommercialModel',
    'UseType',
    'Territory',
    'ServiceDescription',
    'Usages',
    'Subscribers',
    'CurrencyOfReporting',
    'NetRevenue',
    'IndirectNetRevenue',
    'CurrencyOfTransaction',
    'ExchangeRate',
  ],
  // Basic Audio 1.3 subscription sample.
  'SY01.02': [
    'SummaryRecordId',
    'DistributionChannel',
    'DistributionChannelDPID',
    'CommercialModel',
    'UseType',
    'Territory',
    'ServiceDescription',
    'TotalUsages',
    'Subscribers',
    'CurrencyOfReporting',
    'NetRevenue',
    'IndirectValue',
    'CurrencyOfTransaction',
    'ExchangeRate',
  ],
  // UGC 1.1 (XSD) and the UGC sample.
  'SY02.01': [
    'SummaryRecordId',
    'DistributionChannel',
    'DistributionChannelDPID',
    'CommercialModel',
    'UseType',
    'Territory',
    'ServiceDescription',
    'Usages',
    'Users',
    'Currency',
    'NetRevenue',
    'RightsController',
    'RightsControllerPartyId',
    'AllocatedUsages',
    'AllocatedRevenue',
    'AllocatedNetRevenue',
    'RightsType',
  ],
  // Basic Audio / UGC 1.2 (XSD).
  'SY02.02': [
    'SummaryRecordId',
    'DistributionChannel',
    'DistributionChannelDPID',
    'CommercialModel',
    'UseType',
    'Territory',
    'ServiceDescription',
    'Usages',
    'Users',
    'CurrencyOfReporting',
    'NetRevenue',
    'RightsController',
    'RightsControllerPartyId',
    'AllocatedUsages',
    'AllocatedRevenue',
    'AllocatedNetRevenue',
    'RightsType',
    'ContentCategory',
    'CurrencyOfTransaction',
    'ExchangeRate',
    'RightsTypePercentage',
  ],
  // Basic Audio 1.3 ad-funded sample.
  'SY02.03': [
    'SummaryRecordId',
    'DistributionChannel',
    'DistributionChannelDPID',
    'CommercialModel',
    'UseType',
    'Territory',
    'ServiceDescription',
    'Usages',
    'Users',
    'Currency',
    'NetRevenue',
    'RightsController',
    'RightsControllerPartyId',
    'AllocatedUsages',
    'AllocatedRevenue',
    'AllocatedNetRevenue',
    'RightsType',
    'ContentCategory',
    'ExchangeRateBaseCurrency',
    'ExchangeRate',
    'RightsTypePercentage',
  ],
  'RE01.02': [
    'BlockId',
    'ReleaseReference',
    'DspReleaseId',
    'ProprietaryReleaseId',
    'CatalogNumber',
    'ICPN',
    'DisplayArtistName',
    'DisplayArtistPartyId',
    'Title',
    'SubTitle',
    'ReleaseType',
    'Label',
    'PLine',
    'DataProvider',
    'ReleaseDate',
  ],
  AS01: [
    'BlockId',
    'ResourceReference',
    'DspResourceId',
    'ISRC',
    'Title',
    'SubTitle',
    'DisplayArtistName',
    'DisplayArtistPartyId',
    'Duration',
    'ResourceType',
  ],
  'AS01.01': [
    'BlockId',
    'ResourceReference',
    'DspResourceId',
    'ISRC',
    'Title',
    'SubTitle',
    'DisplayArtistName',
    'DisplayArtistPartyId',
    'Duration',
    'ResourceType',
    'IsMasterRecording',
  ],
  'AS02.02': [
    'BlockId',
    'ResourceReference',
    'DspResourceId',
    'ISRC',
    'Title',
    'SubTitle',
    'DisplayArtistName',
    'DisplayArtistPartyId',
    'Duration',
    'ResourceType',
    'ISWC',
    'ComposerAuthor',
    'ComposerAuthorPartyId',
    'Arranger',
    'ArrangerPartyId',
    'MusicPublisher',
    'MusicPublisherPartyId',
    'WorkContributor',
    'WorkContributorPartyId',
    'ProprietaryWorkId',
    'IsMasterRecording',
  ],
  'AS02.03': [
    'BlockId',
    'ResourceReference',
    'DspResourceId',
    'ISRC',
    'Title',
    'SubTitle',
    'DisplayArtistName',
    'DisplayArtistPartyId',
    'Duration',
    'ResourceType',
    'ISWC',
    'ComposerAuthor',
    'ComposerAuthorPartyId',
    'Arranger',
    'ArrangerPartyId',
    'MusicPublisher',
    'MusicPublisherPartyId',
    'WorkContributor',
    'WorkContributorPartyId',
    'ProprietaryWorkId',
    'IsMasterRecording',
    'IsSubjectToOwnershipConflict',
    'LastConflictCheck',
  ],
  'MW01.01': [
    'BlockId',
    'DspWorkId',
    'ISWC',
    'Title',
    'SubTitle',
    'ComposerAuthor',
    'ComposerAuthorPartyId',
    'Arranger',
    'ArrangerPartyId',
    'MusicPublisher',
    'MusicPublisherPartyId',
    'WorkContributor',
    'WorkContributorPartyId',
    'DataProvider',
    'ProprietaryWorkId',
  ],
  RU01: ['BlockId', 'SummaryRecordId', 'DspReleaseId', 'Usages'],
  'RU01.01': ['BlockId', 'SummaryRecordId', 'DspReleaseId', 'Usages', 'ContentCategory'],
  // Downloads (XSD 1.0 to 1.2 name it without a version).
  SU01: [
    'BlockId',
    'SummaryRecordId',
    'SalesTransactionId',
    'TransactedRelease',
    'TransactedResource',
    'IsRoyaltyBearing',
    'SalesUpgrade',
    'Usages',
    'Returns',
    'PriceConsumerPaidExcSalesTax',
    'PromotionalActivity',
  ],
  SU02: [
    'BlockId',
    'SummaryRecordId',
    'SalesTransactionId',
    'TransactedRelease',
    'TransactedResource',
    'IsRoyaltyBearing',
    'NumberOfStreams',
    'PriceConsumerPaidExcSalesTax',
    'PromotionalActivity',
  ],
  // The subscription sample's SU02.02 adds UseType; the ad-funded sample's stops at PromotionalActivity.
  'SU02.02': [
    'BlockId',
    'SummaryRecordId',
    'SalesTransactionId',
    'TransactedRelease',
    'TransactedResource',
    'IsRoyaltyBearing',
    'NumberOfStreams',
    'PriceConsumerPaidExcSalesTax',
    'PromotionalActivity',
    'UseType',
  ],
  'SU03.01': [
    'BlockId',
    'SalesTransactionId',
    'SummaryRecordId',
    'DspReleaseId',
    'Usages',
    'NetRevenue',
    'ValidityPeriodStart',
    'ValidityPeriodEnd',
  ],
  'SU03.02': [
    'BlockId',
    'SalesTransactionId',
    'SummaryRecordId',
    'DspResourceId',
    'Usages',
    'NetRevenue',
    'ValidityPeriodStart',
    'ValidityPeriodEnd',
    'ContentCategory',
    'IsRoyaltyBearing',
  ],
  'LI01.01': [
    'BlockId',
    'SummaryRecordId',
    'RightsController',
    'RightsControllerPartyId',
    'RightsControllerWorkId',
    'RightSharePercentage',
    'RightsType',
    'AllocatedNetRevenue',
    'AllocatedAmount',
  ],
};

/** Where each column of a record type is, by normalised name (trimmed, lower case: `NumberofFiles` = `NumberOfFiles`). */
export type DsrColumns = {
  /** Index in the row (0 is the record type) of the first of these names that the record type has; -1 if none. */
  readonly indexOf: (...names: string[]) => number;
};

const normalizedName = (name: string): string => name.trim().toLowerCase();

/** Columns from a `#` header row's cells, the first being `#<RecordType>`. */
export function columnsOfHeaderRow(cells: readonly string[]): DsrColumns {
  const indexes = new Map<string, number>();
  cells.forEach((cell, index) => {
    const name = normalizedName(cell);
    if (index > 0 && name !== '' && !indexes.has(name)) indexes.set(name, index);
  });
  return {
    indexOf: (...names) => names.map((name) => indexes.get(normalizedName(name)) ?? -1).find((at) => at >= 0) ?? -1,
  };
}

/** The built-in columns of a record type, or undefined when we know no order for it. */
export function builtInColumnsOf(recordType: string): DsrColumns | undefined {
  const names = BUILT_IN_DSR_COLUMNS[recordType];
  return names ? columnsOfHeaderRow([`#${recordType}`, ...names]) : undefined;
}

const BACKSLASH = 92;
const TAB = 9;
const PIPE = 124;

/**
 * Splits a line that contains `\` into cells on the tabs that are not escaped. The escapes stay in the cells (so that
 * `\|` is still told apart from a value separator); `unescapeDsrCell` or `splitMultiValue` read them.
 */
export function splitEscapedLine(line: string): string[] {
  const cells: string[] = [];
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code === BACKSLASH) i++;
    else if (code === TAB) {
      cells.push(line.slice(start, i));
      start = i + 1;
    }
  }
  cells.push(line.slice(start));
  return cells;
}

/** The text of a cell: `\x` is `x` (`\|` a pipe, `\<tab>` a tab, `\\` a backslash); a lone trailing `\` is dropped. */
export function unescapeDsrCell(cell: string): string {
  if (!cell.includes('\\')) return cell;
  let text = '';
  for (let i = 0; i < cell.length; i++) {
    const char = cell[i];
    if (char === '\\') i++;
    text += char === '\\' ? (cell[i] ?? '') : char;
  }
  return text;
}

/** The values of a multi-value cell, split on the `|` that are not escaped: `A\|B|C` → ["A|B", "C"]; "" → []. */
export function splitMultiValue(cell: string): string[] {
  if (cell === '') return [];
  const values: string[] = [];
  let start = 0;
  for (let i = 0; i < cell.length; i++) {
    const code = cell.charCodeAt(i);
    if (code === BACKSLASH) i++;
    else if (code === PIPE) {
      values.push(unescapeDsrCell(cell.slice(start, i)));
      start = i + 1;
    }
  }
  values.push(unescapeDsrCell(cell.slice(start)));
  return values;
}

const NEEDS_ESCAPE = /[\\\t|\r\n]/;

/** A value written into a cell: `\`, tab and `|` escaped; line breaks, which no cell may hold, become spaces. */
export function escapeDsrCell(value: string): string {
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/[\\\t|]/g, (char) => `\\${char}`).replace(/\r\n|[\r\n]/g, ' ');
}
