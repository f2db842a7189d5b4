#!/usr/bin/env node
// The house's boundaries (ARCHITECTURE.md), checked in `npm run lint`:
// 1. A feature reaches another feature only through its `index.ts` (server and web).
// 2. The ground imports nothing above it: server `platform/` and `integrations/` import no feature, `app.ts` or
//    `capabilities.ts`; the web kernel (`app/`) and `ui/` import no feature, `shell/` or `main.tsx`.
// 3. Tables: a server file touches (imports from the schema, or names in SQL) only the tables its owner owns. Reads
//    and writes across owners are refused unless listed in `scripts/table-access.json` (empty today; it may only
//    shrink: a listed one that is gone fails too, so the list stays true).
// 4. Workspaces depend downward: `packages/domain` on nothing, `contract` and `protocols` on the domain, the simulators
//    (`apps/simulators`) on the domain and the protocols (never on the service they stand in for), the web on the
//    domain and the contract; the server may start the simulators only where it composes itself (`main.ts`,
//    `store-delivery-setup.ts`, the demo seed), never from a feature, `platform/` or `integrations/`. No relative import
//    leaves its workspace.
// `node scripts/check-boundaries.mjs [--write-table-access] [--root DIR]` (the flag rewrites the list from the tree as
// it is).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The tree checked: this repository, or `--root DIR` (a git checkout; the tests check a tree of their own). */
const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? path.resolve(process.argv[rootArg + 1]) : path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
  .toString()
  .split('\n')
  .filter(
    (file) => /^(apps|packages)\/.*\.tsx?$/.test(file) && !file.endsWith('.d.ts') && existsSync(path.join(root, file)),
  );
const isTest = (file) => /\.test\.tsx?$|\/test\/|\/bench\//.test(file);

const SERVER = 'apps/server/src/';
const WEB = 'apps/web/src/';
const problems = [];

/** Relative import specifiers of a file (static, re-exports and lazy `import()`), resolved to repo paths. */
function importsOf(file, text) {
  const specs = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g),
    ...text.matchAll(/(?:^|\n)\s*import\s+'(\.[^']+)'/g),
    ...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g),
  ].map((match) => match[1]);
  return specs.map((spec) => path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
}

/** `features/<name>` of a path under `base`, or null. */
function featureOf(base, file) {
  if (!file.startsWith(`${base}features/`)) return null;
  return file.slice(base.length).split('/')[1];
}

function checkImports(file, text) {
  for (const base of [SERVER, WEB]) {
    if (!file.startsWith(base)) continue;
    const from = featureOf(base, file);
    const top = file.slice(base.length).split('/')[0];
    for (const target of importsOf(file, text)) {
      if (!target.startsWith(base)) continue;
      const to = featureOf(base, target);
      if (to && from && to !== from && !/\/features\/[^/]+\/index\.tsx?$/.test(target)) {
        problems.push(`${file}: imports ${target} (another feature: import its index.ts)`);
      }
      // The ground imports nothing above it: no feature, and not what composes the features.
      const ground = base === SERVER ? ['platform', 'integrations'] : ['app', 'ui'];
      const above =
        base === SERVER
          ? ['features', 'capabilities.ts', 'app.ts', 'main.ts']
          : ['features', 'shell', 'pages', 'main.tsx'];
      const targetTop = target.slice(base.length).split('/')[0];
      if (ground.includes(top) && above.includes(targetTop)) {
        problems.push(`${file}: imports ${target} (the ${top}/ layer imports nothing above it)`);
      }
    }
  }
}

// Table owners: the owner named at the top of each schema file, with the tables a file shares out by name.
const SCHEMA_DIR = `${SERVER}platform/db/schema/`;
const OWNER_OF_TABLE = {
  artists: 'features/artists',
  release_artists: 'features/releases',
  accounts: 'features/accounts',
  individuals: 'features/accounts',
  account_feature_flags: 'features/accounts',
  account_feature_flag_changes: 'features/accounts',
  account_members: 'features/team',
  account_invites: 'features/team',
  devices: 'features/profile',
  sessions: 'platform/auth',
  signin_challenges: 'features/auth',
  email_tokens: 'features/auth',
  signin_attempts: 'features/auth',
  oidc_states: 'features/auth',
  outbound_mail: 'platform/mail',
  messages: 'features/messages',
  message_reads: 'features/messages',
  client_logs: 'features/tracking',
  visits: 'features/tracking',
  app_settings: 'platform/settings',
  split_versions: 'features/revenue',
  split_shares: 'features/revenue',
};
const tables = new Map(); // export name -> { sqlName, owner }
for (const file of files.filter((f) => f.startsWith(SCHEMA_DIR))) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const named = /Owners?: ((?:features|platform|integrations)\/[\w-]+)/.exec(text)?.[1];
  for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
    const owner = OWNER_OF_TABLE[match[2]] ?? named;
    if (!owner) problems.push(`${file}: no owner for table ${match[2]} (name it in the file's first line)`);
    tables.set(match[1], { sqlName: match[2], owner });
  }
}
const sqlNames = new Map([...tables.values()].map((table) => [table.sqlName, table.owner]));

/** Who a server file speaks for: `features/<name>`, `platform/<part>`, `integrations/<part>` or the file itself. */
function areaOf(file) {
  const parts = file.slice(SERVER.length).split('/');
  if (parts.length > 2 && ['features', 'platform', 'integrations'].includes(parts[0])) return `${parts[0]}/${parts[1]}`;
  return parts.join('/').replace(/\.ts$/, '');
}

const access = new Set();
function checkTables(file, text) {
  if (!file.startsWith(SERVER) || isTest(file) || file.startsWith(`${SERVER}platform/db/`)) return;
  const area = areaOf(file);
  if (!area.startsWith('features/') && !area.startsWith('platform/') && !area.startsWith('integrations/')) return;
  const touched = new Set();
  for (const match of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'[./]*(?:platform\/)?db\/schema\.ts'/g)) {
    // `accounts as accountsTable` touches accounts all the same.
    for (const name of match[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0])) {
      if (name && !name.startsWith('type ') && tables.has(name)) touched.add(tables.get(name).sqlName);
    }
  }
  for (const match of text.matchAll(/\b(?:from|join|update|into)\s+"?([a-z_]+)"?/gi)) {
    if (sqlNames.has(match[1]) && /sql`|\.query\(/.test(text)) touched.add(match[1]);
  }
  for (const table of touched) {
    const owner = sqlNames.get(table);
    if (owner && owner !== area) access.add(`${area} -> ${table} (owner ${owner})`);
  }
}

/** The workspaces and the other workspaces each may import. */
const WORKSPACES = {
  'packages/domain/': [],
  'packages/contract/': ['domain'],
  'packages/protocols/': ['domain'],
  'apps/simulators/': ['domain', 'protocols'],
  'apps/server/': ['domain', 'contract', 'protocols', 'simulators'],
  'apps/web/': ['domain', 'contract'],
};
const COMPOSITION =
  /^apps\/server\/(src\/(main|store-delivery-setup|simulators-setup)\.ts|src\/demo\/|test\/|bench\/)|\.test\.ts$|\/test-helpers\.ts$/;

function checkWorkspaces(file, text) {
  const home = Object.keys(WORKSPACES).find((dir) => file.startsWith(dir));
  if (!home) return;
  const specs = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/g),
    ...text.matchAll(/(?:^|\n)\s*import\s+'([^']+)'/g),
    ...text.matchAll(/import\(\s*'([^']+)'\s*\)/g),
  ].map((match) => match[1]);
  for (const spec of specs) {
    if (spec.startsWith('.')) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (!target.startsWith(home)) problems.push(`${file}: imports ${target} (outside ${home}: import its package)`);
      continue;
    }
    const workspace = /^@otodoke\/([\w-]+)/.exec(spec)?.[1];
    if (!workspace) continue;
    if (!WORKSPACES[home].includes(workspace)) {
      problems.push(`${file}: imports ${spec} (${home} does not depend on @otodoke/${workspace})`);
    } else if (workspace === 'simulators' && !COMPOSITION.test(file)) {
      problems.push(`${file}: imports ${spec} (only the composition starts simulators; features use the adapters)`);
    }
  }
}

for (const file of files) {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (!isTest(file)) checkImports(file, text);
  checkWorkspaces(file, text);
  checkTables(file, text);
}

const listFile = path.join(root, 'scripts/table-access.json');
const found = [...access].sort();
if (process.argv.includes('--write-table-access')) {
  writeFileSync(listFile, `${JSON.stringify(found, null, 2)}\n`);
  process.stdout.write(`wrote ${found.length} cross-owner table accesses to scripts/table-access.json\n`);
} else {
  const listed = new Set(JSON.parse(readFileSync(listFile, 'utf8')));
  for (const entry of found) {
    if (!listed.has(entry)) problems.push(`new cross-owner table access: ${entry} (go through the owner's index.ts)`);
  }
  for (const entry of listed) {
    if (!access.has(entry)) problems.push(`gone: ${entry} (remove it from scripts/table-access.json)`);
  }
}

if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n${problems.length} boundary problem(s)\n`);
  process.exit(1);
}
process.stdout.write(`boundaries: ${files.length} files, ${found.length} cross-owner table accesses left (listed)\n`);
