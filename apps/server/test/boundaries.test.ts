// The boundary check of `npm run lint` (scripts/check-boundaries.mjs): it passes on this repository, and it fails on a
// tree that breaks each rule, naming the file and the rule.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/check-boundaries.mjs', import.meta.url));
const trees: string[] = [];

function check(args: string[]) {
  return spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
}

/** A git checkout holding `files` (path -> text), as the check reads the files git knows. */
function treeOf(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

const SCHEMA = {
  'apps/server/src/platform/db/schema/catalogue.ts':
    "// Catalogue. Owner: features/releases.\nexport const releases = pgTable('releases', {});\n",
  'apps/server/src/platform/db/schema/uploads.ts':
    "// Uploads. Owner: features/uploads.\nexport const uploads = pgTable('uploads', {});\n",
  'scripts/table-access.json': '[]\n',
};

afterAll(() => {
  for (const root of trees) rmSync(root, { recursive: true, force: true });
});

describe('the boundary check', () => {
  it('passes on this repository', () => {
    const result = check([]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/cross-owner table accesses left/);
  });

  it('passes on a tree where features meet through index.ts and touch their own tables', () => {
    const root = treeOf({
      ...SCHEMA,
      'apps/server/src/features/releases/index.ts': "export { x } from './x.ts';\n",
      'apps/server/src/features/releases/x.ts':
        "import { releases } from '../../platform/db/schema.ts';\nexport const x = releases;\n",
      'apps/server/src/features/billing/y.ts': "import { x } from '../releases/index.ts';\nexport const y = x;\n",
    });
    const result = check(['--root', root]);
    expect(result.status, result.stderr).toBe(0);
  });

  it('refuses a feature reaching past another feature’s index.ts, and the ground importing a feature', () => {
    const root = treeOf({
      ...SCHEMA,
      'apps/server/src/features/releases/x.ts': 'export const x = 1;\n',
      'apps/server/src/features/billing/y.ts': "import { x } from '../releases/x.ts';\nexport const y = x;\n",
      'apps/server/src/platform/z.ts': "import { x } from '../features/releases/index.ts';\nexport const z = x;\n",
      'apps/web/src/app/k.ts': "import type { T } from '../features/landing/index.ts';\nexport type K = T;\n",
    });
    const result = check(['--root', root]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'apps/server/src/features/billing/y.ts: imports apps/server/src/features/releases/x.ts',
    );
    expect(result.stderr).toContain('apps/server/src/platform/z.ts: imports');
    expect(result.stderr).toContain('apps/web/src/app/k.ts: imports');
  });

  it('refuses a new cross-owner table access, and a listed one that is gone', () => {
    const root = treeOf({
      ...SCHEMA,
      'scripts/table-access.json': '["features/billing -> releases (owner features/releases)"]\n',
      'apps/server/src/features/artists/a.ts':
        "import { uploads } from '../../platform/db/schema.ts';\nexport const a = uploads;\n",
      'apps/server/src/features/billing/b.ts':
        "import { uploads as uploadRows } from '../../platform/db/schema.ts';\nexport const b = uploadRows;\n",
    });
    const result = check(['--root', root]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'new cross-owner table access: features/artists -> uploads (owner features/uploads)',
    );
    expect(result.stderr).toContain(
      'new cross-owner table access: features/billing -> uploads (owner features/uploads)',
    );
    expect(result.stderr).toContain('gone: features/billing -> releases (owner features/releases)');
  });

  it('refuses a workspace importing one it does not depend on, a relative path out of it, and a feature starting a simulator', () => {
    const root = treeOf({
      ...SCHEMA,
      'packages/protocols/src/p.ts':
        "import { s } from '@otodoke/simulators/stores/simulator.ts';\nexport const p = s;\n",
      'apps/simulators/src/s.ts': "import { c } from '../../server/src/platform/config.ts';\nexport const s = c;\n",
      'apps/simulators/src/t.ts': "import { x } from '@otodoke/server/src/x.ts';\nexport const t = x;\n",
      'apps/server/src/features/billing/b.ts':
        "import { start } from '@otodoke/simulators/payment-gateway/index.ts';\nexport const b = start;\n",
      'apps/server/src/main.ts': "import { start } from '@otodoke/simulators/payment-gateway/index.ts';\nvoid start;\n",
    });
    const result = check(['--root', root]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'packages/protocols/src/p.ts: imports @otodoke/simulators/stores/simulator.ts (packages/protocols/ does not depend',
    );
    expect(result.stderr).toContain('apps/simulators/src/s.ts: imports apps/server/src/platform/config.ts (outside');
    expect(result.stderr).toContain('apps/simulators/src/t.ts: imports @otodoke/server/src/x.ts');
    expect(result.stderr).toContain('apps/server/src/features/billing/b.ts: imports @otodoke/simulators');
    expect(result.stderr).not.toContain('apps/server/src/main.ts');
  });
});
