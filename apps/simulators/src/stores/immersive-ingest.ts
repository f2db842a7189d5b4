// What a simulated store checks of the immersive editions (SoundRecordingEdition of Type ImmersiveEdition) in a
// message: that it takes the format at all, that each edition's file is in the batch (or already held from an
// earlier delivery, same MD5), and that the file really is what the codec says, read with the same verification the
// service runs (a Dolby Atmos ADM BWF master, an MPEG-H 3D Audio MP4).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ErnSummary } from '@otodoke/protocols/ddex/ern-types.ts';
import { verifyImmersiveFile } from '@otodoke/protocols/immersive/index.ts';
import { releaseFilePath } from '@otodoke/protocols/store-drop/batch-manifest.ts';
import type { ErncFileStatus } from '@otodoke/protocols/store-drop/store-notice.ts';

export type ImmersiveFormat = 'dolby' | '360RA';

/** The format each avs:AudioCodecType of an immersive edition stands for. */
const FORMAT_OF_CODEC: Readonly<Record<string, ImmersiveFormat>> = {
  DolbyAtmosMasterADM: 'dolby',
  'MPEG-H_3D': '360RA',
};

const FORMAT_NAMES: Readonly<Record<ImmersiveFormat, string>> = {
  dolby: 'Dolby Atmos',
  '360RA': '360 Reality Audio',
};

export type ImmersiveRefusal = { status: ErncFileStatus; reason: string };

/** The immersive files of a message, by URI with their MD5: what the store holds once it accepts the message. */
export function immersiveFilesOf(summary: ErnSummary): Record<string, string> {
  const held: Record<string, string> = {};
  for (const resource of summary.resources) {
    for (const edition of resource.immersiveEditions ?? []) {
      for (const file of edition.files) if (file.md5) held[file.uri] = file.md5.toLowerCase();
    }
  }
  return held;
}

/**
 * The first refusal the message's immersive editions earn, or undefined. `accepts`: the formats the store takes;
 * `held`: the immersive files the store already has of this release (an update may leave them out).
 */
export async function checkImmersiveEditions(input: {
  readonly storeName: string;
  readonly accepts: readonly ImmersiveFormat[];
  readonly batchDir: string;
  readonly icpn: string;
  readonly summary: ErnSummary;
  readonly held: Readonly<Record<string, string>>;
}): Promise<ImmersiveRefusal | undefined> {
  const unfit = (reason: string): ImmersiveRefusal => ({ status: 'ResourceNotMeetingSpecifications', reason });
  for (const resource of input.summary.resources) {
    const name = resource.isrc ?? resource.reference;
    for (const edition of resource.immersiveEditions ?? []) {
      const format = edition.audioCodec ? FORMAT_OF_CODEC[edition.audioCodec] : undefined;
      if (!format) {
        return unfit(`${name}: the immersive edition's codec ${edition.audioCodec ?? '(none)'} is not one we take`);
      }
      if (!input.accepts.includes(format)) {
        return unfit(
          `${input.storeName} takes no ${FORMAT_NAMES[format]} immersive audio; ${name} has an edition in it`,
        );
      }
      if (edition.files.length === 0) {
        return { status: 'ResourceMissing', reason: `${name}: the ${FORMAT_NAMES[format]} edition names no file` };
      }
      for (const file of edition.files) {
        const real = path.join(input.batchDir, ...releaseFilePath(input.icpn, file.uri).split('/'));
        const stats = await stat(real).catch(() => undefined);
        if (!stats?.isFile()) {
          if (file.md5 && input.held[file.uri] === file.md5.toLowerCase()) continue; // sent before, unchanged
          return {
            status: 'ResourceMissing',
            reason: `${file.uri} (${FORMAT_NAMES[format]} of ${name}) is not in the batch`,
          };
        }
        const { problems } = await verifyImmersiveFile(real, format, {
          ...(resource.durationSeconds ? { expectedDurationSeconds: resource.durationSeconds } : {}),
        });
        if (problems.length > 0) {
          const codes = problems.map((problem) => `${problem.family} ${problem.code}`).join(', ');
          return unfit(`${file.uri} is not a valid ${FORMAT_NAMES[format]} file for ${name} (invalid: ${codes})`);
        }
      }
    }
  }
  return undefined;
}
