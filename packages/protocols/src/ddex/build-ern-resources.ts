// The ResourceList of an ERN message: a SoundRecording (with its immersive editions) or Video per track (A1..An) and
// the front cover Image.
import { normaliseIsrc } from '@otodoke/domain';
import {
  displayArtistElements,
  fileElement,
  formatDecimal,
  isoDuration,
  parentalWarning,
  pLineElement,
  titleElements,
} from './build-ern-display.ts';
import { immersiveEditionElements } from './build-ern-immersive.ts';
import type { PartyRegistry } from './build-ern-parties.ts';
import { contributorRoleFor } from './contributor-roles.ts';
import type { ErnProfilePlan } from './ern-profiles.ts';
import type { ErnAudioFile, ErnReleaseInput, ErnTrack, ErnVideoFile } from './ern-types.ts';
import { el, optionalTextEl, textEl, type XmlElement } from './xml-writer.ts';

/** Resource references: A1..An for the tracks in order, then the front cover. */
export const trackResourceReference = (index: number): string => `A${index + 1}`;
export const coverResourceReference = (release: ErnReleaseInput): string => `A${release.tracks.length + 1}`;

const audioDeliveryFile = (file: ErnAudioFile): XmlElement =>
  el(
    'DeliveryFile',
    {},
    textEl('Type', 'AudioFile'),
    // WAV is a container of PCM; FLAC is its own container and codec.
    file.codec === 'WAV' ? textEl('ContainerFormat', 'WAV') : undefined,
    textEl('AudioCodecType', file.codec === 'WAV' ? 'PCM' : 'FLAC'),
    textEl('NumberOfChannels', file.channels),
    textEl('SamplingRate', formatDecimal(file.sampleRateHz / 1000), { UnitOfMeasure: 'kHz' }),
    textEl('BitsPerSample', file.bitsPerSample),
    fileElement(file),
  );

// ffprobe codec names (and the usual spellings) as avs:VideoCodecType values.
const VIDEO_CODECS: Readonly<Record<string, string>> = {
  h264: 'AVC',
  avc: 'AVC',
  avc1: 'AVC',
  h265: 'HEVC',
  hevc: 'HEVC',
  hvc1: 'HEVC',
  hev1: 'HEVC',
  mpeg4: 'MPEG-4',
  mp4v: 'MPEG-4',
  mpeg2: 'MPEG-2',
  mpeg2video: 'MPEG-2',
  prores422: 'ProRes-422',
  prores422hq: 'ProRes-422_HQ',
  prores422lt: 'ProRes-422_LT',
  prores4444: 'ProRes-4444',
};

const videoCodecElement = (codec: string, senderDpid: string): XmlElement => {
  const known = VIDEO_CODECS[codec.toLowerCase().replaceAll(/[^a-z0-9]/g, '')];
  if (known) return textEl('VideoCodecType', known);
  return textEl('VideoCodecType', 'UserDefined', { Namespace: senderDpid, UserDefinedValue: codec });
};

const videoDeliveryFile = (file: ErnVideoFile, senderDpid: string): XmlElement =>
  el(
    'DeliveryFile',
    {},
    textEl('Type', 'AudioVisualFile'),
    textEl('ContainerFormat', file.container === 'MOV' ? 'QuickTime' : 'MP4'),
    videoCodecElement(file.videoCodec, senderDpid),
    textEl('FrameRate', formatDecimal(file.frameRate)),
    textEl('ImageHeight', file.height, { UnitOfMeasure: 'Pixel' }),
    textEl('ImageWidth', file.width, { UnitOfMeasure: 'Pixel' }),
    fileElement(file),
  );

const previewClip = (technicalReference: string, startSeconds: number | undefined): XmlElement | undefined =>
  startSeconds === undefined
    ? undefined
    : el(
        'ClipDetails',
        {},
        textEl('TechnicalResourceDetailsReference', `${technicalReference}C`),
        textEl('ClipType', 'Preview'),
        el('Timing', {}, textEl('StartPoint', formatDecimal(startSeconds))),
        textEl('ExpressionType', 'Informative'),
      );

type RoleElements = { roles: XmlElement[]; instruments: XmlElement[]; isFeatured: boolean };

/** One Contributor per person (contributors first, then writers), each role and instrument once. */
const contributorElements = (track: ErnTrack, parties: PartyRegistry, senderDpid: string): XmlElement[] => {
  const byName = new Map<string, { roleKeys: Set<string>; instrumentKeys: Set<string> } & RoleElements>();
  const credit = (name: string) => {
    const key = name.trim();
    let entry = byName.get(key);
    if (!entry) {
      entry = { roleKeys: new Set(), instrumentKeys: new Set(), roles: [], instruments: [], isFeatured: false };
      byName.set(key, entry);
    }
    return entry;
  };
  const addRole = (name: string, roleId: string) => {
    const entry = credit(name);
    const role = contributorRoleFor(roleId);
    const roleKey = role.kind === 'ddex' ? role.role : `UserDefined:${role.value}`;
    if (!entry.roleKeys.has(roleKey)) {
      entry.roleKeys.add(roleKey);
      entry.roles.push(
        role.kind === 'ddex'
          ? textEl('Role', role.role)
          : textEl('Role', 'UserDefined', { Namespace: senderDpid, UserDefinedValue: role.value }),
      );
    }
    if (role.kind === 'ddex' && role.instrument && !entry.instrumentKeys.has(role.instrument)) {
      entry.instrumentKeys.add(role.instrument);
      entry.instruments.push(textEl('InstrumentType', role.instrument));
    }
    if (role.kind === 'ddex' && role.isFeatured) entry.isFeatured = true;
  };
  for (const contributor of track.contributors) {
    credit(contributor.name);
    for (const roleId of contributor.roles) addRole(contributor.name, roleId);
  }
  for (const writer of track.writers) addRole(writer.name, writer.role === 'Composer' ? 'composer' : 'lyricist');
  return [...byName.entries()].map(([name, entry], index) =>
    el(
      'Contributor',
      { SequenceNumber: index + 1 },
      textEl('ContributorPartyReference', parties.referenceOf(name)),
      entry.roles,
      entry.instruments,
      entry.isFeatured ? textEl('HasMadeFeaturedContribution', true) : undefined,
    ),
  );
};

const trackResource = (
  track: ErnTrack,
  index: number,
  release: ErnReleaseInput,
  plan: ErnProfilePlan,
  parties: PartyRegistry,
  senderDpid: string,
): XmlElement => {
  const technicalReference = `T${index + 1}`;
  const isVideo = track.file.kind === 'video';
  const technicalDetails = el(
    'TechnicalDetails',
    {},
    textEl('TechnicalResourceDetailsReference', technicalReference),
    track.file.kind === 'video' ? videoDeliveryFile(track.file, senderDpid) : audioDeliveryFile(track.file),
    previewClip(technicalReference, track.previewStartSeconds),
  );
  const isInstrumental = track.language.trim().toLowerCase() === 'zxx';
  // With immersive editions every edition says its Type (the schema asks for it when a recording has two).
  const immersive = isVideo ? [] : (track.immersive ?? []);
  return el(
    isVideo ? 'Video' : 'SoundRecording',
    {},
    textEl('ResourceReference', trackResourceReference(index)),
    textEl('Type', isVideo ? plan.videoType : 'MusicalWorkSoundRecording'),
    el(
      isVideo ? 'VideoEdition' : 'SoundRecordingEdition',
      {},
      immersive.length > 0 ? textEl('Type', 'NonImmersiveEdition') : undefined,
      el('ResourceId', {}, textEl('ISRC', normaliseIsrc(track.isrc))),
      pLineElement(track.pLine),
      technicalDetails,
    ),
    immersiveEditionElements(
      immersive,
      track.isrc,
      technicalReference,
      `${release.proprietaryId}-${trackResourceReference(index)}`,
      senderDpid,
    ),
    titleElements(track.title, track.version),
    plan.versionType ? textEl('VersionType', plan.versionType) : undefined,
    displayArtistElements(track.artists.length > 0 ? track.artists : release.artists, parties),
    contributorElements(track, parties, senderDpid),
    textEl('Duration', isoDuration(track.durationSeconds)),
    textEl('ParentalWarningType', parentalWarning(track.isExplicit)),
    isInstrumental ? textEl('IsInstrumental', true) : undefined,
    optionalTextEl('LanguageOfPerformance', track.language.trim()),
  );
};

const coverImage = (release: ErnReleaseInput, senderDpid: string): XmlElement => {
  const technicalReference = `T${release.tracks.length + 1}`;
  const { artwork } = release;
  return el(
    'Image',
    {},
    textEl('ResourceReference', coverResourceReference(release)),
    textEl('Type', 'FrontCoverImage'),
    el('ResourceId', {}, textEl('ProprietaryId', `${release.proprietaryId}-front-cover`, { Namespace: senderDpid })),
    el(
      'TechnicalDetails',
      {},
      textEl('TechnicalResourceDetailsReference', technicalReference),
      textEl('ImageCodecType', artwork.mime === 'image/png' ? 'PNG' : 'JPEG'),
      textEl('ImageHeight', artwork.height, { UnitOfMeasure: 'Pixel' }),
      textEl('ImageWidth', artwork.width, { UnitOfMeasure: 'Pixel' }),
      fileElement(artwork),
    ),
  );
};

/** ResourceList: sound recordings first, then videos, then the image, as the schema's sequence requires. */
export const buildResourceList = (
  release: ErnReleaseInput,
  plan: ErnProfilePlan,
  parties: PartyRegistry,
  senderDpid: string,
): XmlElement => {
  const resources = release.tracks.map((track, index) =>
    trackResource(track, index, release, plan, parties, senderDpid),
  );
  return el(
    'ResourceList',
    {},
    resources.filter((resource) => resource.name === 'SoundRecording'),
    resources.filter((resource) => resource.name === 'Video'),
    coverImage(release, senderDpid),
  );
};
