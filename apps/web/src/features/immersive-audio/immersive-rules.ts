// What an immersive edition lets the person do now (from its action status and verification), and its chips' colours.
import type { getImmersiveSong, listImmersiveCandidates } from '@otodoke/contract';
import {
  canDeleteEdition,
  IMMERSIVE_AUDIO_SONG_STATUS,
  IMMERSIVE_AUDIO_VERIFICATION_FINAL,
  type ImmersiveAudioActionStatus,
  type ImmersiveAudioFormat,
  type ImmersiveAudioSongStatusName,
  type ImmersiveAudioVerificationStatusName,
} from '@otodoke/domain';
import type { ApiResult } from '../../app/api-client.ts';
import type { Session } from '../../app/bootstrap.ts';

export type ImmersiveSong = ApiResult<typeof getImmersiveSong>;
export type ImmersiveCandidate = ApiResult<typeof listImmersiveCandidates>['items'][number];

export const IMMERSIVE_PAGE = '/dashboard/immersive_audio';
export const LIST_PAGE_SIZE = 10;

/** What the edition's screen offers: each flag a button or a form. Only hints: the server decides. */
export interface EditionActions {
  /** Upload a file (the first one, another after a failure, or an update once on sale). */
  canUpload: boolean;
  /** The upload is an update of an edition already sent to the stores. */
  isResend: boolean;
  /** Open the checkout (verified and not paid, or a payment to make again). */
  canPay: boolean;
  /** Remove the edition (nothing paid yet). */
  canDelete: boolean;
}

const NONE: EditionActions = { canUpload: false, isResend: false, canPay: false, canDelete: false };

/** Whether verification is on its way: the page polls only then. */
export function isVerificationInProgress(status: ImmersiveAudioVerificationStatusName): boolean {
  return status !== 'none' && !IMMERSIVE_AUDIO_VERIFICATION_FINAL.includes(status);
}

/**
 * The buttons an edition shows. creatable/editable: upload (when no check runs) and delete, pay once verified;
 * paymentModifiable: pay again (another method or coupon), delete after a failed payment; resendable: send an
 * updated file; readonly (a check running, takedown…): nothing.
 */
export function editionActionsOf(
  song: Pick<ImmersiveSong, 'actionStatus' | 'verificationStatus' | 'statusCode'>,
  canEdit: boolean,
): EditionActions {
  if (!canEdit) return NONE;
  const isRunning = isVerificationInProgress(song.verificationStatus);
  const isVerified = song.verificationStatus === 'verification_success';
  const byAction: Record<ImmersiveAudioActionStatus, EditionActions> = {
    creatable: { canUpload: !isRunning, isResend: false, canPay: false, canDelete: true },
    editable: { canUpload: !isRunning, isResend: false, canPay: isVerified && !isRunning, canDelete: !isRunning },
    // A failed payment may also be given up (nothing was paid); one waiting (konbini numbers issued) may not.
    paymentModifiable: {
      canUpload: false,
      isResend: false,
      canPay: true,
      canDelete: canDeleteEdition(song.statusCode),
    },
    resendable: { canUpload: !isRunning, isResend: true, canPay: false, canDelete: false },
    readonly: NONE,
  };
  return byAction[song.actionStatus];
}

/**
 * How often the open edition is read again (ms), 0 for not at all: while its file is uploaded or checked (every 2 s),
 * and once paid until the stores have it (every 5 s). Nothing else moves without the person doing something.
 */
export function refreshIntervalOf(
  song: Pick<ImmersiveSong, 'verificationStatus' | 'statusCode' | 'deliveredAt'> | undefined,
): number {
  if (!song) return 0;
  if (isVerificationInProgress(song.verificationStatus)) return 2000;
  const isPaidAwaitingStores =
    song.statusCode === IMMERSIVE_AUDIO_SONG_STATUS.payment_success ||
    song.statusCode === IMMERSIVE_AUDIO_SONG_STATUS.renewal_payment_success;
  return isPaidAwaitingStores && !song.deliveredAt ? 5000 : 0;
}

export type ChipColour = 'default' | 'info' | 'primary' | 'warning' | 'success' | 'error';

/** The verification chip's colour: running blue, passed green, refused or broken red. */
export function verificationColourOf(status: ImmersiveAudioVerificationStatusName): ChipColour {
  if (status === 'verification_success') return 'success';
  if (status === 'verification_failed' || status === 'verify_operation_failed' || status === 'upload_failed') {
    return 'error';
  }
  if (isVerificationInProgress(status)) return 'info';
  return 'default';
}

/** The song status chip's colour: in progress, payment, paid, on sale, taken down, renewal. */
const SONG_STATUS_COLOURS: Readonly<Record<ImmersiveAudioSongStatusName, ChipColour>> = {
  creating: 'primary',
  payment_waiting: 'warning',
  payment_success: 'info',
  payment_failure: 'error',
  distribution_onsale: 'success',
  takedown_expire_user: 'default',
  takedown_expire_nopayment: 'default',
  takedown_usercontact: 'default',
  takedown_admin: 'default',
  takedown_processing: 'default',
  renewal_hidden_settled: 'warning',
  renewal_hidden_unsettled: 'warning',
  renewal_editable_settled: 'warning',
  renewal_editable_unsettled: 'warning',
  renewal_uneditable_settled: 'warning',
  renewal_uneditable_unsettled: 'warning',
  renewal_payment_success: 'info',
  renewal_canceled: 'default',
  renewal_payment_failure: 'error',
};

export function songStatusColourOf(status: ImmersiveAudioSongStatusName): ChipColour {
  return SONG_STATUS_COLOURS[status];
}

/** The file chooser's filter per format: ADM BWF is a .wav, 360 Reality Audio an .mp4. */
export const FORMAT_ACCEPT: Readonly<Record<ImmersiveAudioFormat, string>> = {
  dolby: '.wav,audio/wav,audio/x-wav,audio/vnd.wave',
  '360RA': '.mp4,.m4a,audio/mp4,video/mp4',
};

/** The edition a page address points at (?id=N), or null. */
export function editionIdFrom(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** "3:12"; null for an unknown length. */
export function formatSeconds(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

type Individual = Pick<NonNullable<Session['individual']>, 'isAccountManager' | 'permissions'>;
/** Mastering & immersive audio (the contract's permission of these endpoints). */
const IMMERSIVE_PERMISSION = '7000';

/** Managers always may; members need 7000 at editable. Only a hint for the screen: the server decides. */
export function canEditImmersive(individual: Individual | null | undefined): boolean {
  if (!individual) return false;
  return individual.isAccountManager || individual.permissions[IMMERSIVE_PERMISSION] === 'editable';
}
