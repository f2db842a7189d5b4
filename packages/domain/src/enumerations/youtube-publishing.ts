/**
 * Video channel network (YouTube MCN) registration status codes. The spec
 * gives the codes without names, so they stay numeric.
 */
export const VIDEO_CHANNEL_NETWORK_STATUS_CODES = [100, 200, 210, 220, 230, 240, 250, 260, 300, 400, 500] as const;
export type VideoChannelNetworkStatusCode = (typeof VIDEO_CHANNEL_NETWORK_STATUS_CODES)[number];

/** YouTube channel type; meanings not given by the spec. */
export const YOUTUBE_CHANNEL_TYPES = [0, 1, 2, 3] as const;
export type YoutubeChannelType = (typeof YOUTUBE_CHANNEL_TYPES)[number];

export const CREATOR_CHANNEL_ADDITIONAL_STATUSES = ['none', 'applying', 'approved', 'rejected'] as const;
export type CreatorChannelAdditionalStatus = (typeof CREATOR_CHANNEL_ADDITIONAL_STATUSES)[number];

/** Answer to a community song proposal to add a channel. */
export const CHANNEL_ADDITION_PROPOSAL_ACTIONS = ['approve', 'reject'] as const;
export type ChannelAdditionProposalAction = (typeof CHANNEL_ADDITION_PROPOSAL_ACTIONS)[number];

/** Publishing work status codes; named neither by the spec nor here. */
export const WORK_STATUS_CODES = [
  50, 100, 200, 210, 220, 230, 240, 300, 310, 320, 330, 340, 400, 410, 490, 900,
] as const;
export type WorkStatusCode = (typeof WORK_STATUS_CODES)[number];

/** Shared by work splits and video-network splits. */
export const SPLIT_STATUS_CODES = [100, 200, 300, 400] as const;
export type SplitStatusCode = (typeof SPLIT_STATUS_CODES)[number];

/** Broadcast secondary-use royalty collection wizard. */
export const BROADCAST_WIZARD_STEPS = ['terms', 'songs', 'account', 'confirm', 'complete'] as const;
export type BroadcastWizardStep = (typeof BROADCAST_WIZARD_STEPS)[number];

export const BROADCAST_SONG_FILTER_MODES = ['all', 'selected'] as const;
export type BroadcastSongFilterMode = (typeof BROADCAST_SONG_FILTER_MODES)[number];

export const BROADCAST_TAB_KEYS = ['all', 'releases', 'songs'] as const;
export type BroadcastTabKey = (typeof BROADCAST_TAB_KEYS)[number];

export const BULK_SECONDARY_USE_RESPONSE_STATUSES = ['pending'] as const;
export type BulkSecondaryUseResponseStatus = (typeof BULK_SECONDARY_USE_RESPONSE_STATUSES)[number];

/** The step after `step`, or undefined on the last one. */
export const nextBroadcastWizardStep = (step: BroadcastWizardStep): BroadcastWizardStep | undefined =>
  BROADCAST_WIZARD_STEPS[BROADCAST_WIZARD_STEPS.indexOf(step) + 1];
