/** Wanted = the audition programme. */
export const WANTED_ARTIST_TYPES = ['inDistribution', 'new'] as const;
export type WantedArtistType = (typeof WANTED_ARTIST_TYPES)[number];

export const WANTED_ARTIST_STATUSES = ['applied', 'draft', 'never'] as const;
export type WantedArtistStatus = (typeof WANTED_ARTIST_STATUSES)[number];

export const WANTED_UNAPPLIABLE_REASONS = ['not_in_distribution', 'not_target_artist'] as const;
export type WantedUnappliableReason = (typeof WANTED_UNAPPLIABLE_REASONS)[number];

export const WANTED_SONG_TYPES = ['inDistribution', 'upload', 'url'] as const;
export type WantedSongType = (typeof WANTED_SONG_TYPES)[number];

export const WANTED_FILE_TYPES = ['audio', 'movie'] as const;
export type WantedFileType = (typeof WANTED_FILE_TYPES)[number];

/** Field types an audition can add to its application form. */
export const CUSTOM_PROPERTY_TYPES = ['text', 'textarea', 'radio', 'number', 'checkbox', 'select', 'group'] as const;
export type CustomPropertyType = (typeof CUSTOM_PROPERTY_TYPES)[number];

export const WANTED_ARTIST_REQUIRED_PROFILE_PROPERTIES = [
  'image',
  'movie',
  'name',
  'url_youtube_channel',
  'youtube_category',
  'youtube_channel_followers',
  'url_apple_music_artist_page',
  'url_spotify_ja_artist_page',
  'url_spotify_en_artist_page',
  'url_line_music_artist_page',
  'url_amazon_music_artist_page',
  'url_twitter',
  'url_instagram',
  'url_facebook',
  'url_tiktok',
  'url_soundcloud',
  'url_official',
  'profile',
  'genre',
  'activity_area',
  'origin',
  'birthday',
  'start_year',
  'member',
  'label',
] as const;
export type WantedArtistRequiredProfileProperty = (typeof WANTED_ARTIST_REQUIRED_PROFILE_PROPERTIES)[number];

/** 'prefered' is spelt as the server spells it. */
export const WANTED_USER_REQUIRED_PROFILE_PROPERTIES = [
  'name',
  'telephone',
  'address',
  'prefered_user_bank_account_id',
  'protector_agree',
] as const;
export type WantedUserRequiredProfileProperty = (typeof WANTED_USER_REQUIRED_PROFILE_PROPERTIES)[number];

export const COMMUNITY_SONG_STATUSES = ['under_negotiation', 'complete_negotiation'] as const;
export type CommunitySongStatus = (typeof COMMUNITY_SONG_STATUSES)[number];

export const PROPOSAL_TYPES = ['none', 'negotiation', 'approve', 'cancel'] as const;
export type ProposalType = (typeof PROPOSAL_TYPES)[number];

/** Which side of a proposal acted: the distributing artist or the community creator. */
export const PROPOSAL_ACTION_USERS = ['distribution_user', 'community_user'] as const;
export type ProposalActionUser = (typeof PROPOSAL_ACTION_USERS)[number];

export const COMMUNITY_SONG_ALLOWED_ACTIONS = ['none', 'download', 'all'] as const;
export type CommunitySongAllowedAction = (typeof COMMUNITY_SONG_ALLOWED_ACTIONS)[number];
