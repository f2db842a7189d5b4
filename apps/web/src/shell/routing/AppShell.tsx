import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Outlet, ScrollRestoration } from 'react-router';
import { SwrProvider } from '../../app/data/SwrProvider.tsx';
import { GlobalLayerProvider } from '../../app/global-layer/GlobalLayerProvider.tsx';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { getTheme } from '../../app/theme/themes.ts';
import { RouteProgressBar } from './RouteProgressBar.tsx';
import { ShellEffects } from './ShellEffects.tsx';
import { useRouteHandle } from './use-route-handle.ts';

/**
 * Where to remember a page's scroll position. Every full page load starts with the key "default", so keying by it
 * alone makes one full load (after a takeover, sign-out, password reset) inherit the previous one's position:
 * full loads are keyed by their path instead.
 */
function scrollKey(location: { key: string; pathname: string }): string {
  return location.key === 'default' ? `path:${location.pathname}` : location.key;
}

/** The root route: the page's theme, the global layer, SWR, and the page-wide effects around every page. */
export function AppShell() {
  const { theme } = useRouteHandle();
  const language = useLanguage();
  return (
    <ThemeProvider theme={getTheme(theme, language)}>
      <CssBaseline />
      <GlobalLayerProvider>
        <SwrProvider>
          <ShellEffects />
          <RouteProgressBar />
          <Outlet />
          <ScrollRestoration getKey={scrollKey} />
        </SwrProvider>
      </GlobalLayerProvider>
    </ThemeProvider>
  );
}
