// Build step: renders the landing page `/` to HTML per language (src/prerender/landing.tsx, through Vite's SSR module
// loader) into dist/prerendered/, which the server puts inside #root so the page paints before its JS has arrived.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

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
    },
  };
}
