// The product themes (spec 2): one shared base (breakpoints, type scale, shapes) and a palette per theme.
import { enUS, jaJP, type Localization } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import {
  BREAKPOINTS,
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  type Language,
  THEME_NAMES,
  type ThemeName,
  TYPE_SCALE,
} from '../constants.ts';

export const FONT_STACK = '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", system-ui, sans-serif';

/** Brand colours: a deep indigo-violet for action and identity, a warm coral for emphasis. */
export const BRAND = {
  indigo: '#4A2FBD',
  indigoDark: '#34208F',
  indigoLight: '#7B63E0',
  coral: '#FF6B57',
  coralDark: '#E04E3B',
  coralLight: '#FF9A8A',
  ink: '#1B1830',
} as const;

const [h1, h2, h3, h4, h5, h6] = TYPE_SCALE.headings;

function heading(size: number, weight: number, lineHeight: number) {
  return { fontSize: `${size}px`, fontWeight: weight, lineHeight, letterSpacing: size > 20 ? '-0.01em' : 0 };
}

function baseOptions(mode: 'light' | 'dark'): ThemeOptions {
  const focus = mode === 'light' ? BRAND.indigo : BRAND.indigoLight;
  return {
    breakpoints: { values: { ...BREAKPOINTS } },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      fontSize: TYPE_SCALE.base,
      h1: heading(h1, 800, 1.2),
      h2: heading(h2, 800, 1.25),
      h3: heading(h3, 700, 1.3),
      h4: heading(h4, 700, 1.45),
      h5: heading(h5, 700, 1.5),
      h6: heading(h6, 700, 1.5),
      body1: { lineHeight: 1.8 },
      body2: { lineHeight: 1.7 },
      button: { textTransform: 'none', fontWeight: 700, letterSpacing: '0.02em' },
      overline: { fontWeight: 700, letterSpacing: '0.12em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { fontFeatureSettings: '"palt"', WebkitFontSmoothing: 'antialiased' },
          // Japanese headings break between phrases, not inside words; short last lines are avoided.
          'h1, h2, h3, h4': { textWrap: 'balance' },
          ':lang(ja) :is(h1, h2, h3, h4)': { wordBreak: 'auto-phrase' },
          p: { textWrap: 'pretty' },
          ':focus-visible': { outline: `3px solid ${focus}`, outlineOffset: 2 },
          'a:focus-visible, button:focus-visible, [role="button"]:focus-visible': {
            outline: `3px solid ${focus}`,
            outlineOffset: 2,
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 10, paddingInline: 18 },
          sizeLarge: { paddingBlock: 11, fontSize: 15 },
        },
      },
      MuiCard: { defaultProps: { variant: 'outlined' }, styleOverrides: { root: { borderRadius: 16 } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiDialog: {
        styleOverrides: {
          paper: { borderRadius: 16, [`@media (max-width:${BREAKPOINTS.sm - 0.05}px)`]: { margin: 16 } },
          // Phones: 16 px margins instead of 32 px, so that forms in dialogs keep their width at 375 px.
          paperFullWidth: { [`@media (max-width:${BREAKPOINTS.sm - 0.05}px)`]: { width: 'calc(100% - 32px)' } },
        },
      },
      // Two long Japanese labels side by side must not break inside a word: the row wraps instead.
      MuiDialogActions: {
        styleOverrides: {
          root: { flexWrap: 'wrap', rowGap: 8, '& .MuiButton-root': { whiteSpace: 'nowrap' } },
        },
      },
      // Dialog titles default to h6, which the spec's type scale makes 11 px: too small for a title.
      MuiDialogTitle: { styleOverrides: { root: { fontSize: `${h4}px`, fontWeight: 700, lineHeight: 1.45 } } },
    },
  };
}

const lightPalette: ThemeOptions['palette'] = {
  mode: 'light',
  primary: { main: BRAND.indigo, dark: BRAND.indigoDark, light: BRAND.indigoLight, contrastText: '#FFFFFF' },
  secondary: { main: BRAND.coral, dark: BRAND.coralDark, light: BRAND.coralLight, contrastText: '#2B0A05' },
  background: { default: '#F7F6FB', paper: '#FFFFFF' },
  text: { primary: BRAND.ink, secondary: '#57536B' },
  divider: 'rgba(27, 24, 48, 0.12)',
};

const darkPalette: ThemeOptions['palette'] = {
  mode: 'dark',
  primary: { main: '#A898FF', dark: BRAND.indigoLight, light: '#CFC6FF', contrastText: '#120C2E' },
  secondary: { main: '#FF8B7A', dark: BRAND.coral, light: '#FFB8AD', contrastText: '#2B0A05' },
  background: { default: '#0E0C19', paper: '#17142A' },
  text: { primary: '#EEEAF9', secondary: '#B3ADC9' },
  divider: 'rgba(238, 234, 249, 0.14)',
};

function withBackground(palette: ThemeOptions['palette'], background: string): ThemeOptions['palette'] {
  return { ...palette, background: { ...palette?.background, default: background } };
}

const THEME_OPTIONS: Record<ThemeName, ThemeOptions> = {
  light: { palette: lightPalette },
  top: { palette: withBackground(lightPalette, '#FFFFFF') },
  creators: { palette: withBackground(lightPalette, '#F3F0FF') },
  creatorsDashboard: { palette: withBackground(lightPalette, '#F5F3FA') },
  dark: { palette: darkPalette },
  artistPage: { palette: withBackground(darkPalette, '#121018') },
  tcjv3: {
    palette: { ...lightPalette, primary: { main: '#2A1F6F', contrastText: '#FFFFFF' } },
    shape: { borderRadius: 4 },
  },
  artistGuide: {
    palette: withBackground(lightPalette, '#FFFCF7'),
    typography: { body1: { lineHeight: 1.95 } },
  },
};

function mergeOptions(base: ThemeOptions, extra: ThemeOptions): ThemeOptions {
  return {
    ...base,
    ...extra,
    typography: { ...(base.typography as object), ...(extra.typography as object) },
    shape: { ...base.shape, ...extra.shape },
  };
}

/**
 * The words MUI's components say themselves (an Autocomplete's "Clear" and "Open" buttons, pagination, tables,
 * alerts' "Close"), in the interface language.
 */
const COMPONENT_LOCALES: Readonly<Record<Language, Localization>> = { ja: jaJP, en: enUS };

const cache = new Map<string, Theme>();

export function getTheme(name: ThemeName = DEFAULT_THEME, language: Language = DEFAULT_LANGUAGE): Theme {
  const key = `${name}:${language}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const extra = THEME_OPTIONS[name];
  const mode = extra.palette?.mode === 'dark' ? 'dark' : 'light';
  const theme = createTheme(mergeOptions(baseOptions(mode), extra), COMPONENT_LOCALES[language]);
  cache.set(key, theme);
  return theme;
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
