// Immersive audio file verification (Dolby Atmos ADM BWF, 360 Reality Audio MPEG-H MP4): the entry point the server
// and the store simulator call, the builders of real sample files, and the helper the demo and the journeys use.
import { open, writeFile } from 'node:fs/promises';
import { IMMERSIVE_DURATION_TOLERANCE_SECONDS } from '@otodoke/domain';
import { writeAdmBwf } from './build-adm-bwf.ts';
import { buildMpeghMp4 } from './build-mpegh-mp4.ts';
import { FileWindow, type ImmersiveFormat, type ImmersiveVerification } from './types.ts';
import { verifyAdmBwf } from './verify-adm-bwf.ts';
import { verifyMpeghMp4 } from './verify-mpegh-mp4.ts';

export type { AdmBreak } from './adm-xml.ts';
export { type AdmBwfOptions, buildAdmBwf, writeAdmBwf } from './build-adm-bwf.ts';
export { buildMpeghMp4, type MpeghMp4Options } from './build-mpegh-mp4.ts';
export type { ImmersiveFacts, ImmersiveFormat, ImmersiveProblem, ImmersiveVerification } from './types.ts';

export interface VerifyImmersiveOptions {
  /** The stereo song's length: the file must match it within the tolerance. */
  expectedDurationSeconds?: number;
  toleranceSeconds?: number;
}

/**
 * Reads the file at `path` as the chosen format and says what it is and what is wrong with it (no problems: it passes).
 * Files that are not what they claim give problems, never exceptions; only I/O failures (file missing, disk) throw.
 */
export async function verifyImmersiveFile(
  path: string,
  format: ImmersiveFormat,
  options: VerifyImmersiveOptions = {},
): Promise<ImmersiveVerification> {
  const handle = await open(path, 'r');
  try {
    const window = new FileWindow(handle, (await handle.stat()).size);
    const settings = {
      expectedDurationSeconds: options.expectedDurationSeconds,
      toleranceSeconds: options.toleranceSeconds ?? IMMERSIVE_DURATION_TOLERANCE_SECONDS,
    };
    return format === 'dolby' ? await verifyAdmBwf(window, settings) : await verifyMpeghMp4(window, settings);
  } finally {
    await handle.close();
  }
}

/** Writes a valid file of the format (a BW64 ADM master with a 7.1.2 bed and two objects, or an mha1 MP4). */
export async function writeSampleImmersiveFile(
  path: string,
  format: ImmersiveFormat,
  options: { seconds: number },
): Promise<void> {
  if (format === 'dolby') await writeAdmBwf(path, { seconds: options.seconds });
  else await writeFile(path, buildMpeghMp4({ seconds: options.seconds }));
}
