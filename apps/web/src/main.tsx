import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { registerAdminSections } from './app/admin-registry.ts';
import { registerCapabilityCatalogs } from './app/i18n/i18n.ts';
import { prepareApp } from './app/start.ts';
import { CAPABILITIES } from './shell/features.ts';
import { createRoutes } from './shell/routing/router.tsx';

function render() {
  const router = createBrowserRouter(createRoutes(CAPABILITIES));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

// Every feature's texts are known from the start and load with the feature's pages.
registerCapabilityCatalogs(CAPABILITIES);
// The operators' console shows the tools the features contribute, each tab's loaded with it.
registerAdminSections(CAPABILITIES);
// Render even if the English catalog could not be loaded: Japanese is always there as the fallback.
prepareApp().then(render, render);
