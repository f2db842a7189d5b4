// Business constants of spec section 9 that the shell needs. They belong in @otodoke/domain; until that package
// exports them (it has no index yet) they live here, and nothing else in the web app spells these numbers.

/** Shared HTTP client: abort a request after this long (spec 9: timeout 120000 ms). */
export const REQUEST_TIMEOUT_MS = 120_000;

/** Data fetching (spec 9): dedupe 2 s, focus throttle 5 s, retry after 5 s (10 s slow), slow-loading 3 s (5 s slow). */
export const SWR_SETTINGS = {
  dedupingInterval: 2_000,
  focusThrottleInterval: 5_000,
  errorRetryInterval: 5_000,
  errorRetryIntervalSlow: 10_000,
  loadingTimeout: 3_000,
  loadingTimeoutSlow: 5_000,
  errorRetryCount: 10,
} as const;

/** MUI breakpoints of the product themes (spec 9). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 980, lg: 1280, xl: 1920 } as const;

/** Base font size and h1..h6 sizes in px (spec 9). */
export const TYPE_SCALE = { base: 14, headings: [46, 36, 30, 18, 14, 11] } as const;

export const SUPPORTED_LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';

export const isSupportedLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

export const THEME_NAMES = [
  'creators',
  'light',
  'dark',
  'top',
  'creatorsDashboard',
  'artistPage',
  'tcjv3',
  'artistGuide',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME: ThemeName = 'light';

/** Validation limits (spec 5 and 9). */
export const PASSWORD_MIN_LENGTH = 8;
export const SIGN_IN_CODE_LENGTH = 6;

/** Snackbar stays this long unless closed (spec 2: closes on timeout). */
export const SNACKBAR_AUTO_HIDE_MS = 6_000;
