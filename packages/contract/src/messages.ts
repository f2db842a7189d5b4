// The account's inbox (personal messages and general ones to everyone) and the operators' general messages.
import { MESSAGE_STATIC_IMAGE_TYPES, MESSAGE_TYPES_LOWER, TEXT_MAX_LENGTH } from '@otodoke/domain';
import { z } from 'zod';
import { idParamSchema, pageOf, queryFlag } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { multiline } from './text-guard.ts';

/** Longest message title, in characters. */
export const MESSAGE_TITLE_MAX_LENGTH = 120;
/** Longest link path of a message. */
export const MESSAGE_LINK_PATH_MAX_LENGTH = 500;

/** Reading the inbox and marking messages read needs no team permission: every member shares the account's inbox. */
const INBOX = { kind: 'account' } as const;

export const messageTypeSchema = z.enum(MESSAGE_TYPES_LOWER);

/** The picture shown with a message (spec: message static image type); null: none. */
export const messageStaticImageTypeSchema = z.enum(MESSAGE_STATIC_IMAGE_TYPES).nullable();

export const messageSchema = z
  .object({
    id: z.number().int(),
    type: messageTypeSchema,
    /** Title and body in the request's language. */
    title: z.string(),
    body: z.string(),
    /** A page of the service the message is about, e.g. `/dashboard/releases/new?release_id=3`. */
    link_path: z.string().nullable(),
    static_image_type: messageStaticImageTypeSchema,
    created_at: z.string(),
    is_read: z.boolean(),
  })
  .meta({ id: 'Message' });

/** Unread messages of the account (the same numbers as the session state's message_counts). */
export const messageCountsSchema = z
  .object({ general: z.number().int(), personal: z.number().int(), total: z.number().int() })
  .meta({ id: 'MessageCounts' });

export const listMyMessages = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/messages',
  summary: "The account's messages (personal and general), newest first",
  tags: ['messages'],
  access: INBOX,
  query: z.object({
    type: messageTypeSchema.optional(),
    unread: queryFlag.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pageOf(messageSchema),
});

export const readMyMessage = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/messages/{id}/read',
  summary: 'Mark one message read for the account; answers the unread counts left',
  tags: ['messages'],
  access: INBOX,
  params: z.object({ id: idParamSchema }),
  response: messageCountsSchema,
});

export const readAllMyMessages = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/messages/read-all',
  summary: 'Mark every message (or every message of one type) read for the account; answers the unread counts left',
  tags: ['messages'],
  access: INBOX,
  body: z.object({ type: messageTypeSchema.optional() }),
  response: messageCountsSchema,
});

export const adminMessageSchema = z
  .object({
    id: z.number().int(),
    title_ja: z.string(),
    title_en: z.string(),
    body_ja: z.string(),
    body_en: z.string(),
    link_path: z.string().nullable(),
    static_image_type: messageStaticImageTypeSchema,
    created_at: z.string(),
    created_by_name: z.string().nullable(),
    /** How many accounts have read it. */
    read_count: z.number().int(),
    /** How many accounts there are now (a general message goes to every one, those made later too). */
    account_count: z.number().int(),
  })
  .meta({ id: 'AdminMessage' });

const titleSchema = z.string().trim().min(1).max(MESSAGE_TITLE_MAX_LENGTH);
const bodySchema = multiline(z.string().trim().min(1).max(TEXT_MAX_LENGTH));

export const generalMessageInputSchema = z.object({
  title_ja: titleSchema,
  title_en: titleSchema,
  body_ja: bodySchema,
  body_en: bodySchema,
  /** A page of the service ("/" first); empty or null for none. */
  link_path: z.string().trim().max(MESSAGE_LINK_PATH_MAX_LENGTH).nullable().default(null),
  /** The picture shown with it: chart_in, report or other; null for none. */
  static_image_type: messageStaticImageTypeSchema.default(null),
});

export const postGeneralMessage = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/messages',
  summary: 'Post a general message to every account, in Japanese and English',
  tags: ['admin'],
  access: { kind: 'admin' },
  body: generalMessageInputSchema,
  response: adminMessageSchema,
  successStatus: 201,
});

export const listGeneralMessages = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/messages',
  summary: 'General messages, newest first',
  tags: ['admin'],
  access: { kind: 'admin' },
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pageOf(adminMessageSchema),
});
