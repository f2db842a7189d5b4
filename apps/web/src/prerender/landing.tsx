// Build time only (Node): renders the landing page `/` for a signed-out visitor to HTML, in each language, so that the
// server can send it inside #root and the page paints before its JS arrives (the app then renders over it).
import type { Language } from '../app/constants.ts';
import { renderRoute } from './render-route.tsx';

export function renderLanding(language: Language): Promise<string> {
  return renderRoute('/', language);
}
