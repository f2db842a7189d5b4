// How a store's sales line is classified for reports: the estimate report's detail type and the store report's
// distribution type, from the line's DDEX CommercialModelType and UseType (sales reports and ERN share the allowed
// value sets) and the store it came from.
//
// The spec names the types but not the rules; these are ours:
// - The use type decides download against stream. Tethered and conditional downloads (a subscription's offline
//   copies) are paid per play like streams, so they count as streaming; "Rent" is a time-limited stream. A use type
//   we do not know falls back on the commercial model: pay-as-you-go is a download, subscription, advertising and
//   free-of-charge models are streams, a rights claim (Content ID) is user-generated use.
// - Detail type, first rule that applies: the line's discovery flag -> discovery; a short-video store (TikTok,
//   Facebook/Instagram Reels, Snapchat) -> short_movie; karaoke video (the caller's flag, no store of ours is one, or
//   the UseAsKaraoke use type) -> vk_download / vk_streaming; a download or ringtone sale at Amazon -> amazondod;
//   other downloads and ringtones -> download; streams, rentals and user-generated use -> streaming.
// - Distribution type, first rule that applies: discovery flag -> discovery; the Facebook store -> facebook; a
//   ringtone use or ringtone store -> ringtone; a rental -> video_rental; a download at Amazon -> dod; other
//   downloads -> album / song (video_album / video_track for video, karaoke included) by whether the whole release
//   was sold; video streams paid by advertising or user-generated use -> video_ad_streaming, other video streams ->
//   video_streaming, audio streams -> streaming; anything unclassifiable -> notlisted. Locker types are never
//   derived: stores report cloud-locker lines with their own type.
import type { LocalisedText } from '../enumerations/misc.ts';
import type { EstimateReportDetailType, StoreReportDistributionType } from '../enumerations/report.ts';
import { findStore } from '../release/stores.ts';

/** What a sale was, before the report's own types. */
export type SaleUseKind = 'download' | 'stream' | 'rental' | 'ugc' | 'ringtone' | 'karaoke' | 'unknown';

const USE_KINDS: Readonly<Record<string, SaleUseKind>> = {
  PermanentDownload: 'download',
  Download: 'download',
  KioskDownload: 'download',
  OnDemandStream: 'stream',
  Stream: 'stream',
  NonInteractiveStream: 'stream',
  ProgrammedContentStream: 'stream',
  ContentInfluencedStream: 'stream',
  TimeInfluencedStream: 'stream',
  Webcast: 'stream',
  Simulcast: 'stream',
  TetheredDownload: 'stream',
  ConditionalDownload: 'stream',
  Rent: 'rental',
  UserMakeAvailableUserProvided: 'ugc',
  UserMakeAvailableLabelProvided: 'ugc',
  UseForIdentification: 'ugc',
  UseAsRingtone: 'ringtone',
  UseAsRingtune: 'ringtone',
  UseAsRingbackTone: 'ringtone',
  UseAsRingbackTune: 'ringtone',
  UseAsAlertTone: 'ringtone',
  UseAsKaraoke: 'karaoke',
};

const MODEL_KINDS: Readonly<Record<string, SaleUseKind>> = {
  PayAsYouGoModel: 'download',
  SubscriptionModel: 'stream',
  AdvertisementSupportedModel: 'stream',
  FreeOfChargeModel: 'stream',
  RightsClaimModel: 'ugc',
};

/** Stores whose downloads are reported as Amazon's (amazondod / dod). */
export const AMAZON_DOWNLOAD_STORE_IDS: readonly string[] = ['amazon_music'];
/** Stores where music is used in short videos; every line from them is short_movie. */
export const SHORT_VIDEO_STORE_IDS: readonly string[] = ['tiktok', 'facebook', 'snapchat'];
/** Karaoke video stores; none is in the catalogue yet, so karaoke lines are marked by the caller's flag. */
export const KARAOKE_VIDEO_STORE_IDS: readonly string[] = [];

export type SaleLine = {
  /** DDEX CommercialModelType, e.g. "SubscriptionModel". */
  readonly commercialModel: string;
  /** DDEX UseType, e.g. "OnDemandStream". */
  readonly useType: string;
  readonly storeId: string;
  /** The store marked the line as discovery (promotion) revenue. */
  readonly isDiscovery?: boolean;
  /** The line is a karaoke video ("video kicks") use. */
  readonly isKaraokeVideo?: boolean;
  readonly isVideo?: boolean;
  /** The whole release was sold, rather than one track. */
  readonly isWholeRelease?: boolean;
};

export const saleUseKind = (commercialModel: string, useType: string): SaleUseKind =>
  USE_KINDS[useType] ?? MODEL_KINDS[commercialModel] ?? 'unknown';

/** A karaoke use is a download when bought outright, else a stream. */
const karaokeIsDownload = (line: SaleLine, kind: SaleUseKind): boolean =>
  kind === 'download' || (kind === 'karaoke' && line.commercialModel === 'PayAsYouGoModel');

/** The estimate report's detail type of a line; undefined when neither its use nor its model says what it was. */
export const detailTypeOf = (line: SaleLine): EstimateReportDetailType | undefined => {
  const kind = saleUseKind(line.commercialModel, line.useType);
  if (line.isDiscovery) return 'discovery';
  if (SHORT_VIDEO_STORE_IDS.includes(line.storeId)) return 'short_movie';
  if (line.isKaraokeVideo || kind === 'karaoke' || KARAOKE_VIDEO_STORE_IDS.includes(line.storeId)) {
    return karaokeIsDownload(line, kind) ? 'vk_download' : 'vk_streaming';
  }
  if (kind === 'download' || kind === 'ringtone') {
    return AMAZON_DOWNLOAD_STORE_IDS.includes(line.storeId) ? 'amazondod' : 'download';
  }
  if (kind === 'unknown') return undefined;
  return 'streaming';
};

/** The store report's distribution type of a line; notlisted when it cannot be told. */
export const distributionTypeOf = (line: SaleLine): StoreReportDistributionType => {
  const kind = saleUseKind(line.commercialModel, line.useType);
  if (line.isDiscovery) return 'discovery';
  if (line.storeId === 'facebook') return 'facebook';
  if (kind === 'ringtone' || findStore(line.storeId)?.media.includes('ringtone')) return 'ringtone';
  if (kind === 'rental') return 'video_rental';
  // Karaoke is always a video, whatever the caller says.
  const isVideo = line.isVideo || line.isKaraokeVideo || kind === 'karaoke';
  const isDownload = kind === 'download' || (kind === 'karaoke' && karaokeIsDownload(line, kind));
  if (isDownload) {
    if (AMAZON_DOWNLOAD_STORE_IDS.includes(line.storeId)) return 'dod';
    if (isVideo) return line.isWholeRelease ? 'video_album' : 'video_track';
    return line.isWholeRelease ? 'album' : 'song';
  }
  if (kind === 'unknown') return 'notlisted';
  if (isVideo) {
    return kind === 'ugc' || line.commercialModel === 'AdvertisementSupportedModel'
      ? 'video_ad_streaming'
      : 'video_streaming';
  }
  return 'streaming';
};

export const ESTIMATE_REPORT_DETAIL_TYPE_LABELS: Readonly<Record<EstimateReportDetailType, LocalisedText>> = {
  amazondod: { ja: 'Amazon ダウンロード', en: 'Amazon download' },
  download: { ja: 'ダウンロード', en: 'Download' },
  streaming: { ja: 'ストリーミング', en: 'Streaming' },
  vk_download: { ja: 'カラオケ動画（ダウンロード）', en: 'Karaoke video (download)' },
  vk_streaming: { ja: 'カラオケ動画（ストリーミング）', en: 'Karaoke video (streaming)' },
  discovery: { ja: 'ディスカバリー', en: 'Discovery' },
  short_movie: { ja: 'ショート動画', en: 'Short video' },
};
