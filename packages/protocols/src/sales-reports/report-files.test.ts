// DSR file names: the parts of DDEX's three sample names (checked against their own HEAD rows), and the grouping that
// tells a whole multi-file report from one still missing a file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupReportFiles, parseReportFileName } from './report-files.ts';

const SUBSCRIPTION =
  'DSR_PADPIDA00123456743_PADPIDA0123456766K_UnlimitedMusicMonthly_2020-06-01--2020-06-30__1of1_20200703T075930.tsv';
const AD_FUNDED = 'DSR_PADPIDA2015999999X_PADPIDA2015999999X_AdFunded_2015-08-01--2015-08-31__1of1_20151123T182957.tsv';
const UGC = 'DSR_TEST_YouTube_AdSupport-music_2015-Q4_IS_1of1_20160121T150926.tsv';

/** The HEAD row's cells by name, HEAD being the first line of each sample. */
const headOf = (name: string): Record<string, string> => {
  const text = readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
  const [head = '', names = ''] = text.split(/\r?\n/);
  const values = head.split('\t');
  return Object.fromEntries(names.split('\t').map((column, index) => [column.trim(), values[index] ?? '']));
};

describe('parsing a DSR file name', () => {
  it('reads the three DDEX sample names, whose recipient comes before the sender as in their HEAD rows', () => {
    expect(parseReportFileName(SUBSCRIPTION)).toEqual({
      recipient: 'PADPIDA00123456743',
      sender: 'PADPIDA0123456766K',
      service: 'UnlimitedMusicMonthly',
      period: '2020-06-01--2020-06-30',
      territory: null,
      fileNumber: 1,
      numberOfFiles: 1,
      createdAt: '2020-07-03T07:59:30Z',
      isGzip: false,
    });
    expect(headOf(SUBSCRIPTION)).toMatchObject({
      RecipientPartyId: 'PADPIDA00123456743',
      SenderPartyId: 'PADPIDA0123456766K',
      ServiceDescription: 'UnlimitedMusicMonthly',
      MessageCreatedDateTime: '2020-07-03T07:59:30Z',
    });
    expect(parseReportFileName(AD_FUNDED)).toMatchObject({
      recipient: 'PADPIDA2015999999X',
      sender: 'PADPIDA2015999999X',
      service: 'AdFunded',
      createdAt: '2015-11-23T18:29:57Z',
    });
    expect(parseReportFileName(UGC)).toEqual({
      recipient: 'TEST',
      sender: 'YouTube',
      service: 'AdSupport-music',
      period: '2015-Q4',
      territory: 'IS',
      fileNumber: 1,
      numberOfFiles: 1,
      createdAt: '2016-01-21T15:09:26Z',
      isGzip: false,
    });
    expect(headOf(UGC)).toMatchObject({
      RecipientName: 'TEST',
      SenderName: 'YouTube',
      ServiceDescription: 'AdSupport-music',
    });
  });

  it('reads gzipped files and names inside folders', () => {
    expect(parseReportFileName(`/drop/inbox/${UGC}.gz`)).toMatchObject({ sender: 'YouTube', isGzip: true });
    expect(parseReportFileName('DSR_A_B_Svc_2015-02_AU_2of3_20150723T092522.tsv')).toMatchObject({
      period: '2015-02',
      territory: 'AU',
      fileNumber: 2,
      numberOfFiles: 3,
    });
  });

  it('takes a service with _ in it as everything between sender and period', () => {
    expect(parseReportFileName('DSR_A_B_Ad_Supported_2015_Worldwide_1of1_20150723T092522.tsv')).toMatchObject({
      service: 'Ad_Supported',
      period: '2015',
      territory: 'Worldwide',
    });
  });

  it.each([
    ['itunes-daily-sales-demo.txt'],
    ['DSR_A_B_Svc_2015-02_AU_1of1_20150723T092522.csv'],
    ['DSR_A_B_2015-02_AU_1of1_20150723T092522.tsv'],
    ['DSR_A_B_Svc_February_AU_1of1_20150723T092522.tsv'],
    ['DSR_A_B_Svc_2015-02_AU_3of2_20150723T092522.tsv'],
    ['DSR_A_B_Svc_2015-02_AU_0of2_20150723T092522.tsv'],
    ['DSR_A_B_Svc_2015-02_AU_1of1_2015-07-23.tsv'],
    ['XSR_A_B_Svc_2015-02_AU_1of1_20150723T092522.tsv'],
  ])('refuses %s', (name) => {
    expect(parseReportFileName(name)).toBeNull();
  });
});

describe('grouping the files of reports', () => {
  const name = (n: number, m: number, created = '20150723T092522', extension = 'tsv') =>
    `DSR_PADPIDA2014999999Z_PADPIDA2014111801Y_AdSupport_2015-02_AU_${n}of${m}_${created}.${extension}`;

  it('puts the files of one report together, in order, and says which reports are whole', () => {
    const { reports, unrecognized } = groupReportFiles([
      name(2, 2),
      'notes.txt',
      name(1, 3, '20150801T000000'),
      name(1, 2),
      name(3, 3, '20150801T000000', 'tsv.gz'),
      SUBSCRIPTION,
    ]);
    expect(unrecognized).toEqual(['notes.txt']);
    expect(
      reports.map((report) => ({
        createdAt: report.createdAt,
        numberOfFiles: report.numberOfFiles,
        files: report.files.map((file) => file.fileNumber),
        missing: report.missing,
        isComplete: report.isComplete,
      })),
    ).toEqual([
      { createdAt: '2015-07-23T09:25:22Z', numberOfFiles: 2, files: [1, 2], missing: [], isComplete: true },
      { createdAt: '2015-08-01T00:00:00Z', numberOfFiles: 3, files: [1, 3], missing: [2], isComplete: false },
      { createdAt: '2020-07-03T07:59:30Z', numberOfFiles: 1, files: [1], missing: [], isComplete: true },
    ]);
    expect(reports[0]).toMatchObject({
      recipient: 'PADPIDA2014999999Z',
      sender: 'PADPIDA2014111801Y',
      service: 'AdSupport',
      period: '2015-02',
      territory: 'AU',
    });
    expect(reports[0]?.files.map((file) => file.name)).toEqual([name(1, 2), name(2, 2)]);
  });

  it('keeps apart reports that differ in anything but the file number, and lists a file sent twice', () => {
    const { reports } = groupReportFiles([name(1, 2), name(2, 3), name(1, 2, undefined, 'tsv.gz')]);
    expect(
      reports.map((report) => [report.numberOfFiles, report.files.map((file) => file.name), report.missing]),
    ).toEqual([
      [2, [name(1, 2), name(1, 2, undefined, 'tsv.gz')], [2]],
      [3, [name(2, 3)], [1, 3]],
    ]);
  });
});
