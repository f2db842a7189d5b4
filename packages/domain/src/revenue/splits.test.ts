import { describe, expect, it } from 'vitest';
import { SPLIT_STATUS_CODES } from '../enumerations/youtube-publishing.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import {
  formatShareRate,
  parseShareRate,
  SPLIT_STATUS,
  SPLIT_STATUS_LABELS,
  type SplitInput,
  shareRateTextProblem,
  splitShares,
  splitStatusName,
  validateSplit,
} from './splits.ts';

const split = (owner: number | null, ...collaborators: Array<[string, number | null]>): SplitInput => ({
  ownerEmail: 'owner@example.jp',
  ownerRateBasisPoints: owner,
  collaborators: collaborators.map(([email, rateBasisPoints]) => ({ email, rateBasisPoints })),
});

describe('share rates', () => {
  it('reads percentages with up to two decimals as basis points', () => {
    expect(parseShareRate('30')).toBe(3000);
    expect(parseShareRate('12.5')).toBe(1250);
    expect(parseShareRate('0.01')).toBe(1);
    expect(parseShareRate('100')).toBe(10000);
    expect(parseShareRate(' 33.33% ')).toBe(3333);
    expect(parseShareRate('３０．５％')).toBe(3050);
  });

  it('reads nothing from text that is not such a percentage', () => {
    for (const text of ['', ' ', '12.345', '-5', '1e2', 'abc', '1000', '.5', '5.']) {
      expect(parseShareRate(text), text).toBeNull();
    }
    expect(shareRateTextProblem('')).toBe('revenueShareRateRequired');
    expect(shareRateTextProblem('12.345')).toBe('revenueShareRateFormat');
    expect(shareRateTextProblem('12.34')).toBeNull();
  });

  it('writes basis points back as a percentage', () => {
    expect(formatShareRate(3000)).toBe('30');
    expect(formatShareRate(1250)).toBe('12.5');
    expect(formatShareRate(1)).toBe('0.01');
    expect(formatShareRate(3333)).toBe('33.33');
  });
});

describe('validateSplit', () => {
  it('accepts shares that add up to 100%', () => {
    expect(validateSplit(split(7000, ['a@example.jp', 3000]))).toEqual({});
    expect(validateSplit(split(3334, ['a@example.jp', 3333], ['b@example.jp', 3333]))).toEqual({});
    expect(validateSplit(split(10000))).toEqual({});
    // The owner may keep nothing.
    expect(validateSplit(split(0, ['a@example.jp', 10000]))).toEqual({});
  });

  it('asks for a total of 100%', () => {
    expect(validateSplit(split(7000, ['a@example.jp', 2000]))).toEqual({ total_rate: 'revenueShareRateSum' });
    expect(validateSplit(split(7000, ['a@example.jp', 4000]))).toEqual({ total_rate: 'revenueShareRateSum' });
    expect(VALIDATION_MESSAGES.revenueShareRateSum).toEqual({
      ja: '分配率の合計を100%にしてください',
      en: 'The shares must add up to 100%.',
    });
  });

  it('asks for empty rates, and not for the total until they are entered', () => {
    expect(validateSplit(split(null, ['a@example.jp', 3000]))).toEqual({ owner_rate: 'revenueShareRateRequired' });
    expect(validateSplit(split(7000, ['a@example.jp', null]))).toEqual({
      'collaborators.0.rate': 'revenueShareRateRequired',
    });
  });

  it('keeps each collaborator between 0.01% and 100%', () => {
    expect(validateSplit(split(10000, ['a@example.jp', 0]))).toEqual({
      'collaborators.0.rate': 'revenueShareRateRange',
    });
    expect(validateSplit(split(0, ['a@example.jp', 10001]))).toEqual({
      'collaborators.0.rate': 'revenueShareRateRange',
    });
    expect(validateSplit(split(10001))).toEqual({ owner_rate: 'revenueShareRateRange' });
    expect(validateSplit(split(9999, ['a@example.jp', 1]))).toEqual({});
  });

  it('refuses the same person twice and the owner as a collaborator', () => {
    expect(validateSplit(split(4000, ['a@example.jp', 3000], [' A@Example.jp ', 3000]))).toEqual({
      'collaborators.1.email': 'revenueShareDuplicateEmail',
    });
    expect(validateSplit(split(7000, ['Owner@example.jp', 3000]))).toEqual({
      'collaborators.0.email': 'revenueShareOwnEmail',
    });
  });

  it('asks for a real e-mail address', () => {
    expect(validateSplit(split(7000, ['', 3000]))).toEqual({ 'collaborators.0.email': 'required' });
    expect(validateSplit(split(7000, ['not-an-address', 3000]))).toEqual({ 'collaborators.0.email': 'email' });
  });
});

describe('splitShares', () => {
  it('shares an amount exactly by the rates', () => {
    expect(splitShares(1_000_000n, 7000, [{ id: 'a', basisPoints: 3000 }])).toEqual({
      ownerMicros: 700_000n,
      collaborators: [{ id: 'a', micros: 300_000n }],
    });
    const thirds = splitShares(100n, 3334, [
      { id: 1, basisPoints: 3333 },
      { id: 2, basisPoints: 3333 },
    ]);
    expect(thirds).toEqual({
      ownerMicros: 34n,
      collaborators: [
        { id: 1, micros: 33n },
        { id: 2, micros: 33n },
      ],
    });
  });

  it('never loses or invents a micro-unit', () => {
    const shares = splitShares(1_234_567n, 1, [
      { id: 'a', basisPoints: 4999 },
      { id: 'b', basisPoints: 5000 },
    ]);
    expect(shares.ownerMicros + shares.collaborators.reduce((sum, c) => sum + c.micros, 0n)).toBe(1_234_567n);
    expect(shares.ownerMicros).toBe(123n);
  });

  it('refuses rates that do not add up to 100%', () => {
    expect(() => splitShares(100n, 7000, [{ id: 'a', basisPoints: 2000 }])).toThrow(/10000 basis points, got 9000/);
    expect(() => splitShares(100n, 7000.5, [{ id: 'a', basisPoints: 2999.5 }])).toThrow(/whole/);
  });
});

describe('split status', () => {
  it('names every spec code', () => {
    expect(Object.values(SPLIT_STATUS).sort()).toEqual([...SPLIT_STATUS_CODES]);
    expect(splitStatusName(100)).toBe('invited');
    expect(splitStatusName(400)).toBe('ended');
    expect(splitStatusName(500)).toBeUndefined();
    expect(Object.keys(SPLIT_STATUS_LABELS).sort()).toEqual(Object.keys(SPLIT_STATUS).sort());
  });
});
