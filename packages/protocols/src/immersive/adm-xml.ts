// Writes the ADM document (ITU-R BS.2076) of a sample Dolby Atmos master: a 7.1.2 bed (four channels from the
// common definitions of ITU-R BS.2094, six defined here) and mono objects, each with its track UID — and, for
// tests, the ways such a document goes wrong.
import { escapeXml } from '../store-drop/xml-text.ts';

export type AdmBreak =
  | 'no-programme'
  | 'no-content'
  | 'no-objects'
  | 'undefined-track-format'
  | 'doctype'
  | 'malformed';

/** One track of the file: its UID and what chna and the ADM say it carries. */
export interface AdmTrack {
  uid: string;
  trackFormat: string;
  packFormat: string;
}

const hex4 = (value: number) => value.toString(16).padStart(4, '0');
export const trackUid = (index: number) => `ATU_${String(index).padStart(8, '0')}`;

/** The 7.1.2 bed: L R C LFE from the common definitions, the surrounds and the top pair written here. */
const BED = [
  { common: 1 },
  { common: 2 },
  { common: 3 },
  { common: 4 },
  { label: 'M+090', azimuth: 90, elevation: 0 },
  { label: 'M-090', azimuth: -90, elevation: 0 },
  { label: 'M+135', azimuth: 135, elevation: 0 },
  { label: 'M-135', azimuth: -135, elevation: 0 },
  { label: 'U+090', azimuth: 90, elevation: 45 },
  { label: 'U-090', azimuth: -90, elevation: 45 },
] as const;
export const BED_CHANNELS = BED.length;
const BED_PACK = 'AP_00011001';

export function admTracks(objects: number): AdmTrack[] {
  const tracks: AdmTrack[] = BED.map((speaker, index) => ({
    uid: trackUid(index + 1),
    trackFormat: 'common' in speaker ? `AT_0001${hex4(speaker.common)}_01` : `AT_0001${hex4(0x1001 + index)}_01`,
    packFormat: BED_PACK,
  }));
  for (let object = 0; object < objects; object += 1) {
    tracks.push({
      uid: trackUid(BED_CHANNELS + object + 1),
      trackFormat: `AT_0003${hex4(0x1001 + object)}_01`,
      packFormat: `AP_0003${hex4(0x1001 + object)}`,
    });
  }
  return tracks;
}

const channelFormat = (id: string, name: string, type: 'DirectSpeakers' | 'Objects', block: string) =>
  `<audioChannelFormat audioChannelFormatID="${id}" audioChannelFormatName="${name}" typeLabel="${type === 'Objects' ? '0003' : '0001'}" typeDefinition="${type}"><audioBlockFormat audioBlockFormatID="AB_${id.slice(3)}_00000001">${block}</audioBlockFormat></audioChannelFormat>`;

const streamAndTrack = (number: string, name: string) =>
  `<audioStreamFormat audioStreamFormatID="AS_${number}" audioStreamFormatName="${name}" formatLabel="0001" formatDefinition="PCM"><audioChannelFormatIDRef>AC_${number}</audioChannelFormatIDRef><audioTrackFormatIDRef>AT_${number}_01</audioTrackFormatIDRef></audioStreamFormat>` +
  `<audioTrackFormat audioTrackFormatID="AT_${number}_01" audioTrackFormatName="${name}" formatLabel="0001" formatDefinition="PCM"><audioStreamFormatIDRef>AS_${number}</audioStreamFormatIDRef></audioTrackFormat>`;

export function admXml(options: {
  objects: number;
  programmeName: string;
  sampleRate: number;
  bitDepth: number;
  break?: AdmBreak;
}): string {
  const { objects } = options;
  const tracks = admTracks(objects);
  const broken = options.break;
  const objectIds = [`AO_1001`, ...Array.from({ length: objects }, (_, i) => `AO_${hex4(0x1002 + i)}`)];
  const parts: string[] = [];
  const name = broken === 'doctype' ? '&lol9;' : escapeXml(options.programmeName);
  if (broken !== 'no-programme') {
    parts.push(
      `<audioProgramme audioProgrammeID="APR_1001" audioProgrammeName="${name}" audioProgrammeLanguage="ja"><audioContentIDRef>ACO_1001</audioContentIDRef></audioProgramme>`,
    );
  }
  if (broken !== 'no-content') {
    const refs =
      broken === 'no-objects' ? '' : objectIds.map((id) => `<audioObjectIDRef>${id}</audioObjectIDRef>`).join('');
    parts.push(`<audioContent audioContentID="ACO_1001" audioContentName="Main">${refs}</audioContent>`);
  }
  const bedUids = tracks
    .slice(0, BED_CHANNELS)
    .map((track) => `<audioTrackUIDRef>${track.uid}</audioTrackUIDRef>`)
    .join('');
  parts.push(
    `<audioObject audioObjectID="AO_1001" audioObjectName="Bed 7.1.2"><audioPackFormatIDRef>${BED_PACK}</audioPackFormatIDRef>${bedUids}</audioObject>`,
  );
  for (let object = 0; object < objects; object += 1) {
    const track = tracks[BED_CHANNELS + object]!;
    parts.push(
      `<audioObject audioObjectID="${objectIds[object + 1]}" audioObjectName="Object ${object + 1}"><audioPackFormatIDRef>${track.packFormat}</audioPackFormatIDRef><audioTrackUIDRef>${track.uid}</audioTrackUIDRef></audioObject>`,
    );
  }
  const bedChannels = BED.map((speaker, index) =>
    'common' in speaker ? `AC_0001${hex4(speaker.common)}` : `AC_0001${hex4(0x1001 + index)}`,
  );
  parts.push(
    `<audioPackFormat audioPackFormatID="${BED_PACK}" audioPackFormatName="7.1.2" typeLabel="0001" typeDefinition="DirectSpeakers">${bedChannels.map((id) => `<audioChannelFormatIDRef>${id}</audioChannelFormatIDRef>`).join('')}</audioPackFormat>`,
  );
  for (let object = 0; object < objects; object += 1) {
    const number = `0003${hex4(0x1001 + object)}`;
    parts.push(
      `<audioPackFormat audioPackFormatID="AP_${number}" audioPackFormatName="Object ${object + 1}" typeLabel="0003" typeDefinition="Objects"><audioChannelFormatIDRef>AC_${number}</audioChannelFormatIDRef></audioPackFormat>`,
    );
  }
  BED.forEach((speaker, index) => {
    if ('common' in speaker) return;
    const number = `0001${hex4(0x1001 + index)}`;
    parts.push(
      channelFormat(
        `AC_${number}`,
        speaker.label,
        'DirectSpeakers',
        `<speakerLabel>${speaker.label}</speakerLabel><position coordinate="azimuth">${speaker.azimuth}</position><position coordinate="elevation">${speaker.elevation}</position><position coordinate="distance">1</position>`,
      ),
    );
    parts.push(streamAndTrack(number, speaker.label));
  });
  for (let object = 0; object < objects; object += 1) {
    const number = `0003${hex4(0x1001 + object)}`;
    const azimuth = Math.round(-180 + ((object + 0.5) * 360) / Math.max(objects, 1));
    parts.push(
      channelFormat(
        `AC_${number}`,
        `Object ${object + 1}`,
        'Objects',
        `<position coordinate="azimuth">${azimuth}</position><position coordinate="elevation">30</position><position coordinate="distance">1</position>`,
      ),
    );
    if (broken === 'undefined-track-format' && object === 0) {
      parts.push(
        `<audioStreamFormat audioStreamFormatID="AS_${number}" audioStreamFormatName="Object 1" formatLabel="0001" formatDefinition="PCM"><audioChannelFormatIDRef>AC_${number}</audioChannelFormatIDRef></audioStreamFormat>`,
      );
    } else {
      parts.push(streamAndTrack(number, `Object ${object + 1}`));
    }
  }
  for (const track of tracks) {
    parts.push(
      `<audioTrackUID UID="${track.uid}" sampleRate="${options.sampleRate}" bitDepth="${options.bitDepth}"><audioTrackFormatIDRef>${track.trackFormat}</audioTrackFormatIDRef><audioPackFormatIDRef>${track.packFormat}</audioPackFormatIDRef></audioTrackUID>`,
    );
  }
  const doctype =
    broken === 'doctype'
      ? `<!DOCTYPE ebuCoreMain [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]>`
      : '';
  const xml = `<?xml version="1.0" encoding="UTF-8"?>${doctype}<ebuCoreMain xmlns="urn:ebu:metadata-schema:ebuCore_2016" xmlns:dc="http://purl.org/dc/elements/1.1/" schema="EBU_CORE_20161222.xsd" version="1.7"><coreMetadata><format><audioFormatExtended version="ITU-R_BS.2076-2">${parts.join('')}</audioFormatExtended></format></coreMetadata></ebuCoreMain>`;
  return broken === 'malformed' ? xml.slice(0, Math.floor(xml.length / 2)) : xml;
}
