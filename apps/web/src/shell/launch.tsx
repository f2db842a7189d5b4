// The app itself, loaded by the boot (main.tsx) with import(): texts, admin tabs, session and language, then the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { registerAdminSections } from '../app/admin-registry.ts';
import { registerCapabilityCatalogs } from '../app/i18n/i18n.ts';
import { prepareApp } from '../app/start.ts';
import { CAPABILITIES } from './features.ts';
import { createRoutes } from './routing/router.tsx';

function render(container: HTMLElement) {
  const router = createBrowserRouter(createRoutes(CAPABILITIES));
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/** Starts the app in `container` (#root), over the landing markup rendered at build time if it holds it. */
export async function launch(container: HTMLElement): Promise<void> {
  // Every feature's texts are known from the start and load with the feature's pages.
  registerCapabilityCatalogs(CAPABILITIES);
  // The operators' console shows the tools the features contribute, each tab's loaded with it.
  registerAdminSections(CAPABILITIES);
  // Render even if the English catalog could not be loaded: Japanese is always there as the fallback.
  await prepareApp().catch(() => undefined);
  render(container);
}
