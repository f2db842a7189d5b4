// The artist form: its values, the checks it makes before the server does (spec 5, messages from the domain), and
// the mapping between the form, the API and the server's field errors.
import type { createArtist } from '@otodoke/contract';
import {
  ARTIST_LINK_KINDS,
  ARTIST_TYPES,
  type ArtistLinkKind,
  type ArtistType,
  formatValidationMessage,
  isHalfWidthText,
  isKatakanaName,
  isUrl,
  isVocaloidName,
  type Language,
  parseAppleMusicArtistRef,
  parseSpotifyArtistRef,
  TEXT_MAX_LENGTH,
  textLength,
  type ValidationMessageId,
} from '@otodoke/domain';
import { z } from 'zod';
import { toCamelKey } from '../../app/api-case.ts';
import type { CallArgs } from '../../app/api-client.ts';
import type { MyArtist } from './artist-types.ts';
import { isVariousArtistsName } from './various-artists.ts';

/** Limits of the artist contract (artistInputSchema). */
export const ARTIST_LIMITS = {
  name: 100,
  links: 10,
  linkUrl: 500,
  members: 30,
  memberName: 100,
  memberRoles: 10,
  storeRef: 300,
  profile: TEXT_MAX_LENGTH,
} as const;

export type ArtistInput = NonNullable<CallArgs<typeof createArtist>['body']>;

export interface ArtistLinkValues {
  kind: ArtistLinkKind;
  url: string;
}

export interface ArtistMemberValues {
  name: string;
  roles: string[];
}

export interface ArtistFormValues {
  artistType: ArtistType;
  nameJa: string;
  nameKana: string;
  nameEn: string;
  isVocaloid: boolean;
  profileJa: string;
  profileEn: string;
  imageUploadId: number | null;
  links: ArtistLinkValues[];
  members: ArtistMemberValues[];
  /** A pasted store URL or a bare id, as typed; the server stores the id. */
  appleMusicArtist: string;
  spotifyArtist: string;
  showOnArtistPage: boolean;
}

export function emptyArtistForm(): ArtistFormValues {
  return {
    artistType: 'individual',
    nameJa: '',
    nameKana: '',
    nameEn: '',
    isVocaloid: false,
    profileJa: '',
    profileEn: '',
    imageUploadId: null,
    links: [],
    members: [],
    appleMusicArtist: '',
    spotifyArtist: '',
    showOnArtistPage: false,
  };
}

export function emptyLink(): ArtistLinkValues {
  return { kind: 'official', url: '' };
}

export function emptyMember(): ArtistMemberValues {
  return { name: '', roles: [] };
}

export function artistToForm(artist: MyArtist): ArtistFormValues {
  return {
    artistType: artist.artistType,
    nameJa: artist.nameJa,
    nameKana: artist.nameKana,
    nameEn: artist.nameEn,
    isVocaloid: artist.baseType === 'vocaloid',
    profileJa: artist.profileJa,
    profileEn: artist.profileEn,
    imageUploadId: artist.imageUploadId,
    links: artist.links.map((link) => ({ kind: link.kind, url: link.url })),
    members: artist.members.map((member) => ({ name: member.name, roles: [...member.roles] })),
    appleMusicArtist: artist.appleMusicArtistId ?? '',
    spotifyArtist: artist.spotifyArtistId ?? '',
    showOnArtistPage: artist.showOnArtistPage,
  };
}

/** The request body for the form's values. Only groups have members; rows keep their order (and index). */
export function formToArtistInput(values: ArtistFormValues): ArtistInput {
  return {
    artistType: values.artistType,
    nameJa: values.nameJa.trim(),
    nameKana: values.nameKana.trim(),
    nameEn: values.nameEn.trim(),
    baseType: values.isVocaloid ? 'vocaloid' : null,
    profileJa: values.profileJa,
    profileEn: values.profileEn,
    imageUploadId: values.imageUploadId,
    links: values.links.map((link) => ({ kind: link.kind, url: link.url.trim() })),
    members:
      values.artistType === 'group'
        ? values.members.map((member) => ({ name: member.name.trim(), roles: [...member.roles] }))
        : [],
    appleMusicArtist: values.appleMusicArtist.trim(),
    spotifyArtist: values.spotifyArtist.trim(),
    showOnArtistPage: values.showOnArtistPage,
  };
}

export function artistFormSchema(language: Language) {
  const message = (id: ValidationMessageId, n?: number) =>
    formatValidationMessage(id, language, n === undefined ? undefined : { n });
  // The server's order: the form a filled name must have, then Vocaloid names, then Various Artists' names.
  const name = (format?: { test: (value: string) => boolean; message: ValidationMessageId }) =>
    z
      .string()
      .max(ARTIST_LIMITS.name, { error: message('maxLength', ARTIST_LIMITS.name), abort: true })
      .refine((value) => value.trim() === '' || !format || format.test(value.trim()), {
        error: format ? message(format.message) : '',
        abort: true,
      })
      .refine((value) => !isVocaloidName(value), { error: message('vocaloidArtistName'), abort: true })
      .refine((value) => !isVariousArtistsName(value), { error: message('reservedArtistName') });
  const profile = z.string().refine((value) => textLength(value) <= ARTIST_LIMITS.profile, {
    error: message('textMax', ARTIST_LIMITS.profile),
  });
  return z
    .object({
      artistType: z.enum(ARTIST_TYPES),
      nameJa: z
        .string()
        .refine((value) => value.trim() !== '', { error: message('required'), abort: true })
        .pipe(name()),
      nameKana: name({ test: isKatakanaName, message: 'fullWidthKatakana' }),
      nameEn: name({ test: isHalfWidthText, message: 'halfWidthAlnumSymbols' }),
      isVocaloid: z.boolean(),
      profileJa: profile,
      profileEn: profile,
      imageUploadId: z.number().int().positive().nullable(),
      links: z
        .array(
          z.object({
            kind: z.enum(ARTIST_LINK_KINDS),
            url: z
              .string()
              .trim()
              .min(1, { error: message('required'), abort: true })
              .max(ARTIST_LIMITS.linkUrl, { error: message('maxLength', ARTIST_LIMITS.linkUrl) })
              .refine(isUrl, { error: message('url') }),
          }),
        )
        .max(ARTIST_LIMITS.links, { error: message('checkboxMax', ARTIST_LIMITS.links) }),
      members: z.array(z.object({ name: z.string(), roles: z.array(z.string()) })),
      appleMusicArtist: z
        .string()
        .refine((value) => value.trim() === '' || parseAppleMusicArtistRef(value) !== undefined, {
          error: message('appleMusicArtist'),
        }),
      spotifyArtist: z.string().refine((value) => value.trim() === '' || parseSpotifyArtistRef(value) !== undefined, {
        error: message('spotifyArtist'),
      }),
      showOnArtistPage: z.boolean(),
    })
    .superRefine((values, context) => {
      // Members belong to groups only: an individual's hidden rows are not checked (nor sent).
      if (values.artistType !== 'group') return;
      if (values.members.length > ARTIST_LIMITS.members) {
        context.addIssue({ code: 'custom', path: ['members'], message: message('checkboxMax', ARTIST_LIMITS.members) });
      }
      values.members.forEach((member, index) => {
        const memberName = member.name.trim();
        if (memberName === '') {
          context.addIssue({ code: 'custom', path: ['members', index, 'name'], message: message('required') });
        } else if (textLength(memberName) > ARTIST_LIMITS.memberName) {
          context.addIssue({
            code: 'custom',
            path: ['members', index, 'name'],
            message: message('maxLength', ARTIST_LIMITS.memberName),
          });
        }
        if (member.roles.length > ARTIST_LIMITS.memberRoles) {
          context.addIssue({
            code: 'custom',
            path: ['members', index, 'roles'],
            message: message('checkboxMax', ARTIST_LIMITS.memberRoles),
          });
        }
      });
    });
}

/** API field names whose form field is named differently. */
const RENAMED_FIELDS: Readonly<Record<string, string>> = {
  baseType: 'isVocaloid',
  appleMusicArtistId: 'appleMusicArtist',
  spotifyArtistId: 'spotifyArtist',
};

const SCALAR_FIELDS: ReadonlySet<string> = new Set([
  'artistType',
  'nameJa',
  'nameKana',
  'nameEn',
  'isVocaloid',
  'profileJa',
  'profileEn',
  'imageUploadId',
  'appleMusicArtist',
  'spotifyArtist',
  'showOnArtistPage',
]);

/**
 * The form field a server field error belongs to: `name_kana` (or camelCased `nameKana`) -> `nameKana`,
 * `links.0.url` -> `links.0.url`, `members.1.roles.2` -> `members.1.roles`, `base_type` -> `isVocaloid`.
 * Null when the path names nothing on the form (the message is then shown with the form as a whole).
 */
export function formFieldOfServerPath(path: string): string | null {
  const [head = '', ...rest] = path.split('.').map(toCamelKey);
  const field = RENAMED_FIELDS[head] ?? head;
  if (SCALAR_FIELDS.has(field)) return rest.length === 0 ? field : null;
  if (field !== 'links' && field !== 'members') return null;
  if (rest.length === 0) return field;
  const [index, part] = rest;
  if (!index || !/^\d+$/.test(index)) return null;
  if (part === undefined) return `${field}.${index}`;
  if (field === 'links' && (part === 'kind' || part === 'url')) return `links.${index}.${part}`;
  if (field === 'members' && (part === 'name' || part === 'roles')) return `members.${index}.${part}`;
  return null;
}

/** Store ids behind what was typed: a bare id or a pasted URL (null when it is neither). */
export function storeArtistIdOf(store: 'appleMusic' | 'spotify', value: string): string | null {
  const id = store === 'appleMusic' ? parseAppleMusicArtistRef(value) : parseSpotifyArtistRef(value);
  return id ?? null;
}

/** The store's own artist page (spec: music.apple.com/jp/artist/{id}, open.spotify.com/artist/{id}). */
export function storeArtistPageUrl(store: 'appleMusic' | 'spotify', id: string): string {
  return store === 'appleMusic'
    ? `https://music.apple.com/jp/artist/${encodeURIComponent(id)}`
    : `https://open.spotify.com/artist/${encodeURIComponent(id)}`;
}
