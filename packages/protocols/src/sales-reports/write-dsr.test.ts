// The store simulator's DSR writer: its files follow DDEX's Basic Audio 1.3 layout, count themselves right in the FOOT,
// and our reader reads them back whole, from a one-release file to a 200 000-line one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSalesReport } from './read-sales-report.ts';
import { parseReportFileName } from './report-files.ts';
import type { SalesReportEvent } from './sales-report-types.ts';
import { createDsrWriter, type DsrBlockInput, type DsrWriterHeader, dsrFileName } from './write-dsr.ts';

const HEADER: DsrWriterHeader = {
  messageId: 'SIM-2025-01-0001',
  createdAt: '2025-02-01T00:30:05Z',
  usageStart: '2025-01-01',
  usageEnd: '2025-01-31',
  sender: { dpid: 'PADPIDA0000000001A', name: 'Otodoke Store Simulator' },
  recipient: { dpid: 'PADPIDA0000000002B', name: 'Otodoke' },
  serviceDescription: 'SimStream',
};

const summaryInput = (id: string, territory: string, usages: bigint, netRevenue: string) => ({
  id,
  commercialModel: 'SubscriptionModel',
  useType: 'OnDemandStream',
  territory,
  serviceDescription: 'SimStream Premium',
  usages,
  users: 3,
  currency: 'JPY',
  netRevenue,
});

const BLOCK: DsrBlockInput = {
  release: { icpn: '4500000000017', dspReleaseId: 'SIMREL1', title: 'THE BOOK', artist: 'YOASOBI' },
  resources: [
    { isrc: 'JPX002500001', dspResourceId: 'SIMTRK1', title: '夜に駆ける', artist: 'YOASOBI', durationSeconds: 261 },
    {
      isrc: 'JPX002500002',
      dspResourceId: 'SIMTRK2',
      title: 'Tab\there | pipe \\ slash',
      artist: 'A|B',
      durationSeconds: 59.6,
    },
  ],
  sales: [
    { summaryId: 'S1', resourceIndex: 0, usages: 100, useType: 'OnDemandStream' },
    { summaryId: 'S1', resourceIndex: 1, usages: 50n, useType: 'ProgrammedContentStream' },
    { summaryId: 'S2', resourceIndex: 1, usages: 20, useType: 'OnDemandStream' },
  ],
};

async function* bytesOf(chunks: Iterable<string>): AsyncGenerator<Buffer> {
  for (const chunk of chunks) yield Buffer.from(chunk);
}

const readAll = async (chunks: Iterable<string>) => {
  const events: SalesReportEvent[] = [];
  for await (const event of readSalesReport(bytesOf(chunks), { fileName: 'sim.tsv' })) events.push(event);
  return events;
};

const smallReport = (): string => {
  const writer = createDsrWriter({ header: HEADER });
  return [
    writer.headerText(),
    writer.summary(summaryInput('S1', 'JP-13', 150n, '1500.00')),
    writer.summary(summaryInput('S2', 'JP', 20n, '200')),
    writer.block(BLOCK),
    writer.footer(),
  ].join('');
};

describe('the DSR writer', () => {
  it("writes DDEX's Basic Audio 1.3 # header rows, the same as DDEX's samples", () => {
    const samples = [
      'DSR_PADPIDA2015999999X_PADPIDA2015999999X_AdFunded_2015-08-01--2015-08-31__1of1_20151123T182957.tsv',
    ]
      .concat(
        'DSR_PADPIDA00123456743_PADPIDA0123456766K_UnlimitedMusicMonthly_2020-06-01--2020-06-30__1of1_20200703T075930.tsv',
      )
      .map((name) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
    const headerRowsOf = (text: string) =>
      new Map(
        text
          .split(/\r?\n/)
          .filter((line) => line.startsWith('#'))
          .map((line) => [line.split('\t')[0], line.replace(/\t+$/, '')]),
      );
    const [adFunded, subscription] = samples.map(headerRowsOf);
    const written = headerRowsOf(smallReport());
    expect([...written.keys()]).toEqual(['#HEAD', '#SY02.03', '#RE01.02', '#AS02.03', '#SU02.02', '#FOOT']);
    for (const recordType of ['#HEAD', '#SY02.03', '#RE01.02', '#AS02.03', '#FOOT']) {
      expect(written.get(recordType)).toBe(adFunded?.get(recordType));
    }
    expect(written.get('#SU02.02')).toBe(subscription?.get('#SU02.02'));
  });

  it('counts its lines, summaries and blocks in the FOOT', () => {
    const text = smallReport();
    const lines = text.split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.at(-2)).toBe('FOOT\t16\t16\t2\t1\t1');
    expect(lines).toHaveLength(17);
    expect(lines[0]).toBe(
      'HEAD\tdsrf/1.3/1.4.1/1.3\tBasicAudioProfile\t1.3\tSIM-2025-01-0001\t2025-02-01T00:30:05Z\t1\t1\t2025-01-01\t2025-01-31' +
        '\tPADPIDA0000000001A\tOtodoke Store Simulator\tSimStream\tPADPIDA0000000002B\tOtodoke\t',
    );
    expect(lines.filter((line) => line.startsWith('AS02.03'))[0]).toContain('\tPT4M21S\tSoundRecording');
  });

  it('is read back whole by the reader: header, summaries, resolved sales, footer, no warning', async () => {
    const events = await readAll([smallReport()]);
    const header = events.find((event) => event.kind === 'header');
    expect(header?.header).toMatchObject({
      profile: 'BasicAudioProfile',
      profileVersion: '1.3',
      messageId: 'SIM-2025-01-0001',
      createdAt: '2025-02-01T00:30:05Z',
      usageStart: '2025-01-01',
      usageEnd: '2025-01-31',
      senderPartyId: 'PADPIDA0000000001A',
      recipientName: 'Otodoke',
      serviceDescription: 'SimStream',
    });
    const summaries = events.flatMap((event) => (event.kind === 'summary' ? [event.summary] : []));
    expect(
      summaries.map((summary) => [summary.summaryId, summary.territory, summary.usages, summary.netRevenue]),
    ).toEqual([
      ['S1', { country: 'JP', subdivision: '13', raw: 'JP-13' }, 150n, '1500.00'],
      ['S2', { country: 'JP', subdivision: null, raw: 'JP' }, 20n, '200'],
    ]);
    const sales = events.flatMap((event) => (event.kind === 'sale' ? [event.sale] : []));
    expect(
      sales.map((sale) => [sale.summaryId, sale.isrc, sale.title, sale.artist, sale.useType, sale.usages]),
    ).toEqual([
      ['S1', 'JPX002500001', '夜に駆ける', 'YOASOBI', 'OnDemandStream', 100n],
      ['S1', 'JPX002500002', 'Tab\there | pipe \\ slash', 'A|B', 'ProgrammedContentStream', 50n],
      ['S2', 'JPX002500002', 'Tab\there | pipe \\ slash', 'A|B', 'OnDemandStream', 20n],
    ]);
    expect(sales[0]).toMatchObject({ icpn: '4500000000017', dspReleaseId: 'SIMREL1', dspResourceId: 'SIMTRK1' });
    expect(sales[0]).toMatchObject({ territory: { country: 'JP', subdivision: '13' }, currency: 'JPY', revenue: null });
    expect(events.filter((event) => event.kind === 'warning')).toEqual([]);
    expect(events.at(-1)).toEqual({
      kind: 'footer',
      footer: { linesInFile: 16, linesInReport: 16, summaryRecords: 2, blocksInFile: 1, blocksInReport: 1 },
    });
  });

  it('writes a file of a multi-file report with the report totals it is given', () => {
    const writer = createDsrWriter({ header: { ...HEADER, fileNumber: 2, numberOfFiles: 3 } });
    const text = writer.headerText() + writer.footer({ linesInReport: 9000, blocksInReport: 40 });
    expect(text.split('\n')[0]?.split('\t').slice(6, 8)).toEqual(['2', '3']);
    expect(text.endsWith('FOOT\t8\t9000\t0\t0\t40\n')).toBe(true);
  });

  it('refuses rows out of order and sales it cannot attribute', () => {
    const writer = createDsrWriter({ header: HEADER });
    expect(() => writer.summary(summaryInput('S1', 'JP', 1n, '1'))).toThrow('a summary cannot come after the start');
    writer.headerText();
    expect(() => writer.summary(summaryInput('S1', 'JP', 1n, '1,000'))).toThrow('"1,000" is not a decimal');
    writer.summary(summaryInput('S1', 'JP', 1n, '1000'));
    expect(() => writer.block({ ...BLOCK, sales: [{ ...BLOCK.sales[0]!, summaryId: 'S9' }] })).toThrow(
      'names summary "S9"',
    );
    writer.block({ ...BLOCK, sales: [] });
    expect(() => writer.summary(summaryInput('S2', 'JP', 1n, '1'))).toThrow('a summary cannot come after the blocks');
  });

  it('reads back a 200 000-line report streamed chunk by chunk, with every total right', async () => {
    const blocks = 200;
    const salesPerBlock = 989;
    const usagesOf = (block: number, sale: number) => BigInt((block * 31 + sale * 7) % 1000);
    const expected = { S1: 0n, S2: 0n };
    for (let block = 1; block <= blocks; block++) {
      for (let sale = 0; sale < salesPerBlock; sale++) expected[sale % 3 === 0 ? 'S2' : 'S1'] += usagesOf(block, sale);
    }
    function* chunks(): Generator<string> {
      const writer = createDsrWriter({ header: HEADER });
      yield writer.headerText();
      yield writer.summary(summaryInput('S1', 'JP-13', expected.S1, '123456.78'));
      yield writer.summary(summaryInput('S2', 'JP', expected.S2, '0.01'));
      for (let block = 1; block <= blocks; block++) {
        const resources = Array.from({ length: 10 }, (_, index) => ({
          isrc: `JPX00${String(block).padStart(3, '0')}${String(index).padStart(4, '0')}`,
          dspResourceId: `T${block}-${index}`,
          title: `Song ${index}`,
          artist: 'Artist',
          durationSeconds: 200,
        }));
        const sales = Array.from({ length: salesPerBlock }, (_, sale) => ({
          summaryId: sale % 3 === 0 ? 'S2' : 'S1',
          resourceIndex: sale % 10,
          usages: usagesOf(block, sale),
          useType: 'OnDemandStream',
        }));
        yield writer.block({ release: { ...BLOCK.release, dspReleaseId: `R${block}` }, resources, sales });
      }
      yield writer.footer();
    }
    const totals = { S1: 0n, S2: 0n } as Record<string, bigint>;
    let sales = 0;
    let lastIsrc: string | null = null;
    const others: SalesReportEvent[] = [];
    for await (const event of readSalesReport(bytesOf(chunks()), { fileName: 'big.tsv' })) {
      if (event.kind !== 'sale') {
        if (event.kind !== 'summary') others.push(event);
        continue;
      }
      sales++;
      totals[event.sale.summaryId ?? ''] = (totals[event.sale.summaryId ?? ''] ?? 0n) + event.sale.usages;
      lastIsrc = event.sale.isrc;
    }
    expect(sales).toBe(blocks * salesPerBlock);
    expect(totals).toEqual(expected);
    expect(lastIsrc).toBe('JPX002000008');
    const lines = 7 + 2 + blocks * (1 + 10 + salesPerBlock) + 1;
    expect(lines).toBe(200_010);
    expect(others.map((event) => event.kind)).toEqual(['header', 'footer']);
    expect(others[1]).toEqual({
      kind: 'footer',
      footer: {
        linesInFile: lines,
        linesInReport: lines,
        summaryRecords: 2,
        blocksInFile: blocks,
        blocksInReport: blocks,
      },
    });
  });
});

describe('the DSR file name', () => {
  it("follows DDEX's convention, recipient first, and parses back", () => {
    const name = dsrFileName({
      recipient: HEADER.recipient.dpid,
      sender: HEADER.sender.dpid,
      serviceDescription: 'SimStream_Premium',
      usageStart: '2025-01-01',
      usageEnd: '2025-01-31',
      territory: 'JP',
      createdAt: '2025-02-01T09:30:05+09:00',
      isGzip: true,
    });
    expect(name).toBe(
      'DSR_PADPIDA0000000002B_PADPIDA0000000001A_SimStream-Premium_2025-01-01--2025-01-31_JP_1of1_20250201T003005.tsv.gz',
    );
    expect(parseReportFileName(name)).toEqual({
      recipient: 'PADPIDA0000000002B',
      sender: 'PADPIDA0000000001A',
      service: 'SimStream-Premium',
      period: '2025-01-01--2025-01-31',
      territory: 'JP',
      fileNumber: 1,
      numberOfFiles: 1,
      createdAt: '2025-02-01T00:30:05Z',
      isGzip: true,
    });
  });

  it('leaves the territory empty when there is none, as the Basic Audio samples do', () => {
    const name = dsrFileName({
      recipient: 'PADPIDA0000000002B',
      sender: 'PADPIDA0000000001A',
      serviceDescription: 'SimStream',
      usageStart: '2025-01-01',
      usageEnd: '2025-01-31',
      fileNumber: 2,
      numberOfFiles: 2,
      createdAt: HEADER.createdAt,
    });
    expect(name).toBe(
      'DSR_PADPIDA0000000002B_PADPIDA0000000001A_SimStream_2025-01-01--2025-01-31__2of2_20250201T003005.tsv',
    );
  });
});
