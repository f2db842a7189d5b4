// Builds a message for every release type and checks it against the schema, the reader and the brief.
import { RELEASE_TYPES, type ReleaseType } from '@otodoke/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildNewReleaseMessage } from './build-ern.ts';
import { planForReleaseType } from './ern-profiles.ts';
import { sampleErnInput } from './ern-sample-inputs.ts';
import type { ErnMessageInput, ErnValidationResult } from './ern-types.ts';
import { readErnSummary } from './read-ern.ts';
import { createErnValidator } from './validate-ern.ts';

const validator = createErnValidator();
const takedownOf = (input: ErnMessageInput): ErnMessageInput => ({ ...input, deals: [] });

const EXPECTED_PROFILES: Readonly<Record<ReleaseType, [profile: string, releaseType: string]>> = {
  album: ['Audio', 'Album'],
  mixed_album: ['Audio', 'Album'],
  single: ['SimpleAudioSingle', 'Single'],
  ringtone: ['Ringtone', 'RingtoneRelease'],
  music_video: ['SimpleVideoSingle', 'VideoSingle'],
  karaoke_video: ['SimpleVideoSingle', 'VideoSingle'],
  music_video_album: ['Video', 'VideoAlbum'],
  live_concert_video: ['LongFormMusicalWorkVideo', 'LongFormMusicalWorkVideoRelease'],
};

describe('a NewReleaseMessage for every release type', () => {
  const inputs = RELEASE_TYPES.map((type) => sampleErnInput(type));
  const messages = inputs.flatMap((input) => [
    { name: input.release.type, xml: buildNewReleaseMessage(input) },
    { name: `${input.release.type} takedown`, xml: buildNewReleaseMessage(takedownOf(input)) },
  ]);
  let results: ErnValidationResult[];
  beforeAll(async () => {
    // Two more shapes: a single with a coupling track, a concert video cut into songs.
    const extra = [sampleErnInput('single', 2), sampleErnInput('live_concert_video', 3)].map((input) => ({
      name: `${input.release.type} x${input.release.tracks.length}`,
      xml: buildNewReleaseMessage(input),
    }));
    results = await validator.validate([...messages, ...extra]);
  });

  it('validates against the ERN 4.3 schema with no problem, deliveries and takedowns alike', () => {
    expect(results.map((result) => [result.name, result.problems])).toEqual(results.map((result) => [result.name, []]));
  });

  it.each(RELEASE_TYPES)('%s reads back with the same identifiers, files, checksums and deals', (type) => {
    const input = sampleErnInput(type);
    const summary = readErnSummary(buildNewReleaseMessage(input));
    const { release } = input;
    const [profile, releaseType] = EXPECTED_PROFILES[type];
    expect(summary).toMatchObject({
      messageId: input.messageId,
      threadId: input.threadId,
      senderDpid: input.sender.dpid,
      recipientDpid: input.recipient.dpid,
      controlType: input.isTest ? 'TestMessage' : 'LiveMessage',
      releaseProfile: profile,
    });
    const main = summary.releases.find((candidate) => candidate.isMain);
    expect(main).toMatchObject({ reference: 'R0', types: [releaseType], icpn: release.icpn });
    expect(main?.displayArtist).toBe('夜明けの灯');
    const tracks = summary.resources.filter((resource) => resource.kind !== 'Image');
    expect(tracks.map((resource) => resource.isrc)).toEqual(release.tracks.map((track) => track.isrc));
    expect(tracks.map((resource) => resource.durationSeconds)).toEqual(release.tracks.map((t) => t.durationSeconds));
    expect(summary.resources.flatMap((resource) => resource.files)).toEqual([
      ...release.tracks.map((track) => ({ uri: track.file.uri, md5: track.file.md5 })),
      { uri: release.artwork.uri, md5: release.artwork.md5 },
    ]);
    const releaseCount = planForReleaseType(type, release.tracks.length).hasTrackReleases
      ? 1 + release.tracks.length
      : 1;
    expect(summary.releases).toHaveLength(releaseCount);
    expect(summary.deals).toHaveLength(input.deals.length * releaseCount);
    expect(summary.deals.filter((deal) => deal.releaseReference === 'R0')).toEqual(
      input.deals.map((deal) => ({
        releaseReference: 'R0',
        commercialModels: [deal.commercialModel],
        useTypes: deal.useTypes,
        territories: deal.territories,
        startDate: deal.startDate,
        endDate: undefined,
      })),
    );
  });

  it.each(RELEASE_TYPES)('%s taken down: the same release with no deal at all', (type) => {
    const summary = readErnSummary(buildNewReleaseMessage(takedownOf(sampleErnInput(type))));
    expect(summary.deals).toEqual([]);
    expect(summary.releases.find((release) => release.isMain)?.icpn).toBe(sampleErnInput(type).release.icpn);
  });

  it('gives the same text for the same input', () => {
    expect(buildNewReleaseMessage(sampleErnInput('album'))).toBe(buildNewReleaseMessage(sampleErnInput('album')));
  });
});

describe('what the message says about the music', () => {
  const xml = buildNewReleaseMessage(sampleErnInput('album'));

  it('names every artist, contributor, writer and the label once, with kana and English names', () => {
    expect(xml.match(/<Party>/g)).toHaveLength(6);
    expect(xml).toContain('<PartyName LanguageAndScriptCode="ja-Kana">\n        <FullName>ヨアケノアカリ</FullName>');
    expect(xml).toContain('<PartyName LanguageAndScriptCode="en">\n        <FullName>Hatsune Miku</FullName>');
    expect(xml).toContain('<DisplayArtistName IsDefault="true">夜明けの灯 feat. 初音ミク</DisplayArtistName>');
    expect(xml).toContain(
      '<DisplayArtistName LanguageAndScriptCode="en">Yoake no Akari feat. Hatsune Miku</DisplayArtistName>',
    );
  });

  it("maps the project's roles to DDEX roles, instruments apart, and keeps unknown roles as user-defined", () => {
    expect(xml).toContain(
      '<Role>StudioProducer</Role>\n        <Role>MixingEngineer</Role>\n        <Role>Composer</Role>',
    );
    expect(xml).toContain(
      '<Role>Musician</Role>\n        <Role>Vocalist</Role>\n        <InstrumentType>Guitar</InstrumentType>',
    );
    expect(xml).toContain('<Role Namespace="PADPIDA2025010101Z" UserDefinedValue="vocal_director">UserDefined</Role>');
    expect(xml).toContain('<Role>Lyricist</Role>');
  });

  it('gives durations in ISO 8601, the explicit flag, the language and the audio format of each file', () => {
    expect(xml).toContain('<Duration>PT3M35.4S</Duration>');
    expect(xml).toContain('<ParentalWarningType>Explicit</ParentalWarningType>');
    expect(xml).toContain(
      '<IsInstrumental>true</IsInstrumental>\n      <LanguageOfPerformance>zxx</LanguageOfPerformance>',
    );
    expect(xml).toContain('<ContainerFormat>WAV</ContainerFormat>\n            <AudioCodecType>PCM</AudioCodecType>');
    expect(xml).toContain(
      '<SamplingRate UnitOfMeasure="kHz">96</SamplingRate>\n            <BitsPerSample>24</BitsPerSample>',
    );
    expect(xml).toContain('<SubTitle SubTitleType="Version">Radio Edit</SubTitle>');
  });

  it('gives the video codec, container, size and frame rate of a video', () => {
    const video = buildNewReleaseMessage(sampleErnInput('music_video_album'));
    expect(video).toContain('<ContainerFormat>MP4</ContainerFormat>\n            <VideoCodecType>AVC</VideoCodecType>');
    expect(video).toContain('<ContainerFormat>QuickTime</ContainerFormat>');
    expect(video).toContain(
      'UserDefinedValue="prores">UserDefined</VideoCodecType>\n            <FrameRate>29.97</FrameRate>',
    );
    expect(video).toContain('<ImageHeight UnitOfMeasure="Pixel">1080</ImageHeight>');
  });

  it('marks a karaoke video as the karaoke version and a test delivery as a test message', () => {
    const karaoke = buildNewReleaseMessage(sampleErnInput('karaoke_video'));
    expect(karaoke).toContain('<VersionType>KaraokeVersion</VersionType>');
    expect(karaoke).toContain('<MessageControlType>TestMessage</MessageControlType>');
  });

  it('sends a single of two tracks with the Audio profile, each track also as a track release', () => {
    const summary = readErnSummary(buildNewReleaseMessage(sampleErnInput('single', 2)));
    expect(summary.releaseProfile).toBe('Audio');
    expect(summary.releases.map((release) => release.types)).toEqual([['Single'], ['TrackRelease'], ['TrackRelease']]);
  });
});

describe('XML special characters and Japanese text', () => {
  const tricky = `Rock & Roll <Live> "Tokyo" 'Night' ]]> 東京の夜`;

  it('survive a build and read round trip in titles, names and file names', () => {
    const input = sampleErnInput('album');
    const tracks = input.release.tracks.map((track, index) =>
      index === 0
        ? {
            ...track,
            title: tricky,
            version: 'Mix & <Edit>',
            artists: [{ name: 'A&B <"Duo">', role: 'MainArtist' as const }],
            file: { ...track.file, uri: "resources/rock & roll 'live'.wav" },
          }
        : track,
    );
    const xml = buildNewReleaseMessage({ ...input, release: { ...input.release, title: tricky, tracks } });
    expect(xml).not.toContain('<Live>');
    const summary = readErnSummary(xml);
    expect(summary.releases[0]?.title).toBe(tricky);
    expect(summary.resources[0]).toMatchObject({
      title: `${tricky} (Mix & <Edit>)`,
      files: [{ uri: "resources/rock & roll 'live'.wav" }],
    });
    expect(summary.releases.find((release) => release.reference === 'R1')?.displayArtist).toBe('A&B <"Duo">');
  });

  it('drops control characters XML cannot carry instead of writing a broken document', () => {
    const input = sampleErnInput('single');
    const xml = buildNewReleaseMessage({ ...input, release: { ...input.release, title: 'Bell\u0007 歌' } });
    expect(readErnSummary(xml).releases[0]?.title).toBe('Bell 歌');
  });
});
