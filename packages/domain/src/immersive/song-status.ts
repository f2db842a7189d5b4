// The immersive edition's song status (spec: immersive audio song status 100 … 681) as an explicit transition table,
// and what the user may do in each status (the spec's action status). Every write of the status goes through
// `nextStatus`. docs/decisions/0025-immersive-audio-price-and-status.md
import {
  IMMERSIVE_AUDIO_SONG_STATUS,
  IMMERSIVE_AUDIO_VERIFICATION_STATUS,
  type ImmersiveAudioActionStatus,
  type ImmersiveAudioSongStatusName,
  immersiveAudioSongStatusName,
} from '../enumerations/immersive-mastering.ts';

/** What moves an edition: the user, the payment, the stores and the release's own renewal and takedown. */
export const IMMERSIVE_SONG_EVENTS = [
  /** A checkout order was placed for the edition. */
  'payment_started',
  'payment_succeeded',
  'payment_failed',
  /** The stores acknowledged the release's delivery carrying the edition. */
  'delivered',
  /** A new file was sent for an edition on sale: it waits for its redelivery. */
  'file_resent',
  /** The release's takedown started, and how it ended. */
  'takedown_started',
  'takedown_expire_user',
  'takedown_expire_nopayment',
  'takedown_usercontact',
  'takedown_admin',
  /** The release's renewal period, mirrored (the edition follows its release's yearly term). */
  'renewal_hidden_settled',
  'renewal_hidden_unsettled',
  'renewal_editable_settled',
  'renewal_editable_unsettled',
  'renewal_uneditable_settled',
  'renewal_uneditable_unsettled',
  'renewal_paid',
  'renewal_payment_failed',
  'renewal_canceled',
] as const;
export type ImmersiveSongEvent = (typeof IMMERSIVE_SONG_EVENTS)[number];

type S = ImmersiveAudioSongStatusName;
const RENEWAL_PERIOD: readonly S[] = [
  'renewal_hidden_settled',
  'renewal_hidden_unsettled',
  'renewal_editable_settled',
  'renewal_editable_unsettled',
  'renewal_uneditable_settled',
  'renewal_uneditable_unsettled',
];
const RENEWAL_EVENTS: ReadonlyArray<readonly [ImmersiveSongEvent, S]> = RENEWAL_PERIOD.map((status) => [
  status as ImmersiveSongEvent,
  status,
]);
/** Statuses where the edition is live at the stores: a takedown of its release can start from them. */
const LIVE: readonly S[] = [
  'distribution_onsale',
  ...RENEWAL_PERIOD,
  'renewal_payment_success',
  'renewal_payment_failure',
];

/** The table: from a status, which event leads where. Anything not listed is refused. */
export const IMMERSIVE_SONG_TRANSITIONS: ReadonlyArray<readonly [S, ImmersiveSongEvent, S]> = [
  ['creating', 'payment_started', 'payment_waiting'],
  // A gateway answer may come after the order was given up: a late payment still pays.
  ['payment_waiting', 'payment_succeeded', 'payment_success'],
  ['payment_waiting', 'payment_failed', 'payment_failure'],
  ['payment_failure', 'payment_started', 'payment_waiting'],
  ['payment_failure', 'payment_succeeded', 'payment_success'],
  ['payment_success', 'delivered', 'distribution_onsale'],
  // On sale, a new file goes to the stores as an update: it is paid already, it waits for the redelivery.
  ['distribution_onsale', 'file_resent', 'payment_success'],
  ['distribution_onsale', 'delivered', 'distribution_onsale'],
  ...LIVE.map((from): readonly [S, ImmersiveSongEvent, S] => [from, 'takedown_started', 'takedown_processing']),
  ['payment_success', 'takedown_started', 'takedown_processing'],
  ['takedown_processing', 'takedown_expire_user', 'takedown_expire_user'],
  ['takedown_processing', 'takedown_expire_nopayment', 'takedown_expire_nopayment'],
  ['takedown_processing', 'takedown_usercontact', 'takedown_usercontact'],
  ['takedown_processing', 'takedown_admin', 'takedown_admin'],
  // Renewal, as the release's: on sale → the renewal period (any of its steps, in any order) → paid, failed, canceled.
  ...RENEWAL_EVENTS.map(([event, to]): readonly [S, ImmersiveSongEvent, S] => ['distribution_onsale', event, to]),
  ...RENEWAL_PERIOD.flatMap((from) =>
    RENEWAL_EVENTS.map(([event, to]): readonly [S, ImmersiveSongEvent, S] => [from, event, to]),
  ),
  ...RENEWAL_PERIOD.map((from): readonly [S, ImmersiveSongEvent, S] => [
    from,
    'renewal_paid',
    'renewal_payment_success',
  ]),
  ...RENEWAL_PERIOD.map((from): readonly [S, ImmersiveSongEvent, S] => [
    from,
    'renewal_payment_failed',
    'renewal_payment_failure',
  ]),
  ...RENEWAL_PERIOD.map((from): readonly [S, ImmersiveSongEvent, S] => [from, 'renewal_canceled', 'renewal_canceled']),
  ['renewal_payment_success', 'delivered', 'distribution_onsale'],
  ['renewal_payment_failure', 'renewal_paid', 'renewal_payment_success'],
  ['renewal_canceled', 'takedown_started', 'takedown_processing'],
];

const TABLE = new Map<string, S>(IMMERSIVE_SONG_TRANSITIONS.map(([from, event, to]) => [`${from}:${event}`, to]));

/** The status `event` leads to from `from`, or null when the table has no such move (the caller refuses it). */
export function nextStatus(from: S | number, event: ImmersiveSongEvent): S | null {
  const name = typeof from === 'number' ? immersiveAudioSongStatusName(from) : from;
  if (!name) return null;
  return TABLE.get(`${name}:${event}`) ?? null;
}

/** `nextStatus` as a code, or null. */
export function nextStatusCode(from: S | number, event: ImmersiveSongEvent): number | null {
  const to = nextStatus(from, event);
  return to ? IMMERSIVE_AUDIO_SONG_STATUS[to] : null;
}

const V = IMMERSIVE_AUDIO_VERIFICATION_STATUS;
/** A file is being checked: nothing about the file or the payment moves until it is done. */
export const isVerificationRunning = (verification: number): boolean =>
  verification === V.verification_queued || verification === V.verifying;

/**
 * What the user may do now (spec action status). `creatable` is for a song without an edition (null status);
 * `editable`: the file can be changed before payment; `paymentModifiable`: payment waiting or failed, pay again or
 * change the method; `resendable`: on sale, a new file goes as an update; `readonly`: takedown, processing or a
 * verification running.
 */
export function immersiveActionStatus(status: number | null, verification: number): ImmersiveAudioActionStatus {
  if (status === null) return 'creatable';
  if (isVerificationRunning(verification)) return 'readonly';
  const name = immersiveAudioSongStatusName(status);
  if (name === 'creating') return 'editable';
  if (name === 'payment_waiting' || name === 'payment_failure') return 'paymentModifiable';
  // The release's renewal is open and the edition's own yearly fee is unpaid (or the term ended unpaid, in grace).
  if (name === 'renewal_payment_failure' || (name?.startsWith('renewal_') && name.endsWith('_unsettled'))) {
    return 'paymentModifiable';
  }
  if (name === 'distribution_onsale') return 'resendable';
  return 'readonly';
}

/** The file may be replaced: before payment (editable) or on sale (resendable), never while one is being checked. */
export const canChangeFile = (status: number, verification: number): boolean => {
  const action = immersiveActionStatus(status, verification);
  return action === 'editable' || action === 'resendable';
};

/** Before any money: the edition may be deleted (a payment waiting is canceled at the checkout first). */
export const canDeleteEdition = (status: number): boolean =>
  status === IMMERSIVE_AUDIO_SONG_STATUS.creating || status === IMMERSIVE_AUDIO_SONG_STATUS.payment_failure;

/** Releases whose songs can get an immersive edition: the audio ones (not ringtones, not videos). */
export const IMMERSIVE_RELEASE_TYPES: readonly string[] = ['single', 'album', 'mixed_album'];
