// The audit's money rules on the events of a report: priced sales account for exactly the usages their summary
// declares, sales with their own amounts stay within its net revenue, and the first problem refuses the whole file.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { auditSalesReport, checkSummaryTotals, ReportRefused, type SummaryTotals } from './audit-sales-report.ts';
import { readSalesReport } from './read-sales-report.ts';

const totals = (change: Partial<SummaryTotals>): SummaryTotals => ({
  summaryId: 'S1',
  currency: 'USD',
  declaredUsages: 100n,
  netMicros: 10_000_000n,
  pricedUsages: 0n,
  pricedLines: 0,
  ownMicros: 0n,
  ownLines: 0,
  ...change,
});

describe('the money rules of one summary', () => {
  it('takes priced sales that account for exactly the declared usages, and refuses more or fewer', () => {
    expect(checkSummaryTotals(totals({ pricedUsages: 100n, pricedLines: 3 }), true, false)).toBeNull();
    expect(checkSummaryTotals(totals({ pricedUsages: 101n, pricedLines: 3 }), true, false)).toMatch(/add up to 101/);
    expect(checkSummaryTotals(totals({ pricedUsages: 99n, pricedLines: 3 }), true, false)).toMatch(/add up to 99/);
    // One file of several may hold part of the usages, never more than all of them.
    expect(checkSummaryTotals(totals({ pricedUsages: 40n, pricedLines: 1 }), false, true)).toBeNull();
    expect(checkSummaryTotals(totals({ pricedUsages: 140n, pricedLines: 1 }), false, true)).toMatch(/add up to 140/);
  });

  it('shares a summary that declares no usages by its sales, but not across the files of a report', () => {
    const undeclared = totals({ declaredUsages: null, pricedUsages: 7n, pricedLines: 2 });
    expect(checkSummaryTotals(undeclared, true, false)).toBeNull();
    expect(checkSummaryTotals(undeclared, false, true)).toMatch(/declares no usages/);
  });

  it('keeps sales with amounts of their own within the net revenue, refunds included', () => {
    expect(checkSummaryTotals(totals({ ownMicros: 10_000_000n, ownLines: 2 }), true, false)).toBeNull();
    expect(checkSummaryTotals(totals({ ownMicros: 10_000_001n, ownLines: 2 }), true, false)).toMatch(
      /add up to 10.000001, more than its net revenue of 10/,
    );
    const refund = totals({ netMicros: -5_000_000n, ownMicros: -5_000_000n, ownLines: 1 });
    expect(checkSummaryTotals(refund, true, false)).toBeNull();
    expect(checkSummaryTotals({ ...refund, ownMicros: 1n }, true, false)).not.toBeNull();
    // A summary that states no revenue cannot bound its sales' own amounts: refused.
    expect(checkSummaryTotals(totals({ netMicros: null, ownMicros: 99_000_000n, ownLines: 1 }), true, false)).toMatch(
      /states no net revenue/,
    );
  });

  it('refuses a summary whose sales are priced both ways', () => {
    const mixed = totals({ pricedUsages: 100n, pricedLines: 1, ownMicros: 1n, ownLines: 1 });
    expect(checkSummaryTotals(mixed, true, false)).toMatch(/cannot be shared/);
  });
});

describe('auditing a whole report', () => {
  const ugc = (net: string) =>
    [
      'HEAD\tdsrf/30\tUGCProfile\t1.0\tU1\t2016-01-21T15:09:26Z\t1\t1\t2015-10-01\t2015-12-31\tPADPIDA2013020802I\tYouTube\tAdSupport-music\tPADPIDA20070627029\tTEST',
      '#SY02.01\tSummaryRecordId\tDistributionChannel\tDistributionChannelDPID\tCommercialModel\tUseType\tTerritory\tServiceDescription\tUsages\tUsers\tCurrency\tNetRevenue',
      `SY02.01\t1\t\t\tAdvertisementSupportedModel\tStream\tIS\tAdSupport-music\t100\t\tUSD\t${net}`,
      '#AS01\tBlockId\tResourceReference\tDspResourceId\tISRC\tTitle\tSubTitle\tDisplayArtistName\tDisplayArtistPartyId\tDuration\tResourceType',
      'AS01\t1\tA1\tA1\tUSSM19803037\tSong\t\tArtist\t\tPT0H0M0S\tSoundRecording',
      '#SU03.01\tBlockId\tSalesTransactionId\tSummaryRecordId\tDspReleaseId\tUsages\tNetRevenue\tValidityPeriodStart\tValidityPeriodEnd',
      'SU03.01\t1\tU1\t1\tA1\t60\t2.5\t20151001\t20151231',
      'SU03.01\t1\tU2\t1\tA1\t40\t1.5\t20151001\t20151231',
      'FOOT\t9\t9\t1\t1\t1',
    ].join('\n');
  const audit = (text: string) => auditSalesReport(readSalesReport(Readable.from([text]), { fileName: 'ugc.tsv' }));

  it("takes a UGC report whose lines stay within their summary's revenue", async () => {
    const read = await audit(ugc('4.0'));
    expect(read.lines).toBe(2);
    expect(read.summaries.get('1')).toMatchObject({ ownMicros: 4_000_000n, ownLines: 2 });
  });

  it("refuses a UGC report whose lines come to more than their summary's revenue, naming why", async () => {
    const refused = await audit(ugc('3.99')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ReportRefused);
    expect((refused as ReportRefused).message).toBe(
      'the sales of summary "1" add up to 4, more than its net revenue of 3.99',
    );
  });

  it('refuses lines of opposite signs that would offset each other within a summary', async () => {
    const offset = ugc('4.0').replace('\t60\t2.5\t', '\t60\t1000002.5\t').replace('\t40\t1.5\t', '\t40\t-999997\t');
    const refused = await audit(offset).catch((error: unknown) => error);
    expect((refused as ReportRefused).message).toBe(
      'line 8: a sale of -999997 under summary "1", whose net revenue is 4',
    );
    const priced = [
      'HEAD\tdsrf/1.3/1.4.1/1.3\tBasicAudioProfile\t1.3\tM1\t2025-02-01T00:00:00Z\t1\t1\t2025-01-01\t2025-01-31\tA\tS\tSim\tB\tO',
      '#SY02.03\tSummaryRecordId\tDistributionChannel\tDistributionChannelDPID\tCommercialModel\tUseType\tTerritory\tServiceDescription\tUsages\tUsers\tCurrency\tNetRevenue',
      'SY02.03\tS1\t\t\tSubscriptionModel\tOnDemandStream\tJP\tSim\t1\t5\tJPY\t338',
      'RE01.02\t1\tR1\tR1\t\t\t4500000000017\tA\t\tT\t\tAlbum',
      'AS02.03\t1\tA1\tD1\tJPX002500001\tT\t\tA\t\tPT4M21S\tSoundRecording',
      'SU02.02\t1\tS1\tT1\t\tA1\tTRUE\t1001',
      'SU02.02\t1\tS1\tT2\t\tA1\tTRUE\t-1000',
      'FOOT\t8\t8\t1\t1\t1',
    ].join('\n');
    const negative = await auditSalesReport(readSalesReport(Readable.from([priced]), { fileName: 'bap.tsv' })).catch(
      (error: unknown) => error,
    );
    expect((negative as ReportRefused).message).toBe('line 7: a sale priced from summary "S1" counts -1000 usages');
  });
});
