// Build step: renders the landing page `/` to HTML per language (src/prerender/landing.tsx, through Vite's SSR module
// loader) into dist/prerendered/, which the server puts inside #root so the page paints before its JS has arrived;
// and builds the server's page renderer (src/prerender/page.tsx) into dist/ssr/page.js, self-contained, which the
// server loads to render the public pages that declare their reads (features/shell/page-renderer.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, createServer, type Plugin } from 'vite';

const LANGUAGES = ['ja', 'en'] as const;

export function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'otodoke-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // React and emotion read NODE_ENV when first loaded: the production builds, as in the browser bundle.
      process.env.NODE_ENV = 'production';
      const vite = await createServer({
        root,
        mode: 'production',
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLanding } = (await vite.ssrLoadModule('/src/prerender/landing.tsx')) as {
          renderLanding: (language: (typeof LANGUAGES)[number]) => Promise<string>;
        };
        await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
        for (const language of LANGUAGES) {
          await writeFile(path.join(outDir, 'prerendered', `landing.${language}.html`), await renderLanding(language));
        }
      } finally {
        await vite.close();
      }
      await build({
        root,
        configFile: false,
        mode: 'production',
        // Its chunking notes are about the browser's bundle, which this one does not split.
        logLevel: 'error',
        plugins: [react()],
        // React's production build whatever NODE_ENV the server runs with (tests run without one).
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        // Everything bundled: the server process resolves nothing of the web app's dependencies at run time.
        ssr: { noExternal: true },
        build: {
          ssr: 'src/prerender/page.tsx',
          outDir: path.join(outDir, 'ssr'),
          emptyOutDir: true,
          // Pages stay in chunks of their own, loaded when one of them is first rendered: the server holds only the
          // routes and the pages it renders, not the whole app.
          rolldownOptions: { output: { entryFileNames: 'page.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
        },
      });
    },
  };
}
