// Finds ffmpeg and ffprobe once at start: FFMPEG_PATH/FFPROBE_PATH when set, else the system's on PATH, else the
// binaries shipped by the npm packages @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe, else none. A missing
// tool never stops the service: audio and video uploads are then refused with a message, everything else works.
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export type MediaToolName = 'ffmpeg' | 'ffprobe';

export interface MediaTool {
  name: MediaToolName;
  /** The binary to run; null when none was found or the configured one does not run. */
  path: string | null;
  /** Where it came from: the environment variable, the system's PATH, the npm package; null when there is none. */
  source: 'env' | 'system' | 'bundled' | null;
  /** The first line of `-version`. */
  version: string | null;
  /** Why a tool that was looked for is not used (a configured path that does not run, a broken binary). */
  problems: string[];
}

export interface MediaTools {
  ffmpeg: MediaTool;
  ffprobe: MediaTool;
}

const ENV_NAME: Record<MediaToolName, string> = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };
const NPM_PACKAGE: Record<MediaToolName, string> = {
  ffmpeg: '@ffmpeg-installer/ffmpeg',
  ffprobe: '@ffprobe-installer/ffprobe',
};
const VERSION_TIMEOUT_MS = 10_000;

/** Runs `<tool> -version`: its first line, or why it did not run. */
function runVersion(toolPath: string): Promise<{ version: string } | { error: string }> {
  return new Promise((resolve) => {
    execFile(toolPath, ['-version'], { timeout: VERSION_TIMEOUT_MS }, (error, stdout) => {
      if (error) {
        const code = (error as NodeJS.ErrnoException).code;
        resolve({ error: typeof code === 'string' ? code : error.message.split('\n')[0]! });
        return;
      }
      resolve({ version: String(stdout).split('\n')[0]!.trim() });
    });
  });
}

async function isExecutableFile(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The first executable `name` in the directories of `searchPath` (a PATH value). */
async function findOnPath(name: string, searchPath: string): Promise<string | null> {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(path.resolve(dir), name);
    if (await isExecutableFile(candidate)) return candidate;
  }
  return null;
}

/** The binary path an @ffmpeg-installer style package exports; null when the package or its binary is missing. */
function bundledPath(name: MediaToolName): string | null {
  try {
    const required = createRequire(import.meta.url)(NPM_PACKAGE[name]) as { path?: unknown };
    return typeof required.path === 'string' ? required.path : null;
  } catch {
    // The package throws a string, not an Error, when its platform binary is missing or unsupported.
    return null;
  }
}

async function resolveTool(name: MediaToolName, override: string | undefined, searchPath: string): Promise<MediaTool> {
  const tool: MediaTool = { name, path: null, source: null, version: null, problems: [] };
  // A configured path is the operator's choice: when it does not run, it is reported, not silently replaced.
  if (override) {
    const ran = await runVersion(override);
    if ('version' in ran) return { ...tool, path: override, source: 'env', version: ran.version };
    return { ...tool, problems: [`${ENV_NAME[name]}=${override} does not run (${ran.error})`] };
  }
  const system = await findOnPath(name, searchPath);
  if (system) {
    const ran = await runVersion(system);
    if ('version' in ran) return { ...tool, path: system, source: 'system', version: ran.version };
    tool.problems.push(`system ${name} at ${system} does not run (${ran.error})`);
  }
  const bundled = bundledPath(name);
  if (bundled && (await isExecutableFile(bundled))) {
    const ran = await runVersion(bundled);
    if ('version' in ran) return { ...tool, path: bundled, source: 'bundled', version: ran.version };
    tool.problems.push(`bundled ${name} at ${bundled} does not run (${ran.error})`);
  }
  return tool;
}

/** Finds both tools (in parallel); never throws. */
export async function resolveMediaTools(options: {
  ffmpegPath?: string;
  ffprobePath?: string;
  /** The directories to look in, as a PATH value; process.env.PATH by default. */
  searchPath?: string;
}): Promise<MediaTools> {
  const searchPath = options.searchPath ?? process.env.PATH ?? '';
  const [ffmpeg, ffprobe] = await Promise.all([
    resolveTool('ffmpeg', options.ffmpegPath || undefined, searchPath),
    resolveTool('ffprobe', options.ffprobePath || undefined, searchPath),
  ]);
  return { ffmpeg, ffprobe };
}

let fromProcessEnv: Promise<MediaTools> | null = null;

/** The tools as this process's environment finds them, resolved once (sample media for tests, the bench). */
export function mediaToolsFromEnv(): Promise<MediaTools> {
  fromProcessEnv ??= resolveMediaTools({ ffmpegPath: process.env.FFMPEG_PATH, ffprobePath: process.env.FFPROBE_PATH });
  return fromProcessEnv;
}

function describeTool(tool: MediaTool): string {
  if (tool.source === 'env') return `${tool.name} at ${tool.path} (${ENV_NAME[tool.name]})`;
  if (tool.source === 'system') return `system ${tool.name} at ${tool.path}`;
  if (tool.source === 'bundled') return `bundled ${tool.name} (npm ${NPM_PACKAGE[tool.name].split('/')[0]})`;
  return `no ${tool.name}`;
}

/** Whether audio and video uploads can be checked: both tools are needed (ffprobe reads, ffmpeg decodes). */
export const canCheckMedia = (tools: MediaTools): boolean => tools.ffmpeg.path !== null && tools.ffprobe.path !== null;

/** One line for the start-up banner: which tools are used, or what cannot be done without them. */
export function describeMediaTools(tools: MediaTools): string {
  if (!tools.ffmpeg.path && !tools.ffprobe.path) return 'none: audio and video uploads cannot be checked';
  const used = `${describeTool(tools.ffmpeg)}, ${describeTool(tools.ffprobe)}`;
  return canCheckMedia(tools) ? used : `${used}: audio and video uploads cannot be checked`;
}

/** Logs, once at start, which tools are used; when one is missing, what is missing and what still works. */
export function logMediaTools(
  logger: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void },
  tools: MediaTools,
): void {
  const found = {
    ffmpeg: tools.ffmpeg.path,
    ffprobe: tools.ffprobe.path,
    problems: [...tools.ffmpeg.problems, ...tools.ffprobe.problems],
  };
  if (canCheckMedia(tools)) {
    if (found.problems.length > 0) logger.warn(found, `media tools: ${describeMediaTools(tools)}`);
    else logger.info(found, `media tools: ${describeMediaTools(tools)}`);
    return;
  }
  const missing = [tools.ffmpeg, tools.ffprobe].filter((tool) => !tool.path).map((tool) => tool.name);
  logger.warn(
    found,
    `media tools: ${missing.join(' and ')} not available (set ${missing.map((name) => ENV_NAME[name]).join(' or ')}, ` +
      'or install ffmpeg): audio and video uploads are refused with a message saying they cannot be checked; ' +
      'artwork, images, CSV and everything else still work',
  );
}
