// Reads a DDEX DSR flat file line by line (Basic Audio and UGC profiles) into sales report events. Keeps the summaries
// (few) and the current block's releases and resources (one block), never the sales: memory stays flat however long
// the file is.
import {
  builtInColumnsOf,
  columnsOfHeaderRow,
  type DsrColumns,
  splitEscapedLine,
  unescapeDsrCell,
} from './dsr-record-types.ts';
import {
  isDecimalText,
  isoDateOf,
  normalizeIcpn,
  normalizeIsrc,
  parseIntegerText,
  parseTerritory,
} from './report-values.ts';
import type {
  SalesRecord,
  SalesReportEvent,
  SalesReportFooter,
  SalesReportHeader,
  SalesReportLineParser,
  SalesReportWarningCode,
  SalesSummary,
} from './sales-report-types.ts';

/**
 * The line being read, its cells cut lazily: rows carry columns (and trailing empty cells) nobody reads, and slicing
 * only the cells a record type needs is about twice as fast as `split`. A line with `\` escapes is split once.
 * One per parser, reused from line to line: handlers never keep it.
 */
type Row = {
  line: string;
  lineNo: number;
  escapedCells: string[] | null;
  /** Where cell k ends (its tab, or the end of the line), for the first `found` cells. */
  ends: number[];
  found: number;
  isComplete: boolean;
};
type Handler = (row: Row, out: SalesReportEvent[]) => void;

type Release = {
  icpn: string | null;
  dspId: string | null;
  title: string | null;
  artist: string | null;
  type: string | null;
};
type Resource = {
  isrc: string | null;
  dspId: string | null;
  title: string | null;
  artist: string | null;
  type: string | null;
};

/** `text.trim()`, skipping the call for the usual cell that has no space at either end. */
const trimmed = (text: string): string =>
  text === '' || (text.charCodeAt(0) > 32 && text.charCodeAt(text.length - 1) > 32) ? text : text.trim();

const readRow = (row: Row, line: string, lineNo: number): Row => {
  row.line = line;
  row.lineNo = lineNo;
  row.escapedCells = line.includes('\\') ? splitEscapedLine(line) : null;
  row.found = 0;
  row.isComplete = false;
  return row;
};

const cellAt = (row: Row, index: number): string => {
  if (row.escapedCells) return unescapeDsrCell(row.escapedCells[index] ?? '');
  const { line, ends } = row;
  while (row.found <= index && !row.isComplete) {
    const tab = line.indexOf('\t', row.found === 0 ? 0 : (ends[row.found - 1] ?? 0) + 1);
    row.isComplete = tab < 0;
    ends[row.found++] = tab < 0 ? line.length : tab;
  }
  if (index >= row.found) return '';
  const start = index === 0 ? 0 : (ends[index - 1] ?? 0) + 1;
  const end = ends[index] ?? start;
  return end === start ? '' : line.slice(start, end);
};

/** The trimmed text of a cell (escapes resolved), '' when the row has no such column. */
const textAt = (row: Row, index: number): string => (index < 0 ? '' : trimmed(cellAt(row, index)));

const orNull = (text: string): string | null => (text === '' ? null : text);

const warning = (lineNo: number, code: SalesReportWarningCode, message: string): SalesReportEvent => ({
  kind: 'warning',
  lineNo,
  code,
  message,
});

/** The four-letter record family (`SU02.02` → `SU02`), which says what a row is; its version only moves columns. */
const familyOf = (recordType: string): string => (recordType.startsWith('SY') ? 'SY' : recordType.slice(0, 4));

const BLOCK_ONLY_FAMILIES = new Set(['RE02', 'MW01', 'RU01', 'RU02', 'LI01']);

export function createDsrLineParser(fileName: string): SalesReportLineParser {
  const headerColumns = new Map<string, DsrColumns>();
  const handlers = new Map<string, Handler | null>();
  const summaries = new Map<string, SalesSummary>();
  const summaryRowsById = new Map<string, number>();
  const summaryFallbacks = new Map<string, SalesSummary>();
  const usagesBySummary = new Map<string, { read: bigint }>();
  const block = {
    id: null as string | null,
    releases: new Map<string, Release>(),
    firstRelease: undefined as Release | undefined,
    resources: new Map<string, Resource>(),
    resourcesByDspId: new Map<string, Resource>(),
  };
  let header: SalesReportHeader | null = null;
  const currentRow: Row = { line: '', lineNo: 0, escapedCells: null, ends: [], found: 0, isComplete: false };
  let lines = 0;
  let blocks = 0;
  let summaryRows = 0;
  let footLineNo = 0;
  let isAfterFootWarned = false;

  const enterBlock = (blockId: string): void => {
    if (blockId === block.id) return;
    blocks++;
    block.id = blockId;
    block.releases.clear();
    block.firstRelease = undefined;
    block.resources.clear();
    block.resourcesByDspId.clear();
  };

  /** An integer cell: null when empty, undefined (and a warning) when it is not a number. */
  const integerAt = (row: Row, index: number, what: string, out: SalesReportEvent[]): bigint | null | undefined => {
    const text = textAt(row, index);
    if (text === '') return null;
    const value = parseIntegerText(text);
    if (value === null) out.push(warning(row.lineNo, 'BAD_NUMBER', `${what} "${text}" is not a whole number`));
    return value ?? undefined;
  };

  /** A decimal cell, kept as its text: null when empty, undefined (and a warning) when it is not a number. */
  const decimalAt = (row: Row, index: number, what: string, out: SalesReportEvent[]): string | null | undefined => {
    const text = textAt(row, index);
    if (text === '') return null;
    if (isDecimalText(text)) return text;
    out.push(warning(row.lineNo, 'BAD_NUMBER', `${what} "${text}" is not a decimal number`));
    return undefined;
  };

  const countAt = (row: Row, index: number, what: string, out: SalesReportEvent[]): number | null => {
    const value = integerAt(row, index, what, out);
    return value === null || value === undefined ? null : Number(value);
  };

  const headHandler = (columns: DsrColumns): Handler => {
    const at = (...names: string[]) => columns.indexOf(...names);
    const [fileNumber, numberOfFiles] = [at('FileNumber'), at('NumberOfFiles')];
    return (row, out) => {
      header = {
        format: 'dsr',
        profile: orNull(textAt(row, at('Profile'))),
        profileVersion: orNull(textAt(row, at('ProfileVersion'))),
        messageVersion: orNull(textAt(row, at('MessageVersion'))),
        messageId: orNull(textAt(row, at('MessageId'))),
        createdAt: orNull(textAt(row, at('MessageCreatedDateTime'))),
        fileNumber: countAt(row, fileNumber, 'FileNumber', out) ?? 1,
        numberOfFiles: countAt(row, numberOfFiles, 'NumberOfFiles', out) ?? 1,
        usageStart: isoDateOf(textAt(row, at('UsageStartDate'))),
        usageEnd: isoDateOf(textAt(row, at('UsageEndDate'))),
        senderPartyId: orNull(textAt(row, at('SenderPartyId'))),
        senderName: orNull(textAt(row, at('SenderName'))),
        serviceDescription: orNull(textAt(row, at('ServiceDescription'))),
        recipientPartyId: orNull(textAt(row, at('RecipientPartyId'))),
        recipientName: orNull(textAt(row, at('RecipientName'))),
      };
      out.push({ kind: 'header', header });
    };
  };

  const summaryHandler = (columns: DsrColumns): Handler => {
    const at = {
      id: columns.indexOf('SummaryRecordId'),
      commercialModel: columns.indexOf('CommercialModel'),
      useType: columns.indexOf('UseType'),
      territory: columns.indexOf('Territory'),
      service: columns.indexOf('ServiceDescription'),
      usages: columns.indexOf('Usages', 'TotalUsages'),
      users: columns.indexOf('Users', 'Subscribers'),
      currency: columns.indexOf('Currency', 'CurrencyOfReporting'),
      netRevenue: columns.indexOf('NetRevenue'),
      rateBase: columns.indexOf('ExchangeRateBaseCurrency', 'CurrencyOfTransaction'),
      rate: columns.indexOf('ExchangeRate'),
      rightsController: columns.indexOf('RightsController'),
    };
    return (row, out) => {
      summaryRows++;
      const usages = integerAt(row, at.usages, 'Usages', out);
      const users = integerAt(row, at.users, 'Users', out);
      const netRevenue = decimalAt(row, at.netRevenue, 'NetRevenue', out);
      const exchangeRate = decimalAt(row, at.rate, 'ExchangeRate', out);
      if (usages === undefined || users === undefined || netRevenue === undefined || exchangeRate === undefined) return;
      const summary: SalesSummary = {
        summaryId: textAt(row, at.id),
        lineNo: row.lineNo,
        commercialModel: textAt(row, at.commercialModel),
        useType: textAt(row, at.useType),
        territory: parseTerritory(textAt(row, at.territory)),
        serviceDescription: textAt(row, at.service),
        usages,
        users,
        currency: textAt(row, at.currency),
        netRevenue,
        exchangeRateBaseCurrency: orNull(textAt(row, at.rateBase)),
        exchangeRate,
        rightsController: orNull(textAt(row, at.rightsController)),
      };
      // Several SY rows may share an id (one per rights controller): all are summaries, sales take the first.
      if (!summaries.has(summary.summaryId)) summaries.set(summary.summaryId, summary);
      summaryRowsById.set(summary.summaryId, (summaryRowsById.get(summary.summaryId) ?? 0) + 1);
      out.push({ kind: 'summary', summary });
    };
  };

  const releaseHandler = (columns: DsrColumns): Handler => {
    const at = {
      blockId: columns.indexOf('BlockId'),
      reference: columns.indexOf('ReleaseReference'),
      dspId: columns.indexOf('DspReleaseId'),
      icpn: columns.indexOf('ICPN'),
      title: columns.indexOf('Title'),
      artist: columns.indexOf('DisplayArtistName'),
      type: columns.indexOf('ReleaseType'),
    };
    return (row) => {
      enterBlock(textAt(row, at.blockId));
      const release: Release = {
        icpn: normalizeIcpn(textAt(row, at.icpn)),
        dspId: orNull(textAt(row, at.dspId)),
        title: orNull(textAt(row, at.title)),
        artist: orNull(textAt(row, at.artist)),
        type: orNull(textAt(row, at.type)),
      };
      block.releases.set(textAt(row, at.reference), release);
      block.firstRelease ??= release;
    };
  };

  const resourceHandler = (columns: DsrColumns): Handler => {
    const at = {
      blockId: columns.indexOf('BlockId'),
      reference: columns.indexOf('ResourceReference'),
      dspId: columns.indexOf('DspResourceId'),
      isrc: columns.indexOf('ISRC'),
      title: columns.indexOf('Title'),
      artist: columns.indexOf('DisplayArtistName'),
      type: columns.indexOf('ResourceType'),
    };
    return (row) => {
      enterBlock(textAt(row, at.blockId));
      const resource: Resource = {
        isrc: normalizeIsrc(textAt(row, at.isrc)),
        dspId: orNull(textAt(row, at.dspId)),
        title: orNull(textAt(row, at.title)),
        artist: orNull(textAt(row, at.artist)),
        type: orNull(textAt(row, at.type)),
      };
      block.resources.set(textAt(row, at.reference), resource);
      if (resource.dspId !== null) block.resourcesByDspId.set(resource.dspId, resource);
    };
  };

  /** The summary a sale row names; a missing one falls back, with one warning, to the report's only summary. */
  const summaryFor = (summaryId: string, row: Row, out: SalesReportEvent[]): SalesSummary | undefined => {
    const summary = summaries.get(summaryId) ?? summaryFallbacks.get(summaryId);
    if (summary) return summary;
    const onlySummary = summaries.size === 1 ? [...summaries.values()][0] : undefined;
    if (onlySummary) {
      const message = `sales refer to summary "${summaryId}", which no SY row defines (the report's only summary is "${onlySummary.summaryId}")`;
      out.push(warning(row.lineNo, 'UNKNOWN_SUMMARY', message));
      summaryFallbacks.set(summaryId, onlySummary);
      return onlySummary;
    }
    const message = `sale refers to summary "${summaryId}", which no SY row defines: skipped (no territory, currency or commercial model)`;
    out.push(warning(row.lineNo, 'UNKNOWN_SUMMARY', message));
    return undefined;
  };

  const saleColumns = (columns: DsrColumns) => ({
    blockId: columns.indexOf('BlockId'),
    summaryId: columns.indexOf('SummaryRecordId'),
    release: columns.indexOf('TransactedRelease'),
    resource: columns.indexOf('TransactedResource'),
    dspId: columns.indexOf('DspResourceId', 'DspReleaseId'),
    dspIdIsRelease: columns.indexOf('DspResourceId') < 0,
    royalty: columns.indexOf('IsRoyaltyBearing'),
    usages: columns.indexOf('NumberOfStreams', 'NumberOfUsages', 'Usages', 'NumberOfDownloads'),
    returns: columns.indexOf('Returns'),
    useType: columns.indexOf('UseType'),
    commercialModel: columns.indexOf('CommercialModel'),
    netRevenue: columns.indexOf('NetRevenue'),
    periodStart: columns.indexOf('ValidityPeriodStart'),
    periodEnd: columns.indexOf('ValidityPeriodEnd'),
  });
  type SaleColumns = ReturnType<typeof saleColumns>;

  type Amounts = { usages: bigint; revenue: string | null };

  const isRoyaltyBearingText = (text: string): boolean => {
    if (text === '' || text === 'TRUE') return true;
    const upper = text.toUpperCase();
    return upper !== 'FALSE' && upper !== 'N' && upper !== '0';
  };

  const saleOf = (
    row: Row,
    at: SaleColumns,
    summary: SalesSummary,
    amounts: Amounts,
    release: Release | undefined,
    resource: Resource | undefined,
    dspIds: { resource: string | null; release: string | null },
  ): SalesRecord => {
    const described = resource ?? release;
    return {
      lineNo: row.lineNo,
      summaryId: summary.summaryId,
      blockId: block.id,
      isrc: resource?.isrc ?? null,
      icpn: release?.icpn ?? null,
      dspResourceId: dspIds.resource,
      dspReleaseId: dspIds.release,
      title: described?.title ?? null,
      artist: described?.artist ?? null,
      commercialModel: textAt(row, at.commercialModel) || summary.commercialModel,
      useType: textAt(row, at.useType) || summary.useType,
      territory: summary.territory,
      usages: amounts.usages,
      revenue: amounts.revenue,
      currency: summary.currency,
      periodStart: (at.periodStart < 0 ? null : isoDateOf(textAt(row, at.periodStart))) ?? header?.usageStart ?? null,
      periodEnd: (at.periodEnd < 0 ? null : isoDateOf(textAt(row, at.periodEnd))) ?? header?.usageEnd ?? null,
      isRoyaltyBearing: isRoyaltyBearingText(textAt(row, at.royalty)),
      productType: described?.type ?? null,
    };
  };

  /** Usages (less returns) and the row's own amount; undefined (warned) when a number is bad or missing. */
  const amountsOf = (row: Row, at: SaleColumns, out: SalesReportEvent[]): Amounts | undefined => {
    const usages = integerAt(row, at.usages, 'Usages', out);
    const returns = at.returns < 0 ? null : integerAt(row, at.returns, 'Returns', out);
    const revenue = at.netRevenue < 0 ? null : decimalAt(row, at.netRevenue, 'NetRevenue', out);
    if (usages === undefined || returns === undefined || revenue === undefined) return undefined;
    if (usages === null) {
      out.push(warning(row.lineNo, 'BAD_NUMBER', 'sale row has no usages: skipped'));
      return undefined;
    }
    return { usages: returns === null ? usages : usages - returns, revenue };
  };

  const addUsages = (summaryId: string, usages: bigint): void => {
    const total = usagesBySummary.get(summaryId);
    if (total) total.read += usages;
    else usagesBySummary.set(summaryId, { read: usages });
  };

  /** SU01/SU02 (Basic Audio): the sale names a resource and/or a release of its block by their references. */
  const blockSaleHandler = (columns: DsrColumns): Handler => {
    const at = saleColumns(columns);
    return (row, out) => {
      enterBlock(textAt(row, at.blockId));
      const amounts = amountsOf(row, at, out);
      const summary = amounts && summaryFor(textAt(row, at.summaryId), row, out);
      if (!amounts || !summary) return;
      const resourceRef = textAt(row, at.resource);
      const releaseRef = textAt(row, at.release);
      const resource = resourceRef === '' ? undefined : block.resources.get(resourceRef);
      const release = releaseRef === '' ? block.firstRelease : block.releases.get(releaseRef);
      if (resourceRef !== '' && !resource) {
        out.push(
          warning(row.lineNo, 'UNKNOWN_RESOURCE', `sale names resource "${resourceRef}", not in block ${block.id}`),
        );
      }
      if (releaseRef !== '' && !release) {
        out.push(
          warning(row.lineNo, 'UNKNOWN_RELEASE', `sale names release "${releaseRef}", not in block ${block.id}`),
        );
      }
      if (resourceRef === '' && releaseRef === '') {
        out.push(warning(row.lineNo, 'UNKNOWN_RESOURCE', 'sale names neither a resource nor a release'));
      }
      addUsages(summary.summaryId, amounts.usages);
      const dspIds = { resource: resource?.dspId ?? null, release: release?.dspId ?? null };
      out.push({ kind: 'sale', sale: saleOf(row, at, summary, amounts, release, resource, dspIds) });
    };
  };

  /** SU03 (UGC): the sale carries its own NetRevenue and names its resource by DSP id (SU03.01 calls it DspReleaseId). */
  const ugcSaleHandler = (columns: DsrColumns): Handler => {
    const at = saleColumns(columns);
    return (row, out) => {
      enterBlock(textAt(row, at.blockId));
      const amounts = amountsOf(row, at, out);
      const summary = amounts && summaryFor(textAt(row, at.summaryId), row, out);
      if (!amounts || !summary) return;
      const dspId = textAt(row, at.dspId);
      const resource = block.resourcesByDspId.get(dspId) ?? block.resources.get(dspId);
      if (!resource) {
        out.push(warning(row.lineNo, 'UNKNOWN_RESOURCE', `sale names "${dspId}", no resource of block ${block.id}`));
      }
      const release = block.firstRelease;
      const dspIds = {
        resource: resource?.dspId ?? (at.dspIdIsRelease ? null : orNull(dspId)),
        release: release?.dspId ?? (resource || !at.dspIdIsRelease ? null : orNull(dspId)),
      };
      out.push({ kind: 'sale', sale: saleOf(row, at, summary, amounts, release, resource, dspIds) });
    };
  };

  const blockOnlyHandler = (columns: DsrColumns): Handler => {
    const blockId = columns.indexOf('BlockId');
    return (row) => enterBlock(textAt(row, blockId));
  };

  const footHandler = (columns: DsrColumns): Handler => {
    const at = {
      linesInFile: columns.indexOf('NumberOfLinesInFile'),
      linesInReport: columns.indexOf('NumberOfLinesInReport'),
      summaryRecords: columns.indexOf('NumberOfSummaryRecords'),
      blocksInFile: columns.indexOf('NumberOfBlocksInFile'),
      blocksInReport: columns.indexOf('NumberOfBlocksInReport', 'NumberOfBlocksInRecord'),
    };
    return (row, out) => {
      footLineNo = row.lineNo;
      const footer: SalesReportFooter = {
        linesInFile: countAt(row, at.linesInFile, 'NumberOfLinesInFile', out),
        linesInReport: countAt(row, at.linesInReport, 'NumberOfLinesInReport', out),
        summaryRecords: countAt(row, at.summaryRecords, 'NumberOfSummaryRecords', out),
        blocksInFile: countAt(row, at.blocksInFile, 'NumberOfBlocksInFile', out),
        blocksInReport: countAt(row, at.blocksInReport, 'NumberOfBlocksInReport', out),
      };
      out.push({ kind: 'footer', footer });
      const isWholeReport = (header?.numberOfFiles ?? 1) === 1;
      const checks: [string, number | null, number, boolean][] = [
        ['NumberOfLinesInFile', footer.linesInFile, lines, true],
        ['NumberOfLinesInReport', footer.linesInReport, lines, isWholeReport],
        ['NumberOfSummaryRecords', footer.summaryRecords, summaryRows, isWholeReport || summaryRows > 0],
        ['NumberOfBlocksInFile', footer.blocksInFile, blocks, true],
        ['NumberOfBlocksInReport', footer.blocksInReport, blocks, isWholeReport],
      ];
      for (const [name, said, read, isChecked] of checks) {
        if (!isChecked || said === null || said === read) continue;
        out.push(warning(row.lineNo, 'FOOT_MISMATCH', `FOOT ${name} says ${said}, the file has ${read}`));
      }
    };
  };

  const handlerOfFamily = (family: string): ((columns: DsrColumns) => Handler) | undefined => {
    if (family === 'HEAD') return headHandler;
    if (family === 'FOOT') return footHandler;
    if (family === 'SY') return summaryHandler;
    if (family === 'RE01') return releaseHandler;
    if (family === 'AS01' || family === 'AS02') return resourceHandler;
    if (family === 'SU01' || family === 'SU02') return blockSaleHandler;
    if (family === 'SU03') return ugcSaleHandler;
    return BLOCK_ONLY_FAMILIES.has(family) ? blockOnlyHandler : undefined;
  };

  const resolveHandler = (recordType: string, lineNo: number, out: SalesReportEvent[]): Handler | null => {
    const family = familyOf(recordType);
    const handlerOf = handlerOfFamily(family);
    const columns = headerColumns.get(recordType) ?? builtInColumnsOf(recordType);
    let handler: Handler | null = null;
    const isMoney = family === 'SY' || family.startsWith('SU');
    if (isMoney && (!handlerOf || !columns)) {
      const why = handlerOf ? 'has no # header row and no known column order' : 'is not a record type we read';
      out.push(warning(lineNo, 'UNREAD_SALES', `sales or summary record type "${recordType}" ${why}`));
    } else if (!handlerOf) {
      out.push(warning(lineNo, 'UNKNOWN_RECORD_TYPE', `record type "${recordType}" is not read: its rows are skipped`));
    } else if (!columns) {
      const message = `record type "${recordType}" has no # header row and no known column order: its rows are skipped`;
      out.push(warning(lineNo, 'NO_COLUMN_HEADER', message));
    } else {
      handler = handlerOf(columns);
    }
    handlers.set(recordType, handler);
    return handler;
  };

  const line = (text: string, lineNo: number, out: SalesReportEvent[]): void => {
    if (text === '') return;
    lines++;
    if (footLineNo > 0 && !isAfterFootWarned) {
      isAfterFootWarned = true;
      out.push(warning(lineNo, 'AFTER_FOOT', `${fileName} goes on after its FOOT row (line ${footLineNo})`));
    }
    const row = readRow(currentRow, text, lineNo);
    if (text.charCodeAt(0) === 35) {
      const cells = row.escapedCells ?? text.split('\t');
      const recordType = (cells[0] ?? '').slice(1).trim();
      headerColumns.set(recordType, columnsOfHeaderRow(cells));
      handlers.delete(recordType);
      return;
    }
    const recordType = textAt(row, 0);
    if (recordType === '') {
      out.push(warning(lineNo, 'BAD_ROW', 'row has no record type: skipped'));
      return;
    }
    const handler = handlers.get(recordType);
    if (handler) handler(row, out);
    else if (handler === undefined) resolveHandler(recordType, lineNo, out)?.(row, out);
  };

  /** Single-file Basic Audio reports: a summary's usages should be the sum of its sales'. */
  const checkSummaryUsages = (lineNo: number, out: SalesReportEvent[]): void => {
    if ((header?.numberOfFiles ?? 1) !== 1) return;
    for (const [summaryId, { read }] of usagesBySummary) {
      const summary = summaries.get(summaryId);
      const isComparable = summary?.usages != null && summaryRowsById.get(summaryId) === 1;
      if (!isComparable || summary?.usages === read) continue;
      const message = `summary "${summaryId}" reports ${summary?.usages} usages, its sales add up to ${read}`;
      out.push(warning(lineNo, 'SUMMARY_USAGES_MISMATCH', message));
    }
  };

  /** A report says which file of how many it is and the days it counts. */
  const checkHeader = (out: SalesReportEvent[]): void => {
    if (!header) {
      out.push(warning(1, 'BAD_HEADER', `${fileName} has no HEAD row`));
      return;
    }
    const { usageStart, usageEnd, fileNumber, numberOfFiles } = header;
    if (!usageStart || !usageEnd || usageEnd < usageStart) {
      const message = `HEAD UsageStartDate and UsageEndDate must be dates, the first not after the second (got ${usageStart ?? 'none'} – ${usageEnd ?? 'none'})`;
      out.push(warning(1, 'BAD_HEADER', message));
    }
    if (fileNumber < 1 || numberOfFiles < 1 || fileNumber > numberOfFiles) {
      out.push(warning(1, 'BAD_HEADER', `HEAD says file ${fileNumber} of ${numberOfFiles}`));
    }
  };

  const end = (lastLineNo: number, out: SalesReportEvent[]): void => {
    checkHeader(out);
    // A file cut short is said first: its sums disagree with its summaries because of it.
    if (footLineNo === 0) {
      out.push(warning(lastLineNo, 'MISSING_FOOT', `${fileName} ends without a FOOT row: it may be cut short`));
    }
    checkSummaryUsages(footLineNo || lastLineNo, out);
  };

  return { line, end };
}
