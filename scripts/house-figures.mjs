#!/usr/bin/env node
// The house's figures (issue 14): files over 500 lines, the longest functions, upward import arrows in the web app,
// pairs of places sharing six or more lines (the `duplicates` command, when this machine has it) and the JS the
// landing page downloads (from the last web build). `node scripts/house-figures.mjs [repo-dir]`.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from '@babel/parser';

const root = path.resolve(process.argv[2] ?? '.');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /^(apps|packages|e2e)\/.*\.tsx?$/.test(file) && existsSync(path.join(root, file)));
const sources = tracked.filter((file) => !/\.test\.tsx?$|\/test\/|\.d\.ts$/.test(file));

// Files over 500 lines.
const lengths = sources.map((file) => ({
  file,
  lines: readFileSync(path.join(root, file), 'utf8').split('\n').length,
}));
const long = lengths.filter((entry) => entry.lines > 500).sort((a, b) => b.lines - a.lines);

// Functions by their length in lines.
const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
]);
function nameOf(node, parent) {
  if (node.id?.name) return node.id.name;
  if (node.key?.name) return node.key.name;
  if (parent?.type === 'VariableDeclarator' && parent.id?.name) return parent.id.name;
  if ((parent?.type === 'ObjectProperty' || parent?.type === 'ClassProperty') && parent.key?.name) {
    return parent.key.name;
  }
  if (parent?.type === 'CallExpression')
    return `(argument of ${parent.callee?.name ?? parent.callee?.property?.name ?? 'a call'})`;
  return '(anonymous)';
}
const functions = [];
/** Lazy `import('…')` specifiers, by file: arrows too. */
const dynamicImports = new Map();
function walk(node, parent, file) {
  if (!node || typeof node.type !== 'string') return;
  if (node.type === 'CallExpression' && node.callee.type === 'Import' && node.arguments[0]?.type === 'StringLiteral') {
    dynamicImports.set(file, [...(dynamicImports.get(file) ?? []), node.arguments[0].value]);
  }
  if (FUNCTION_TYPES.has(node.type)) {
    functions.push({ file, name: nameOf(node, parent), lines: node.loc.end.line - node.loc.start.line + 1 });
  }
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra') continue;
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) walk(child, node, file);
    else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, node, file);
  }
}
const imports = new Map();
for (const file of sources) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const ast = parse(text, {
    sourceType: 'module',
    plugins: ['typescript', ...(file.endsWith('.tsx') ? ['jsx'] : [])],
    errorRecovery: true,
  });
  walk(ast.program, null, file);
  imports.set(
    file,
    ast.program.body
      .filter((node) => node.type === 'ImportDeclaration' || (node.type.startsWith('Export') && node.source))
      .map((node) => node.source.value)
      .concat(dynamicImports.get(file) ?? []),
  );
}
functions.sort((a, b) => b.lines - a.lines);

// Upward arrows in the web app: ground (kernel: app/ or kernel/; ui/) below features, below pages and the shell.
const WEB = 'apps/web/src/';
function webLayer(file) {
  const rest = file.slice(WEB.length);
  const top = rest.split('/')[0];
  if (top === 'app' || top === 'kernel' || top === 'ui') return 0;
  if (top === 'features') return 1;
  return 2; // pages/, shell/, main.tsx
}
let webArrows = 0;
let upward = 0;
let fromGround = 0;
const upwardExamples = [];
for (const [file, specs] of imports) {
  if (!file.startsWith(WEB)) continue;
  for (const spec of specs) {
    if (!spec.startsWith('.')) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    if (!target.startsWith(WEB)) continue;
    webArrows += 1;
    const from = webLayer(file);
    const to = webLayer(target);
    if (from === 0 && !target.startsWith(`${WEB}ui/`) && file.split('/')[3] !== target.split('/')[3]) fromGround += 1;
    const sameFeature = from === 1 && to === 1 && target.split('/')[4] === file.split('/')[4];
    if (to > from || (from === 1 && to === 1 && !sameFeature && !/\/index\.tsx?$/.test(target))) {
      upward += 1;
      if (upwardExamples.length < 5) upwardExamples.push(`${file} -> ${target}`);
    }
  }
}
const pageWrappers = lengths.filter((entry) => entry.file.startsWith(`${WEB}pages/`) && entry.lines <= 12).length;

// Pairs of places sharing six or more lines: in the whole tree, and without the table definitions and SQL migrations
// (column lists that repeat by nature, and count more pairs once split into a file per owner).
function duplicatePairs(dir) {
  const result = spawnSync('duplicates', ['--repo', dir, '--seconds', '300', '--most', '1'], { encoding: 'utf8' });
  return result.error ? 'the duplicates command is not on this machine' : result.stdout.split('\n')[0];
}
const pairs = duplicatePairs(root);
const copy = mkdtempSync(path.join(tmpdir(), 'house-figures-'));
for (const file of execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !/^apps\/server\/drizzle\/|\/platform\/db\/schema/.test(file))) {
  if (!existsSync(path.join(root, file)) || !lstatSync(path.join(root, file)).isFile()) continue;
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  copyFileSync(path.join(root, file), path.join(copy, file));
}
const codePairs = duplicatePairs(copy);
rmSync(copy, { recursive: true, force: true });

// The landing page's JS: the scripts index.html loads or preloads, the chunks of the landing page and the public
// layout, and every chunk those import statically (lazy `import("…")` is left out: it loads later, if at all).
let landing = 'no web build (npm run build)';
const dist = path.join(root, 'apps/web/dist');
if (existsSync(path.join(dist, 'index.html'))) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const pending = [...html.matchAll(/(?:src|href)="\/?assets\/([^"]+\.js)"/g)].map((match) => match[1]);
  const names = execFileSync('ls', [path.join(dist, 'assets')], { encoding: 'utf8' }).split('\n');
  pending.push(...names.filter((name) => /^(Landing|PublicLayout)[^.]*-[\w-]+\.js$/.test(name)));
  const seen = new Set();
  let bytes = 0;
  while (pending.length > 0) {
    const name = pending.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(path.join(dist, 'assets', name));
    bytes += gzipSync(code, { level: 9 }).length;
    for (const match of code.toString('utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) pending.push(match[1]);
  }
  landing = `${(bytes / 1024).toFixed(1)} KiB gzip in ${seen.size} files`;
}

const out = [
  `source files (non-test): ${sources.length}`,
  `files over 500 lines: ${long.length}`,
  ...long.map((entry) => `  ${entry.lines} ${entry.file}`),
  'longest functions:',
  ...functions.slice(0, 5).map((entry) => `  ${entry.lines} ${entry.name} (${entry.file})`),
  `functions over 200 lines: ${functions.filter((entry) => entry.lines > 200).length}`,
  `web import arrows: ${webArrows}; upward or across features past index.ts: ${upward}; leaving app/ or kernel/: ${fromGround}`,
  ...upwardExamples.map((example) => `  e.g. ${example}`),
  `web page wrappers of 12 lines or fewer: ${pageWrappers}`,
  `duplicates: ${pairs}`,
  `duplicates without the schema and migrations: ${codePairs}`,
  `landing page JS: ${landing}`,
];
process.stdout.write(`${out.join('\n')}\n`);
