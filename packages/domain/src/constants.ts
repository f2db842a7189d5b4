/** Business constants and limits of spec section 9 (validation limits live in validation/rules.ts). */

export const REQUEST_TIMEOUT_MS = 120_000;
/** Redirects are never followed: an API redirect means the session is gone. */
export const MAX_REDIRECTS = 0;
export const RETRY_INTERVAL_MS = 5_000;
export const RETRY_COUNT = 10;
export const WIZARD_PAGE_SIZE = 10;
/** A feature (unnamed in the spec) is active from this day on. */
export const FEATURE_ACTIVE_FROM = '2021-06-05';

export const BREAKPOINTS = { xs: 0, sm: 600, md: 980, lg: 1280, xl: 1920 } as const;
/** The other theme's breakpoints, which follow the component library's defaults. */
export const BREAKPOINTS_ALT = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Sizes in px; headings are h1 to h6. */
export const FONT = { base: 14, headings: [46, 36, 30, 18, 14, 11] } as const;

/** Data-fetch (SWR) settings; the slow variants apply on slow connections. */
export const SWR_SETTINGS = {
  dedupingInterval: 2_000,
  focusThrottleInterval: 5_000,
  errorRetryInterval: 5_000,
  errorRetryIntervalSlow: 10_000,
  loadingTimeout: 3_000,
  loadingTimeoutSlow: 5_000,
  errorRetryCount: RETRY_COUNT,
} as const;

/** Token patterns in the dayjs / date-fns-like style the screens use. */
export const DATE_FORMATS = {
  ymdSlash: 'YYYY/MM/DD',
  ymdHyphen: 'YYYY-MM-DD',
  ymHyphen: 'YYYY-MM',
  ymCompact: 'YYYYMM',
  ymdHmSlash: 'YYYY/MM/DD HH:mm',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

/** Share of sessions the monitoring tool samples; every sampled session is replayed. */
export const MONITORING_SAMPLE_RATES = {
  dashboard: 0.05,
  pathGroup: 0.25,
  default: 0.01,
  replayOfSampled: 1,
} as const;

/** Japanese large-number units, largest first, with their power of ten. */
export const LARGE_NUMBER_UNITS_JA = [
  { unit: '兆', digits: 12 },
  { unit: '億', digits: 8 },
  { unit: '万', digits: 4 },
] as const;

/**
 * Writes an integer with 兆/億/万 units, leaving out empty groups:
 * 123456789 -> "1億2345万6789", 100000000 -> "1億", 10000 -> "1万".
 * Amounts above 9999兆 stay in 兆. Fractions are refused rather than silently
 * rounded, so callers decide how money is rounded.
 */
export const formatLargeNumberJa = (n: bigint | number): string => {
  if (typeof n === 'number' && !Number.isInteger(n)) {
    throw new RangeError(`formatLargeNumberJa needs an integer, got ${n}`);
  }
  const value = BigInt(n);
  if (value === 0n) return '0';
  const sign = value < 0n ? '-' : '';
  let rest = value < 0n ? -value : value;
  let out = '';
  for (const { unit, digits } of LARGE_NUMBER_UNITS_JA) {
    const size = 10n ** BigInt(digits);
    const count = rest / size;
    if (count > 0n) out += `${count}${unit}`;
    rest %= size;
  }
  if (rest > 0n) out += String(rest);
  return sign + out;
};

const SENSITIVE_FIELDS_CAMEL = [
  'password',
  'passwordConfirmation',
  'currentPassword',
  'newPassword',
  'newPasswordConfirmation',
  'email',
  'phone',
  'telephone',
  'postcode',
  'prefectureId',
  'address',
  'bankCode',
  'branchCode',
  'accountType',
  'accountNumber',
  'accountHolderName',
  'cardNumber',
  'cardExpire',
  'cardCvc',
  'securityCode',
  'cardHolderName',
  'token',
  'cardToken',
  'accessToken',
  'csrfToken',
  'invoiceRegistrationNumber',
  'siteSid',
  // The two-factor code. Note that this also masks any other field named `code`.
  'code',
] as const;

const toSnakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Form fields never sent to logs, in both spellings because payloads are
 * logged before and after the snake_case/camelCase key conversion.
 */
export const SENSITIVE_FIELDS: readonly string[] = [
  ...new Set(SENSITIVE_FIELDS_CAMEL.flatMap((name) => [name, toSnakeCase(name)])),
];
const SENSITIVE_FIELD_SET: ReadonlySet<string> = new Set(SENSITIVE_FIELDS);

export const REDACTED = '[redacted]';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A deep copy of `value` with every sensitive field's value replaced by
 * "[redacted]", at any depth and inside arrays. Only plain objects and arrays
 * are copied; other objects (dates, errors, class instances) are kept as they
 * are, and a reference cycle becomes "[circular]" so logging never throws.
 */
export const maskSensitive = <T>(value: T): T => maskValue(value, new WeakSet()) as T;

const maskValue = (value: unknown, seen: WeakSet<object>): unknown => {
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  let copy: unknown;
  if (Array.isArray(value)) {
    copy = value.map((item) => maskValue(item, seen));
  } else {
    // fromEntries defines own properties, so a "__proto__" key from JSON stays data.
    copy = Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SENSITIVE_FIELD_SET.has(key) ? REDACTED : maskValue(item, seen),
      ]),
    );
  }
  seen.delete(value);
  return copy;
};
