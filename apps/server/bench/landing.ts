// `npm run bench` part `landing`: the landing page's JS (gzip) before its first paint (the boot) and after it (the app,
// started once the page has painted), and the time to first byte, largest contentful paint and layout shift of the
// landing page and of an Artist Guide article (both server-rendered for signed-out visitors) in headless Chromium on a
// mid phone profile (4x CPU slowdown, Lighthouse's fast 3G), in Japanese and English.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { appChunkPaths } from '../src/features/shell/html-shell.ts';
import { startTestService } from '../test/harness.ts';

/** Lighthouse's mobile throttling: 150 ms RTT and 1.6 Mbps down, 750 kbps up (times its 3.75 and 0.9 factors). */
const NETWORK = { offline: false, latency: 150 * 3.75, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;
/** Lighthouse's Moto G Power screen. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const BENCH_HOST = 'landing.bench.test';
const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 3);
/** The goals of issue 15 (reported beside the figures, never enforced: the machine is noisy). */
const GOALS = { entryKiB: 120, lcpMs: 1500, cls: 0.05 };

interface JsFiles {
  gzipBytes: number;
  files: string[];
}

/** gzip bytes of the given chunks of dist/assets and of every chunk they import statically (not `import()`). */
function withStaticImports(distDir: string, names: string[], leaveOut: ReadonlySet<string> = new Set()): JsFiles {
  const pending = [...names];
  const seen = new Set<string>();
  let gzipBytes = 0;
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (seen.has(name) || leaveOut.has(name)) continue;
    seen.add(name);
    const code = readFileSync(path.join(distDir, 'assets', name));
    gzipBytes += gzipSync(code, { level: 9 }).length;
    for (const match of code.toString('utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) pending.push(match[1]!);
  }
  return { gzipBytes, files: [...seen].sort() };
}

/**
 * The landing page's JS. `entry`: what it loads before its first paint, the scripts and module preloads of index.html
 * and every chunk they import statically (the page paints from prerendered markup without it). `app`: the chunks the
 * entry loads with import() once the page has painted (from the build manifest; none in a build without one) and their
 * static imports, less the entry's; lazy chunks the app may load later (a page, a catalog) are left out.
 */
export function landingEntryJs(distDir: string): { entry: JsFiles; app: JsFiles } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = withStaticImports(
    distDir,
    [...html.matchAll(/(?:src|href)="\/?assets\/([^"]+\.js)"/g)].map((match) => match[1]!),
  );
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
  const appNames = appChunkPaths(html, manifest).map((file) => file.replace(/^\/assets\//, ''));
  return { entry, app: withStaticImports(distDir, appNames, new Set(entry.files)) };
}

/** Runs in the page before its scripts: keeps the LCP candidates and the layout shifts not caused by input. */
const OBSERVE = `
  window.__paint = { lcp: 0, lcpElement: '', cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__paint.lcp = entry.startTime;
      window.__paint.lcpElement = entry.element ? entry.element.tagName + (entry.element.id ? '#' + entry.element.id : '') : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__paint.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface PaintFigures {
  /** From the start of the navigation to the first byte of the page's HTML. */
  ttfbMs: number;
  lcpMs: number;
  lcpElement: string;
  cls: number;
  /** Bytes of JS that crossed the wire (compressed) before the largest contentful paint. */
  jsBytesBeforeLcp: number;
  /** Bytes of JS that crossed the wire (compressed) in the whole run: the app started and settled. */
  jsBytesInAll: number;
  /** When the last of the app's chunks had arrived (null: the page loads none apart from its scripts). */
  appArrivedMs: number | null;
}

/** `appFiles`: the chunks the page's entry loads after the first paint; the run waits until they have arrived. */
async function measureOnce(browser: Browser, url: string, appFiles: readonly string[]): Promise<PaintFigures> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // The app starts once the page has painted and the browser is idle: its render over the markup counts too.
    await page.waitForFunction(
      (files) => {
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        return files.every((file) => loaded.some((name) => name.endsWith(`/assets/${file}`)));
      },
      appFiles,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // Late renders (a lazy page chunk, fonts) may still paint a larger element or shift one.
    await page.waitForTimeout(1500);
    return await page.evaluate((files) => {
      const paint = (window as unknown as { __paint: { lcp: number; lcpElement: string; cls: number } }).__paint;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'),
      );
      const app = scripts.filter((entry) => files.some((file) => entry.name.endsWith(`/assets/${file}`)));
      // No named helper functions in here: tsx would wrap them in a `__name` call the page does not have.
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        ttfbMs: Math.round(navigation.responseStart - navigation.startTime),
        lcpMs: Math.round(paint.lcp),
        lcpElement: paint.lcpElement,
        cls: Number(paint.cls.toFixed(4)),
        jsBytesBeforeLcp: scripts
          .filter((entry) => entry.responseEnd <= paint.lcp)
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        jsBytesInAll: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        appArrivedMs: app.length > 0 ? Math.round(Math.max(...app.map((entry) => entry.responseEnd))) : null,
      };
    }, appFiles);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `BENCH_WEB_DIST`: another build of the web app to measure (default apps/web/dist). */
export async function measureLanding(): Promise<Record<string, unknown> | null> {
  const distDir = process.env.BENCH_WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  let js: ReturnType<typeof landingEntryJs>;
  try {
    js = landingEntryJs(distDir);
  } catch {
    console.log('\nlanding: web app not built (npm run build)');
    return null;
  }
  const service = await startTestService({ env: { WEB_DIST_DIR: distDir } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    // A name of its own for loopback: the service moves pages asked on localhost or 127.0.0.1 to PUBLIC_URL.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-dev-shm-usage',
      `--host-resolver-rules=MAP ${BENCH_HOST} 127.0.0.1`,
    ],
  });
  const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));
  const result: Record<string, unknown> = {
    entryJsGzipBytes: js.entry.gzipBytes,
    entryJsKiB: kib(js.entry.gzipBytes),
    entryFiles: js.entry.files,
    appJsGzipBytes: js.app.gzipBytes,
    appJsKiB: kib(js.app.gzipBytes),
    appFiles: js.app.files,
  };
  console.log(`\nlanding / (phone: ${CPU_SLOWDOWN}x CPU, fast 3G; median of ${RUNS})`);
  console.log(
    `  entry JS (before the first paint) ${kib(js.entry.gzipBytes)} KiB gzip in ${js.entry.files.length} files (goal ≤ ${GOALS.entryKiB})`,
  );
  console.log(
    `  app JS (loaded once the page has painted) ${kib(js.app.gzipBytes)} KiB gzip in ${js.app.files.length} files`,
  );
  // The starter guide's first article: written at start, in both languages.
  const pages = [
    { name: 'landing', path: '/' },
    { name: 'guideArticle', path: '/guide/articles/1' },
  ] as const;
  try {
    for (const { name, path: pagePath } of pages) {
      console.log(`  ${pagePath}`);
      const byLanguage: Record<string, unknown> = {};
      for (const language of ['ja', 'en'] as const) {
        const port = new URL(service.baseUrl()).port;
        const url = `http://${BENCH_HOST}:${port}${pagePath}${language === 'en' ? '?lang=en' : ''}`;
        await measureOnce(browser, url, js.app.files); // warm-up: the server's first render and file reads
        const runs: PaintFigures[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, url, js.app.files));
        const arrived = runs.map((run) => run.appArrivedMs).filter((ms) => ms !== null);
        const figures = {
          ttfbMs: median(runs.map((run) => run.ttfbMs)),
          lcpMs: median(runs.map((run) => run.lcpMs)),
          cls: median(runs.map((run) => run.cls)),
          jsKiBBeforeLcp: kib(median(runs.map((run) => run.jsBytesBeforeLcp))),
          jsKiBInAll: kib(median(runs.map((run) => run.jsBytesInAll))),
          appArrivedMs: arrived.length > 0 ? median(arrived) : null,
          lcpElement: runs[0]!.lcpElement,
          runs,
        };
        byLanguage[language] = figures;
        const app = figures.appArrivedMs === null ? '' : `, app arrived at ${figures.appArrivedMs} ms`;
        console.log(
          `    ${language}: TTFB ${figures.ttfbMs} ms, LCP ${figures.lcpMs} ms (goal < ${GOALS.lcpMs}; ${figures.lcpElement}), CLS ${figures.cls} (goal < ${GOALS.cls}), JS on the wire before LCP ${figures.jsKiBBeforeLcp} KiB, in all ${figures.jsKiBInAll} KiB${app}`,
        );
      }
      // The landing page's figures stay where earlier runs kept them.
      if (name === 'landing') Object.assign(result, byLanguage);
      else result[name] = byLanguage;
    }
  } finally {
    await browser.close();
    await service.close();
  }
  result.goals = GOALS;
  return result;
}
