/// <reference types="vitest/config" />
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerenderLanding } from './vite-prerender.ts';

const API_SERVER = process.env.OTODOKE_API_URL ?? 'http://localhost:3000';
/** Server routes in development (keys starting with ^ are regular expressions for Vite's proxy). */
const proxied = ['^/api(/|$)', '^/admin/api(/|$)', '^/verify_mail$', '^/logout(\\?|$)', '^/dev/', '^/media/'];

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|webmanifest)$/;
/** Smaller files gain nothing worth a second request-header check and file look-up. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `.gz` and `.br` next to each compressible file of the build, for the server to send to browsers that accept
 * them (@fastify/static `preCompressed`). HTML is left out: the server renders index.html per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const toBrotli = promisify(brotliCompress);
  const toGzip = promisify(gzip);
  return {
    name: 'otodoke-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        // .vite/ holds the build manifest, which the server reads and never sends.
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.parentPath.includes('.vite'))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < MIN_COMPRESS_BYTES) return;
          const [br, gz] = await Promise.all([
            toBrotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          // A variant that is not smaller is not worth sending; the server falls back to the next one.
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), prerenderLanding()],
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_SERVER, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server reads which chunks make the app, to preload them (features/shell).
    manifest: true,
    // Every browser the build targets supports <link rel="modulepreload">: no polyfill in the boot.
    modulePreload: { polyfill: false },
    // The app chunk holds React, React Router, MUI core, i18next and SWR by design (see codeSplitting below).
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry script is the boot (main.tsx) with Vite's helper that preloads a dynamic import's chunks, which
            // the app uses too: left to itself that helper would land in the app chunk and the boot would import it.
            { name: 'boot', test: /[\\/]src[\\/]main\.tsx$|^\0vite[\\/]preload-helper/, priority: 2 },
            // Everything the app needs to start, shell/launch.tsx and all it imports statically, in one chunk: one
            // request and one compression window instead of a dozen small shared chunks. Pages loaded later keep
            // their own chunks.
            { name: 'app', test: /[\\/]src[\\/]shell[\\/]launch\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
