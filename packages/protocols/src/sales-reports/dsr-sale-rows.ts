// The rows of a DSR block: its releases (RE01) and resources (AS01/AS02), and the sales that name them (SU01/SU02 in
// Basic Audio, SU03 in UGC), each sale valued and described from its block and its summary.
import { decimalAt, type Handler, integerAt, orNull, type Row, textAt, warning } from './dsr-cells.ts';
import { type DsrReaderState, enterBlock, type Release, type Resource } from './dsr-reader-state.ts';
import type { DsrColumns } from './dsr-record-types.ts';
import { isoDateOf, normalizeIcpn, normalizeIsrc } from './report-values.ts';
import type { SalesRecord, SalesReportEvent, SalesSummary } from './sales-report-types.ts';

/** The columns a release row and a resource row share: their block, reference, store id and description. */
function describedColumns(columns: DsrColumns, kind: 'Release' | 'Resource') {
  return {
    blockId: columns.indexOf('BlockId'),
    reference: columns.indexOf(`${kind}Reference`),
    dspId: columns.indexOf(`Dsp${kind}Id`),
    title: columns.indexOf('Title'),
    artist: columns.indexOf('DisplayArtistName'),
    type: columns.indexOf(`${kind}Type`),
  };
}

/** Enters the row's block and reads what a release and a resource both carry. */
function readDescribed(state: DsrReaderState, row: Row, at: ReturnType<typeof describedColumns>) {
  enterBlock(state, textAt(row, at.blockId));
  return {
    reference: textAt(row, at.reference),
    dspId: orNull(textAt(row, at.dspId)),
    title: orNull(textAt(row, at.title)),
    artist: orNull(textAt(row, at.artist)),
    type: orNull(textAt(row, at.type)),
  };
}

export const releaseHandler = (state: DsrReaderState, columns: DsrColumns): Handler => {
  const at = describedColumns(columns, 'Release');
  const icpnAt = columns.indexOf('ICPN');
  return (row) => {
    const { reference, ...described } = readDescribed(state, row, at);
    const release: Release = { icpn: normalizeIcpn(textAt(row, icpnAt)), ...described };
    state.block.releases.set(reference, release);
    state.block.firstRelease ??= release;
  };
};

export const resourceHandler = (state: DsrReaderState, columns: DsrColumns): Handler => {
  const at = describedColumns(columns, 'Resource');
  const isrcAt = columns.indexOf('ISRC');
  return (row) => {
    const { reference, ...described } = readDescribed(state, row, at);
    const resource: Resource = { isrc: normalizeIsrc(textAt(row, isrcAt)), ...described };
    state.block.resources.set(reference, resource);
    if (resource.dspId !== null) state.block.resourcesByDspId.set(resource.dspId, resource);
  };
};

/** Rows read only for the block they open (their contents are not sales). */
export const blockOnlyHandler = (state: DsrReaderState, columns: DsrColumns): Handler => {
  const blockId = columns.indexOf('BlockId');
  return (row) => enterBlock(state, textAt(row, blockId));
};

/** The summary a sale row names; a missing one falls back, with one warning, to the report's only summary. */
const summaryFor = (
  state: DsrReaderState,
  summaryId: string,
  row: Row,
  out: SalesReportEvent[],
): SalesSummary | undefined => {
  const { summaries, summaryFallbacks } = state;
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

/** What a sale row and the release and resource it names make: one sales record. */
const saleOf = (
  state: DsrReaderState,
  row: Row,
  at: SaleColumns,
  sold: { summary: SalesSummary; amounts: Amounts; release: Release | undefined; resource: Resource | undefined },
  dspIds: { resource: string | null; release: string | null },
): SalesRecord => {
  const { summary, amounts, release, resource } = sold;
  const { header } = state;
  const described = resource ?? release;
  return {
    lineNo: row.lineNo,
    summaryId: summary.summaryId,
    blockId: state.block.id,
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

const addUsages = (state: DsrReaderState, summaryId: string, usages: bigint): void => {
  const total = state.usagesBySummary.get(summaryId);
  if (total) total.read += usages;
  else state.usagesBySummary.set(summaryId, { read: usages });
};

/** SU01/SU02 (Basic Audio): the sale names a resource and/or a release of its block by their references. */
export const blockSaleHandler = (state: DsrReaderState, columns: DsrColumns): Handler => {
  const at = saleColumns(columns);
  const { block } = state;
  return (row, out) => {
    enterBlock(state, textAt(row, at.blockId));
    const amounts = amountsOf(row, at, out);
    const summary = amounts && summaryFor(state, textAt(row, at.summaryId), row, out);
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
      out.push(warning(row.lineNo, 'UNKNOWN_RELEASE', `sale names release "${releaseRef}", not in block ${block.id}`));
    }
    if (resourceRef === '' && releaseRef === '') {
      out.push(warning(row.lineNo, 'UNKNOWN_RESOURCE', 'sale names neither a resource nor a release'));
    }
    addUsages(state, summary.summaryId, amounts.usages);
    const dspIds = { resource: resource?.dspId ?? null, release: release?.dspId ?? null };
    out.push({ kind: 'sale', sale: saleOf(state, row, at, { summary, amounts, release, resource }, dspIds) });
  };
};

/** SU03 (UGC): the sale carries its own NetRevenue and names its resource by DSP id (SU03.01 calls it DspReleaseId). */
export const ugcSaleHandler = (state: DsrReaderState, columns: DsrColumns): Handler => {
  const at = saleColumns(columns);
  const { block } = state;
  return (row, out) => {
    enterBlock(state, textAt(row, at.blockId));
    const amounts = amountsOf(row, at, out);
    const summary = amounts && summaryFor(state, textAt(row, at.summaryId), row, out);
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
    out.push({ kind: 'sale', sale: saleOf(state, row, at, { summary, amounts, release, resource }, dspIds) });
  };
};
