// Why a store did not take a release, in words the owner and operators can act on. Stores answer each delivery with a
// DDEX ErncFileStatus code and a free text in English (store-notice.ts on the server); the code decides what we say,
// and the store's own text is kept only as a detail. Refusals for the release's content come back the same when the
// same content is sent again, so an operator is asked before redelivering an unchanged release.
import type { LocalisedText } from '../enumerations/misc.ts';

export const STORE_REFUSAL_KINDS = [
  /** The files do not meet the store's requirements (hi-res only, formats). */
  'specifications',
  /** Titles, artists, identifiers or the message itself. */
  'metadata',
  /** Release date, availability periods or deals. */
  'terms',
  /** Files missing or damaged on the way: sending again helps. */
  'transfer',
  /** The store's own temporary failure: sending again helps. */
  'store_error',
  /** The delivery could not be made at all (no answer from the store, or our message was not sent). */
  'not_delivered',
  /** A code we do not know. */
  'other',
] as const;
export type StoreRefusalKind = (typeof STORE_REFUSAL_KINDS)[number];

const KIND_OF_CODE: Readonly<Record<string, StoreRefusalKind>> = {
  ResourceNotMeetingSpecifications: 'specifications',
  NewReleaseMessageInvalid: 'metadata',
  MetadataMissing: 'metadata',
  IdentifierInvalid: 'metadata',
  IdentifierSyntaxInvalid: 'metadata',
  PrimaryArtistNameMissing: 'metadata',
  ArtistRoleUnknown: 'metadata',
  DuplicatedPublisherNames: 'metadata',
  CommercialReleaseDateInvalid: 'terms',
  OriginalReleaseDateLaterThanReleaseDate: 'terms',
  ConflictingAvailabilityPeriods: 'terms',
  NoDealForTrackRelease: 'terms',
  NoDealInNewReleaseMessage: 'terms',
  UnsupportedUsage: 'terms',
  ResourceMissing: 'transfer',
  ResourceCorrupt: 'transfer',
  SignatureOrHashSumWrongOrMissing: 'transfer',
  ErnMissing: 'transfer',
  InternalError: 'store_error',
};

/** The kind of a store's refusal code (DDEX ErncFileStatus); null: no answer from the store (a failed delivery). */
export function storeRefusalKind(code: string | null | undefined): StoreRefusalKind {
  if (!code) return 'not_delivered';
  return Object.hasOwn(KIND_OF_CODE, code) ? KIND_OF_CODE[code]! : 'other';
}

/** A refusal for what the release is, not for how it travelled: sending the same content again meets the same answer. */
export function isContentRefusal(code: string | null | undefined): boolean {
  const kind = storeRefusalKind(code);
  return kind === 'specifications' || kind === 'metadata' || kind === 'terms';
}

/** What happened and what to do, for the release's owner (operators read the same with the store's text beside it). */
export const STORE_REFUSAL_MESSAGES: Readonly<Record<StoreRefusalKind, LocalisedText>> = {
  specifications: {
    ja: '音源やアートワークがこのストアの条件（ハイレゾ音源のみ など）を満たしていないため、受け付けられませんでした。このままではこのストアには配信できません。条件を満たすファイルで配信したい場合はサポートにお問い合わせください。ほかのストアの配信には影響ありません。',
    en: 'The store did not accept the release because its files do not meet the store’s requirements (for example, hi-res audio only). It cannot go to this store as it is; contact support if you want to deliver files that meet them. Other stores are not affected.',
  },
  metadata: {
    ja: 'リリース情報（タイトル、アーティスト名、コードなど）に不備があるとして受け付けられませんでした。運営が内容を確認し、必要な修正をご案内します。',
    en: 'The store did not accept the release information (titles, artist names or codes). Our team will check it and tell you what to correct.',
  },
  terms: {
    ja: '配信日や配信条件をストアが受け付けませんでした。運営が内容を確認してご連絡します。',
    en: 'The store did not accept the release date or the sales terms. Our team will check them and contact you.',
  },
  transfer: {
    ja: 'ファイルがストアに正しく届きませんでした。運営が再納品しますので、そのままお待ちください。',
    en: 'The files did not reach the store intact. Our team will deliver the release again; you do not need to do anything.',
  },
  store_error: {
    ja: 'ストア側で一時的な問題が起きました。運営が再納品しますので、そのままお待ちください。',
    en: 'The store had a temporary problem. Our team will deliver the release again; you do not need to do anything.',
  },
  not_delivered: {
    ja: 'ストアに届けられませんでした。運営が原因を確認して再納品します。',
    en: 'The release could not be delivered to the store. Our team will find out why and deliver it again.',
  },
  other: {
    ja: 'ストアが受け付けませんでした。運営が理由を確認してご連絡します。',
    en: 'The store did not accept the release. Our team will find out why and contact you.',
  },
};
