// The app itself, loaded by the boot (main.tsx) with import(): texts, admin tabs, session and language, then the router.
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { registerAdminSections } from '../app/admin-registry.ts';
import { registerCapabilityCatalogs } from '../app/i18n/i18n.ts';
import { prepareApp } from '../app/start.ts';
import { CAPABILITIES } from './features.ts';
import { createRoutes } from './routing/router.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';
const TEXT_FIELDS = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea';

/** Puts text typed into the server's markup into the app's field: its own setter, then the event React listens to. */
function carryValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Resolves once the router has loaded the first page's code and texts (its lazy route). */
function initialized(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function render(container: HTMLElement) {
  const router = createBrowserRouter(createRoutes(CAPABILITIES));
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (!container.hasAttribute('data-prerendered')) {
    root.render(app);
    return;
  }
  // Over the server's markup: the page's code first, then one synchronous render of the same page (its answers came
  // with it), so that nothing blinks. What a visitor already did there moves across: the keyboard's place and what
  // they typed into a field (a search box).
  await initialized(router);
  const focusable = () => [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const fields = () => [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)];
  const focused = focusable().indexOf(document.activeElement as HTMLElement);
  const typed = fields().map((field) => field.value);
  flushSync(() => root.render(app));
  // What #root holds is the app's now.
  container.removeAttribute('data-prerendered');
  fields().forEach((field, index) => {
    const value = typed[index];
    if (value && !field.value) carryValue(field, value);
  });
  if (focused >= 0) focusable()[focused]?.focus();
}

/** Starts the app in `container` (#root), over markup the server sent (the landing page, a rendered page) if any. */
export async function launch(container: HTMLElement): Promise<void> {
  // Every feature's texts are known from the start and load with the feature's pages.
  registerCapabilityCatalogs(CAPABILITIES);
  // The operators' console shows the tools the features contribute, each tab's loaded with it.
  registerAdminSections(CAPABILITIES);
  // Render even if the English catalog could not be loaded: Japanese is always there as the fallback.
  await prepareApp().catch(() => undefined);
  await render(container);
}
