// Files: a resumable upload (tus 1.0 at /api/v2/uploads) announced here first, then checked on the server.
import { UPLOAD_KINDS } from '@otodoke/domain';
import { z } from 'zod';
import { idParamSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const uploadKindSchema = z.enum(UPLOAD_KINDS);

/** What the server read from the file itself; only the facts of its kind are present. */
export const uploadFactsSchema = z
  .object({
    format: z.string().optional(),
    duration_seconds: z.number().optional(),
    sample_rate: z.number().int().optional(),
    bit_depth: z.number().int().optional(),
    channels: z.number().int().optional(),
    is_hires: z.boolean().optional(),
    container: z.string().optional(),
    codec: z.string().optional(),
    width: z.number().int().optional(),
    height: z.number().int().optional(),
    frame_rate: z.number().optional(),
    has_audio: z.boolean().optional(),
    colour_space: z.string().optional(),
  })
  .meta({ id: 'UploadFacts' });

export const uploadSchema = z
  .object({
    id: z.number().int(),
    kind: uploadKindSchema,
    status: z.enum(['uploading', 'checking', 'accepted', 'rejected']),
    original_name: z.string(),
    size_bytes: z.number().int(),
    sha256: z.string().nullable(),
    facts: uploadFactsSchema.nullable(),
    /** Why the file was rejected, each in the request's language. */
    problems: z.array(z.object({ id: z.string(), message: z.string() })),
    /** A small preview (images) or the file itself (audio, video) for the signed-in account. */
    preview_url: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Upload' });

export const createUpload = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/uploads',
  summary:
    'Announce a file; then send it with tus to `tus_url` (Upload-Metadata upload_id). An operator acting for no ' +
    'account may send pictures (kind image) for content, which stay their own',
  tags: ['uploads'],
  access: { kind: 'account', orOperator: true },
  body: z.object({
    kind: uploadKindSchema,
    filename: z.string().trim().min(1).max(255),
    size_bytes: z.number().int().positive(),
  }),
  response: uploadSchema.extend({ tus_url: z.string() }),
  successStatus: 201,
});

export const getUpload = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/uploads/{id}',
  summary: 'An upload and the result of its checks',
  tags: ['uploads'],
  access: { kind: 'account', orOperator: true },
  params: z.object({ id: idParamSchema }),
  response: uploadSchema,
});
