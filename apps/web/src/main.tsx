import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routing/routes.tsx';
import { prepareApp } from './app/start.ts';

function render() {
  const router = createBrowserRouter(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

// Render even if the English catalog could not be loaded: Japanese is always there as the fallback.
prepareApp().then(render, render);
