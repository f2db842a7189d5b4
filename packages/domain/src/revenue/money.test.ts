import { describe, expect, it } from 'vitest';
import {
  allocateByWeight,
  convertToJpyMicros,
  creditedYen,
  divideRounded,
  formatYen,
  microsToYenFloor,
  parseDecimal,
  toMicros,
  yenToMicros,
} from './money.ts';

/** mulberry32: a small seeded generator, so a failing case can be replayed. */
const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

describe('parseDecimal', () => {
  it('reads the decimals stores write', () => {
    expect(parseDecimal('5000.00')).toEqual({ units: 500000n, scale: 2 });
    expect(parseDecimal('.36')).toEqual({ units: 36n, scale: 2 });
    expect(parseDecimal('-1.5')).toEqual({ units: -15n, scale: 1 });
    expect(parseDecimal('+2')).toEqual({ units: 2n, scale: 0 });
    expect(parseDecimal(' 7. ')).toEqual({ units: 7n, scale: 0 });
    expect(parseDecimal('0.000000123456789')).toEqual({ units: 123456789n, scale: 15 });
  });

  it.each(['1e3', '1E-2', '', ' ', '.', '-', '1,000', '1.2.3', '--1', 'abc', '¥100', 'NaN', 'Infinity'])(
    'refuses %j with an Error naming it',
    (text) => {
      expect(() => parseDecimal(text)).toThrow(Error);
      expect(() => parseDecimal(text)).toThrow(text === '' || text === ' ' ? /decimal/ : text);
    },
  );

  it('says why an exponent is refused', () => {
    expect(() => parseDecimal('1e3')).toThrow(/exponents are not accepted/);
  });
});

describe('toMicros', () => {
  it('converts decimal text to micro-units', () => {
    expect(toMicros('1.5')).toBe(1_500_000n);
    expect(toMicros('123')).toBe(123_000_000n);
    expect(toMicros('.000001')).toBe(1n);
    expect(toMicros('-0.25')).toBe(-250_000n);
  });

  it('rounds beyond six places half away from zero', () => {
    expect(toMicros('0.0000005')).toBe(1n);
    expect(toMicros('-0.0000005')).toBe(-1n);
    expect(toMicros('0.00000049999')).toBe(0n);
    expect(toMicros('2.0000015')).toBe(2_000_002n);
  });
});

describe('convertToJpyMicros', () => {
  it('multiplies exactly', () => {
    expect(convertToJpyMicros('0.36', '190.12')).toBe(68_443_200n);
    expect(convertToJpyMicros('1', '151.2345')).toBe(151_234_500n);
    expect(convertToJpyMicros('5000.00', '1')).toBe(5_000_000_000n);
    // 0.1 + 0.2 style float errors cannot happen: 0.000003 × 0.1 is 0.3 µ, rounds to 0.
    expect(convertToJpyMicros('0.000003', '0.1')).toBe(0n);
  });

  it('rounds to the micro half to even', () => {
    expect(convertToJpyMicros('0.0000005', '1')).toBe(0n);
    expect(convertToJpyMicros('0.0000015', '1')).toBe(2n);
    expect(convertToJpyMicros('0.0000025', '1')).toBe(2n);
    expect(convertToJpyMicros('0.00000251', '1')).toBe(3n);
    expect(convertToJpyMicros('-0.0000015', '1')).toBe(-2n);
    // 0.0123 USD at 151.2345 is 1.86018435 yen.
    expect(convertToJpyMicros('0.0123', '151.2345')).toBe(1_860_184n);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => convertToJpyMicros('1', '0')).toThrow(/positive/);
    expect(() => convertToJpyMicros('1', '-150')).toThrow(/positive/);
  });
});

describe('divideRounded', () => {
  it('rounds each way symmetrically around zero', () => {
    expect(divideRounded(5n, 2n, 'halfEven')).toBe(2n);
    expect(divideRounded(7n, 2n, 'halfEven')).toBe(4n);
    expect(divideRounded(-5n, 2n, 'halfAwayFromZero')).toBe(-3n);
    expect(divideRounded(-5n, 2n, 'floor')).toBe(-3n);
    expect(divideRounded(-4n, 2n, 'floor')).toBe(-2n);
    expect(() => divideRounded(1n, 0n, 'floor')).toThrow(RangeError);
  });
});

describe('allocateByWeight', () => {
  it('gives leftovers to the largest remainders, the earlier weight on a tie', () => {
    expect(allocateByWeight(10n, [1n, 1n, 1n])).toEqual([4n, 3n, 3n]);
    expect(allocateByWeight(100n, [1n, 2n, 3n])).toEqual([17n, 33n, 50n]);
    expect(allocateByWeight(2n, [1n, 1n, 1n])).toEqual([1n, 1n, 0n]);
    expect(allocateByWeight(7n, [0n, 1n, 0n])).toEqual([0n, 7n, 0n]);
    expect(allocateByWeight(0n, [3n, 4n])).toEqual([0n, 0n]);
  });

  it('splits a refund like its magnitude', () => {
    expect(allocateByWeight(-10n, [1n, 1n, 1n])).toEqual([-4n, -3n, -3n]);
  });

  it('refuses weights it cannot share by', () => {
    expect(() => allocateByWeight(10n, [])).toThrow(/at least one weight/);
    expect(() => allocateByWeight(10n, [0n, 0n])).toThrow(/positive weight/);
    expect(() => allocateByWeight(10n, [2n, -1n])).toThrow(/negative/);
  });

  it('always sums to the total with each part within one unit of its exact share (seeded random cases)', () => {
    const random = seededRandom(20_261_103);
    const int = (max: number) => Math.floor(random() * (max + 1));
    for (let round = 0; round < 2_000; round++) {
      const weights = Array.from({ length: 1 + int(11) }, () => BigInt(random() < 0.15 ? 0 : int(1_000_000)));
      if (!weights.some((weight) => weight > 0n)) weights[0] = 1n;
      const magnitude = BigInt(int(1_000_000_000)) * BigInt(1 + int(1_000));
      const total = random() < 0.1 ? -magnitude : magnitude;
      const parts = allocateByWeight(total, weights);
      const weightSum = weights.reduce((a, b) => a + b, 0n);

      expect(parts).toHaveLength(weights.length);
      expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
      parts.forEach((part, index) => {
        const weight = weights[index] ?? 0n;
        // |part - total × w / W| < 1, kept in integers.
        const gap = part * weightSum - total * weight;
        expect(gap < weightSum && gap > -weightSum).toBe(true);
        if (weight === 0n) expect(part).toBe(0n);
      });
    }
  });
});

describe('yen', () => {
  it('keeps the whole yen an amount can pay', () => {
    expect(microsToYenFloor(1_999_999n)).toBe(1n);
    expect(microsToYenFloor(2_000_000n)).toBe(2n);
    expect(microsToYenFloor(999_999n)).toBe(0n);
    expect(microsToYenFloor(-1n)).toBe(-1n);
    expect(yenToMicros(330)).toBe(330_000_000n);
  });

  it('writes yen as Japanese and English screens do', () => {
    expect(formatYen(1234, 'ja')).toBe('1,234円');
    expect(formatYen(1234, 'en')).toBe('¥1,234');
    expect(formatYen(0n, 'ja')).toBe('0円');
    expect(formatYen(12_345_678_901_234_567n, 'ja')).toBe('12,345,678,901,234,567円');
    expect(formatYen(-500, 'ja')).toBe('-500円');
    expect(formatYen(-500n, 'en')).toBe('-¥500');
    expect(() => formatYen(1.5, 'ja')).toThrow(RangeError);
  });
});

describe('creditedYen', () => {
  it('credits each line the whole yen it adds to the running total, so the lines add up to what was paid', () => {
    // 5,029.77 + 5,179.28 yen with 0.90 carried in: 10,209.95 paid as 5,030 + 5,179, 0.95 carried on.
    expect(creditedYen([5_029_770_000n, 5_179_280_000n], 900_000n)).toEqual([5030n, 5179n]);
    expect(creditedYen([5_179_280_000n], 900_000n)).toEqual([5180n]);
    expect(creditedYen([350_000n, 350_000n, 350_000n], 0n)).toEqual([0n, 0n, 1n]);
  });

  it('keeps whole-yen shares whole and pays nothing while the month is below zero', () => {
    expect(creditedYen([3_000_000_000n, -900_000_000n], 500_000n)).toEqual([3000n, -900n]);
    expect(creditedYen([1_000_000_000n, -800_000_000n, -300_000_000n], 500_000n)).toEqual([1000n, -800n, -200n]);
    expect(creditedYen([200_000_000n], -99_500_000n)).toEqual([100n]);
  });

  it('always adds up to the whole yen of the carry in plus the lines (0 when below zero)', () => {
    const random = seededRandom(13);
    for (let round = 0; round < 500; round += 1) {
      const amounts = Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
        BigInt(Math.floor((random() - 0.3) * 5_000_000_000)),
      );
      const carryIn = BigInt(Math.floor((random() - 0.5) * 2_000_000));
      const total = amounts.reduce((sum, amount) => sum + amount, carryIn);
      const paid = creditedYen(amounts, carryIn).reduce((sum, yen) => sum + yen, 0n);
      expect(paid).toBe(total > 0n ? total / 1_000_000n : 0n);
    }
  });
});
