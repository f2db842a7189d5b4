// Mastering with credits (spec: /dashboard/mastering, /api/v2/me/mastering/*, /api/v1/me/mastering/audio/{id}/replace):
// a mix sent for mastering, its analysis and three effect previews, mastering the whole track with one credit,
// cancel, replace, the account's credits, and using a master on a song of a draft release.
import { MASTERING_EFFECTS, MASTERING_PREVIEW_STATUSES, MASTERING_STATUSES } from '@otodoke/domain';
import { z } from 'zod';
import { idParamSchema, idSchema, pageOf, pageQuerySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

const READ = { kind: 'account', permission: { id: 7000, level: 'readonly' } } as const;
const EDIT = { kind: 'account', permission: { id: 7000, level: 'editable' } } as const;

export const masteringEffectSchema = z.enum(MASTERING_EFFECTS);
export const masteringStatusSchema = z.enum(MASTERING_STATUSES);
export const masteringPreviewStatusSchema = z.enum(MASTERING_PREVIEW_STATUSES);

/** What the engine measured of one file: the before/after figures the page shows. */
export const masteringAnalysisSchema = z
  .object({
    integrated_lufs: z.number(),
    loudness_range_lu: z.number(),
    true_peak_dbtp: z.number(),
    crest_factor_db: z.number(),
    duration_seconds: z.number(),
    sample_rate: z.number().int(),
    bands: z.array(z.object({ from_hz: z.number(), to_hz: z.number(), energy_db: z.number() })),
    /** Peak levels 0..1 evenly spaced over the file, for the waveform. */
    waveform: z.array(z.number()).optional(),
  })
  .meta({ id: 'MasteringAnalysis' });
export type MasteringAnalysis = z.infer<typeof masteringAnalysisSchema>;

/** Preview length in seconds, and the shortest source whose preview start can be chosen. */
export const MASTERING_PREVIEW_SECONDS = 30;

export const masteringAudioSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The uploaded mix (an accepted audio upload of the account). */
    source_upload_id: z.number().int(),
    source_file_name: z.string(),
    /**
     * A commercial track the master's tone and loudness are matched to (an upload of kind audio or reference, which
     * may be MP3 or AAC); null: the service's target.
     */
    reference_upload_id: z.number().int().nullable(),
    reference_file_name: z.string().nullable(),
    duration_seconds: z.number().nullable(),
    /** Where the 30-second previews start; always 0 for a source shorter than 30 seconds. */
    preview_start_seconds: z.number().int(),
    preview_status: masteringPreviewStatusSchema,
    /** 0..100 while previews are rendered. */
    preview_progress: z.number().int(),
    /** The source's figures; null until analysed. */
    analysis: masteringAnalysisSchema.nullable(),
    /** Each effect's preview figures (level-matched to each other); absent until rendered. */
    previews: z.partialRecord(masteringEffectSchema, masteringAnalysisSchema),
    /** The effect chosen for the master (the one being made while mastering runs); null before mastering. */
    effect: masteringEffectSchema.nullable(),
    /**
     * Null until the whole track is mastered. A new master of an audio mastered before is `processing` while the
     * earlier master stays downloadable; when it fails or is canceled the audio is `success` again with its effect.
     */
    mastering_status: masteringStatusSchema.nullable(),
    mastering_progress: z.number().int(),
    /**
     * Why the last preview or master failed, in the request's language; null otherwise. With `mastering_status`
     * `success`: a new master failed and the earlier one stayed.
     */
    error_message: z.string().nullable(),
    /**
     * The effect of the master that can be downloaded and used now (`master_analysis`, `mastered_at` and the master
     * files are its): the finished one, or the earlier one while a new one is made; null when there is none.
     */
    master_effect: masteringEffectSchema.nullable(),
    master_analysis: masteringAnalysisSchema.nullable(),
    mastered_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'MasteringAudio' });
export type MasteringAudio = z.infer<typeof masteringAudioSchema>;

/** Paths of the files a mastering audio has (plain GETs, not JSON): previews as audio, masters as attachments. */
export const masteringFilePaths = {
  original: (id: number) => `/api/v2/me/mastering/audio/${id}/files/original`,
  preview: (id: number, effect: z.infer<typeof masteringEffectSchema>) =>
    `/api/v2/me/mastering/audio/${id}/files/preview/${effect}`,
  /** `wav24`: 24-bit at the source's rate; `wav16`: 16-bit 44.1 kHz for stores. */
  master: (id: number, format: 'wav24' | 'wav16') => `/api/v2/me/mastering/audio/${id}/files/master/${format}`,
} as const;

export const listMasteringAudios = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/mastering/audio',
  summary: "The account's mastering audios, newest first",
  tags: ['mastering'],
  access: READ,
  query: pageQuerySchema,
  response: pageOf(masteringAudioSchema),
});

export const createMasteringAudio = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/mastering/audio',
  summary:
    'Send an uploaded mix (an accepted upload of kind audio: WAV/FLAC) for analysis and previews, with an optional ' +
    'reference track (kind audio, or kind reference: WAV/FLAC/MP3/AAC (M4A)); no credit is spent',
  tags: ['mastering'],
  access: EDIT,
  body: z.object({
    upload_id: idSchema,
    reference_upload_id: idSchema.nullable().optional(),
    name: z.string().trim().max(200).optional(),
    preview_start_seconds: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600)
      .optional(),
  }),
  response: masteringAudioSchema,
  successStatus: 201,
});

export const getMasteringAudio = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/mastering/audio/{id}',
  summary: 'One mastering audio with its analysis, previews and master',
  tags: ['mastering'],
  access: READ,
  params: z.object({ id: idParamSchema }),
  response: masteringAudioSchema,
});

export const updateMasteringAudio = defineEndpoint({
  method: 'PATCH',
  path: '/api/v2/me/mastering/audio/{id}',
  summary: 'Rename, or choose where the previews start (renders them again; refused while mastering)',
  tags: ['mastering'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  body: z.object({
    name: z.string().trim().max(200).optional(),
    preview_start_seconds: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600)
      .optional(),
    reference_upload_id: idSchema.nullable().optional(),
  }),
  response: masteringAudioSchema,
});

export const deleteMasteringAudio = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/me/mastering/audio/{id}',
  summary: 'Delete a mastering audio and its files (refused while mastering runs)',
  tags: ['mastering'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  response: z.object({ ok: z.literal(true) }),
});

export const masterMasteringAudio = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/mastering/audio/{id}/master',
  summary:
    'Master the whole track with one effect: spends one credit (a repeat while it runs spends nothing); an earlier ' +
    'master stays downloadable and usable until the new one succeeds',
  tags: ['mastering'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  body: z.object({ effect: masteringEffectSchema }),
  response: z.object({ audio: masteringAudioSchema, credits: z.number().int() }),
});

export const cancelMasteringAudio = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/mastering/audio/{id}/cancel',
  summary:
    'Stop rendering previews or a queued/running master; a credit taken for it is given back and an earlier master ' +
    'is shown again',
  tags: ['mastering'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  response: z.object({ audio: masteringAudioSchema, credits: z.number().int() }),
});

export const replaceMasteringAudio = defineEndpoint({
  method: 'POST',
  path: '/api/v1/me/mastering/audio/{id}/replace',
  summary: 'Swap the source mix: new analysis and previews, no credit spent until mastered again',
  tags: ['mastering'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  body: z.object({ upload_id: idSchema }),
  response: masteringAudioSchema,
});

export const getMasteringCredit = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/mastering/credit',
  summary: "The account's mastering credits and its latest credit movements",
  tags: ['mastering'],
  access: READ,
  response: z.object({
    credits: z.number().int(),
    movements: z.array(
      z.object({
        id: z.number().int(),
        audio_id: z.number().int().nullable(),
        audio_name: z.string().nullable(),
        reason: z.enum(['spend', 'refund']),
        delta: z.number().int(),
        created_at: z.string(),
      }),
    ),
  }),
});

export const useMasterOnSong = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/mastering/audio/{id}/use',
  summary:
    "Use the master (16-bit 44.1 kHz) as a song's audio on a draft release; the release's audio checks run again",
  tags: ['mastering'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  body: z.object({ release_id: idSchema, song_id: idSchema, format: z.enum(['wav24', 'wav16']).default('wav16') }),
  response: z.object({ release_id: z.number().int(), song_id: z.number().int(), upload_id: z.number().int() }),
});
