import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadShellTemplate, scriptJson } from './html-shell.ts';

const distDir = mkdtempSync(path.join(tmpdir(), 'otodoke-shell-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<html lang="ja"><head><!--app-head--></head><body><div id="root"></div><!--app-bootstrap--></body></html>',
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('bootstrap JSON in a <script> element', () => {
  it('leaves no character that could end the element, open a comment or break a line', () => {
    const value = { name: '</script><!--<script>-->\u2028\u2029&' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('the shell template', () => {
  it('inserts head tags and state containing $ patterns literally', () => {
    const shell = loadShellTemplate(distDir);
    const html = shell.render("<title>$` $' $& $$ $1</title>", { name: "$'$`$&$$" }, 'en', 'n0nce');
    expect(html).toBe(
      '<html lang="en"><head><title>$` $\' $& $$ $1</title></head><body><div id="root"></div>' +
        '<script nonce="n0nce">window.__OTODOKE_BOOTSTRAP__ = {"name":"$\'$`$&$$"};</script></body></html>',
    );
  });
});
