// Types of the bulk CSV conversion: what the file is checked against, the draft releases it gives, and its problems.
import type { ArtistInputRole, SongCategory } from '../../enumerations/artist-song.ts';
import type { LocalisedText } from '../../enumerations/misc.ts';
import type { ReleaseType } from '../../enumerations/release.ts';
import type { ReleaseTermsService } from '../limits.ts';
import type { UploadKind } from '../media-requirements.ts';
import type { ReleaseCheckInput } from '../release-check.ts';

/**
 * A problem of the file. `row` counts like a spreadsheet (the header is row 1, the first data row is row 2); it and
 * `column` are null for problems of the whole file.
 */
export type BulkCsvError = {
  readonly row: number | null;
  readonly column: string | null;
  readonly message: LocalisedText;
};

/** What the file is checked against: the account and what it owns. */
export type BulkCsvContext = {
  readonly now: Date;
  readonly account: ReleaseCheckInput['account'];
  /** The account's artists that can go on a new release (not archived). */
  readonly artists: ReadonlyArray<{
    readonly id: number;
    readonly nameJa: string;
    readonly nameEn: string;
    readonly isVariousArtists: boolean;
  }>;
  /** The account's uploads among the file's audio_upload_id values (others are not the account's). */
  readonly uploads: ReadonlyMap<number, { readonly kind: UploadKind; readonly status: string }>;
  /** Terms the account accepted (karaoke and music video releases need them). */
  readonly acknowledgedTerms: ReadonlySet<ReleaseTermsService>;
  /** UPCs (normalised) already on the account's or anyone's releases. */
  readonly takenUpcs: ReadonlySet<string>;
};

/** A song as the release save request takes it (snake_case wire form; the contract's schema fills the rest). */
export type BulkSongInput = {
  title: string;
  version: string;
  isrc: string;
  audio_language: string;
  explicit: boolean;
  category: SongCategory;
  original_singer: string;
  lyrics: string;
  file_upload_id: number | null;
  artists: Array<{ artist_id: number; input_role: ArtistInputRole; roles: string[] }>;
  authors: Array<{
    is_lyricist: boolean;
    is_composer: boolean;
    real_name: string;
    pen_name: string;
    is_foreign: boolean;
    show_on_artist_page: boolean;
  }>;
};

export type BulkReleaseInput = {
  type: ReleaseType;
  title: string;
  version: string;
  label_name: string;
  primary_genre_id: string;
  secondary_genre_id: string;
  main_artist_ids: number[];
  requested_sale_start_date: string;
  upc: string;
  copyright_year: string;
  copyright_holder: string;
  store_ids: string[];
  worldwide: boolean;
  territories: string[];
  songs: BulkSongInput[];
};

/** Where a release came from in the file, to place problems found later (at registration) on rows and columns. */
export type BulkReleaseOrigin = {
  readonly key: string;
  /** Spreadsheet row of each song, in song order; the first is the release's row. */
  readonly rows: readonly number[];
  /** Per song: which cell each author came from. */
  readonly authorColumns: ReadonlyArray<ReadonlyArray<'lyricists' | 'composers'>>;
};

export type BulkReleaseDraft = {
  readonly origin: BulkReleaseOrigin;
  readonly input: BulkReleaseInput;
  /** Main artist names as written, for the preview. */
  readonly artistNames: readonly string[];
};

export type BulkCsvResult = { readonly releases: BulkReleaseDraft[]; readonly errors: BulkCsvError[] };
