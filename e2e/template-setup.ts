// Vitest's global setup of the browser journeys: seeds the demo once for the run (harness.ts, seedTemplate) instead of
// once in every journey's service, and tells the test workers where it is; each service starts on a copy of it.
// E2E_TEMPLATE=off: every service seeds its own (as `npm run screenshots` does).
import { rmSync } from 'node:fs';
import { seedTemplate, TEMPLATE_ENV } from './harness.ts';

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.E2E_TEMPLATE === 'off') return undefined;
  const started = Date.now();
  const template = await seedTemplate();
  process.stdout.write(`e2e: demo seeded once in ${Math.round((Date.now() - started) / 1000)} s (${template})\n`);
  // The workers are started after this and inherit it.
  process.env[TEMPLATE_ENV] = template;
  return () => {
    delete process.env[TEMPLATE_ENV];
    rmSync(template, { recursive: true, force: true });
  };
}
