// The spec's constants the shell needs come from @otodoke/domain (through its narrow entry points, so the landing
// bundle does not carry every enumeration); the few below are the web's own.
export { BREAKPOINTS, FONT as TYPE_SCALE, REQUEST_TIMEOUT_MS, SWR_SETTINGS } from '@otodoke/domain/constants';
export {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  isSupportedLanguage,
  type Language,
  SUPPORTED_LANGUAGES,
  THEMES as THEME_NAMES,
  type Theme as ThemeName,
} from '@otodoke/domain/enumerations/misc';
export { PASSWORD_MIN_LENGTH } from '@otodoke/domain/validation/rules';

export const SIGN_IN_CODE_LENGTH = 6;

/** Snackbar stays this long unless closed (spec 2: closes on timeout). */
export const SNACKBAR_AUTO_HIDE_MS = 6_000;
