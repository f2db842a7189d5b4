// Every row of tabs shows that it scrolls when it does not fit (at 375 px a cut-off row gave no sign of it): scrollable,
// with scroll buttons that also appear on phones.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The opening tags of every MUI <Tabs …> in a source text (a `>` inside `{…}`, as in `=>`, does not end a tag). */
function tabsTags(text: string): string[] {
  return [...text.matchAll(/<Tabs\b/g)].map((match) => {
    let depth = 0;
    for (let at = match.index; at < text.length; at += 1) {
      const char = text[at];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) return text.slice(match.index, at + 1);
    }
    return text.slice(match.index);
  });
}

describe('tab rows', () => {
  it('scroll with visible buttons on every width', () => {
    const tags = sourceFiles(SRC).flatMap((file) =>
      tabsTags(readFileSync(file, 'utf8')).map((tag) => ({ file: file.slice(SRC.length), tag })),
    );
    expect(tags.length).toBeGreaterThan(5);
    for (const { file, tag } of tags) {
      expect(tag, file).toContain('variant="scrollable"');
      expect(tag, file).toContain('scrollButtons="auto"');
      expect(tag, file).toContain('allowScrollButtonsMobile');
    }
  });
});
