// What a DDEX ERN 4.3 NewReleaseMessage says, in the project's own words. `build-ern.ts` turns an `ErnMessageInput`
// into XML, `read-ern.ts` reads any ERN 4.3 message back into an `ErnSummary`, `validate-ern.ts` checks messages
// against the schema and the identifiers' check digits.
import type { ReleaseType } from '@otodoke/domain';

export type ErnParty = { readonly dpid: string; readonly name: string };

export type ErnArtistCredit = {
  readonly name: string;
  /** Other scripts of the name (shown by Japanese stores). */
  readonly nameKana?: string;
  readonly nameEn?: string;
  readonly role: 'MainArtist' | 'FeaturedArtist';
};

/** A contributor with one of the project's artist role ids (vocals, guitar, producer, director, ...). */
export type ErnContributorCredit = { readonly name: string; readonly roles: readonly string[] };

export type ErnWriterCredit = { readonly name: string; readonly role: 'Composer' | 'Lyricist' };

/** A file delivered with the message: its path inside the release folder, size and MD5 (hex). */
export type ErnFileRef = { readonly uri: string; readonly md5: string; readonly sizeBytes: number };

export type ErnAudioFile = ErnFileRef & {
  readonly kind: 'audio';
  readonly codec: 'WAV' | 'FLAC';
  readonly sampleRateHz: number;
  readonly bitsPerSample: number;
  readonly channels: number;
};

export type ErnVideoFile = ErnFileRef & {
  readonly kind: 'video';
  readonly container: 'MP4' | 'MOV';
  readonly videoCodec: string;
  readonly width: number;
  readonly height: number;
  readonly frameRate: number;
};

/**
 * An immersive edition of a sound recording (a SoundRecordingEdition of Type ImmersiveEdition): a Dolby Atmos master
 * (ADM BWF) or a 360 Reality Audio file (MPEG-H 3D Audio in MP4), with what verification read from it.
 */
export type ErnImmersiveEdition = ErnFileRef & {
  readonly format: 'dolby' | '360RA';
  /** The container verification found: `RIFF`, `BW64`, `RF64` for ADM; `MP4` for MPEG-H. */
  readonly container: string;
  readonly sampleRateHz: number;
  readonly bitsPerSample?: number;
  readonly channels?: number;
  /** Audio objects of the mix (ADM audioObjects), when known. */
  readonly audioObjects?: number;
};

export type ErnTrack = {
  readonly isrc: string;
  readonly title: string;
  readonly version: string;
  /** ISO 639 code of the performance, `zxx` for an instrumental. */
  readonly language: string;
  readonly isExplicit: boolean;
  readonly durationSeconds: number;
  readonly artists: readonly ErnArtistCredit[];
  readonly contributors: readonly ErnContributorCredit[];
  readonly writers: readonly ErnWriterCredit[];
  readonly pLine: { readonly year: number; readonly text: string };
  readonly file: ErnAudioFile | ErnVideoFile;
  /** Start of the preview clip, seconds. */
  readonly previewStartSeconds?: number;
  /** Immersive editions sent with the stereo one (only to stores that take their format). */
  readonly immersive?: readonly ErnImmersiveEdition[];
};

export type ErnReleaseInput = {
  readonly type: ReleaseType;
  /** UPC/JAN (12 or 13 digits). */
  readonly icpn: string;
  /** The service's own id of the release (a ProprietaryId in the sender's namespace). */
  readonly proprietaryId: string;
  readonly title: string;
  readonly version: string;
  readonly labelName: string;
  readonly artists: readonly ErnArtistCredit[];
  readonly genre: { readonly text: string; readonly subGenre?: string };
  readonly pLine: { readonly year: number; readonly text: string };
  readonly cLine: { readonly year: number; readonly text: string };
  /** YYYY-MM-DD */
  readonly releaseDate: string;
  readonly artwork: ErnFileRef & {
    readonly width: number;
    readonly height: number;
    readonly mime: 'image/jpeg' | 'image/png';
  };
  readonly tracks: readonly ErnTrack[];
};

export type ErnCommercialModel =
  | 'PayAsYouGoModel'
  | 'SubscriptionModel'
  | 'AdvertisementSupportedModel'
  | 'RightsClaimModel';

export type ErnDeal = {
  readonly commercialModel: ErnCommercialModel;
  /** DDEX UseType values: Download, OnDemandStream, NonInteractiveStream, ... */
  readonly useTypes: readonly string[];
  /** `Worldwide` or ISO 3166-1 alpha-2 codes. */
  readonly territories: readonly string[];
  /** YYYY-MM-DD */
  readonly startDate: string;
};

export type ErnMessageInput = {
  readonly messageId: string;
  /** The same for every message about one release to one store (first delivery, updates, takedown). */
  readonly threadId: string;
  readonly createdAt: Date;
  readonly sender: ErnParty;
  readonly recipient: ErnParty;
  readonly isTest?: boolean;
  readonly release: ErnReleaseInput;
  /** No deals: the message takes the release down (ERN 4 has no takedown flag). */
  readonly deals: readonly ErnDeal[];
};

/** Any ERN 4.3 NewReleaseMessage, read back: what a store needs to ingest it. */
export type ErnSummary = {
  readonly messageId: string;
  readonly threadId: string;
  readonly senderDpid: string;
  readonly recipientDpid: string;
  readonly controlType: string;
  readonly releaseProfile: string;
  readonly releases: ReadonlyArray<{
    readonly reference: string;
    readonly isMain: boolean;
    readonly types: readonly string[];
    readonly icpn?: string;
    readonly isrc?: string;
    readonly title: string;
    readonly displayArtist: string;
  }>;
  readonly resources: ReadonlyArray<{
    readonly reference: string;
    readonly kind: 'SoundRecording' | 'Video' | 'Image' | 'Text' | 'Other';
    readonly isrc?: string;
    readonly title?: string;
    readonly durationSeconds?: number;
    readonly bitsPerSample?: number;
    readonly sampleRateHz?: number;
    readonly files: ReadonlyArray<{ readonly uri: string; readonly md5?: string }>;
    /** The resource's SoundRecordingEditions of Type ImmersiveEdition (their files are in `files` too). */
    readonly immersiveEditions?: ReadonlyArray<{
      /** avs:AudioCodecType of the edition's delivery file (or its UserDefinedValue). */
      readonly audioCodec?: string;
      readonly isrc?: string;
      readonly files: ReadonlyArray<{ readonly uri: string; readonly md5?: string }>;
    }>;
  }>;
  readonly deals: ReadonlyArray<{
    readonly releaseReference: string;
    readonly commercialModels: readonly string[];
    readonly useTypes: readonly string[];
    readonly territories: readonly string[];
    /** Present when the deal is for everywhere except these (ExcludedTerritoryCode); `territories` is then empty. */
    readonly excludedTerritories?: readonly string[];
    readonly startDate?: string;
    readonly endDate?: string;
  }>;
};

export type ErnProblem = {
  readonly kind: 'schema' | 'identifier' | 'parse';
  readonly message: string;
  readonly line?: number;
};

export type ErnValidationResult = {
  readonly name: string;
  readonly isValid: boolean;
  readonly problems: readonly ErnProblem[];
};

export interface ErnValidator {
  /** Validates several messages at once (one schema compilation for the batch). */
  validate(messages: ReadonlyArray<{ readonly name: string; readonly xml: string }>): Promise<ErnValidationResult[]>;
}
