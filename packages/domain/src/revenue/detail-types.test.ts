import { describe, expect, it } from 'vitest';
import { ESTIMATE_REPORT_DETAIL_TYPES } from '../enumerations/report.ts';
import { findStore } from '../release/stores.ts';
import {
  AMAZON_DOWNLOAD_STORE_IDS,
  detailTypeOf,
  distributionTypeOf,
  ESTIMATE_REPORT_DETAIL_TYPE_LABELS,
  KARAOKE_VIDEO_STORE_IDS,
  type SaleLine,
  SHORT_VIDEO_STORE_IDS,
  saleUseKind,
} from './detail-types.ts';

const line = (commercialModel: string, useType: string, storeId: string, extra: Partial<SaleLine> = {}): SaleLine => ({
  commercialModel,
  useType,
  storeId,
  ...extra,
});

describe('sale use kinds', () => {
  it('reads the use type first and the commercial model when the use type says nothing', () => {
    expect(saleUseKind('PayAsYouGoModel', 'PermanentDownload')).toBe('download');
    expect(saleUseKind('SubscriptionModel', 'TetheredDownload')).toBe('stream');
    expect(saleUseKind('SubscriptionModel', 'Unknown')).toBe('stream');
    expect(saleUseKind('PayAsYouGoModel', 'UserDefined')).toBe('download');
    expect(saleUseKind('RightsClaimModel', 'Unknown')).toBe('ugc');
    expect(saleUseKind('AsPerContract', 'AsPerContract')).toBe('unknown');
  });
});

describe('estimate report detail types', () => {
  it.each([
    [line('PayAsYouGoModel', 'PermanentDownload', 'itunes'), 'download'],
    [line('PayAsYouGoModel', 'Download', 'mora'), 'download'],
    [line('PayAsYouGoModel', 'PermanentDownload', 'amazon_music'), 'amazondod'],
    [line('SubscriptionModel', 'OnDemandStream', 'spotify'), 'streaming'],
    [line('AdvertisementSupportedModel', 'Stream', 'spotify'), 'streaming'],
    [line('SubscriptionModel', 'ProgrammedContentStream', 'pandora'), 'streaming'],
    [line('SubscriptionModel', 'ContentInfluencedStream', 'deezer'), 'streaming'],
    [line('SubscriptionModel', 'TetheredDownload', 'apple_music'), 'streaming'],
    [line('SubscriptionModel', 'OnDemandStream', 'amazon_music'), 'streaming'],
    [line('AdvertisementSupportedModel', 'UserMakeAvailableUserProvided', 'tiktok'), 'short_movie'],
    [line('RightsClaimModel', 'UserMakeAvailableUserProvided', 'facebook'), 'short_movie'],
    [line('AdvertisementSupportedModel', 'UserMakeAvailableUserProvided', 'youtube_content_id'), 'streaming'],
    [line('SubscriptionModel', 'OnDemandStream', 'spotify', { isDiscovery: true }), 'discovery'],
    [line('PayAsYouGoModel', 'PermanentDownload', 'dwango', { isKaraokeVideo: true }), 'vk_download'],
    [line('SubscriptionModel', 'OnDemandStream', 'dwango', { isKaraokeVideo: true }), 'vk_streaming'],
    [line('PayAsYouGoModel', 'UseAsKaraoke', 'dwango'), 'vk_download'],
    [line('SubscriptionModel', 'UseAsKaraoke', 'dwango'), 'vk_streaming'],
    [line('PayAsYouGoModel', 'UseAsRingtone', 'recochoku_ringtone'), 'download'],
  ] as const)('%o is %s', (sale, expected) => {
    expect(detailTypeOf(sale)).toBe(expected);
  });

  it('leaves a line it cannot tell unclassified', () => {
    expect(detailTypeOf(line('AsPerContract', 'Unknown', 'spotify'))).toBeUndefined();
  });

  it('names every detail type in both languages', () => {
    expect(Object.keys(ESTIMATE_REPORT_DETAIL_TYPE_LABELS).sort()).toEqual([...ESTIMATE_REPORT_DETAIL_TYPES].sort());
    expect(ESTIMATE_REPORT_DETAIL_TYPE_LABELS.streaming).toEqual({ ja: 'ストリーミング', en: 'Streaming' });
    expect(ESTIMATE_REPORT_DETAIL_TYPE_LABELS.download).toEqual({ ja: 'ダウンロード', en: 'Download' });
    expect(ESTIMATE_REPORT_DETAIL_TYPE_LABELS.short_movie).toEqual({ ja: 'ショート動画', en: 'Short video' });
  });

  it('only names stores of the catalogue', () => {
    for (const id of [...AMAZON_DOWNLOAD_STORE_IDS, ...SHORT_VIDEO_STORE_IDS, ...KARAOKE_VIDEO_STORE_IDS]) {
      expect(findStore(id), id).toBeDefined();
    }
  });
});

describe('store report distribution types', () => {
  it.each([
    [line('PayAsYouGoModel', 'PermanentDownload', 'itunes'), 'song'],
    [line('PayAsYouGoModel', 'PermanentDownload', 'itunes', { isWholeRelease: true }), 'album'],
    [line('PayAsYouGoModel', 'PermanentDownload', 'itunes', { isVideo: true }), 'video_track'],
    [line('PayAsYouGoModel', 'PermanentDownload', 'itunes', { isVideo: true, isWholeRelease: true }), 'video_album'],
    [line('PayAsYouGoModel', 'PermanentDownload', 'amazon_music'), 'dod'],
    [line('SubscriptionModel', 'OnDemandStream', 'spotify'), 'streaming'],
    [line('SubscriptionModel', 'OnDemandStream', 'apple_music', { isVideo: true }), 'video_streaming'],
    [line('AdvertisementSupportedModel', 'Stream', 'youtube_music_key', { isVideo: true }), 'video_ad_streaming'],
    [
      line('RightsClaimModel', 'UserMakeAvailableUserProvided', 'youtube_content_id', { isVideo: true }),
      'video_ad_streaming',
    ],
    [line('PayAsYouGoModel', 'Rent', 'itunes', { isVideo: true }), 'video_rental'],
    [line('PayAsYouGoModel', 'PermanentDownload', 'recochoku_ringtone'), 'ringtone'],
    [line('PayAsYouGoModel', 'UseAsRingbackTone', 'dwango'), 'ringtone'],
    [line('AdvertisementSupportedModel', 'UserMakeAvailableUserProvided', 'facebook'), 'facebook'],
    [line('SubscriptionModel', 'OnDemandStream', 'spotify', { isDiscovery: true }), 'discovery'],
    [line('PayAsYouGoModel', 'UseAsKaraoke', 'dwango'), 'video_track'],
    [line('SubscriptionModel', 'OnDemandStream', 'dwango', { isKaraokeVideo: true }), 'video_streaming'],
    [line('AsPerContract', 'Unknown', 'spotify'), 'notlisted'],
  ] as const)('%o is %s', (sale, expected) => {
    expect(distributionTypeOf(sale)).toBe(expected);
  });
});
