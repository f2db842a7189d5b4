// Immersive audio (spec: /dashboard/immersive_audio): an account's Dolby Atmos (ADM BWF) or 360 Reality Audio (MPEG-H)
// editions of its songs, the file's verification, payment through the existing checkout, and delivery to the stores
// that take immersive audio. The spec names no API paths for it: these are ours (decision 0023).
import {
  IMMERSIVE_AUDIO_ACTION_STATUSES,
  IMMERSIVE_AUDIO_FORMATS,
  IMMERSIVE_AUDIO_SONG_STATUS,
  IMMERSIVE_AUDIO_VERIFICATION_STATUS,
} from '@otodoke/domain';
import { z } from 'zod';
import {
  checkoutMethodSchema,
  couponCodeSchema,
  idempotencyKeySchema,
  paymentOrderSchema,
  quoteSchema,
} from './billing.ts';
import { ID_MAX, idParamSchema, idSchema, pageOf, pageQuerySchema } from './common.ts';
import { storeDeliverySchema } from './distribution.ts';
import { defineEndpoint } from './endpoint.ts';

const READ = { kind: 'account', permission: { id: 7000, level: 'readonly' } } as const;
const EDIT = { kind: 'account', permission: { id: 7000, level: 'editable' } } as const;

export const immersiveFormatSchema = z.enum(IMMERSIVE_AUDIO_FORMATS);
const songStatusNames = Object.keys(IMMERSIVE_AUDIO_SONG_STATUS) as [
  keyof typeof IMMERSIVE_AUDIO_SONG_STATUS,
  ...(keyof typeof IMMERSIVE_AUDIO_SONG_STATUS)[],
];
const verificationNames = Object.keys(IMMERSIVE_AUDIO_VERIFICATION_STATUS) as [
  keyof typeof IMMERSIVE_AUDIO_VERIFICATION_STATUS,
  ...(keyof typeof IMMERSIVE_AUDIO_VERIFICATION_STATUS)[],
];

/** One reason a file failed verification: the spec's invalid code of a family, with the message to act on. */
export const immersiveInvalidCodeSchema = z.object({
  family: z.enum(['dolby', '360RA', 'other']),
  code: z.number().int(),
  message: z.string(),
});

export const immersiveSongSchema = z
  .object({
    id: z.number().int(),
    format: immersiveFormatSchema,
    /** The spec's immersive audio song status, as code and name. */
    status_code: z.number().int(),
    status: z.enum(songStatusNames),
    /** What the user may do now (the domain's transition table). */
    action_status: z.enum(IMMERSIVE_AUDIO_ACTION_STATUSES),
    verification_status_code: z.number().int(),
    verification_status: z.enum(verificationNames),
    invalid_codes: z.array(immersiveInvalidCodeSchema),
    /** What verification read from the file; null before it succeeded. */
    facts: z
      .object({
        container: z.string(),
        codec: z.string().optional(),
        sample_rate: z.number().optional(),
        bit_depth: z.number().optional(),
        channels: z.number().optional(),
        duration_seconds: z.number().optional(),
        profile_level: z.number().optional(),
        programme_name: z.string().optional(),
        objects: z.number().optional(),
        beds: z.number().optional(),
      })
      .nullable(),
    file_name: z.string().nullable(),
    release: z.object({ id: z.number().int(), title: z.string(), status: z.number().int() }),
    song: z.object({
      id: z.number().int(),
      title: z.string(),
      isrc: z.string().nullable(),
      duration_seconds: z.number().nullable(),
    }),
    /** The stores this edition goes to (those of the release that take the format). */
    stores: z.array(z.object({ id: z.string(), name: z.string() })),
    price: z.number().int(),
    /** It owes its yearly fee now: its release's renewal is open (or in grace) and the edition's own fee is unpaid. */
    renewal_payable: z.boolean(),
    /** The end of the release's paid year, which the edition's year follows (null: the release is under a plan). */
    term_ends_at: z.string().nullable(),
    verified_at: z.string().nullable(),
    paid_at: z.string().nullable(),
    delivered_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ImmersiveSong' });
export type ImmersiveSong = z.infer<typeof immersiveSongSchema>;

export const listImmersiveSongs = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/immersive_audio/songs',
  summary: "The account's immersive editions, newest first",
  tags: ['immersive-audio'],
  access: READ,
  query: pageQuerySchema.extend({ q: z.string().trim().max(200).optional() }),
  response: pageOf(immersiveSongSchema),
});

export const listImmersiveCandidates = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/immersive_audio/candidates',
  summary: "Songs of the account's releases that can get an immersive edition (none yet, audio releases)",
  tags: ['immersive-audio'],
  access: READ,
  query: pageQuerySchema.extend({ q: z.string().trim().max(200).optional() }),
  response: pageOf(
    z.object({
      song_id: z.number().int(),
      song_title: z.string(),
      isrc: z.string().nullable(),
      duration_seconds: z.number().nullable(),
      release_id: z.number().int(),
      release_title: z.string(),
      release_status: z.number().int(),
    }),
  ),
});

export const createImmersiveSong = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/immersive_audio/songs',
  summary: 'Start an immersive edition of a song in one format (needs the account feature isImmersiveAudioAvailable)',
  tags: ['immersive-audio'],
  access: EDIT,
  body: z.object({ song_id: idSchema, format: immersiveFormatSchema }),
  response: immersiveSongSchema,
  successStatus: 201,
});

export const getImmersiveSong = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/immersive_audio/songs/{id}',
  summary: 'One immersive edition',
  tags: ['immersive-audio'],
  access: READ,
  params: z.object({ id: idParamSchema }),
  response: immersiveSongSchema,
});

export const setImmersiveSongFile = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/me/immersive_audio/songs/{id}/file',
  summary: 'Attach an uploaded file (kind immersive) and queue its verification',
  tags: ['immersive-audio'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  body: z.object({ upload_id: idSchema, format: immersiveFormatSchema.optional() }),
  response: immersiveSongSchema,
});

export const deleteImmersiveSong = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/me/immersive_audio/songs/{id}',
  summary: 'Remove an immersive edition that is not paid for yet',
  tags: ['immersive-audio'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  response: z.object({ ok: z.literal(true) }),
});

/** The checkout's quote for a verified edition (the web's checkout dialog shows it before paying, coupon included). */
export const quoteImmersiveSong = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/immersive_audio/songs/{id}/quote',
  summary: 'What paying for an immersive edition costs, with a coupon (the checkout quote, nothing is stored)',
  tags: ['immersive-audio'],
  access: READ,
  params: z.object({ id: idParamSchema }),
  body: z.object({ coupon_code: couponCodeSchema }),
  response: quoteSchema,
});

export const payForImmersiveSong = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/immersive_audio/songs/{id}/payment',
  summary: 'Pay for a verified immersive edition through the checkout; paid, it is delivered with its release',
  tags: ['immersive-audio'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  body: z.object({
    method: checkoutMethodSchema,
    coupon_code: couponCodeSchema,
    idempotency_key: idempotencyKeySchema,
  }),
  response: paymentOrderSchema,
  successStatus: 201,
});

/** A verified file id for `ImmersiveSong.file_name`'s download (plain GET, the account's own file). */
export const immersiveFilePath = (id: number) => `/api/v2/me/immersive_audio/songs/${id}/file`;

// ---- The operators' view (/admin, tab "review"): every account's editions, one edition's facts, and re-running a
// verification whose check failed as an operation (230).
const ADMIN = { kind: 'admin' } as const;

/** How the operators' list is ordered: by the edition's last change. */
export const IMMERSIVE_ADMIN_SORTS = ['updated_desc', 'updated_asc'] as const;

export const adminImmersiveListQuerySchema = pageQuerySchema.extend({
  /** Song title, ISRC, account name or the e-mail of one of the account's members. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(songStatusNames).optional(),
  verification_status: z.enum(verificationNames).optional(),
  format: immersiveFormatSchema.optional(),
  sort: z.enum(IMMERSIVE_ADMIN_SORTS).default('updated_desc'),
});

/** One row of the operators' list. */
export const adminImmersiveSongItemSchema = z
  .object({
    id: z.number().int(),
    format: immersiveFormatSchema,
    status_code: z.number().int(),
    status: z.enum(songStatusNames),
    verification_status_code: z.number().int(),
    verification_status: z.enum(verificationNames),
    invalid_code_count: z.number().int(),
    /** The check failed as an operation (230): an operator may run it again, sending this attempt. */
    can_rerun_verification: z.boolean(),
    verification_attempt: z.number().int(),
    account: z.object({ id: z.number().int(), name: z.string() }),
    release: z.object({ id: z.number().int(), title: z.string() }),
    song: z.object({ id: z.number().int(), title: z.string(), isrc: z.string().nullable() }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminImmersiveSongItem' });

/** One edition as an operator sees it: the account's view plus the account, the file, the codes in both languages. */
export const adminImmersiveSongSchema = immersiveSongSchema
  .extend({
    account: z.object({ id: z.number().int(), name: z.string(), manager_email: z.string().nullable() }),
    /** Grows with every check queued (a new file or a re-run). The re-run sends the attempt the operator saw. */
    verification_attempt: z.number().int(),
    can_rerun_verification: z.boolean(),
    /** Each code with the message in both languages (`message` is the reader's) and the figures it was given. */
    invalid_codes: z.array(
      immersiveInvalidCodeSchema.extend({
        messages: z.object({ ja: z.string(), en: z.string() }),
        params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
      }),
    ),
    /** The uploaded immersive file; `stored` false when its bytes are not in storage (any more). */
    file: z
      .object({
        upload_id: z.number().int(),
        name: z.string(),
        size_bytes: z.number().int(),
        content_type: z.string().nullable(),
        stored: z.boolean(),
      })
      .nullable(),
    /**
     * The release at each store that takes the edition's format (the edition travels in the release's messages);
     * null when the release's deliveries cannot be read (a release deleted by its owner).
     */
    store_deliveries: z.array(storeDeliverySchema).nullable(),
  })
  .meta({ id: 'AdminImmersiveSong' });

export const listAdminImmersiveSongs = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/immersive_audio/songs',
  summary: "Every account's immersive editions, filtered and searched, by last change",
  tags: ['admin'],
  access: ADMIN,
  query: adminImmersiveListQuerySchema,
  response: pageOf(adminImmersiveSongItemSchema),
});

export const getAdminImmersiveSong = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/immersive_audio/songs/{id}',
  summary: 'One immersive edition of any account, with its file, verification and deliveries',
  tags: ['admin'],
  access: ADMIN,
  params: z.object({ id: idParamSchema }),
  response: adminImmersiveSongSchema,
});

export const rerunImmersiveVerification = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/immersive_audio/songs/{id}/verification',
  summary: 'Queue the file check again for an edition whose check failed as an operation (230); idempotent per attempt',
  tags: ['admin'],
  access: ADMIN,
  params: z.object({ id: idParamSchema }),
  /** `attempt`: the verification attempt the operator saw fail. Once it was run again, the same call queues nothing. */
  body: z.object({ attempt: z.number().int().min(0).max(ID_MAX) }),
  /** `queued`: this call queued the check; false when an earlier call (or a new file) already had. */
  response: z.object({ queued: z.boolean(), edition: adminImmersiveSongSchema }),
});
