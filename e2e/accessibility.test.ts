// Every public page a signed-out visitor can open, in Japanese and English, on a phone and a wide screen, checked
// with axe-core (WCAG 2.x A and AA rules): no serious or critical violation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { WEB_ROUTES } from '@otodoke/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type RunningService, startService } from './harness.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Public routes that are steps of a flow rather than pages (they redirect at once). */
const NOT_PAGES = new Set(['/creators/validate-google-auth', '/dashboard/validate-google-auth']);
const PAGES = WEB_ROUTES.filter(
  (route) => route.access === 'public' && !route.pattern.includes(':') && !NOT_PAGES.has(route.pattern),
).map((route) => route.pattern);
/** Pages of parameterised routes, each with an example address (the yearly statistics of a year that is over). */
PAGES.push('/music-stats/2024');

let service: RunningService;
let browser: Browser;

beforeAll(async () => {
  service = await startService();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the page's Content-Security-Policy stays as it is.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} (${node.failureSummary ?? ''})`)
          .join(' | ')}`,
    );
}

describe('public pages under axe-core', () => {
  for (const width of [375, 1280]) {
    for (const language of ['ja', 'en'] as const) {
      it(`have no serious violation at ${width} px in ${language}`, async () => {
        const context = await newContext(browser, width);
        const page = await context.newPage();
        const found: Record<string, string[]> = {};
        for (const path of PAGES) {
          await page.goto(`${service.baseUrl}${path}?lang=${language}`);
          // The app has rendered the page (the landing starts it after load, at the latest on a first touch).
          await page.locator('#root h1').first().waitFor({ timeout: 15_000 });
          await page.waitForLoadState('networkidle');
          const violations = await seriousViolations(page);
          if (violations.length > 0) found[path] = violations;
        }
        await context.close();
        expect(found).toEqual({});
      }, 180_000);
    }
  }
});
