// Reads DDEX's nine ERN 4.3 samples and refuses what is not an ERN 4.3 NewReleaseMessage.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIsoDuration, readErnSummary } from './read-ern.ts';

const FIXTURES = new URL('./fixtures/ern43/', import.meta.url);
const readFixture = (name: string): string => readFileSync(new URL(name, FIXTURES), 'utf8');

describe("reading DDEX's nine ERN 4.3 sample messages", () => {
  it('has all nine samples as fixtures', () => {
    expect(readdirSync(FIXTURES).filter((name) => name.endsWith('.xml'))).toHaveLength(9);
  });

  it.each([
    ['1-audio.xml', 'Audio', ['Album'], '00094631432057', 'Yume no Hajmari', { SoundRecording: 21, Image: 1 }, 21],
    ['2-video.xml', 'Video', ['VideoAlbum'], '05099962136853', 'La Première Fois (Video)', { Video: 2, Image: 3 }, 2],
    [
      '3-mixedmedia.xml',
      'MixedMedia',
      ['Bundle'],
      '05099907138655',
      'Einfach Anna!',
      { SoundRecording: 14, Video: 3 },
      17,
    ],
    [
      '4-simpleaudiosingle.xml',
      'SimpleAudioSingle',
      ['SingleResourceRelease', 'Audio'],
      undefined,
      'RIOPY: I Love You',
      { SoundRecording: 1 },
      0,
    ],
    [
      '5-simplevideosingle.xml',
      'SimpleVideoSingle',
      ['SingleResourceRelease', 'Video'],
      undefined,
      'Been Waiting',
      { Video: 1 },
      0,
    ],
    [
      '6-ringtone.xml',
      'Ringtone',
      ['RingtoneRelease', 'eMastertone'],
      undefined,
      'Middle of a Memory',
      { SoundRecording: 1 },
      0,
    ],
    [
      '7-longformmusicalworkvideo.xml',
      'LongFormMusicalWorkVideo',
      ['LongFormMusicalWorkVideoRelease'],
      '00602537022502',
      'The Italian - Live In Concert (Concert Film)',
      { Video: 2, Image: 14 },
      0,
    ],
    ['8-djmix.xml', 'DjMix', ['DjMix'], '123123123123', 'MMix', { SoundRecording: 9 }, 0],
    [
      'variant-classical.xml',
      'Audio',
      ['Album'],
      undefined,
      'Antonio Vivaldi: The Four Seasons (Concertos for Violins and Strings)',
      { SoundRecording: 12 },
      12,
    ],
  ] as const)(
    '%s: %s profile, main release %j with ICPN %s',
    (file, profile, types, icpn, title, counts, trackReleases) => {
      const summary = readErnSummary(readFixture(file));
      expect(summary.releaseProfile).toBe(profile);
      const main = summary.releases.find((release) => release.isMain);
      expect(main).toMatchObject({ reference: 'R0', types, title });
      expect(main?.icpn).toBe(icpn);
      for (const [kind, count] of Object.entries(counts)) {
        expect(summary.resources.filter((resource) => resource.kind === kind)).toHaveLength(count);
      }
      expect(summary.releases.filter((release) => release.types.includes('TrackRelease'))).toHaveLength(trackReleases);
    },
  );

  it('sample 1: 21 sound recordings, each with an ISRC and a WAV file, sold as an album and 21 track releases', () => {
    const summary = readErnSummary(readFixture('1-audio.xml'));
    expect(summary).toMatchObject({
      messageId: 'Test1.1',
      threadId: 'Test1',
      senderDpid: 'PADPIDA2013042401U',
      recipientDpid: 'PADPIDA2009101501Y',
      controlType: 'LiveMessage',
    });
    const recordings = summary.resources.filter((resource) => resource.kind === 'SoundRecording');
    expect(recordings.map((recording) => recording.isrc).every((isrc) => /^JPTO\d{8}$/.test(isrc ?? ''))).toBe(true);
    expect(recordings[0]).toMatchObject({
      reference: 'A1',
      isrc: 'JPTO09404900',
      title: 'Yume no Lullaby',
      durationSeconds: 148,
      files: [{ uri: '0094631432057_01_001.wav' }],
    });
    const track = summary.releases.find((release) => release.reference === 'R1');
    expect(track).toMatchObject({
      isMain: false,
      isrc: 'JPTO09404900',
      title: 'Yume no Lullaby',
      displayArtist: 'Saeko Shu',
    });
    expect(summary.deals.filter((deal) => deal.releaseReference === 'R0').length).toBeGreaterThan(0);
  });

  it('sample 4: the FLAC file with its bit depth, sampling rate and MD5, and 747 deals by territory', () => {
    const summary = readErnSummary(readFixture('4-simpleaudiosingle.xml'));
    expect(summary.resources[0]).toMatchObject({
      isrc: 'GBAYC1700598',
      durationSeconds: 263.583,
      bitsPerSample: 16,
      sampleRateHz: 44_100,
      files: [{ uri: 'resources/190295810726_00001_LL.flac', md5: 'db7dd2f3bb9b322646e3f4d7b65b47ab' }],
    });
    expect(summary.deals).toHaveLength(747);
    expect(summary.deals[0]).toEqual({
      releaseReference: 'R0',
      commercialModels: ['AdvertisementSupportedModel'],
      useTypes: ['NonInteractiveStream', 'OnDemandStream'],
      territories: ['AD'],
      startDate: '2017-04-25',
      endDate: undefined,
    });
  });

  it('sample 6: a ringtone delivered as two WAV files of one sound recording', () => {
    const summary = readErnSummary(readFixture('6-ringtone.xml'));
    expect(summary.resources[0]?.files.map((file) => file.uri)).toEqual([
      'resources/USWB11700001_999_012_N_44_16.wav',
      'resources/USWB11700001_999_007_N_44_16.wav',
    ]);
  });

  it('sample 8: empty message ids read as empty text, a user-defined commercial model by its value', () => {
    const summary = readErnSummary(readFixture('8-djmix.xml'));
    expect(summary.messageId).toBe('');
    expect(summary.deals[0]?.commercialModels).toEqual(['SubscriptionModel', 'DSP Program 6']);
  });
});

describe('refusing what is not an ERN 4.3 NewReleaseMessage', () => {
  it.each([
    ['an empty text', '', /not well-formed/],
    ['plain text', 'hello', /not well-formed \(line 1/],
    ['broken XML', '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"><MessageHeader>', /not well-formed/],
    ['another root element', '<PurchaseOrder/>', /root element is <PurchaseOrder>/],
    [
      'ERN 3.8.2',
      '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/382"/>',
      /namespace is http:\/\/ddex.net\/xml\/ern\/382/,
    ],
    ['no namespace', '<NewReleaseMessage><MessageHeader/></NewReleaseMessage>', /no ERN namespace/],
    ['no header', '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"/>', /no MessageHeader/],
  ])('%s', (_, xml, reason) => {
    expect(() => readErnSummary(xml)).toThrow(/^Not an ERN 4\.3 NewReleaseMessage: /);
    expect(() => readErnSummary(xml)).toThrow(reason);
  });
});

describe('ISO 8601 durations', () => {
  it.each([
    ['PT2M28S', 148],
    ['PT4M23.583S', 263.583],
    ['PT1H2M21S', 3741],
    ['PT1M', 60],
    ['P1DT1S', 86_401],
    ['PT0S', 0],
    ['2:28', undefined],
    ['PT', undefined],
    ['', undefined],
  ])('%s is %s seconds', (text, seconds) => {
    expect(parseIsoDuration(text)).toBe(seconds);
  });
});
