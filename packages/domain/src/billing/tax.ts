// Japanese consumption tax on integer yen. Under the qualified invoice system the tax is computed once per invoice
// and rate, on the total of the lines at that rate, and rounded down (a fraction of a yen is dropped).

export const STANDARD_TAX_RATE_PERCENT = 10;

export type TaxedTotal = {
  /** Sum of the lines without tax. */
  readonly net: number;
  readonly tax: number;
  readonly gross: number;
  readonly ratePercent: number;
};

const assertYen = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative whole number of yen`);
};

/** The tax on a net amount at a rate, rounded down. */
export const taxOn = (net: number, ratePercent: number = STANDARD_TAX_RATE_PERCENT): number => {
  assertYen(net, 'net');
  return Math.floor((net * ratePercent) / 100);
};

/** One invoice's total: lines summed first, tax taken once on the sum. */
export const invoiceTotal = (
  lineNets: readonly number[],
  ratePercent: number = STANDARD_TAX_RATE_PERCENT,
): TaxedTotal => {
  const net = lineNets.reduce((sum, line) => {
    assertYen(line, 'line');
    return sum + line;
  }, 0);
  const tax = taxOn(net, ratePercent);
  return { net, tax, gross: net + tax, ratePercent };
};

/** The price as shown: tax-inclusive, e.g. "¥1,650（税込）" / "¥1,650 (tax incl.)". */
export const formatTaxIncluded = (
  net: number,
  language: 'ja' | 'en',
  ratePercent = STANDARD_TAX_RATE_PERCENT,
): string => {
  const gross = net + taxOn(net, ratePercent);
  const yen = `¥${gross.toLocaleString('en-US')}`;
  return language === 'ja' ? `${yen}（税込）` : `${yen} (tax incl.)`;
};
