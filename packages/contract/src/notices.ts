// Popups and one-time alerts: what the signed-in account is shown now, marking them read or clicked, the operators'
// preview of a popup, and how many accounts saw, read and clicked each (spec: /member/popup, /one_time_alert).
import { OLD_BANNER_COLOURS, ONE_TIME_ALERT_CLICKED_PARTS } from '@otodoke/domain';
import { z } from 'zod';
import { idParamSchema, idSchema, languageSchema, okSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** Every member of the account shares its popups and alerts (team members see what the account is shown). */
const MEMBER = { kind: 'account' } as const;

/** The spec's `show_notice` query: empty or "1" asks for the latest popup again, even one already shown. */
export const showNoticeSchema = z.enum(['', '1']);

/** A popup or one-time alert as the account sees it, in the request's language or the other one if missing. */
export const noticeSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['popup', 'alert']),
    /** The language of title and body; differs from the request's when `is_other_language`. */
    language: languageSchema,
    /** The entry has no text in the request's language: the other language is shown, with a note. */
    is_other_language: z.boolean(),
    title: z.string(),
    /** The body rendered by renderContentHtml (escaped, safe links only). */
    body_html: z.string(),
    display: z.enum(['once', 'until_read']),
    /** Where the button leads (a path of the service or an https address); null: no button. */
    cta_url: z.string().nullable(),
    /** A one-time alert's banner colour scheme (white: light, black: near-black); null for a popup. */
    banner_colour: z.enum(OLD_BANNER_COLOURS).nullable(),
    publish_at: z.string().nullable(),
    ends_at: z.string().nullable(),
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof noticeSchema>;

export const listMyPopups = defineEndpoint({
  method: 'GET',
  path: '/member/popup',
  summary: "The account's popups to show now, newest first (a `once` popup is recorded as shown when answered)",
  tags: ['notices'],
  access: MEMBER,
  query: z.object({ show_notice: showNoticeSchema.optional() }),
  response: z.object({ items: z.array(noticeSchema) }),
});

export const readMyPopup = defineEndpoint({
  method: 'POST',
  path: '/member/popup/read',
  summary: 'Mark a popup read for the account (again: no change); a popup not for the account is 404',
  tags: ['notices'],
  access: MEMBER,
  body: z.object({ id: idSchema }),
  response: okSchema,
});

export const previewPopup = defineEndpoint({
  method: 'GET',
  path: '/preview/popup/get/{id}',
  summary: 'A popup (any status) as a member would see it, for operators',
  tags: ['admin'],
  access: { kind: 'admin' },
  params: z.object({ id: idParamSchema }),
  response: noticeSchema,
});

export const getMyOneTimeAlert = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/one_time_alert',
  summary: "The account's current one-time alert (newest first), or null",
  tags: ['notices'],
  access: MEMBER,
  response: z.object({ alert: noticeSchema.nullable() }),
});

export const oneTimeAlertPartSchema = z.enum(ONE_TIME_ALERT_CLICKED_PARTS);

export const clickMyOneTimeAlert = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/one_time_alert',
  summary: 'Record which part of a one-time alert was clicked (close or cta); the first click counts. Not for it: 403',
  tags: ['notices'],
  access: MEMBER,
  body: z.object({ id: idSchema, part: oneTimeAlertPartSchema }),
  response: okSchema,
});

export const noticeStatsSchema = z
  .object({
    entry_id: z.number().int(),
    kind: z.enum(['popup', 'alert']),
    /** Accounts it was shown to. */
    shown: z.number().int(),
    /** Accounts that read it (closed, its button, or marked read). */
    read: z.number().int(),
    close_clicks: z.number().int(),
    cta_clicks: z.number().int(),
  })
  .meta({ id: 'NoticeStats' });

export const getNoticeStats = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/content/{id}/notice-stats',
  summary: 'How many accounts were shown a popup or alert, read it, and clicked close or its button',
  tags: ['admin'],
  access: { kind: 'admin' },
  params: z.object({ id: idParamSchema }),
  response: noticeStatsSchema,
});
