export const ESTIMATE_REPORT_OLD_DATE_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type EstimateReportOldDateType = (typeof ESTIMATE_REPORT_OLD_DATE_TYPES)[number];

export const ESTIMATE_REPORT_DETAIL_TYPES = [
  'amazondod',
  'download',
  'streaming',
  'vk_download',
  'vk_streaming',
  'discovery',
  'short_movie',
] as const;
export type EstimateReportDetailType = (typeof ESTIMATE_REPORT_DETAIL_TYPES)[number];

/** Whose releases the older split report covers. */
export const ESTIMATE_REPORT_OLD_SPLIT_TYPES = ['collaborations', 'my-releases', 'all'] as const;
export type EstimateReportOldSplitType = (typeof ESTIMATE_REPORT_OLD_SPLIT_TYPES)[number];

export const ESTIMATE_REPORT_DISPLAY_TYPES = ['release', 'song', 'country', 'jppref', 'dashboard_top', 'csv'] as const;
export type EstimateReportDisplayType = (typeof ESTIMATE_REPORT_DISPLAY_TYPES)[number];

export const FINANCIAL_REPORT_YEAR_MONTH_MODES = ['yearmonth', 'fixed'] as const;
export type FinancialReportYearMonthMode = (typeof FINANCIAL_REPORT_YEAR_MONTH_MODES)[number];

export const REVENUE_TYPES = ['ringtone', 'label', 'artist'] as const;
export type RevenueType = (typeof REVENUE_TYPES)[number];

export const DASHBOARD_CHART_SORTS = ['asc', 'desc'] as const;
export type DashboardChartSort = (typeof DASHBOARD_CHART_SORTS)[number];

/** Variable price types 1..4; meanings not given by the spec. */
export const VARIABLE_PRICE_TYPES = [1, 2, 3, 4] as const;
export type VariablePriceType = (typeof VARIABLE_PRICE_TYPES)[number];

export const CHART_IN_SEARCH_PERIODS = ['past', 'latest'] as const;
export type ChartInSearchPeriod = (typeof CHART_IN_SEARCH_PERIODS)[number];

export const STORE_REPORT_DISTRIBUTION_TYPES = [
  'song',
  'streaming',
  'ringtone',
  'locker',
  'video_track',
  'video_streaming',
  'video_locker',
  'notlisted',
  'discovery',
  'video_ad_streaming',
  'facebook',
  'album',
  'dod',
  'video_album',
  'video_rental',
] as const;
export type StoreReportDistributionType = (typeof STORE_REPORT_DISTRIBUTION_TYPES)[number];

/**
 * Store identifiers the spec names. The product has about 50, not listed by
 * the spec, so the type stays open to the others.
 */
export const KNOWN_STORE_IDS = [
  'itunes',
  'spotify',
  'apple_music',
  'amazon_music',
  'youtube_music_key',
  'tiktok',
  'line',
  'deezer',
  'rakuten_music',
] as const;
export type KnownStoreId = (typeof KNOWN_STORE_IDS)[number];
export type StoreId = KnownStoreId | (string & {});

/** Why a store cannot take a given release. */
export const STORE_UNAVAILABLE_REASONS = [
  'need_hires',
  'invalid_genre',
  'audio_less_than_30',
  'need_all_region',
] as const;
export type StoreUnavailableReason = (typeof STORE_UNAVAILABLE_REASONS)[number];

/** Milestones: shareable achievement images. */
export const MILESTONE_MAIN_IMAGE_SHAPES = ['square', 'circle'] as const;
export type MilestoneMainImageShape = (typeof MILESTONE_MAIN_IMAGE_SHAPES)[number];

export const MILESTONE_KINDS = [
  'artist_play_count',
  'release_play_count',
  'song_play_count',
  'annual_artist_2023',
  'annual_artist_streaming_2024',
  'annual_artist_ugc_2024',
  'artist_ugc_play_count',
  'release_ugc_play_count',
  'song_ugc_play_count',
  'others',
] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

export const MILESTONE_TYPE_IDS = [1000, 1100, 1200, 2000, 2001, 2101, 3000, 3100, 3200] as const;
export type MilestoneTypeId = (typeof MILESTONE_TYPE_IDS)[number];

export const MILESTONE_IMAGE_TYPES = ['main_image', 'ogp_image'] as const;
export type MilestoneImageType = (typeof MILESTONE_IMAGE_TYPES)[number];

/** The separate milestone image host takes the short form in its query. */
export const MILESTONE_HOST_IMAGE_TYPES = ['main', 'ogp'] as const;
export type MilestoneHostImageType = (typeof MILESTONE_HOST_IMAGE_TYPES)[number];

export const MILESTONE_CUSTOM_AREA_TYPES = ['linkcore'] as const;
export type MilestoneCustomAreaType = (typeof MILESTONE_CUSTOM_AREA_TYPES)[number];
