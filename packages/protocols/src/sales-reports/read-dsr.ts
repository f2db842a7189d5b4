// Reads a DDEX DSR flat file line by line (Basic Audio and UGC profiles) into sales report events: each row goes to the
// handler of its record type (dsr-report-rows.ts, dsr-sale-rows.ts), chosen once per type from the family it belongs
// to and the columns its `#` header row (or the built-in order) gives. Keeps the summaries (few) and the current
// block's releases and resources (one block), never the sales: memory stays flat however long the file is.
import { type Handler, readRow, textAt, warning } from './dsr-cells.ts';
import { type DsrReaderState, newDsrReaderState } from './dsr-reader-state.ts';
import { builtInColumnsOf, columnsOfHeaderRow, type DsrColumns } from './dsr-record-types.ts';
import { checkReportEnd, footHandler, headHandler, summaryHandler } from './dsr-report-rows.ts';
import {
  blockOnlyHandler,
  blockSaleHandler,
  releaseHandler,
  resourceHandler,
  ugcSaleHandler,
} from './dsr-sale-rows.ts';
import type { SalesReportEvent, SalesReportLineParser } from './sales-report-types.ts';

type HandlerFactory = (state: DsrReaderState, columns: DsrColumns) => Handler;

/** The four-letter record family (`SU02.02` → `SU02`), which says what a row is; its version only moves columns. */
const familyOf = (recordType: string): string => (recordType.startsWith('SY') ? 'SY' : recordType.slice(0, 4));

const BLOCK_ONLY_FAMILIES = new Set(['RE02', 'MW01', 'RU01', 'RU02', 'LI01']);

const handlerOfFamily = (family: string): HandlerFactory | undefined => {
  if (family === 'HEAD') return headHandler;
  if (family === 'FOOT') return footHandler;
  if (family === 'SY') return summaryHandler;
  if (family === 'RE01') return releaseHandler;
  if (family === 'AS01' || family === 'AS02') return resourceHandler;
  if (family === 'SU01' || family === 'SU02') return blockSaleHandler;
  if (family === 'SU03') return ugcSaleHandler;
  return BLOCK_ONLY_FAMILIES.has(family) ? blockOnlyHandler : undefined;
};

/** The handler of a record type met for the first time (null, warned: its rows are skipped), kept for its next rows. */
const resolveHandler = (
  state: DsrReaderState,
  recordType: string,
  lineNo: number,
  out: SalesReportEvent[],
): Handler | null => {
  const family = familyOf(recordType);
  const handlerOf = handlerOfFamily(family);
  const columns = state.headerColumns.get(recordType) ?? builtInColumnsOf(recordType);
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
    handler = handlerOf(state, columns);
  }
  state.handlers.set(recordType, handler);
  return handler;
};

/** One line of the file: a `#` header row gives its record type's columns; any other row goes to its handler. */
const readLine = (state: DsrReaderState, text: string, lineNo: number, out: SalesReportEvent[]): void => {
  if (text === '') return;
  state.lines++;
  if (state.footLineNo > 0 && !state.isAfterFootWarned) {
    state.isAfterFootWarned = true;
    out.push(warning(lineNo, 'AFTER_FOOT', `${state.fileName} goes on after its FOOT row (line ${state.footLineNo})`));
  }
  const row = readRow(state.currentRow, text, lineNo);
  if (text.charCodeAt(0) === 35) {
    const cells = row.escapedCells ?? text.split('\t');
    const recordType = (cells[0] ?? '').slice(1).trim();
    state.headerColumns.set(recordType, columnsOfHeaderRow(cells));
    state.handlers.delete(recordType);
    return;
  }
  const recordType = textAt(row, 0);
  if (recordType === '') {
    out.push(warning(lineNo, 'BAD_ROW', 'row has no record type: skipped'));
    return;
  }
  const handler = state.handlers.get(recordType);
  if (handler) handler(row, out);
  else if (handler === undefined) resolveHandler(state, recordType, lineNo, out)?.(row, out);
};

export function createDsrLineParser(fileName: string): SalesReportLineParser {
  const state = newDsrReaderState(fileName);
  return {
    line: (text, lineNo, out) => readLine(state, text, lineNo, out),
    end: (lastLineNo, out) => checkReportEnd(state, lastLineNo, out),
  };
}
