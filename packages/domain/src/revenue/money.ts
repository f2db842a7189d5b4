// Exact money arithmetic for revenue: store amounts arrive as decimal text and are kept as bigint JPY micro-units
// (1 yen = 1 000 000 µ), never as floats, so sums of millions of sales lines are exact and reproducible.

export const MICROS_PER_YEN = 1_000_000n;
/** Decimal places a micro-unit amount keeps. */
export const MICRO_SCALE = 6;

export type Decimal = {
  /** The digits as an integer: the value is units / 10^scale. */
  readonly units: bigint;
  /** Digits after the decimal point as written ("5000.00" has scale 2). */
  readonly scale: number;
};

export type Rounding = 'halfEven' | 'halfAwayFromZero' | 'floor';

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Reads a plain decimal as stores write it: "5000.00", ".36", "-1.5", "+2", "7.". Exponents ("1e3"), thousands
 * separators and anything else are refused with an Error naming the text, because a mis-read amount is worse than a
 * failed import.
 */
export const parseDecimal = (text: string): Decimal => {
  const trimmed = text.trim();
  if (/[eE]/.test(trimmed)) throw new Error(`Not a plain decimal (exponents are not accepted): "${text}"`);
  const match = DECIMAL_PATTERN.exec(trimmed);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || whole + fraction === '') throw new Error(`Not a decimal number: "${text}"`);
  const magnitude = BigInt(whole + fraction);
  return { units: match[1] === '-' ? -magnitude : magnitude, scale: fraction.length };
};

const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);

/** numerator / denominator (denominator > 0) rounded to an integer by `rounding`, symmetric around zero. */
export const divideRounded = (numerator: bigint, denominator: bigint, rounding: Rounding): bigint => {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive');
  if (rounding === 'floor') {
    const quotient = numerator / denominator;
    return numerator % denominator < 0n ? quotient - 1n : quotient;
  }
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  const twiceRemainder = (magnitude % denominator) * 2n;
  if (
    twiceRemainder > denominator ||
    (twiceRemainder === denominator && (rounding === 'halfAwayFromZero' || quotient % 2n === 1n))
  ) {
    quotient += 1n;
  }
  return negative ? -quotient : quotient;
};

/** An exact decimal brought to micro-units. */
const decimalToMicros = ({ units, scale }: Decimal, rounding: Rounding): bigint =>
  scale <= MICRO_SCALE
    ? units * pow10(MICRO_SCALE - scale)
    : divideRounded(units, pow10(scale - MICRO_SCALE), rounding);

/** Decimal text in micro-units: "1.5" -> 1 500 000n; beyond six places rounded half away from zero. */
export const toMicros = (text: string): bigint => decimalToMicros(parseDecimal(text), 'halfAwayFromZero');

/**
 * A foreign-currency amount in JPY micro-units: amount × rate, where the rate is yen per unit of the currency
 * ("151.2345"). The product is exact and rounded once, half-even (banker's rounding, so rounding errors do not drift
 * one way over many lines). "0.36" GBP at "190.12" is 68 443 200 µ.
 */
export const convertToJpyMicros = (amountText: string, rateText: string): bigint => {
  const amount = parseDecimal(amountText);
  const rate = parseDecimal(rateText);
  if (rate.units <= 0n) throw new Error(`An exchange rate must be positive: "${rateText}"`);
  return decimalToMicros({ units: amount.units * rate.units, scale: amount.scale + rate.scale }, 'halfEven');
};

/**
 * Splits `total` in proportion to `weights` so the parts add up to exactly `total` (largest remainder method):
 * every part gets the floor of its exact share, and the units left over go one each to the largest remainders,
 * ties to the earlier weight. Each part is within one unit of its exact share and a zero weight gets nothing.
 * A negative total (a refund) is split like its magnitude and negated. allocateByWeight(10n, [1n, 1n, 1n]) is
 * [4n, 3n, 3n].
 */
export const allocateByWeight = (total: bigint, weights: readonly bigint[]): bigint[] => {
  if (weights.length === 0) throw new Error('allocateByWeight needs at least one weight');
  if (weights.some((weight) => weight < 0n)) throw new Error('allocateByWeight weights must not be negative');
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) throw new Error('allocateByWeight needs a positive weight');
  if (total < 0n) return allocateByWeight(-total, weights).map((part) => -part);

  const parts = weights.map((weight) => (total * weight) / weightSum);
  const remainders = weights.map((weight, index) => ({ index, remainder: (total * weight) % weightSum }));
  let left = total - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts;
};

/** Whole yen in an amount, rounded down (towards minus infinity): what can be paid out of it. */
export const microsToYenFloor = (micros: bigint): bigint => divideRounded(micros, MICROS_PER_YEN, 'floor');

const toWholeYen = (yen: bigint | number): bigint => {
  if (typeof yen === 'bigint') return yen;
  if (!Number.isSafeInteger(yen)) throw new RangeError(`A yen amount must be a safe integer, got ${yen}`);
  return BigInt(yen);
};

export const yenToMicros = (yen: bigint | number): bigint => toWholeYen(yen) * MICROS_PER_YEN;

const GROUPED = new Intl.NumberFormat('ja-JP', { useGrouping: true, maximumFractionDigits: 0 });
const YEN_EN = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY' });

/**
 * Whole yen as the product's screens write them: "1,234円" in Japanese (as Japanese shops and banks write
 * amounts; Intl's ja-JP currency style gives the full-width "￥"), "¥1,234" in English; negatives "-1,234円" and
 * "-¥1,234".
 */
export const formatYen = (yen: bigint | number, lang: 'ja' | 'en'): string => {
  const value = toWholeYen(yen);
  return lang === 'ja' ? `${GROUPED.format(value)}円` : YEN_EN.format(value);
};

/**
 * The whole yen each of a statement's amounts brought into the wallet. A statement pays the whole yen of its carry in
 * plus its lines (nothing when that is below zero) and carries the fraction to the next month. Taking the lines in
 * order from the carry in, each is credited the whole yen the running total gained with it, so the parts add up to
 * exactly what was paid, each is within a yen of its own amount, and a line of whole yen (a split share) keeps its
 * value while the running total stays at or above zero. creditedYen([5_179_280_000n], 900_000n) is [5180n]: the
 * 0.90 yen carried in completes a yen, and 0.18 yen goes on.
 */
export const creditedYen = (amounts: readonly bigint[], carryInMicros: bigint): bigint[] => {
  const paid = (micros: bigint) => (micros > 0n ? micros / MICROS_PER_YEN : 0n);
  let running = carryInMicros;
  return amounts.map((amount) => {
    const before = paid(running);
    running += amount;
    return paid(running) - before;
  });
};
