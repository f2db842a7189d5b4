// The rows of a DSR file that describe the report itself: HEAD, the SY summaries and FOOT, and the checks of the
// totals they declare against what the file holds (FOOT counts, summary usages, the header's dates and files).
import { countAt, decimalAt, type Handler, integerAt, orNull, textAt, warning } from './dsr-cells.ts';
import type { DsrReaderState } from './dsr-reader-state.ts';
import type { DsrColumns } from './dsr-record-types.ts';
import { isoDateOf, parseTerritory } from './report-values.ts';
import type { SalesReportEvent, SalesReportFooter, SalesReportHeader, SalesSummary } from './sales-report-types.ts';

export const headHandler = (state: DsrReaderState, columns: DsrColumns): Handler => {
  const at = (...names: string[]) => columns.indexOf(...names);
  const [fileNumber, numberOfFiles] = [at('FileNumber'), at('NumberOfFiles')];
  return (row, out) => {
    const header: SalesReportHeader = {
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
    state.header = header;
    out.push({ kind: 'header', header });
  };
};

export const summaryHandler = (state: DsrReaderState, columns: DsrColumns): Handler => {
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
    state.summaryRows++;
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
    const { summaries, summaryRowsById } = state;
    if (!summaries.has(summary.summaryId)) summaries.set(summary.summaryId, summary);
    summaryRowsById.set(summary.summaryId, (summaryRowsById.get(summary.summaryId) ?? 0) + 1);
    out.push({ kind: 'summary', summary });
  };
};

export const footHandler = (state: DsrReaderState, columns: DsrColumns): Handler => {
  const at = {
    linesInFile: columns.indexOf('NumberOfLinesInFile'),
    linesInReport: columns.indexOf('NumberOfLinesInReport'),
    summaryRecords: columns.indexOf('NumberOfSummaryRecords'),
    blocksInFile: columns.indexOf('NumberOfBlocksInFile'),
    blocksInReport: columns.indexOf('NumberOfBlocksInReport', 'NumberOfBlocksInRecord'),
  };
  return (row, out) => {
    state.footLineNo = row.lineNo;
    const footer: SalesReportFooter = {
      linesInFile: countAt(row, at.linesInFile, 'NumberOfLinesInFile', out),
      linesInReport: countAt(row, at.linesInReport, 'NumberOfLinesInReport', out),
      summaryRecords: countAt(row, at.summaryRecords, 'NumberOfSummaryRecords', out),
      blocksInFile: countAt(row, at.blocksInFile, 'NumberOfBlocksInFile', out),
      blocksInReport: countAt(row, at.blocksInReport, 'NumberOfBlocksInReport', out),
    };
    out.push({ kind: 'footer', footer });
    const { lines, blocks, summaryRows } = state;
    const isWholeReport = (state.header?.numberOfFiles ?? 1) === 1;
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

/** Single-file Basic Audio reports: a summary's usages should be the sum of its sales'. */
const checkSummaryUsages = (state: DsrReaderState, lineNo: number, out: SalesReportEvent[]): void => {
  if ((state.header?.numberOfFiles ?? 1) !== 1) return;
  for (const [summaryId, { read }] of state.usagesBySummary) {
    const summary = state.summaries.get(summaryId);
    const isComparable = summary?.usages != null && state.summaryRowsById.get(summaryId) === 1;
    if (!isComparable || summary?.usages === read) continue;
    const message = `summary "${summaryId}" reports ${summary?.usages} usages, its sales add up to ${read}`;
    out.push(warning(lineNo, 'SUMMARY_USAGES_MISMATCH', message));
  }
};

/** A report says which file of how many it is and the days it counts. */
const checkHeader = (state: DsrReaderState, out: SalesReportEvent[]): void => {
  const { header } = state;
  if (!header) {
    out.push(warning(1, 'BAD_HEADER', `${state.fileName} has no HEAD row`));
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

/** The checks once the file is read: its header, a FOOT row (else it may be cut short), the summaries' usages. */
export const checkReportEnd = (state: DsrReaderState, lastLineNo: number, out: SalesReportEvent[]): void => {
  checkHeader(state, out);
  // A file cut short is said first: its sums disagree with its summaries because of it.
  if (state.footLineNo === 0) {
    out.push(warning(lastLineNo, 'MISSING_FOOT', `${state.fileName} ends without a FOOT row: it may be cut short`));
  }
  checkSummaryUsages(state, state.footLineNo || lastLineNo, out);
};
