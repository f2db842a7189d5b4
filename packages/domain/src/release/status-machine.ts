// The release life cycle: which status may follow which, and who may cause each step. The service refuses any
// change not listed here (see docs/decisions/0005-release-life-cycle.md).
import type { LocalisedText } from '../enumerations/misc.ts';
import { RELEASE_STATUS, type ReleaseStatusName } from '../enumerations/release.ts';

/**
 * Who causes a change. `user`: a member of the account with editable release permission; `system`: the service
 * itself (checks, payments, jobs); `admin`: an operator (review, takedown); `store`: a store's acknowledgement.
 */
export const RELEASE_ACTORS = ['user', 'system', 'admin', 'store'] as const;
export type ReleaseActor = (typeof RELEASE_ACTORS)[number];

type Step = { readonly to: readonly ReleaseStatusName[]; readonly by: readonly ReleaseActor[] };

const REVIEW_OUTCOMES = [
  'review_approved',
  'review_flagged',
  'review_sendback',
  'review_rejected',
  'vocaloid_review_waiting',
  'store_review_waiting',
] as const satisfies readonly ReleaseStatusName[];

const RENEWAL_PERIOD = [
  'renewal_hidden_settled',
  'renewal_hidden_unsettled',
  'renewal_editable_settled',
  'renewal_editable_unsettled',
  'renewal_uneditable_settled',
  'renewal_uneditable_unsettled',
] as const satisfies readonly ReleaseStatusName[];

/** Statuses in which the release may be taken down (something is or may be in a store). */
const LIVE = [
  'distribution_allsuccess',
  'distribution_partsuccess',
  'distribution_onsale',
  'distribution_parttakedown',
  'monetize_paused',
] as const satisfies readonly ReleaseStatusName[];

// The user asks for a takedown (takedown_usercontact); operators take down (takedown_admin); the renewal jobs end
// unpaid or cancelled terms.
const TAKEDOWN_START: Step = { to: ['takedown_processing'], by: ['admin', 'system', 'user'] };

/**
 * The transition table. Each entry lists, for one status, the steps out of it. A status may appear more than once
 * with different actors; `canTransition` reads them all.
 */
export const RELEASE_TRANSITIONS: ReadonlyArray<readonly [ReleaseStatusName, Step]> = [
  // Registration. Submitting either waits for a payment order (pay per release) or is complete (plan covers it).
  ['creating', { to: ['creating_wait_create_payment', 'creating_complete', 'deleted_by_user'], by: ['user'] }],
  ['creating_wait_create_payment', { to: ['creating', 'deleted_by_user'], by: ['user'] }],
  ['creating_wait_create_payment', { to: ['payment_waiting'], by: ['system'] }],
  ['payment_waiting', { to: ['payment_success', 'payment_failure'], by: ['system'] }],
  // A release whose payment is open is not deleted: the payment is canceled first (payment_failure), so no money
  // can arrive for a release that is gone.
  ['payment_failure', { to: ['payment_waiting'], by: ['user', 'system'] }],
  // Canceling a failed payment: back to the draft, or (a correction's payment) to the changes the reviewers asked for.
  ['payment_failure', { to: ['creating', 'review_sendback', 'deleted_by_user'], by: ['user'] }],
  ['payment_success', { to: ['creating_complete', 'refine_complete'], by: ['system'] }],
  // Automatic content and data checks (files, metadata) before an operator looks.
  ['creating_complete', { to: ['creating_cdc_done', 'review_sendback'], by: ['system'] }],
  ['creating_cdc_done', { to: REVIEW_OUTCOMES, by: ['admin'] }],
  // Review.
  ['review_flagged', { to: ['review_approved', 'review_sendback', 'review_rejected'], by: ['admin'] }],
  ['review_sendback', { to: ['refine_complete', 'refine_wait_create_payment', 'deleted_by_user'], by: ['user'] }],
  ['refine_wait_create_payment', { to: ['payment_waiting'], by: ['system'] }],
  ['refine_wait_create_payment', { to: ['review_sendback'], by: ['user'] }],
  ['refine_complete', { to: ['refine_cdc_done', 'review_sendback'], by: ['system'] }],
  ['refine_cdc_done', { to: REVIEW_OUTCOMES, by: ['admin'] }],
  ['review_rejected', { to: ['deleted_by_user'], by: ['user'] }],
  [
    'vocaloid_review_waiting',
    {
      to: [
        'vocaloid_review_approved',
        'vocaloid_review_flagged',
        'vocaloid_review_rejwait',
        'vocaloid_review_rejected',
      ],
      by: ['admin'],
    },
  ],
  ['vocaloid_review_flagged', { to: ['vocaloid_review_approved', 'vocaloid_review_rejected'], by: ['admin'] }],
  ['vocaloid_review_rejwait', { to: ['refine_complete'], by: ['user'] }],
  ['vocaloid_review_rejwait', { to: ['vocaloid_review_rejected'], by: ['admin', 'system'] }],
  ['vocaloid_review_rejected', { to: ['deleted_by_user'], by: ['user'] }],
  ['vocaloid_review_approved', { to: ['store_review_waiting', 'added_store_inqueue'], by: ['admin', 'system'] }],
  [
    'store_review_waiting',
    {
      to: ['store_review_approved', 'store_review_flagged', 'store_review_rejwait', 'store_review_rejected'],
      by: ['admin'],
    },
  ],
  ['store_review_flagged', { to: ['store_review_approved', 'store_review_rejected'], by: ['admin'] }],
  ['store_review_rejwait', { to: ['refine_complete'], by: ['user'] }],
  ['store_review_rejwait', { to: ['store_review_rejected'], by: ['admin', 'system'] }],
  ['store_review_rejected', { to: ['deleted_by_user'], by: ['user'] }],
  // Approved releases queue for the stores; Amazon on-demand CDs first pass label copy and the society.
  ['review_approved', { to: ['added_store_inqueue', 'amazondod_label_copy_done'], by: ['system', 'admin'] }],
  ['store_review_approved', { to: ['added_store_inqueue', 'amazondod_label_copy_done'], by: ['system', 'admin'] }],
  ['amazondod_label_copy_done', { to: ['amazondod_society_done'], by: ['admin'] }],
  ['amazondod_society_done', { to: ['added_store_inqueue'], by: ['system', 'admin'] }],
  // Delivery, following the stores' acknowledgements.
  ['added_store_inqueue', { to: ['distribution_processing'], by: ['system'] }],
  [
    'distribution_processing',
    {
      // A fast store may sell the release before a slow one has answered.
      to: ['distribution_allsuccess', 'distribution_partsuccess', 'distribution_allfailure', 'distribution_onsale'],
      by: ['system', 'store'],
    },
  ],
  ['distribution_allfailure', { to: ['added_store_inqueue'], by: ['system', 'admin'] }],
  ['distribution_partsuccess', { to: ['added_store_inqueue', 'distribution_onsale'], by: ['system', 'store'] }],
  ['distribution_allsuccess', { to: ['distribution_onsale'], by: ['system', 'store'] }],
  ['distribution_onsale', { to: ['added_store_inqueue', 'monetize_paused', ...RENEWAL_PERIOD], by: ['system'] }],
  ['distribution_onsale', { to: ['distribution_parttakedown', 'monetize_paused'], by: ['admin'] }],
  ['monetize_paused', { to: ['distribution_onsale'], by: ['admin', 'system'] }],
  ...LIVE.map((status): readonly [ReleaseStatusName, Step] => [status, TAKEDOWN_START]),
  // Takedown: the mode is kept with the release while the stores process it.
  [
    'takedown_processing',
    {
      to: ['takedown_expire_user', 'takedown_expire_nopayment', 'takedown_usercontact', 'takedown_admin'],
      by: ['system', 'store'],
    },
  ],
  // Renewal of pay-per-release releases.
  ...RENEWAL_PERIOD.map((status): readonly [ReleaseStatusName, Step] => [
    status,
    {
      to: [...RENEWAL_PERIOD, 'renewal_payment_success', 'renewal_payment_failure', 'renewal_canceled'],
      by: ['system'],
    },
  ]),
  ...RENEWAL_PERIOD.map((status): readonly [ReleaseStatusName, Step] => [
    status,
    { to: ['renewal_canceled'], by: ['user'] },
  ]),
  ['renewal_payment_success', { to: ['distribution_onsale'], by: ['system'] }],
  ['renewal_payment_failure', { to: ['renewal_payment_success', 'takedown_processing'], by: ['system'] }],
  ['renewal_canceled', { to: ['takedown_processing'], by: ['system'] }],
];

const INDEX = new Map<ReleaseStatusName, Map<ReleaseStatusName, Set<ReleaseActor>>>();
for (const [from, step] of RELEASE_TRANSITIONS) {
  const targets = INDEX.get(from) ?? new Map<ReleaseStatusName, Set<ReleaseActor>>();
  for (const to of step.to) {
    const actors = targets.get(to) ?? new Set<ReleaseActor>();
    for (const actor of step.by) actors.add(actor);
    targets.set(to, actors);
  }
  INDEX.set(from, targets);
}

export const canTransition = (from: ReleaseStatusName, to: ReleaseStatusName, actor: ReleaseActor): boolean =>
  INDEX.get(from)?.get(to)?.has(actor) ?? false;

/** Every status `actor` may move a release to from `from`. */
export const nextStatuses = (from: ReleaseStatusName, actor: ReleaseActor): ReleaseStatusName[] =>
  [...(INDEX.get(from) ?? new Map<ReleaseStatusName, Set<ReleaseActor>>())]
    .filter(([, actors]) => actors.has(actor))
    .map(([to]) => to);

/** Statuses with no way out. */
export const TERMINAL_RELEASE_STATUSES: readonly ReleaseStatusName[] = [
  'takedown_expire_user',
  'takedown_expire_nopayment',
  'takedown_usercontact',
  'takedown_admin',
  'deleted_by_user',
];

/**
 * The user may change the metadata and files in these statuses. A release waiting for its payment is not among them:
 * what is paid for is what was submitted, so it is paid, or its payment is canceled (`withdrawTarget`) first.
 */
export const USER_EDITABLE_RELEASE_STATUSES: readonly ReleaseStatusName[] = [
  'creating',
  'review_sendback',
  'vocaloid_review_rejwait',
  'store_review_rejwait',
];

export const isUserEditableStatus = (status: ReleaseStatusName): boolean =>
  USER_EDITABLE_RELEASE_STATUSES.includes(status);

/** Statuses in which a submitted release waits for the account's payment; its content is locked meanwhile. */
export const PAYMENT_AWAITED_RELEASE_STATUSES: readonly ReleaseStatusName[] = [
  'creating_wait_create_payment',
  'refine_wait_create_payment',
  'payment_waiting',
  'payment_failure',
];

export const isPaymentAwaitedStatus = (status: ReleaseStatusName): boolean =>
  PAYMENT_AWAITED_RELEASE_STATUSES.includes(status);

/**
 * Where canceling a payment takes a release: a first submission back to the draft, a correction (submitted again
 * after the reviewers asked for changes) back to those changes. `paidFrom` is the status the failed payment's order
 * started from (a failed correction's payment left `refine_wait_create_payment`). Undefined for any other status.
 */
export const withdrawTarget = (
  from: ReleaseStatusName,
  paidFrom?: ReleaseStatusName | null,
): ReleaseStatusName | undefined => {
  if (from === 'creating_wait_create_payment') return 'creating';
  if (from === 'refine_wait_create_payment') return 'review_sendback';
  if (from === 'payment_failure') return paidFrom === 'refine_wait_create_payment' ? 'review_sendback' : 'creating';
  return undefined;
};

export const canUserDelete = (status: ReleaseStatusName): boolean => canTransition(status, 'deleted_by_user', 'user');

/**
 * Where a submission goes. Only a draft or a release sent back for changes can be submitted (a release waiting for
 * payment goes back to `creating` when its payment is canceled). `needsPayment` is false when a plan covers the release.
 */
export const submitTarget = (from: ReleaseStatusName, needsPayment: boolean): ReleaseStatusName | undefined => {
  if (from === 'creating') return needsPayment ? 'creating_wait_create_payment' : 'creating_complete';
  if (from === 'review_sendback') return needsPayment ? 'refine_wait_create_payment' : 'refine_complete';
  if (from === 'vocaloid_review_rejwait' || from === 'store_review_rejwait') return 'refine_complete';
  return undefined;
};

/** Coarse groups for the list's status filter. */
export const RELEASE_STATUS_GROUPS = ['draft', 'in_review', 'payment', 'distribution', 'on_sale', 'ended'] as const;
export type ReleaseStatusGroup = (typeof RELEASE_STATUS_GROUPS)[number];

export const releaseStatusGroup = (status: ReleaseStatusName): ReleaseStatusGroup => {
  const code = RELEASE_STATUS[status];
  if (
    status === 'creating' ||
    status === 'review_sendback' ||
    status === 'vocaloid_review_rejwait' ||
    status === 'store_review_rejwait'
  )
    return 'draft';
  if (status === 'creating_wait_create_payment' || status === 'refine_wait_create_payment') return 'payment';
  if (code >= 300 && code < 360) return 'payment';
  if (status === 'distribution_onsale' || (code >= 600 && code < 700)) return 'on_sale';
  if (code >= 360 && code < 500) return 'distribution';
  if (code >= 500 || status.endsWith('_rejected')) return 'ended';
  return 'in_review';
};

export const RELEASE_STATUS_GROUP_LABELS: Readonly<Record<ReleaseStatusGroup, LocalisedText>> = {
  draft: { ja: '作成中・修正待ち', en: 'Drafts and changes needed' },
  in_review: { ja: '審査中', en: 'In review' },
  payment: { ja: 'お支払い', en: 'Payment' },
  distribution: { ja: '配信手続き中', en: 'Being delivered' },
  on_sale: { ja: '配信中', en: 'On sale' },
  ended: { ja: '終了・却下', en: 'Ended or rejected' },
};

/** Each status in words, as the release list and page show it. */
export const RELEASE_STATUS_LABELS: Readonly<Record<ReleaseStatusName, LocalisedText>> = {
  creating: { ja: '作成中', en: 'Draft' },
  creating_wait_create_payment: { ja: '登録完了（お支払い待ち）', en: 'Submitted, awaiting payment' },
  creating_complete: { ja: '登録完了（確認待ち）', en: 'Submitted, awaiting checks' },
  creating_cdc_done: { ja: '審査待ち', en: 'Awaiting review' },
  refine_wait_create_payment: { ja: '修正完了（お支払い待ち）', en: 'Corrected, awaiting payment' },
  refine_complete: { ja: '修正完了（確認待ち）', en: 'Corrected, awaiting checks' },
  refine_cdc_done: { ja: '再審査待ち', en: 'Awaiting review again' },
  review_approved: { ja: '審査承認', en: 'Review approved' },
  review_flagged: { ja: '審査中（確認事項あり）', en: 'In review (flagged)' },
  review_sendback: { ja: '修正依頼あり', en: 'Changes requested' },
  review_rejected: { ja: '審査不承認', en: 'Review rejected' },
  vocaloid_review_waiting: { ja: 'ボーカロイド審査待ち', en: 'Awaiting Vocaloid review' },
  vocaloid_review_flagged: { ja: 'ボーカロイド審査中（確認事項あり）', en: 'Vocaloid review (flagged)' },
  vocaloid_review_rejwait: { ja: 'ボーカロイド審査：修正待ち', en: 'Vocaloid review: changes needed' },
  vocaloid_review_rejected: { ja: 'ボーカロイド審査不承認', en: 'Vocaloid review rejected' },
  vocaloid_review_approved: { ja: 'ボーカロイド審査承認', en: 'Vocaloid review approved' },
  store_review_waiting: { ja: 'ストア審査待ち', en: 'Awaiting store review' },
  store_review_rejected: { ja: 'ストア審査不承認', en: 'Store review rejected' },
  store_review_approved: { ja: 'ストア審査承認', en: 'Store review approved' },
  store_review_flagged: { ja: 'ストア審査中（確認事項あり）', en: 'Store review (flagged)' },
  store_review_rejwait: { ja: 'ストア審査：修正待ち', en: 'Store review: changes needed' },
  amazondod_label_copy_done: {
    ja: 'Amazonオンデマンド：レーベルコピー確認済み',
    en: 'Amazon on demand: label copy done',
  },
  amazondod_society_done: { ja: 'Amazonオンデマンド：著作権団体手続き済み', en: 'Amazon on demand: society done' },
  payment_waiting: { ja: 'お支払い待ち', en: 'Awaiting payment' },
  payment_success: { ja: 'お支払い完了', en: 'Paid' },
  payment_failure: { ja: 'お支払い失敗', en: 'Payment failed' },
  added_store_inqueue: { ja: '配信待ち', en: 'Queued for delivery' },
  distribution_processing: { ja: '配信手続き中', en: 'Delivering' },
  distribution_allsuccess: { ja: '全ストアに納品済み', en: 'Delivered to every store' },
  distribution_partsuccess: { ja: '一部ストアに納品済み', en: 'Delivered to some stores' },
  distribution_allfailure: { ja: '納品失敗', en: 'Delivery failed' },
  distribution_onsale: { ja: '配信中', en: 'On sale' },
  distribution_parttakedown: { ja: '一部ストアで配信停止', en: 'Taken down in some stores' },
  monetize_paused: { ja: '収益化停止中', en: 'Monetisation paused' },
  takedown_expire_user: { ja: '配信終了（期限切れ）', en: 'Ended (term expired)' },
  takedown_expire_nopayment: { ja: '配信終了（更新料未払い）', en: 'Ended (renewal unpaid)' },
  takedown_usercontact: { ja: '配信停止（お客様のご依頼）', en: 'Taken down at your request' },
  takedown_admin: { ja: '配信停止（運営による）', en: 'Taken down by Otodoke' },
  takedown_processing: { ja: '配信停止手続き中', en: 'Takedown in progress' },
  renewal_hidden_settled: { ja: '更新予定（支払い済み）', en: 'Renewal due (settled)' },
  renewal_hidden_unsettled: { ja: '更新予定', en: 'Renewal due' },
  renewal_editable_settled: { ja: '更新手続き中（支払い済み）', en: 'Renewing (settled)' },
  renewal_editable_unsettled: { ja: '更新手続き中（お支払い待ち）', en: 'Renewing (awaiting payment)' },
  renewal_uneditable_settled: { ja: '更新確定（支払い済み）', en: 'Renewal fixed (settled)' },
  renewal_uneditable_unsettled: { ja: '更新確定（お支払い待ち）', en: 'Renewal fixed (awaiting payment)' },
  renewal_payment_success: { ja: '更新料お支払い完了', en: 'Renewal paid' },
  renewal_canceled: { ja: '更新キャンセル', en: 'Renewal cancelled' },
  renewal_payment_failure: { ja: '更新料お支払い失敗', en: 'Renewal payment failed' },
  deleted_by_user: { ja: '削除済み', en: 'Deleted' },
};
