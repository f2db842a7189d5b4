// Immersive editions in an ERN 4.3 message: schema-valid, typed, with the right codec, and read back by a store.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildNewReleaseMessage } from './build-ern.ts';
import { sampleErnInput } from './ern-sample-inputs.ts';
import type { ErnImmersiveEdition, ErnMessageInput } from './ern-types.ts';
import { readErnSummary } from './read-ern.ts';
import { createErnValidator } from './validate-ern.ts';

const ATMOS: ErnImmersiveEdition = {
  format: 'dolby',
  container: 'BW64',
  uri: 'resources/4595678000134_01_001_atmos.wav',
  md5: 'AB'.repeat(16),
  sizeBytes: 1_234_567_890,
  sampleRateHz: 48_000,
  bitsPerSample: 24,
  channels: 12,
  audioObjects: 10,
};
const RA360: ErnImmersiveEdition = {
  format: '360RA',
  container: 'MP4',
  uri: 'resources/4595678000134_01_002_360ra.mp4',
  md5: 'cd'.repeat(16),
  sizeBytes: 98_765_432,
  sampleRateHz: 48_000,
  channels: 24,
};

/** An album whose first track has a Dolby Atmos edition (and a plain RIFF one when asked), its second a 360RA one. */
const albumWithImmersive = (first: readonly ErnImmersiveEdition[] = [ATMOS]): ErnMessageInput => {
  const input = sampleErnInput('album');
  const tracks = input.release.tracks.map((track, index) =>
    index === 0 ? { ...track, immersive: first } : index === 1 ? { ...track, immersive: [RA360] } : track,
  );
  return { ...input, release: { ...input.release, tracks } };
};

const validator = createErnValidator();

describe('immersive editions of sound recordings', () => {
  let xml: string;
  beforeAll(() => {
    xml = buildNewReleaseMessage(albumWithImmersive());
  });

  it('validate against the ERN 4.3 schema, BW64 and plain RIFF ADM files, single and album alike', async () => {
    const riff = buildNewReleaseMessage(albumWithImmersive([{ ...ATMOS, container: 'RIFF' }]));
    const single = sampleErnInput('single');
    const [track] = single.release.tracks;
    const singleXml = buildNewReleaseMessage({
      ...single,
      release: { ...single.release, tracks: [{ ...track!, immersive: [ATMOS, RA360] }] },
    });
    const results = await validator.validate([
      { name: 'album', xml },
      { name: 'riff', xml: riff },
      { name: 'single', xml: singleXml },
    ]);
    expect(results.map((result) => [result.name, result.problems])).toEqual([
      ['album', []],
      ['riff', []],
      ['single', []],
    ]);
    expect(riff).toContain('<ContainerFormat>WAV</ContainerFormat>');
  });

  it('are typed ImmersiveEdition after a NonImmersiveEdition stereo edition, with the AVS codec and file', () => {
    const first = xml.slice(xml.indexOf('<SoundRecording>'), xml.indexOf('</SoundRecording>'));
    const editions = first.split('<SoundRecordingEdition>').slice(1);
    expect(editions).toHaveLength(2);
    expect(editions[0]).toContain('<Type>NonImmersiveEdition</Type>');
    expect(editions[0]).toContain('<AudioCodecType>PCM</AudioCodecType>');
    expect(editions[1]).toContain('<Type>ImmersiveEdition</Type>');
    expect(editions[1]).toMatch(/<ProprietaryId Namespace="PADPIDA[^"]*">REL-album-42-A1-atmos<\/ProprietaryId>/);
    expect(editions[1]).toContain('<TechnicalResourceDetailsReference>T1-atmos</TechnicalResourceDetailsReference>');
    expect(editions[1]).toMatch(/<ContainerFormat Namespace="[^"]+" UserDefinedValue="BW64">UserDefined</);
    expect(editions[1]).toContain('<AudioCodecType>DolbyAtmosMasterADM</AudioCodecType>');
    expect(editions[1]).toContain('<NumberOfChannels>12</NumberOfChannels>');
    expect(editions[1]).toContain('<NumberOfAudioObjects>10</NumberOfAudioObjects>');
    expect(editions[1]).toContain('<SamplingRate UnitOfMeasure="kHz">48</SamplingRate>');
    expect(editions[1]).toContain('<BitsPerSample>24</BitsPerSample>');
    expect(editions[1]).toContain(`<HashSumValue>${'ab'.repeat(16)}</HashSumValue>`);
    expect(editions[1]).toContain('<HasImmersiveAudioMetadata>true</HasImmersiveAudioMetadata>');
    expect(xml).toContain('<AudioCodecType>MPEG-H_3D</AudioCodecType>');
    expect(xml).toContain('<ContainerFormat>MP4</ContainerFormat>');
  });

  it('leave a track without one as it was: one untyped edition', () => {
    const plain = buildNewReleaseMessage(sampleErnInput('album'));
    expect(plain).not.toContain('ImmersiveEdition');
    expect(plain.match(/<SoundRecordingEdition>/g)).toHaveLength(3);
  });

  it('are read back by a store: codec, ISRC and file of each, the stereo file first', () => {
    const summary = readErnSummary(xml);
    const [first, second, third] = summary.resources;
    expect(first?.immersiveEditions).toEqual([
      { audioCodec: 'DolbyAtmosMasterADM', isrc: first?.isrc, files: [{ uri: ATMOS.uri, md5: 'ab'.repeat(16) }] },
    ]);
    expect(first?.files.map((file) => file.uri)).toEqual([expect.stringMatching(/\.wav$/), ATMOS.uri]);
    expect(first?.bitsPerSample).toBe(16); // the stereo file's, not the 24-bit Atmos master's
    expect(second?.immersiveEditions?.[0]?.audioCodec).toBe('MPEG-H_3D');
    expect(third?.immersiveEditions).toBeUndefined();
  });
});
