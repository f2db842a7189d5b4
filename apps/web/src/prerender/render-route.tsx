// Renders one address of the app to HTML in Node, as a signed-out visitor sees it, with emotion's styles in one sheet
// ahead of the markup. Used at build time (the landing page) and by the server (server-rendered public pages).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '../app/constants.ts';
import { applyLanguage } from '../app/i18n/change-language.ts';
import { initI18n, registerCapabilityCatalogs } from '../app/i18n/i18n.ts';
import { CAPABILITIES } from '../shell/features.ts';
import { createRoutes } from '../shell/routing/router.tsx';

registerCapabilityCatalogs(CAPABILITIES);
const handler = createStaticHandler(createRoutes(CAPABILITIES));

/**
 * The address's markup. `beforeRender` runs right before the synchronous render, after the route's code and texts
 * have loaded (what the page reads must be in place then). The language is the process's i18n state: callers render
 * one page at a time (renderPage in page.tsx queues them).
 */
export async function renderRoute(url: string, language: Language, beforeRender?: () => void): Promise<string> {
  initI18n(language);
  await applyLanguage(language);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} while rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  beforeRender?.();
  return stylesFirst(
    renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    ),
  );
}

const STYLE_TAG = /<style data-emotion="([^" ]+) ([^"]+)">([^<]*)<\/style>/g;

/**
 * Emotion renders a <style> before each styled element; one sheet ahead of the markup is parsed once instead of ninety
 * times. The `data-emotion="css <ids>"` form is emotion's own: the app's style cache takes these rules as inserted
 * (global styles keep their tags, which their component looks up by name).
 */
function stylesFirst(html: string): string {
  const ids: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  const markup = html.replace(STYLE_TAG, (tag, key: string, names: string, css: string) => {
    if (key === 'css') {
      ids.push(names);
      rules.push(css);
    } else {
      globals.push(tag);
    }
    return '';
  });
  return `${globals.join('')}<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>${markup}`;
}
