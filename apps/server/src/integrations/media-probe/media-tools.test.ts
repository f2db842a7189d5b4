// Which ffmpeg and ffprobe the service uses: the configured ones, the system's, the npm-bundled ones, or none, and
// what the operator reads about it at start.
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeMediaTools, logMediaTools, type MediaTools, resolveMediaTools } from './media-tools.ts';

const require = createRequire(import.meta.url);
const BUNDLED = {
  ffmpeg: (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
  ffprobe: (require('@ffprobe-installer/ffprobe') as { path: string }).path,
};

let dir: string;
/** A directory to use as PATH with nothing in it: no system tools. */
let emptyPath: string;
/** A directory to use as PATH whose ffmpeg and ffprobe are scripts that print `<name> version fake-system`. */
let fakeSystemPath: string;

async function script(file: string, body: string): Promise<string> {
  await writeFile(file, `#!/bin/sh\n${body}\n`);
  await chmod(file, 0o755);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-media-tools-'));
  emptyPath = path.join(dir, 'empty');
  fakeSystemPath = path.join(dir, 'system');
  await Promise.all([mkdir(emptyPath), mkdir(fakeSystemPath)]);
  await script(path.join(fakeSystemPath, 'ffmpeg'), 'echo "ffmpeg version fake-system"');
  await script(path.join(fakeSystemPath, 'ffprobe'), 'echo "ffprobe version fake-system"');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('resolveMediaTools', () => {
  it('uses the npm-bundled binaries when the system has none, and runs them once to be sure', async () => {
    const tools = await resolveMediaTools({ searchPath: emptyPath });
    expect(tools.ffmpeg).toMatchObject({ path: BUNDLED.ffmpeg, source: 'bundled', problems: [] });
    expect(tools.ffprobe).toMatchObject({ path: BUNDLED.ffprobe, source: 'bundled', problems: [] });
    expect(tools.ffmpeg.version).toMatch(/^ffmpeg version /);
    expect(tools.ffprobe.version).toMatch(/^ffprobe version /);
    expect(describeMediaTools(tools)).toBe(
      'bundled ffmpeg (npm @ffmpeg-installer), bundled ffprobe (npm @ffprobe-installer)',
    );
  });

  it("prefers the system's tools on PATH over the bundled ones", async () => {
    const tools = await resolveMediaTools({ searchPath: `${emptyPath}${path.delimiter}${fakeSystemPath}` });
    expect(tools.ffmpeg).toMatchObject({
      path: path.join(fakeSystemPath, 'ffmpeg'),
      source: 'system',
      version: 'ffmpeg version fake-system',
    });
    expect(describeMediaTools(tools)).toBe(
      `system ffmpeg at ${path.join(fakeSystemPath, 'ffmpeg')}, system ffprobe at ${path.join(fakeSystemPath, 'ffprobe')}`,
    );
  });

  it('lets FFMPEG_PATH and FFPROBE_PATH win over the system and the bundled tools', async () => {
    const ffmpeg = await script(path.join(dir, 'my-ffmpeg'), 'echo "ffmpeg version configured"');
    const tools = await resolveMediaTools({
      ffmpegPath: ffmpeg,
      ffprobePath: BUNDLED.ffprobe,
      searchPath: fakeSystemPath,
    });
    expect(tools.ffmpeg).toMatchObject({ path: ffmpeg, source: 'env', version: 'ffmpeg version configured' });
    expect(tools.ffprobe).toMatchObject({ path: BUNDLED.ffprobe, source: 'env' });
    expect(describeMediaTools(tools)).toBe(
      `ffmpeg at ${ffmpeg} (FFMPEG_PATH), ffprobe at ${BUNDLED.ffprobe} (FFPROBE_PATH)`,
    );
  });

  it('reports a configured path that does not run instead of throwing, and says uploads cannot be checked', async () => {
    const missing = path.join(dir, 'no-such-ffprobe');
    const tools = await resolveMediaTools({ ffprobePath: missing, searchPath: fakeSystemPath });
    expect(tools.ffprobe).toEqual({
      name: 'ffprobe',
      path: null,
      source: null,
      version: null,
      problems: [`FFPROBE_PATH=${missing} does not run (ENOENT)`],
    });
    expect(tools.ffmpeg.source).toBe('system');
    expect(describeMediaTools(tools)).toBe(
      `system ffmpeg at ${path.join(fakeSystemPath, 'ffmpeg')}, no ffprobe: audio and video uploads cannot be checked`,
    );
  });

  it('passes over a system tool that does not run and falls back to the bundled one, saying why', async () => {
    const brokenPath = path.join(dir, 'broken');
    await mkdir(brokenPath);
    await script(path.join(brokenPath, 'ffmpeg'), 'exit 1');
    const tools = await resolveMediaTools({ searchPath: brokenPath });
    expect(tools.ffmpeg).toMatchObject({ path: BUNDLED.ffmpeg, source: 'bundled' });
    expect(tools.ffmpeg.problems).toHaveLength(1);
    expect(tools.ffmpeg.problems[0]).toContain(`system ffmpeg at ${path.join(brokenPath, 'ffmpeg')} does not run`);
  });
});

describe('what the operator reads at start', () => {
  const none: MediaTools = {
    ffmpeg: { name: 'ffmpeg', path: null, source: null, version: null, problems: [] },
    ffprobe: { name: 'ffprobe', path: null, source: null, version: null, problems: [] },
  };
  const logged = (tools: MediaTools) => {
    const lines: Array<{ level: 'info' | 'warn'; obj: object; msg: string }> = [];
    logMediaTools(
      {
        info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
        warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
      },
      tools,
    );
    return lines;
  };

  it('says "none" in the banner and warns once with what is missing and what still works', () => {
    expect(describeMediaTools(none)).toBe('none: audio and video uploads cannot be checked');
    const lines = logged(none);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe('warn');
    expect(lines[0]!.msg).toContain('ffmpeg and ffprobe not available (set FFMPEG_PATH or FFPROBE_PATH');
    expect(lines[0]!.msg).toContain('audio and video uploads are refused');
    expect(lines[0]!.msg).toContain('artwork, images, CSV and everything else still work');
  });

  it('logs the tools in use as information when both run', async () => {
    const lines = logged(await resolveMediaTools({ searchPath: fakeSystemPath }));
    expect(lines).toEqual([
      {
        level: 'info',
        obj: {
          ffmpeg: path.join(fakeSystemPath, 'ffmpeg'),
          ffprobe: path.join(fakeSystemPath, 'ffprobe'),
          problems: [],
        },
        msg: `media tools: system ffmpeg at ${path.join(fakeSystemPath, 'ffmpeg')}, system ffprobe at ${path.join(fakeSystemPath, 'ffprobe')}`,
      },
    ]);
  });
});
