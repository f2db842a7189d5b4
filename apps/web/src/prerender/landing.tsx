// Build time only (Node): renders the landing page `/` for a signed-out visitor to HTML, in each language, so that the
// server can send it inside #root and the page paints before its JS arrives (the app then renders over it).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '../app/constants.ts';
import { applyLanguage } from '../app/i18n/change-language.ts';
import { initI18n, registerCapabilityCatalogs } from '../app/i18n/i18n.ts';
import { CAPABILITIES } from '../shell/features.ts';
import { createRoutes } from '../shell/routing/router.tsx';

registerCapabilityCatalogs(CAPABILITIES);

export async function renderLanding(language: Language): Promise<string> {
  initI18n(language);
  await applyLanguage(language);
  const handler = createStaticHandler(createRoutes(CAPABILITIES));
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`/ answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
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
