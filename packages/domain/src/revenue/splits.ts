// Revenue splits: the owner of a release shares its revenue with collaborators. Rates are percentages with up to
// two decimals, kept as whole basis points (30% = 3000, 0.01% = 1) so sums are exact.
import { invertCodes } from '../enumerations/helpers.ts';
import type { LocalisedText } from '../enumerations/misc.ts';
import type { SplitStatusCode } from '../enumerations/youtube-publishing.ts';
import type { ValidationMessageId } from '../validation/messages.ts';
import { isEmail, isFilled } from '../validation/rules.ts';
import { allocateByWeight } from './money.ts';

export const BASIS_POINTS_TOTAL = 10_000;
export const SHARE_RATE_MIN_BASIS_POINTS = 1;

/**
 * Split status. The spec gives only the codes 100, 200, 300, 400 (SPLIT_STATUS_CODES); the names are ours, in the
 * order a split usually moves: the collaborator is invited, accepts or declines, and an accepted split ends.
 */
export const SPLIT_STATUS = {
  invited: 100,
  accepted: 200,
  declined: 300,
  ended: 400,
} as const satisfies Readonly<Record<string, SplitStatusCode>>;
export type SplitStatusName = keyof typeof SPLIT_STATUS;
const SPLIT_STATUS_BY_CODE = invertCodes(SPLIT_STATUS);
export const splitStatusName = (code: number): SplitStatusName | undefined => SPLIT_STATUS_BY_CODE.get(code);

export const SPLIT_STATUS_LABELS: Readonly<Record<SplitStatusName, LocalisedText>> = {
  invited: { ja: '招待中', en: 'Invited' },
  accepted: { ja: '分配中', en: 'Active' },
  declined: { ja: '辞退', en: 'Declined' },
  ended: { ja: '終了', en: 'Ended' },
};

const RATE_PATTERN = /^(\d{1,3})(?:\.(\d{1,2}))?%?$/;

/**
 * A typed rate in basis points: "30" -> 3000, "12.5" -> 1250, "0.01" -> 1, "３０％" -> 3000 (full width as typed
 * on Japanese keyboards). Null when empty or not a number with at most two decimals; the range is checked by
 * validateSplit.
 */
export const parseShareRate = (text: string): number | null => {
  const match = RATE_PATTERN.exec(text.normalize('NFKC').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/** The message for a typed rate that cannot be read, or null when it can (its range is validateSplit's). */
export const shareRateTextProblem = (text: string): ValidationMessageId | null => {
  if (!isFilled(text)) return 'revenueShareRateRequired';
  return parseShareRate(text) === null ? 'revenueShareRateFormat' : null;
};

/** Basis points as a percentage for display: 3000 -> "30", 1250 -> "12.5", 1 -> "0.01". */
export const formatShareRate = (basisPoints: number): string => {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(Math.abs(basisPoints % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
};

export type SplitInput = {
  readonly ownerEmail: string;
  /** Null when not entered. */
  readonly ownerRateBasisPoints: number | null;
  readonly collaborators: ReadonlyArray<{ readonly email: string; readonly rateBasisPoints: number | null }>;
};

/** Where the "must add up to 100%" message goes: the total under the list. */
export const SPLIT_TOTAL_PATH = 'total_rate';

const sameEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Problems of a split form, keyed by wire path ("owner_rate", "collaborators.0.email", "collaborators.0.rate",
 * "total_rate"); empty when it can be saved. A collaborator's rate must be 0.01% to 100%; the owner may keep 0%
 * (a manager paying out everything) up to 100%. The sum is checked only once every rate is entered and in range,
 * so one mistake shows one message.
 */
export const validateSplit = (input: SplitInput): Record<string, ValidationMessageId> => {
  const errors: Record<string, ValidationMessageId> = {};
  const inRange = (rate: number, min: number) => Number.isInteger(rate) && rate >= min && rate <= BASIS_POINTS_TOTAL;

  if (input.ownerRateBasisPoints === null) errors.owner_rate = 'revenueShareRateRequired';
  else if (!inRange(input.ownerRateBasisPoints, 0)) errors.owner_rate = 'revenueShareRateRange';

  const owner = sameEmail(input.ownerEmail);
  const seen = new Set<string>();
  input.collaborators.forEach(({ email, rateBasisPoints }, index) => {
    const at = (field: string) => `collaborators.${index}.${field}`;
    const key = sameEmail(email);
    if (key === '') errors[at('email')] = 'required';
    else if (!isEmail(email.trim())) errors[at('email')] = 'email';
    else if (key === owner) errors[at('email')] = 'revenueShareOwnEmail';
    else if (seen.has(key)) errors[at('email')] = 'revenueShareDuplicateEmail';
    seen.add(key);

    if (rateBasisPoints === null) errors[at('rate')] = 'revenueShareRateRequired';
    else if (!inRange(rateBasisPoints, SHARE_RATE_MIN_BASIS_POINTS)) errors[at('rate')] = 'revenueShareRateRange';
  });

  const rates = [input.ownerRateBasisPoints, ...input.collaborators.map((c) => c.rateBasisPoints)];
  const rateErrors = Object.keys(errors).some((path) => path === 'owner_rate' || path.endsWith('.rate'));
  if (!rateErrors && rates.reduce<number>((sum, rate) => sum + (rate ?? 0), 0) !== BASIS_POINTS_TOTAL) {
    errors[SPLIT_TOTAL_PATH] = 'revenueShareRateSum';
  }
  return errors;
};

export type SplitShares<Id> = {
  readonly ownerMicros: bigint;
  readonly collaborators: ReadonlyArray<{ readonly id: Id; readonly micros: bigint }>;
};

/**
 * An amount shared by the rates, exactly: the parts add up to the total (allocateByWeight; a leftover micro-unit
 * goes to the larger remainder, the owner first on a tie). Throws when the rates do not add up to 100%.
 */
export const splitShares = <Id>(
  totalMicros: bigint,
  ownerBasisPoints: number,
  collaborators: ReadonlyArray<{ readonly id: Id; readonly basisPoints: number }>,
): SplitShares<Id> => {
  const rates = [ownerBasisPoints, ...collaborators.map((c) => c.basisPoints)];
  if (rates.some((rate) => !Number.isInteger(rate) || rate < 0)) {
    throw new Error('Split rates must be whole, non-negative basis points');
  }
  const sum = rates.reduce((total, rate) => total + rate, 0);
  if (sum !== BASIS_POINTS_TOTAL) throw new Error(`Split rates must add up to 10000 basis points, got ${sum}`);
  const [ownerMicros = 0n, ...parts] = allocateByWeight(totalMicros, rates.map(BigInt));
  return {
    ownerMicros,
    collaborators: collaborators.map(({ id }, index) => ({ id, micros: parts[index] ?? 0n })),
  };
};
