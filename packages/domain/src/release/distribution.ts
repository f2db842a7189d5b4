// Review decisions, what each store is offered (DDEX deals), the state of one release at one store, and how the
// stores' answers add up to the release's status. See docs/decisions/0009-review-and-delivery.md.
import type { LocalisedText } from '../enumerations/misc.ts';
import type { ReleaseStatusName } from '../enumerations/release.ts';
import type { ReleaseMedia } from './limits.ts';
import { findStore } from './stores.ts';

// ---------------------------------------------------------------------------------------------------------------
// Review

export const REVIEW_DECISIONS = [
  'approve',
  'flag',
  'sendback',
  'reject',
  'to_vocaloid_review',
  'to_store_review',
] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Statuses an operator has something to decide in: the review queue. */
export const REVIEW_QUEUE_STATUSES = [
  'creating_cdc_done',
  'refine_cdc_done',
  'review_flagged',
  'vocaloid_review_waiting',
  'vocaloid_review_flagged',
  'store_review_waiting',
  'store_review_flagged',
] as const satisfies readonly ReleaseStatusName[];
export type ReviewQueueStatus = (typeof REVIEW_QUEUE_STATUSES)[number];

export const isInReviewQueue = (status: ReleaseStatusName): status is ReviewQueueStatus =>
  (REVIEW_QUEUE_STATUSES as readonly string[]).includes(status);

type Path = 'main' | 'vocaloid' | 'store';
const pathOf = (status: ReviewQueueStatus): Path =>
  status.startsWith('vocaloid_') ? 'vocaloid' : status.startsWith('store_') ? 'store' : 'main';

const TARGETS: Readonly<Record<Path, Partial<Record<ReviewDecision, ReleaseStatusName>>>> = {
  main: {
    approve: 'review_approved',
    flag: 'review_flagged',
    sendback: 'review_sendback',
    reject: 'review_rejected',
    to_vocaloid_review: 'vocaloid_review_waiting',
    to_store_review: 'store_review_waiting',
  },
  vocaloid: {
    approve: 'vocaloid_review_approved',
    flag: 'vocaloid_review_flagged',
    sendback: 'vocaloid_review_rejwait',
    reject: 'vocaloid_review_rejected',
  },
  store: {
    approve: 'store_review_approved',
    flag: 'store_review_flagged',
    sendback: 'store_review_rejwait',
    reject: 'store_review_rejected',
  },
};

/**
 * Where a decision takes a release waiting in `from`; undefined when the decision does not apply there (a flagged
 * release cannot be flagged again, the Vocaloid and store paths do not branch further, a flagged Vocaloid or store
 * review is approved or rejected).
 */
export const reviewTarget = (from: ReviewQueueStatus, decision: ReviewDecision): ReleaseStatusName | undefined => {
  if (from.endsWith('_flagged') && decision === 'flag') return undefined;
  if ((from === 'vocaloid_review_flagged' || from === 'store_review_flagged') && decision === 'sendback')
    return undefined;
  if (from === 'review_flagged' && (decision === 'to_vocaloid_review' || decision === 'to_store_review'))
    return undefined;
  return TARGETS[pathOf(from)][decision];
};

export const reviewDecisionsFor = (from: ReviewQueueStatus): ReviewDecision[] =>
  REVIEW_DECISIONS.filter((decision) => reviewTarget(from, decision) !== undefined);

/** The user reads the reason of these decisions, so one must be given. */
export const isReasonRequired = (decision: ReviewDecision): boolean => decision === 'sendback' || decision === 'reject';

/** Approved statuses from which the service queues the release for the stores by itself. */
export const APPROVED_STATUSES = [
  'review_approved',
  'vocaloid_review_approved',
  'store_review_approved',
] as const satisfies readonly ReleaseStatusName[];

export const REVIEW_DECISION_LABELS: Readonly<Record<ReviewDecision, LocalisedText>> = {
  approve: { ja: '承認', en: 'Approve' },
  flag: { ja: '保留（確認事項あり）', en: 'Flag' },
  sendback: { ja: '修正依頼', en: 'Send back for changes' },
  reject: { ja: '却下', en: 'Reject' },
  to_vocaloid_review: { ja: 'ボーカロイド審査へ', en: 'To Vocaloid review' },
  to_store_review: { ja: 'ストア審査へ', en: 'To store review' },
};

// ---------------------------------------------------------------------------------------------------------------
// What each store is offered

export type DealTerms = {
  readonly commercialModel:
    | 'PayAsYouGoModel'
    | 'SubscriptionModel'
    | 'AdvertisementSupportedModel'
    | 'RightsClaimModel';
  readonly useTypes: readonly string[];
};

const DOWNLOAD: DealTerms = { commercialModel: 'PayAsYouGoModel', useTypes: ['PermanentDownload'] };
const SUBSCRIPTION: DealTerms = {
  commercialModel: 'SubscriptionModel',
  useTypes: ['OnDemandStream', 'NonInteractiveStream', 'ConditionalDownload'],
};
const AD_SUPPORTED: DealTerms = { commercialModel: 'AdvertisementSupportedModel', useTypes: ['OnDemandStream'] };
const RIGHTS_CLAIM: DealTerms = {
  commercialModel: 'RightsClaimModel',
  useTypes: ['UseForIdentification', 'UserMakeAvailableUserProvided'],
};
const RINGTONE: DealTerms = { commercialModel: 'PayAsYouGoModel', useTypes: ['UseAsRingtone'] };

/** Stores that sell downloads only; and those that sell downloads and stream. The rest stream. */
const DOWNLOAD_STORES = new Set([
  'itunes',
  'mora',
  'mora_hires',
  'ototoy',
  'e_onkyo',
  'recochoku',
  'dwango',
  'beatport',
  'traxsource',
]);
const DOWNLOAD_AND_STREAM_STORES = new Set(['amazon_music', 'qobuz', 'medianet']);
const FREE_TIER_STORES = new Set(['spotify', 'youtube_music_key', 'deezer', 'soundcloud', 'audiomack', 'boomplay']);

/** The deals a store gets for a release of `media` (DDEX commercial models and use types). */
export const storeDealTerms = (storeId: string, media: ReleaseMedia): DealTerms[] => {
  const store = findStore(storeId);
  if (!store) return [];
  if (media === 'ringtone') return [RINGTONE];
  if (store.isContentId) return [RIGHTS_CLAIM];
  if (DOWNLOAD_STORES.has(storeId)) return [DOWNLOAD];
  const streaming = FREE_TIER_STORES.has(storeId) ? [SUBSCRIPTION, AD_SUPPORTED] : [SUBSCRIPTION];
  return DOWNLOAD_AND_STREAM_STORES.has(storeId) ? [DOWNLOAD, ...streaming] : streaming;
};

// ---------------------------------------------------------------------------------------------------------------
// One release at one store

export const DELIVERY_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'on_sale',
  'refused',
  'failed',
  'takedown_queued',
  'takedown_sent',
  'taken_down',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, LocalisedText>> = {
  queued: { ja: '納品待ち', en: 'Queued' },
  sending: { ja: '納品中', en: 'Sending' },
  sent: { ja: 'ストア確認中', en: 'With the store' },
  delivered: { ja: '納品完了（配信開始待ち）', en: 'Delivered, going on sale' },
  on_sale: { ja: '配信中', en: 'On sale' },
  refused: { ja: 'ストアが受け付けませんでした', en: 'Refused by the store' },
  failed: { ja: '納品できませんでした', en: 'Could not be delivered' },
  takedown_queued: { ja: '配信停止待ち', en: 'Takedown queued' },
  takedown_sent: { ja: '配信停止手続き中', en: 'Takedown with the store' },
  taken_down: { ja: '配信停止済み', en: 'Taken down' },
};

const ANSWERED_OK: readonly DeliveryStatus[] = ['delivered', 'on_sale'];
const GAVE_UP: readonly DeliveryStatus[] = ['refused', 'failed'];

/**
 * The release's delivery status from its stores' states while it is being delivered: processing until every store
 * answered, then all / part / no success, and on sale as soon as one store sells it. Undefined when nothing changes
 * (no deliveries, or a status outside delivery).
 */
export const deliveryOutcome = (
  current: ReleaseStatusName,
  stores: readonly DeliveryStatus[],
): ReleaseStatusName | undefined => {
  const delivering: readonly ReleaseStatusName[] = [
    'added_store_inqueue',
    'distribution_processing',
    'distribution_allsuccess',
    'distribution_partsuccess',
    'distribution_allfailure',
    'distribution_onsale',
  ];
  if (!delivering.includes(current) || stores.length === 0) return undefined;
  const ok = stores.filter((s) => ANSWERED_OK.includes(s)).length;
  const gaveUp = stores.filter((s) => GAVE_UP.includes(s)).length;
  const onSale = stores.includes('on_sale');
  const answered = ok + gaveUp === stores.length;
  let next: ReleaseStatusName;
  if (onSale && current !== 'added_store_inqueue') next = 'distribution_onsale';
  else if (!answered) next = 'distribution_processing';
  else if (gaveUp === stores.length) next = 'distribution_allfailure';
  else if (gaveUp > 0) next = 'distribution_partsuccess';
  else next = 'distribution_allsuccess';
  if (current === 'distribution_onsale' && next !== 'distribution_onsale') return undefined;
  return next === current ? undefined : next;
};

/** A takedown is finished when no store still holds or processes the release. */
export const isTakedownComplete = (stores: readonly DeliveryStatus[]): boolean =>
  stores.every((s) => s === 'taken_down' || s === 'refused' || s === 'failed');

// ---------------------------------------------------------------------------------------------------------------
// Renewal (pay per release)

/** A paid year of distribution; reminders this many days before it ends; grace after an unpaid end. */
export const RELEASE_TERM_MONTHS = 12;
export const RENEWAL_REMINDER_DAYS = [30, 7] as const;
export const RENEWAL_OPENS_DAYS_BEFORE = 60;
export const RENEWAL_FIXED_DAYS_BEFORE = 7;
export const RENEWAL_GRACE_DAYS = 14;
