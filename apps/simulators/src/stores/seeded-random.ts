// Seeded randomness for the store simulator (its flaky transfers and its listeners): the same seed gives the same
// numbers on every machine, and the draws the sales model needs (normal, Poisson, binomial, multinomial, Pareto).
import { createHash } from 'node:crypto';

export type Random = () => number;

/** mulberry32 over a hash of the seed: small, fast and the same on every machine. */
export function createSeededRandom(seed: string): Random {
  let state = Number.parseInt(createHash('sha256').update(seed, 'utf8').digest('hex').slice(0, 8), 16) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal draw (Box-Muller). */
export function normal(random: Random): number {
  const u = 1 - random(); // (0, 1]: the logarithm stays finite
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A Pareto draw with minimum 1 and tail index `alpha`: most values near 1, a few very large. */
export function pareto(random: Random, alpha: number): number {
  return (1 - random()) ** (-1 / alpha);
}

/** A Poisson count with mean `mean`: exact (Knuth) for small means, the normal approximation above 30. */
export function poisson(random: Random, mean: number): number {
  if (!(mean > 0)) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(random)));
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random(); product > limit; product *= random()) count += 1;
  return count;
}

/** How many of `trials` succeed with probability `p`: exact for few trials, approximated for many. */
export function binomial(random: Random, trials: number, p: number): number {
  if (trials <= 0 || p <= 0) return 0;
  if (p >= 1) return trials;
  if (trials <= 30) {
    let successes = 0;
    for (let trial = 0; trial < trials; trial += 1) if (random() < p) successes += 1;
    return successes;
  }
  const mean = trials * p;
  const variance = mean * (1 - p);
  const draw = variance < 9 ? poisson(random, mean) : Math.round(mean + Math.sqrt(variance) * normal(random));
  return Math.min(trials, Math.max(0, draw));
}

/** `total` split over categories in proportion to `shares` (any positive scale); the parts add up to `total`. */
export function multinomial(random: Random, total: number, shares: readonly number[]): number[] {
  const parts: number[] = [];
  let left = total;
  let mass = shares.reduce((sum, share) => sum + share, 0);
  for (const [index, share] of shares.entries()) {
    const isLast = index === shares.length - 1;
    const part = isLast ? left : binomial(random, left, mass > 0 ? share / mass : 0);
    parts.push(part);
    left -= part;
    mass -= share;
  }
  return parts;
}
