// The build's landing markup: the page a signed-out visitor sees, in the asked language, with its styles ahead of it.
import { describe, expect, it } from 'vitest';
import { en } from '../app/i18n/en.ts';
import { ja } from '../app/i18n/ja.ts';
import { renderLanding } from './landing.tsx';

describe('renderLanding', () => {
  it('renders the landing page in each language with a signed-out header and no scripts', async () => {
    for (const [language, catalog] of [
      ['ja', ja],
      ['en', en],
    ] as const) {
      const html = await renderLanding(language);
      expect(html).toContain('id="hero-title"');
      expect(html).toContain(catalog.common.signIn);
      expect(html).toContain(catalog.common.signUp);
      expect(html).not.toContain(`>${catalog.common.dashboard}<`);
      expect(html).toContain('href="/creators?action=signup"');
      expect(html).not.toContain('<script');
    }
  });

  it("puts emotion's rules in one sheet ahead of the markup, in emotion's own form", async () => {
    const html = await renderLanding('ja');
    const sheets = [...html.matchAll(/<style data-emotion="([^"]+)">/g)].map((match) => match[1]!);
    expect(sheets.filter((key) => key.startsWith('css '))).toHaveLength(1);
    expect(sheets.find((key) => key.startsWith('css '))!.split(' ').length).toBeGreaterThan(20);
    const lastStyle = html.lastIndexOf('</style>');
    expect(html.slice(0, lastStyle)).not.toMatch(/<(div|header|main|h1)\b/);
  });
});
