// Reads Apple's tab-separated daily sales report (iTunes Connect, 27 columns, a header row first) line by line: one
// sale per row, priced exactly as Units × Royalty Price. Blank cells are often a single space.
import {
  isDecimalText,
  isoDateOfUsDate,
  multiplyDecimalText,
  normalizeIcpn,
  normalizeIsrc,
  parseIntegerText,
  parseTerritory,
} from './report-values.ts';
import type { SalesRecord, SalesReportEvent, SalesReportHeader, SalesReportLineParser } from './sales-report-types.ts';

const REQUIRED_COLUMNS = ['Units', 'Royalty Price', 'Royalty Currency', 'Country Code'];

/** Apple's daily report is of downloads (streams come in Apple Music's own reports), so every row is one. */
const COMMERCIAL_MODEL = 'PayAsYouGoModel';
const USE_TYPE = 'PermanentDownload';

const warning = (
  lineNo: number,
  code: 'BAD_NUMBER' | 'BAD_DATE' | 'BAD_ROW' | 'BAD_HEADER',
  message: string,
): SalesReportEvent => ({
  kind: 'warning',
  lineNo,
  code,
  message,
});

const appleHeader = (usageStart: string | null, usageEnd: string | null): SalesReportHeader => ({
  format: 'apple',
  profile: null,
  profileVersion: null,
  messageVersion: null,
  messageId: null,
  createdAt: null,
  fileNumber: 1,
  numberOfFiles: 1,
  usageStart,
  usageEnd,
  senderPartyId: null,
  senderName: null,
  serviceDescription: null,
  recipientPartyId: null,
  recipientName: null,
});

const columnIndexes = (headerLine: string, fileName: string) => {
  const names = headerLine.split('\t').map((name) => name.trim().toLowerCase());
  const at = (name: string): number => names.indexOf(name.toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((name) => at(name) < 0);
  if (missing.length > 0)
    throw new Error(`${fileName}: Apple sales report without the column(s) ${missing.join(', ')}`);
  return {
    columns: names.length,
    upc: at('UPC'),
    isrc: at('ISRC'),
    artist: at('Artist / Show'),
    title: at('Title / Episode / Season'),
    productType: at('Product Type Identifier'),
    units: at('Units'),
    royaltyPrice: at('Royalty Price'),
    beginDate: at('Begin Date'),
    endDate: at('End Date'),
    countryCode: at('Country Code'),
    royaltyCurrency: at('Royalty Currency'),
    appleId: at('Apple Identifier'),
  };
};

export function createAppleLineParser(fileName: string): SalesReportLineParser {
  let at: ReturnType<typeof columnIndexes> | undefined;
  let isHeaderSent = false;

  const line = (text: string, lineNo: number, out: SalesReportEvent[]): void => {
    if (text === '' || (text.charCodeAt(0) <= 32 && text.trim() === '')) return;
    if (!at) {
      at = columnIndexes(text, fileName);
      return;
    }
    const cells = text.split('\t');
    if (cells.length < at.columns) {
      const message = `row has ${cells.length} of the header's ${at.columns} columns: cut short`;
      out.push(warning(lineNo, 'BAD_ROW', message));
      return;
    }
    const cell = (index: number): string => (index < 0 ? '' : (cells[index] ?? '').trim());
    const [beginDate, endDate] = [cell(at.beginDate), cell(at.endDate)];
    const periodStart = isoDateOfUsDate(beginDate);
    const periodEnd = isoDateOfUsDate(endDate);
    if (!isHeaderSent) {
      isHeaderSent = true;
      out.push({ kind: 'header', header: appleHeader(periodStart, periodEnd) });
    }
    if (!periodStart || !periodEnd) {
      out.push(warning(lineNo, 'BAD_DATE', `dates "${beginDate}" – "${endDate}" are not MM/DD/YYYY`));
      return;
    }
    if (!/^[A-Z]{3}$/.test(cell(at.royaltyCurrency))) {
      const message = `Royalty Currency "${cell(at.royaltyCurrency)}" is not a currency code`;
      out.push(warning(lineNo, 'BAD_ROW', message));
      return;
    }
    const units = parseIntegerText(cell(at.units));
    const royaltyPrice = cell(at.royaltyPrice);
    if (units === null || !isDecimalText(royaltyPrice)) {
      const message = `Units "${cell(at.units)}" × Royalty Price "${royaltyPrice}" is not a number: row skipped`;
      out.push(warning(lineNo, 'BAD_NUMBER', message));
      return;
    }
    const sale: SalesRecord = {
      lineNo,
      summaryId: null,
      blockId: null,
      isrc: normalizeIsrc(cell(at.isrc)),
      icpn: normalizeIcpn(cell(at.upc)),
      dspResourceId: cell(at.appleId) || null,
      dspReleaseId: null,
      title: cell(at.title) || null,
      artist: cell(at.artist) || null,
      commercialModel: COMMERCIAL_MODEL,
      useType: USE_TYPE,
      territory: parseTerritory(cell(at.countryCode)),
      usages: units,
      revenue: multiplyDecimalText(units, royaltyPrice),
      currency: cell(at.royaltyCurrency),
      periodStart,
      periodEnd,
      isRoyaltyBearing: true,
      productType: cell(at.productType) || null,
    };
    out.push({ kind: 'sale', sale });
  };

  const end = (lastLineNo: number, out: SalesReportEvent[]): void => {
    if (isHeaderSent) return;
    out.push({ kind: 'header', header: appleHeader(null, null) });
    out.push(warning(lastLineNo, 'BAD_HEADER', `${fileName} has no sales rows: nothing says which days it counts`));
  };

  return { line, end };
}
