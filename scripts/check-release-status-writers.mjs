// Fails when a file other than the release life-cycle module writes a release's status (or the columns that move
// with it) or the release history: every move goes through apps/server/src/features/releases/lifecycle.ts.
// Usage: node scripts/check-release-status-writers.mjs   (grep-level: drizzle chains and raw SQL)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where server code lives (tests may set up any status they need; they are not looked at). */
const SOURCES = ['apps/server/src', 'apps/simulators'];
const OWNER = 'apps/server/src/features/releases/lifecycle.ts';
const STATUS_COLUMNS = /\b(status|takedownMode|termEndsAt|submittedAt|takedown_mode|term_ends_at|submitted_at)\b/;

/** The rules, each a pattern that finds a write and, when it has one, what the write's text must mention to count. */
const RULES = [
  { what: 'inserts into release_events', find: /\.insert\(\s*releaseEvents\s*\)/g },
  { what: 'inserts into release_events', find: /insert\s+into\s+(\$\{\s*releaseEvents\s*\}|"?release_events"?)/gi },
  {
    what: 'writes releases.status',
    find: /\.update\(\s*releases\s*\)[\s\S]*?(?:\.where\(|;)/g,
    mentions: STATUS_COLUMNS,
  },
  {
    what: 'writes releases.status',
    find: /update\s+(\$\{\s*releases\s*\}|"?releases"?)\s+(?:as\s+\w+\s+|\w+\s+)?set\b[\s\S]*?(?:\bwhere\b|`|;)/gi,
    mentions: STATUS_COLUMNS,
  },
  // A write of whatever the caller passes may carry the status, unless its type leaves the status columns out.
  {
    what: 'writes releases with values that may carry the status',
    find: /\.update\(\s*releases\s*\)\s*\.set\(\s*\{?\s*\.\.\./g,
    unless: /Omit<[^>]*'status'/,
  },
  { what: 'writes releases.status', find: /\.insert\(\s*releases\s*\)[\s\S]*?;/g, mentions: /\bstatus\s*:/ },
  { what: 'writes releases.status', find: /\bupdateRelease\([^;]*?\bstatus\s*:/g },
];

function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test' && !entry.name.startsWith('.'))
        yield* sourceFiles(path);
    } else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name)) {
      yield path;
    }
  }
}

/** Every place outside the life-cycle module that writes a release's status or its history: `file:line what`. */
export function findReleaseStatusWriters(root = ROOT) {
  const found = [];
  for (const base of SOURCES) {
    for (const path of sourceFiles(join(root, base))) {
      const file = relative(root, path).split(sep).join('/');
      if (file === OWNER) continue;
      const text = readFileSync(path, 'utf8');
      for (const rule of RULES) {
        for (const match of text.matchAll(rule.find)) {
          if (rule.mentions && !rule.mentions.test(match[0])) continue;
          if (rule.unless?.test(text.slice(Math.max(0, match.index - 400), match.index))) continue;
          const line = text.slice(0, match.index).split('\n').length;
          found.push(`${file}:${line} ${rule.what}`);
        }
      }
    }
  }
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const found = findReleaseStatusWriters();
  if (found.length > 0) {
    console.error(`Only ${OWNER} may move a release (moveRelease) or write its history:\n  ${found.join('\n  ')}`);
    process.exit(1);
  }
  console.log('release status writers: only the life-cycle module');
}
