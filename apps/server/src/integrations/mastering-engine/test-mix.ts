// Writes a synthetic stereo mix for the engine's tests, the bench and the demo's mixes: a kick, a bass line, chord tones, uncorrelated pink
// noise per channel (air and width) and quiet/loud sections, brought to a chosen integrated loudness.

import { rename, rm } from 'node:fs/promises';
import { mediaToolsFromEnv } from '../media-probe/media-tools.ts';
import { parseLoudnessSummaries } from './analysis.ts';
import { runFfmpeg } from './ffmpeg-run.ts';
import { masteringSupport } from './support.ts';

export interface TestMixOptions {
  seconds: number;
  lufs: number;
  sampleRate?: number;
  /** A brighter, bass-light variant (a different tone for reference-track tests). */
  bright?: boolean;
}

/** Writes the mix as 24-bit WAV at `filePath`. */
export async function writeTestMix(ffmpegPath: string, filePath: string, options: TestMixOptions): Promise<void> {
  const rate = options.sampleRate ?? 44100;
  const d = options.seconds;
  // One 16-s phrase (a quiet and a loud section) is synthesised and looped: evaluating expressions is the slow part.
  const phrase = Math.min(16, d);
  const bright = options.bright ?? false;
  const beat = 'mod(t,0.5)';
  const kick = `0.9*sin(2*PI*(45+90*exp(-${beat}*35))*${beat})*exp(-${beat}*9)`;
  const bass = `0.35*sin(2*PI*(55+27.5*gte(mod(t,4),2))*t)*(0.6+0.4*exp(-mod(t,1)*3))`;
  const chord = '0.12*sin(2*PI*261.6*t)+0.1*sin(2*PI*329.6*t)+0.09*sin(2*PI*392*t)+0.05*sin(2*PI*1046.5*t)';
  const hat = `exp(-mod(t+0.25,0.5)*60)`;
  const lowScale = bright ? 0.35 : 1;
  const noiseAmp = bright ? 0.9 : 0.45;
  const graph = [
    `anoisesrc=color=pink:seed=11:amplitude=${noiseAmp}:r=${rate}:d=${phrase}[nl]`,
    `anoisesrc=color=pink:seed=12:amplitude=${noiseAmp}:r=${rate}:d=${phrase}[nr]`,
    '[nl][nr]join=inputs=2:channel_layout=stereo[noise]',
    `anoisesrc=color=white:seed=13:amplitude=0.3:r=${rate}:d=${phrase},aeval='val(0)*${hat}',highpass=f=6000,pan=stereo|c0=0.8*c0|c1=0.5*c0[hats]`,
    `aevalsrc='${lowScale}*(${kick}+${bass})|${lowScale}*(${kick}+${bass})':s=${rate}:d=${phrase}[low]`,
    `aevalsrc='${chord}|0.9*(${chord})+0.04*sin(2*PI*1318.5*t)':s=${rate}:d=${phrase}[tones]`,
    // Sections: 8 s quiet, 8 s loud, with a slow swell inside each.
    `[noise][hats][low][tones]amix=inputs=4:normalize=0,volume=eval=frame:volume='(0.45+0.55*gte(mod(t,16),8))*(0.85+0.15*sin(2*PI*t/4))',aloop=loop=-1:size=${Math.round(phrase * rate)},atrim=duration=${d}[mix]`,
  ].join(';');
  const draft = `${filePath}.draft.wav`;
  const run = await runFfmpeg(ffmpegPath, [
    '-v',
    'info',
    '-filter_complex',
    `${graph};[mix]asplit=2[w][m];[m]ebur128@k=framelog=verbose,anullsink`,
    '-map',
    '[w]',
    '-c:a',
    'pcm_f32le',
    '-y',
    `file:${draft}`,
  ]);
  const measured = parseLoudnessSummaries(run.stderr).get('k');
  if (!measured) throw new Error('the test mix was not measured');
  await runFfmpeg(ffmpegPath, [
    '-v',
    'error',
    '-i',
    `file:${draft}`,
    '-af',
    `volume=${(options.lufs - measured.integratedLufs).toFixed(2)}dB`,
    '-c:a',
    'pcm_s24le',
    '-y',
    `file:${filePath}.tmp.wav`,
  ]);
  await rename(`${filePath}.tmp.wav`, filePath);
  await rm(draft, { force: true });
}

/**
 * Whether the ffmpeg the tests' service resolves (FFMPEG_PATH, the system's, else the npm-bundled one) can master.
 * A bare machine's bundled ffmpeg cannot: its mastering tests are skipped and `npm test` says so; CI must master.
 */
export async function machineCanMaster(): Promise<boolean> {
  const tools = await mediaToolsFromEnv();
  const support = await masteringSupport(tools.ffmpeg.path);
  if (!support.ok && process.env.CI) throw new Error(`CI's ffmpeg cannot master: no ${support.missing.join(', ')}`);
  return support.ok;
}
