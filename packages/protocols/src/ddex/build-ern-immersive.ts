// The immersive editions of a sound recording: each a SoundRecordingEdition of Type ImmersiveEdition with its own
// technical details (ADM BWF as DolbyAtmosMasterADM, MPEG-H in MP4 as MPEG-H_3D), after the stereo edition.
import { normaliseIsrc } from '@otodoke/domain';
import { fileElement, formatDecimal } from './build-ern-display.ts';
import type { ErnImmersiveEdition } from './ern-types.ts';
import { el, optionalTextEl, textEl, type XmlElement } from './xml-writer.ts';

/** avs:AudioCodecType of each format (both values are in the ERN 4.3 allowed-value set, AVS version 3). */
export const IMMERSIVE_AUDIO_CODECS = { dolby: 'DolbyAtmosMasterADM', '360RA': 'MPEG-H_3D' } as const;

/** The edition's name in references and proprietary ids. */
const FORMAT_SLUG = { dolby: 'atmos', '360RA': '360ra' } as const;

/**
 * avs:ContainerFormat has WAV and MP4 but no BW64/RF64: a plain RIFF ADM file is WAV, a BW64 or RF64 one is told as
 * UserDefined with the container's name (DDEX's rule for a value outside the set).
 */
const containerElement = (edition: ErnImmersiveEdition, senderDpid: string): XmlElement => {
  if (edition.format === '360RA') return textEl('ContainerFormat', 'MP4');
  const container = edition.container.trim().toUpperCase();
  if (container === 'RIFF' || container === 'WAV' || container === 'WAVE') return textEl('ContainerFormat', 'WAV');
  return textEl('ContainerFormat', 'UserDefined', { Namespace: senderDpid, UserDefinedValue: container });
};

const immersiveDeliveryFile = (edition: ErnImmersiveEdition, senderDpid: string): XmlElement =>
  el(
    'DeliveryFile',
    {},
    textEl('Type', 'AudioFile'),
    containerElement(edition, senderDpid),
    textEl('AudioCodecType', IMMERSIVE_AUDIO_CODECS[edition.format]),
    optionalTextEl('NumberOfChannels', edition.channels),
    optionalTextEl('NumberOfAudioObjects', edition.audioObjects),
    textEl('SamplingRate', formatDecimal(edition.sampleRateHz / 1000), { UnitOfMeasure: 'kHz' }),
    optionalTextEl('BitsPerSample', edition.bitsPerSample),
    fileElement(edition),
  );

/**
 * One SoundRecordingEdition per immersive file. The edition keeps the stereo recording's ISRC (the ISRC standard
 * allows it for another encoding of the same recording) and adds a ProprietaryId of its own, so a store tells the
 * editions apart; its technical details references are `<stereo>-<format>` (T1-atmos, T1-360ra).
 */
export const immersiveEditionElements = (
  editions: readonly ErnImmersiveEdition[],
  isrc: string,
  technicalReference: string,
  proprietaryIdPrefix: string,
  senderDpid: string,
): XmlElement[] =>
  editions.map((edition) =>
    el(
      'SoundRecordingEdition',
      {},
      textEl('Type', 'ImmersiveEdition'),
      el(
        'ResourceId',
        {},
        textEl('ISRC', normaliseIsrc(isrc)),
        textEl('ProprietaryId', `${proprietaryIdPrefix}-${FORMAT_SLUG[edition.format]}`, { Namespace: senderDpid }),
      ),
      el(
        'TechnicalDetails',
        {},
        textEl('TechnicalResourceDetailsReference', `${technicalReference}-${FORMAT_SLUG[edition.format]}`),
        immersiveDeliveryFile(edition, senderDpid),
        textEl('HasImmersiveAudioMetadata', true),
      ),
    ),
  );
