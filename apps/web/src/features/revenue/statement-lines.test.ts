import { describe, expect, it } from 'vitest';
import {
  amountsByRevenueType,
  carryNoteOf,
  comparisonTotals,
  groupSalesLines,
  historyBars,
  isLateLine,
  lateSummaryYen,
  lateTotalMicros,
  lateTotalYen,
  type StatementLine,
  splitLinesOf,
} from './statement-lines.ts';

const MONTH = '2026-03';

function line(overrides: Partial<StatementLine>): StatementLine {
  return {
    kind: 'sales',
    revenueType: 'artist',
    storeId: 'spotify',
    storeName: 'Spotify',
    releaseId: 1,
    releaseTitle: '夜明けのうた',
    saleMonth: MONTH,
    counterpartyName: null,
    quantity: 10,
    amountMicros: '1000000',
    amountYen: 1,
    ...overrides,
  };
}

const LINES: StatementLine[] = [
  line({ amountMicros: '1500000', amountYen: 2, quantity: 300 }),
  line({ storeId: 'itunes', storeName: 'iTunes', amountMicros: '2500000', amountYen: 2, quantity: 2 }),
  line({ releaseId: 2, releaseTitle: 'Blue Hour', amountMicros: '350000', amountYen: 0, quantity: 70 }),
  line({ saleMonth: '2026-01', amountMicros: '4000000', amountYen: 4, quantity: 800 }),
  line({
    kind: 'split_in',
    storeId: '',
    storeName: '',
    counterpartyName: '山田',
    quantity: 0,
    amountMicros: '3000000',
    amountYen: 3,
  }),
  line({
    kind: 'split_out',
    storeId: '',
    storeName: '',
    counterpartyName: '佐藤',
    quantity: 0,
    amountMicros: '-1000000',
    amountYen: -1,
  }),
];

describe('grouping a statement', () => {
  it('groups the sales by store with exact subtotals, largest first, late lines last in their group', () => {
    const groups = groupSalesLines(LINES, 'store', MONTH);
    expect(groups.map((group) => [group.label, group.totalMicros, group.quantity])).toEqual([
      ['Spotify', 5_850_000n, 1170],
      ['iTunes', 2_500_000n, 2],
    ]);
    const spotify = groups[0]?.lines ?? [];
    expect(spotify.map((each) => each.amountMicros)).toEqual(['1500000', '350000', '4000000']);
  });

  it('groups the sales by release and leaves the splits out', () => {
    const groups = groupSalesLines(LINES, 'release', MONTH);
    expect(groups.map((group) => [group.label, group.totalMicros])).toEqual([
      ['夜明けのうた', 8_000_000n],
      ['Blue Hour', 350_000n],
    ]);
    expect(groups.flatMap((group) => group.lines).every((each) => each.kind === 'sales')).toBe(true);
  });

  it('keeps the split lines apart: received from and paid to whom', () => {
    const { received, paid } = splitLinesOf(LINES);
    expect(received.map((each) => each.counterpartyName)).toEqual(['山田']);
    expect(paid.map((each) => [each.counterpartyName, each.amountMicros])).toEqual([['佐藤', '-1000000']]);
  });

  it('marks sales of earlier months as late, and only sales', () => {
    expect(isLateLine(line({ saleMonth: '2026-02' }), MONTH)).toBe(true);
    expect(isLateLine(line({}), MONTH)).toBe(false);
    expect(isLateLine(line({ kind: 'split_in', saleMonth: '2026-02' }), MONTH)).toBe(false);
    expect(lateTotalMicros(LINES, MONTH)).toBe(4_000_000n);
    expect(lateTotalYen(LINES, MONTH)).toBe(4);
    expect(lateSummaryYen(LINES, MONTH)).toBe(4);
  });

  it('says nothing about late sales that brought in no whole yen', () => {
    const fewSen = [line({}), line({ saleMonth: '2026-01', amountMicros: '350000', amountYen: 0 })];
    expect(lateTotalMicros(fewSen, MONTH)).toBe(350_000n);
    expect(lateSummaryYen(fewSen, MONTH)).toBeNull();
    expect(lateSummaryYen([line({})], MONTH)).toBeNull();
  });

  it('shows each group as the whole yen its lines brought in, so the groups add up to what was paid', () => {
    // 8.35 yen of sales with 0.40 carried in: 8 yen paid, 0.75 carried on; the lines say which yen went where.
    for (const by of ['store', 'release'] as const) {
      const groups = groupSalesLines(LINES, by, MONTH);
      expect(groups.reduce((sum, group) => sum + group.totalYen, 0)).toBe(8);
    }
    expect(groupSalesLines(LINES, 'store', MONTH).map((group) => [group.label, group.totalYen])).toEqual([
      ['Spotify', 6],
      ['iTunes', 2],
    ]);
  });

  it('explains the fraction carried in and on, or a month that ended below zero', () => {
    expect(carryNoteOf({ carryInMicros: '400000', carryOutMicros: '750000' })).toEqual({
      kind: 'fraction',
      carryInMicros: 400_000n,
      carryOutMicros: 750_000n,
    });
    expect(carryNoteOf({ carryInMicros: '0', carryOutMicros: '0' })).toEqual({ kind: 'none' });
    expect(carryNoteOf({ carryInMicros: '500000', carryOutMicros: '-99500000' })).toEqual({
      kind: 'belowZero',
      carryOutMicros: -99_500_000n,
    });
  });
});

describe('figures around the statement', () => {
  it('lists every revenue type in order, with zero for the missing ones', () => {
    expect(
      amountsByRevenueType([
        { revenueType: 'artist', amountMicros: '1200000', amountYen: 2 },
        { revenueType: 'ringtone', amountMicros: '300000', amountYen: 0 },
      ]),
    ).toEqual([
      { revenueType: 'ringtone', amountMicros: 300_000n, amountYen: 0 },
      { revenueType: 'label', amountMicros: 0n, amountYen: 0 },
      { revenueType: 'artist', amountMicros: 1_200_000n, amountYen: 2 },
    ]);
  });

  it('adds up the comparison of estimate and confirmed', () => {
    const row = { storeId: 's', storeName: 'S', estimateMicros: '5', confirmedMicros: '3', fromEarlierMicros: '1' };
    expect(
      comparisonTotals([
        { ...row, pendingMicros: '2' },
        { ...row, pendingMicros: '2' },
      ]),
    ).toEqual({
      estimateMicros: 10n,
      confirmedMicros: 6n,
      fromEarlierMicros: 2n,
      pendingMicros: 4n,
    });
  });

  it('scales the twelve-month bars to the largest month, oldest first, ignoring money paid out', () => {
    const bars = historyBars([
      {
        month: '2026-02',
        totalYen: 2,
        byRevenueType: [{ revenueType: 'artist', amountMicros: '2000000', amountYen: 2 }],
      },
      {
        month: '2026-01',
        totalYen: 4,
        byRevenueType: [
          { revenueType: 'artist', amountMicros: '3000000', amountYen: 3 },
          { revenueType: 'ringtone', amountMicros: '1000000', amountYen: 1 },
          { revenueType: 'label', amountMicros: '-500000', amountYen: 0 },
        ],
      },
    ]);
    expect(bars.map((bar) => bar.month)).toEqual(['2026-01', '2026-02']);
    expect(bars[0]?.segments.map((segment) => segment.basisPoints)).toEqual([2500, 0, 7500]);
    expect(bars[1]?.segments.map((segment) => segment.basisPoints)).toEqual([0, 0, 5000]);
    expect(historyBars([{ month: '2026-01', totalYen: 0, byRevenueType: [] }])[0]?.segments[0]?.basisPoints).toBe(0);
  });
});
