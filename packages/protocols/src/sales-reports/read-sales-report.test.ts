// Reads DDEX's three DSR samples and Apple's daily sales sample, checked against the numbers the files themselves
// state, then the ways real files arrive: gzipped, CRLF, cut anywhere (inside a character), escaped, inconsistent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { splitMultiValue } from './dsr-record-types.ts';
import { MAX_LINE_LENGTH, readSalesReport } from './read-sales-report.ts';
import { addDecimalTexts, multiplyDecimalText } from './report-values.ts';
import type { SalesRecord, SalesReportEvent, SalesSummary } from './sales-report-types.ts';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const SHARED_SAMPLES = '/work/shared/ddex/samples';

const SUBSCRIPTION =
  'DSR_PADPIDA00123456743_PADPIDA0123456766K_UnlimitedMusicMonthly_2020-06-01--2020-06-30__1of1_20200703T075930.tsv';
const AD_FUNDED = 'DSR_PADPIDA2015999999X_PADPIDA2015999999X_AdFunded_2015-08-01--2015-08-31__1of1_20151123T182957.tsv';
const UGC = 'DSR_TEST_YouTube_AdSupport-music_2015-Q4_IS_1of1_20160121T150926.tsv';
const APPLE = 'itunes-daily-sales-demo.txt';

const fixtureBytes = (name: string): Buffer => readFileSync(new URL(name, FIXTURES));

async function* chunksOf(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

const read = async (input: Parameters<typeof readSalesReport>[0], fileName = 'report.tsv') => {
  const events: SalesReportEvent[] = [];
  for await (const event of readSalesReport(input, { fileName })) events.push(event);
  return {
    events,
    header: events.find((event) => event.kind === 'header')?.header,
    summaries: events.flatMap((event) => (event.kind === 'summary' ? [event.summary] : [])),
    sales: events.flatMap((event) => (event.kind === 'sale' ? [event.sale] : [])),
    footer: events.find((event) => event.kind === 'footer')?.footer,
    warnings: events.flatMap((event) => (event.kind === 'warning' ? [event] : [])),
  };
};

const readFixture = (name: string) => read(Readable.from(fixtureBytes(name)), name);
const readText = (text: string, fileName = 'report.tsv') => read(chunksOf(Buffer.from(text), 64), fileName);

const sumUsages = (sales: SalesRecord[]): bigint => sales.reduce((sum, sale) => sum + sale.usages, 0n);
const usagesBy = (sales: SalesRecord[], keyOf: (sale: SalesRecord) => string | null) => {
  const totals: Record<string, bigint> = {};
  for (const sale of sales) totals[keyOf(sale) ?? ''] = (totals[keyOf(sale) ?? ''] ?? 0n) + sale.usages;
  return totals;
};

/** A small Basic Audio file: HEAD, one summary, one block, FOOT; `body` replaces the block. */
const basicAudioFile = (body: string[], foot = 'FOOT\t{lines}\t{lines}\t1\t1\t1') => {
  const lines = [
    'HEAD\tdsrf/1.3/1.4.1/1.3\tBasicAudioProfile\t1.3\tM1\t2025-02-01T00:00:00Z\t1\t1\t2025-01-01\t2025-01-31\tPADPIDA0000000001A\tSim Store\tSimStream\tPADPIDA0000000002B\tOtodoke',
    '#SY02.03\tSummaryRecordId\tDistributionChannel\tDistributionChannelDPID\tCommercialModel\tUseType\tTerritory\tServiceDescription\tUsages\tUsers\tCurrency\tNetRevenue',
    'SY02.03\tS1\t\t\tSubscriptionModel\tOnDemandStream\tJP-13\tSimStream\t30\t5\tJPY\t300',
    ...body,
  ];
  return `${[...lines, foot.replaceAll('{lines}', String(lines.length + 1))].join('\n')}\n`;
};

const BLOCK = [
  'RE01.02\t1\tR1\tDSPREL1\t\t\t4 5 0 0 0 0 0 0 0 0 0 1 7\tYOASOBI\t\tTHE BOOK\t\tAlbum',
  'AS02.03\t1\tA1\tDSPRES1\tjp-x00-25-00001\t夜に駆ける\t\tYOASOBI\t\tPT4M21S\tSoundRecording',
  'SU02.02\t1\tS1\tT1\t\tA1\tTRUE\t30\t\t\tOnDemandStream',
];

describe("DDEX's DSR samples", () => {
  it('keeps the fixtures byte for byte as the shared samples', () => {
    const copied = readdirSync(FIXTURES).filter((name) => name.startsWith('DSR_'));
    expect(copied.toSorted()).toEqual([SUBSCRIPTION, AD_FUNDED, UGC].toSorted());
    if (!existsSync(SHARED_SAMPLES)) return;
    for (const name of copied)
      expect(fixtureBytes(name).equals(readFileSync(`${SHARED_SAMPLES}/dsr/${name}`))).toBe(true);
    expect(fixtureBytes(APPLE).equals(readFileSync(`${SHARED_SAMPLES}/itunes/${APPLE}`))).toBe(true);
  });

  describe('the Basic Audio subscription report (CRLF, HEAD before its # row, SY01.02)', () => {
    it('reads the header and the one summary', async () => {
      const { header, summaries } = await readFixture(SUBSCRIPTION);
      expect(header).toMatchObject({
        format: 'dsr',
        profile: 'BasicAudioProfile',
        profileVersion: '1.3',
        messageId: '1234567890',
        createdAt: '2020-07-03T07:59:30Z',
        fileNumber: 1,
        numberOfFiles: 1,
        usageStart: '2020-06-01',
        usageEnd: '2020-06-30',
        senderPartyId: 'PADPIDA0123456766K',
        senderName: 'Unlimited Music',
        recipientPartyId: 'PADPIDA00123456743',
      });
      expect(summaries).toEqual<SalesSummary[]>([
        {
          summaryId: 'S1',
          lineNo: 4,
          commercialModel: 'SubscriptionModel',
          useType: '',
          territory: { country: 'GB', subdivision: null, raw: 'GB' },
          serviceDescription: 'Unlimited Music Monthly',
          usages: 3160n,
          users: 346563n,
          currency: 'GBP',
          netRevenue: '5000.00',
          exchangeRateBaseCurrency: 'GBP',
          exchangeRate: '1.00',
          rightsController: null,
        },
      ]);
    });

    it("adds its 15 sales up to the summary's TotalUsages, with the FOOT's counts and no warning", async () => {
      const { sales, footer, warnings } = await readFixture(SUBSCRIPTION);
      expect(sales).toHaveLength(15);
      expect(sumUsages(sales)).toBe(3160n);
      expect(usagesBy(sales, (sale) => sale.blockId)).toEqual({ '1': 439n, '2': 1036n, '3': 1685n });
      expect(usagesBy(sales, (sale) => sale.useType)).toEqual({
        OnDemandStream: 1368n,
        ProgrammedContentStream: 868n,
        ContentInfluencedStream: 924n,
      });
      expect(footer).toEqual({
        linesInFile: 33,
        linesInReport: 33,
        summaryRecords: 1,
        blocksInFile: 3,
        blocksInReport: 3,
      });
      expect(warnings).toEqual([]);
    });

    it('resolves each sale to the ISRC of its AS row and the ICPN of its block', async () => {
      const { sales } = await readFixture(SUBSCRIPTION);
      expect(usagesBy(sales, (sale) => sale.isrc)).toEqual({
        GBAHT0900445: 439n,
        USSM16900682: 443n,
        USSM16900677: 593n,
        USCA20100360: 377n,
        USCA20100337: 727n,
        USCA20001686: 581n,
      });
      expect(usagesBy(sales, (sale) => sale.icpn)).toEqual({
        '825646846917': 439n,
        '696998776920': 1036n,
        '724358271058': 1685n,
      });
      expect(sales.every((sale) => sale.summaryId === 'S1' && sale.currency === 'GBP' && sale.revenue === null)).toBe(
        true,
      );
    });

    it('follows the ResourceReference, not the DSP id its text resembles', async () => {
      // In block 3 the reference "B0023AU8XO-201986758" belongs to the AS row whose DspResourceId is B0023AY8FI.
      const { sales } = await readFixture(SUBSCRIPTION);
      expect(sales.find((sale) => sale.lineNo === 26)).toEqual<SalesRecord>({
        lineNo: 26,
        summaryId: 'S1',
        blockId: '3',
        isrc: 'USCA20100337',
        icpn: '724358271058',
        dspResourceId: 'B0023AY8FI',
        dspReleaseId: 'B0023B44JM',
        title: 'Barbara Ann (2001 - Remaster)',
        artist: 'The Beach Boys',
        commercialModel: 'SubscriptionModel',
        useType: 'OnDemandStream',
        territory: { country: 'GB', subdivision: null, raw: 'GB' },
        usages: 438n,
        revenue: null,
        currency: 'GBP',
        periodStart: '2020-06-01',
        periodEnd: '2020-06-30',
        isRoyaltyBearing: true,
        productType: 'SoundRecording',
      });
    });
  });

  describe('the Basic Audio ad-funded report (all # rows first, SY02.03, release sales)', () => {
    it('reads the summary with its exchange rate', async () => {
      const { summaries } = await readFixture(AD_FUNDED);
      expect(summaries).toEqual([
        expect.objectContaining({
          summaryId: '1',
          commercialModel: 'SubscriptionModel',
          useType: 'Stream',
          usages: 100n,
          users: null,
          currency: 'EUR',
          netRevenue: '10',
          exchangeRateBaseCurrency: 'GBP',
          exchangeRate: '0.87',
          rightsController: 'PublisherA',
        }),
      ]);
    });

    it('reads the three release sales, each priced under the only summary', async () => {
      const { sales } = await readFixture(AD_FUNDED);
      expect(sales.map((sale) => [sale.lineNo, sale.title, sale.artist, sale.dspReleaseId, sale.usages])).toEqual([
        [11, 'Rip The Summer Up', 'Leikeli47 feat. Biker Boy Pug', '04312ef08dfd4ce984d70da69e8f10e6', 1n],
        [14, 'Ta-Dah', 'Scissor Sisters', '0930c46cd5024372aaea7781e620d3d6', 1n],
        [17, 'Lamb', 'Lamb', '09eaeb1802f247449ff9b80ce58a7856', 1n],
      ]);
      for (const sale of sales) {
        expect(sale).toMatchObject({ summaryId: '1', isrc: null, icpn: '731453000000', productType: 'Album' });
        expect(sale).toMatchObject({ commercialModel: 'SubscriptionModel', useType: 'Stream', currency: 'EUR' });
      }
    });

    it("warns of what the sample's own numbers get wrong: the summary id, the report's blocks and its usages", async () => {
      const { footer, warnings } = await readFixture(AD_FUNDED);
      expect(footer).toEqual({
        linesInFile: 18,
        linesInReport: 18,
        summaryRecords: 1,
        blocksInFile: 3,
        blocksInReport: 94,
      });
      expect(warnings.map(({ lineNo, code, message }) => ({ lineNo, code, message }))).toEqual([
        {
          lineNo: 11,
          code: 'UNKNOWN_SUMMARY',
          message: `sales refer to summary "SY1", which no SY row defines (the report's only summary is "1")`,
        },
        { lineNo: 18, code: 'FOOT_MISMATCH', message: 'FOOT NumberOfBlocksInReport says 94, the file has 3' },
        {
          lineNo: 18,
          code: 'SUMMARY_USAGES_MISMATCH',
          message: 'summary "1" reports 100 usages, its sales add up to 3',
        },
      ]);
    });
  });

  describe('the UGC report (SY02.01 sharing one id, AS01, SU03.01 with NetRevenue)', () => {
    it('keeps all four SY rows of SummaryRecordId 1, one per rights controller', async () => {
      const { header, summaries } = await readFixture(UGC);
      expect(header).toMatchObject({ profile: 'UGCProfile', profileVersion: '1.0', messageVersion: 'dsrf/30' });
      expect(header).toMatchObject({ numberOfFiles: 1, senderName: 'YouTube', recipientName: 'TEST' });
      expect(summaries.map((summary) => [summary.summaryId, summary.rightsController, summary.netRevenue])).toEqual([
        ['1', 'PUB_2', '409.05'],
        ['1', 'SOC_1', '359.71'],
        ['1', 'PUB_3', '3424.29'],
        ['1', 'Residual', '11570.53'],
      ]);
      expect(addDecimalTexts(...summaries.map((summary) => summary.netRevenue ?? '0'))).toBe('15763.58');
    });

    it("sums the SU03 NetRevenue of SummaryRecordId 1 and takes the first summary's terms", async () => {
      const { sales, footer, warnings } = await readFixture(UGC);
      expect(sales).toHaveLength(6);
      expect(addDecimalTexts(...sales.map((sale) => sale.revenue ?? '0'))).toBe('7.0');
      expect(sumUsages(sales)).toBe(10210n);
      expect(usagesBy(sales, (sale) => sale.isrc)).toEqual({
        USSM19803037: 7810n,
        USUV71101875: 2045n,
        USRH10903879: 355n,
      });
      for (const sale of sales) {
        expect(sale).toMatchObject({
          summaryId: '1',
          commercialModel: 'AdvertisementSupportedModel',
          useType: 'Stream',
        });
        expect(sale).toMatchObject({ territory: { country: 'IS', subdivision: null, raw: 'IS' }, currency: 'USD' });
      }
      expect(sales.find((sale) => sale.lineNo === 33)).toMatchObject({
        dspResourceId: 'XMhY7hsbhs4',
        title: 'This Bitter Earth / On The Nature Of Daylight',
        usages: 75n,
        revenue: '3.0',
        periodStart: '2015-12-04',
        periodEnd: '2015-12-30',
      });
      expect(footer).toEqual({
        linesInFile: 35,
        linesInReport: 35,
        summaryRecords: 4,
        blocksInFile: 3,
        blocksInReport: 3,
      });
      expect(warnings).toEqual([]);
    });
  });
});

describe("Apple's daily sales report", () => {
  it('reads one sale per row, 1033 units in all', async () => {
    const { header, sales, warnings } = await readFixture(APPLE);
    expect(header).toMatchObject({ format: 'apple', profile: null, fileNumber: 1, numberOfFiles: 1 });
    expect(header).toMatchObject({ usageStart: '2010-01-23', usageEnd: '2010-01-23' });
    expect(sales).toHaveLength(55);
    expect(sumUsages(sales)).toBe(1033n);
    expect(warnings).toEqual([]);
  });

  it('prices a row exactly as Units × Royalty Price, in the royalty currency', async () => {
    const { sales } = await readFixture(APPLE);
    expect(sales[1]).toEqual<SalesRecord>({
      lineNo: 3,
      summaryId: null,
      blockId: null,
      isrc: null,
      icpn: null,
      dspResourceId: '350525324',
      dspReleaseId: null,
      title: 'Widgets',
      artist: 'Acme Corp',
      commercialModel: 'PayAsYouGoModel',
      useType: 'PermanentDownload',
      territory: { country: 'GB', subdivision: null, raw: 'GB' },
      usages: 4n,
      revenue: '1.44',
      currency: 'GBP',
      periodStart: '2010-01-23',
      periodEnd: '2010-01-23',
      isRoyaltyBearing: true,
      productType: '1',
    });
    // Norway buys in NOK; Apple pays the royalty in EUR.
    expect(sales.find((sale) => sale.lineNo === 13)).toMatchObject({ currency: 'EUR', revenue: '0.97' });
    const revenueIn = (currency: string) =>
      addDecimalTexts(...sales.filter((sale) => sale.currency === currency).map((sale) => sale.revenue ?? '0'));
    expect(['USD', 'GBP', 'EUR', 'CAD', 'JPY'].map(revenueIn)).toEqual(['28.7', '3.60', '9.67', '8.4', '0']);
  });

  it('takes negative units as a refund', async () => {
    const text = fixtureBytes(APPLE)
      .toString('utf8')
      .split('\n')
      .slice(0, 3)
      .join('\n')
      .replace('\t4\t.36\t', '\t-2\t.36\t');
    const { sales } = await readText(text, APPLE);
    expect(sales[1]).toMatchObject({ usages: -2n, revenue: '-0.72' });
  });
});

describe('how files arrive', () => {
  it('gunzips a gzipped report, told by its bytes', async () => {
    const plain = await readFixture(SUBSCRIPTION);
    const zipped = await read(chunksOf(gzipSync(fixtureBytes(SUBSCRIPTION)), 100), `${SUBSCRIPTION}.gz`);
    expect(zipped.events).toEqual(plain.events);
    const apple = await read(Readable.from(gzipSync(fixtureBytes(APPLE))), 'S_D_80012345_20100123.txt.gz');
    expect(sumUsages(apple.sales)).toBe(1033n);
  });

  it('reads CRLF and LF alike, with or without a last newline', async () => {
    const crlf = fixtureBytes(SUBSCRIPTION).toString('utf8');
    const lf = `${crlf.replaceAll('\r\n', '\n')}\n`;
    const [fromCrlf, fromLf] = [await readText(crlf, SUBSCRIPTION), await readText(lf, SUBSCRIPTION)];
    expect(fromLf.events).toEqual(fromCrlf.events);
    const ugcCrlf = fixtureBytes(UGC).toString('utf8').replaceAll('\n', '\r\n');
    expect((await readText(ugcCrlf, UGC)).events).toEqual((await readFixture(UGC)).events);
  });

  it('reads a file fed one byte at a time, BOM and multi-byte characters included', async () => {
    const bytes = Buffer.from(`\uFEFF${basicAudioFile(BLOCK)}`);
    const { header, sales, warnings } = await read(chunksOf(bytes, 1));
    expect(header?.messageId).toBe('M1');
    expect(sales).toEqual([
      expect.objectContaining({
        lineNo: 6,
        isrc: 'JPX002500001',
        icpn: '4500000000017',
        title: '夜に駆ける',
        artist: 'YOASOBI',
        usages: 30n,
        territory: { country: 'JP', subdivision: '13', raw: 'JP-13' },
        currency: 'JPY',
      }),
    ]);
    expect(warnings).toEqual([]);
  });

  it('reads string chunks as well as bytes', async () => {
    async function* strings() {
      yield* basicAudioFile(BLOCK).match(/[\s\S]{1,7}/g) ?? [];
    }
    expect((await read(strings())).sales.map((sale) => sale.title)).toEqual(['夜に駆ける']);
  });

  it('ignores trailing empty cells and tolerates rows shorter than their header', async () => {
    const { sales, warnings } = await readText(
      basicAudioFile([
        `${BLOCK[0]}\t\t\t\t\t\t`,
        BLOCK[1] ?? '',
        `${BLOCK[2]}\t\t\t\t\t\t\t\t\t`,
        'SU02.02\t1\tS1\tT2\t\tA1',
      ]),
    );
    expect(sales.map((sale) => sale.usages)).toEqual([30n]);
    expect(warnings.map((warning) => [warning.lineNo, warning.code])).toEqual([[7, 'BAD_NUMBER']]);
  });

  it('resolves \\ escapes in cells and splits multi-value cells on the unescaped |', async () => {
    const escaped = 'AS02.03\t1\tA1\tDSPRES1\tJPX002500001\tAC\\|DC \\\\ Live\\\tSet\t\tA|B\t\tPT4M21S\tSoundRecording';
    const { sales } = await readText(basicAudioFile([BLOCK[0] ?? '', escaped, BLOCK[2] ?? '']));
    expect(sales[0]).toMatchObject({ title: 'AC|DC \\ Live\tSet', artist: 'A|B', productType: 'SoundRecording' });
    expect(splitMultiValue('Roma Ryan|Tom\\|Whalley|Enya')).toEqual(['Roma Ryan', 'Tom|Whalley', 'Enya']);
    expect(splitMultiValue('ISNI::0000000109201181||')).toEqual(['ISNI::0000000109201181', '', '']);
  });

  it('reads rows before their # header row in the built-in order, then by the header names in any case', async () => {
    const text = basicAudioFile([
      ...BLOCK,
      '#SU02.02\tblockid\tSUMMARYRECORDID\tSalesTransactionId\tTransactedRelease\tTransactedResource\tIsRoyaltyBearing\tUseType \tNumberOfStreams ',
      'SU02.02\t1\tS1\tT2\t\tA1\tFALSE\tProgrammedContentStream\t12',
    ]);
    const { sales } = await readText(text);
    expect(sales.map((sale) => [sale.usages, sale.useType, sale.isRoyaltyBearing])).toEqual([
      [30n, 'OnDemandStream', true],
      [12n, 'ProgrammedContentStream', false],
    ]);
  });
});

describe('warnings, never throws, for what a report gets wrong', () => {
  it('warns when the FOOT disagrees with the file', async () => {
    const { footer, warnings } = await readText(basicAudioFile(BLOCK, 'FOOT\t9\t9\t2\t1\t1'));
    expect(footer).toEqual({ linesInFile: 9, linesInReport: 9, summaryRecords: 2, blocksInFile: 1, blocksInReport: 1 });
    expect(warnings.map((warning) => warning.message)).toEqual([
      'FOOT NumberOfLinesInFile says 9, the file has 7',
      'FOOT NumberOfLinesInReport says 9, the file has 7',
      'FOOT NumberOfSummaryRecords says 2, the file has 1',
    ]);
  });

  it('warns once of an unknown record type and reads on', async () => {
    const { sales, warnings } = await readText(basicAudioFile(['ZZ01.01\t1\tx', ...BLOCK, 'ZZ01.01\t1\ty']));
    expect(sales).toHaveLength(1);
    expect(warnings.map(({ lineNo, code }) => [lineNo, code])).toEqual([[4, 'UNKNOWN_RECORD_TYPE']]);
  });

  it('warns of a known record family in a version with no # header and no built-in columns', async () => {
    const { sales, warnings } = await readText(basicAudioFile([...BLOCK, 'SU02.09\t1\tS1\tT2\t\tA1\tTRUE\t5']));
    expect(sales).toHaveLength(1);
    // Sales it cannot read are money it would drop: a code the importer refuses the file for.
    expect(warnings.map(({ lineNo, code }) => [lineNo, code])).toEqual([[7, 'UNREAD_SALES']]);
    const other = await readText(basicAudioFile([...BLOCK, 'RE01.09\t1\tR2\tx']));
    expect(other.warnings.map(({ lineNo, code }) => [lineNo, code])).toEqual([[7, 'NO_COLUMN_HEADER']]);
  });

  it('counts a sale of an unknown resource without its ISRC, and warns', async () => {
    const { sales, warnings } = await readText(basicAudioFile([...BLOCK, 'SU02.02\t1\tS1\tT2\t\tA9\tTRUE\t5']));
    expect(sales.map((sale) => [sale.isrc, sale.icpn, sale.usages])).toEqual([
      ['JPX002500001', '4500000000017', 30n],
      [null, '4500000000017', 5n],
    ]);
    expect(warnings.map(({ lineNo, code, message }) => ({ lineNo, code, message }))).toEqual([
      { lineNo: 7, code: 'UNKNOWN_RESOURCE', message: 'sale names resource "A9", not in block 1' },
      { lineNo: 8, code: 'SUMMARY_USAGES_MISMATCH', message: 'summary "S1" reports 30 usages, its sales add up to 35' },
    ]);
  });

  it('skips a row with a bad number, and a sale of an unknown summary when there are several', async () => {
    const secondSummary = 'SY02.03\tS2\t\t\tPayAsYouGoModel\tPermanentDownload\tJP\tSimStore\t1\t1\tJPY\t250';
    const text = basicAudioFile([
      secondSummary,
      ...BLOCK,
      'SU02.02\t1\tS1\tT2\t\tA1\tTRUE\t1.5',
      'SU02.02\t1\tS9\tT3\t\tA1\tTRUE\t7',
    ]).replace('\t1\t1\t1\n', '\t2\t1\t1\n');
    const { sales, warnings } = await readText(text);
    expect(sales.map((sale) => sale.usages)).toEqual([30n]);
    expect(warnings.map(({ lineNo, code }) => [lineNo, code])).toEqual([
      [8, 'BAD_NUMBER'],
      [9, 'UNKNOWN_SUMMARY'],
    ]);
  });

  it('warns when the file ends without a FOOT row', async () => {
    const text = basicAudioFile(BLOCK).split('\n').slice(0, -2).join('\n');
    const { sales, footer, warnings } = await readText(text);
    expect([sales.length, footer]).toEqual([1, undefined]);
    expect(warnings.map(({ lineNo, code }) => [lineNo, code])).toEqual([[6, 'MISSING_FOOT']]);
  });

  it('refuses a file that is no sales report, naming it', async () => {
    await expect(readText('<?xml version="1.0"?>\n<NewReleaseMessage/>', 'release.xml')).rejects.toThrow(
      /release\.xml is not a sales report we read/,
    );
    await expect(readText('', 'empty.tsv')).rejects.toThrow('empty.tsv is empty');
  });

  it('says a HEAD row alone names no period and has no FOOT', async () => {
    const { warnings } = await readText('HEAD\n');
    expect(warnings.map(({ code }) => code)).toEqual(['BAD_HEADER', 'MISSING_FOOT']);
    expect(warnings[0]?.message).toMatch(/UsageStartDate and UsageEndDate must be dates/);
  });

  it('takes only whole numbers of at most 15 digits and amounts of at most 12 digits before the point', async () => {
    const text = basicAudioFile([...BLOCK, 'SU02.02\t1\tS1\tT2\t\tA1\tTRUE\t1234567890123456']);
    expect((await readText(text)).warnings.map(({ lineNo, code }) => [lineNo, code])).toEqual([[7, 'BAD_NUMBER']]);
    for (const net of ['1e308', '-99999999999999', 'abc', 'NaN', '0x10']) {
      const { warnings, summaries } = await readText(basicAudioFile(BLOCK).replace('\tJPY\t300', `\tJPY\t${net}`));
      expect(summaries, net).toEqual([]);
      expect(warnings[0], net).toMatchObject({ lineNo: 3, code: 'BAD_NUMBER' });
    }
    expect(
      (await readText(basicAudioFile(BLOCK).replace('\tJPY\t300', '\tJPY\t999999999999.5'))).summaries,
    ).toHaveLength(1);
  });

  it('dates only days of the calendar', async () => {
    for (const [day, isDay] of [
      ['2025-02-29', false],
      ['2024-02-29', true],
      ['2025-13-01', false],
      ['9999-12-31', false],
      ['20250132', false],
    ] as const) {
      const { header, warnings } = await readText(basicAudioFile(BLOCK).replace('\t2025-01-01\t', `\t${day}\t`));
      expect(header?.usageStart ?? null, day).toBe(isDay ? day.replace(/^(\d{4})(\d\d)(\d\d)$/, '$1-$2-$3') : null);
      expect(
        warnings.some(({ code }) => code === 'BAD_HEADER'),
        day,
      ).toBe(!isDay || day > '2025-01-31');
    }
  });

  it('refuses a line with a NUL character as a bad row', async () => {
    const { sales, warnings } = await readText(
      basicAudioFile([BLOCK[0] ?? '', (BLOCK[1] ?? '').replace('YOASOBI', 'YOA\u0000SOBI'), BLOCK[2] ?? '']),
    );
    expect(warnings.map(({ lineNo, code }) => [lineNo, code])).toContainEqual([5, 'BAD_ROW']);
    expect(sales.map((sale) => sale.isrc)).toEqual([null]);
  });
});

describe('a line too long', () => {
  /** A gzip stream of one line of `size` characters that counts the compressed bytes read from it. */
  const oneLongLine = (size: number) => {
    const compressed = gzipSync(Buffer.concat([Buffer.from('HEAD\t'), Buffer.alloc(size, 'x'), Buffer.from('\n')]));
    const read = { bytes: 0 };
    async function* source() {
      for (let start = 0; start < compressed.length; start += 4096) {
        read.bytes += Math.min(4096, compressed.length - start);
        yield compressed.subarray(start, start + 4096);
      }
    }
    return { source: source(), read, compressed };
  };

  it('stops at the limit, naming it, before the rest of a 200 MB line is even read', async () => {
    const { source, read: counter, compressed } = oneLongLine(200 * 1024 * 1024);
    await expect(read(source, 'long.tsv.gz')).rejects.toThrow(
      `long.tsv.gz: line 1 is longer than ${MAX_LINE_LENGTH} characters: not a sales report line`,
    );
    // Reading stopped long before the end (gunzip reads a little ahead of the line it gives).
    expect(counter.bytes).toBeLessThan(compressed.length / 2);
  });

  it('reads a line just under the limit that arrives in a thousand pieces', async () => {
    const cell = 'x'.repeat(MAX_LINE_LENGTH - 100);
    const text = basicAudioFile([...BLOCK, `ZZ01.01\t1\t${cell}`]);
    const { sales, warnings } = await read(chunksOf(Buffer.from(text), 1024));
    expect(sales).toHaveLength(1);
    expect(warnings.map(({ code }) => code)).toEqual(['UNKNOWN_RECORD_TYPE']);
  });
});

describe('exact decimal arithmetic', () => {
  it('multiplies and adds decimal text without floating point', () => {
    expect(multiplyDecimalText(4n, '.36')).toBe('1.44');
    expect(multiplyDecimalText(-2n, '0.70')).toBe('-1.40');
    expect(multiplyDecimalText(3n, '0.1')).toBe('0.3');
    expect(multiplyDecimalText(123456789012345678n, '0.01')).toBe('1234567890123456.78');
    expect(addDecimalTexts('0.1', '0.2')).toBe('0.3');
    expect(addDecimalTexts('2.0', '-3', '.25')).toBe('-0.75');
  });
});
