/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_SERVER = process.env.OTODOKE_API_URL ?? 'http://localhost:3000';
/** Server routes in development (keys starting with ^ are regular expressions for Vite's proxy). */
const proxied = ['^/api(/|$)', '^/admin/api(/|$)', '^/verify_mail$', '^/logout(\\?|$)', '^/dev/'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_SERVER, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry chunk holds React, React Router, MUI core, i18next and SWR by design (see codeSplitting below).
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk: one request and one compression window instead of a dozen
        // small shared chunks. Pages loaded later keep their own chunks.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
