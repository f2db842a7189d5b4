// The app chunk (shell/launch.tsx and all it imports statically) stays without the contract's endpoint schemas (zod
// and every endpoint: about 50 KiB gzip): the app loads the contract with import() when it first calls the API. A
// capability that names an endpoint or a contract constant at module level would pull it all in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

/** The web source files `file` imports statically (not `import type`, not `import()`), resolved. */
function staticImports(file: string): { local: string[]; packages: string[] } {
  const text = readFileSync(file, 'utf8');
  const local: string[] = [];
  const packages: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)'/gm)) {
    const target = match[1]!;
    if (target.startsWith('.')) local.push(path.resolve(path.dirname(file), target));
    else packages.push(target);
  }
  return { local, packages };
}

describe('the app chunk', () => {
  it('does not import the contract statically', () => {
    const pending = [path.join(SRC, 'shell/launch.tsx')];
    const seen = new Set<string>();
    const importers: string[] = [];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
      seen.add(file);
      const { local, packages } = staticImports(file);
      if (packages.includes('@otodoke/contract')) importers.push(path.relative(SRC, file));
      pending.push(...local);
    }
    expect(seen.size).toBeGreaterThan(50);
    expect(importers).toEqual([]);
  });
});
