// Messaging: the inbox notices and the outbound mail record. Owners: features/messages, platform/mail.
// Tables: outbound_mail, messages, message_reads.
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { accounts, individuals } from './identity.ts';

/** Mail kept for the developer mailbox page (outside production), and a record of every sent message. */
export const outboundMail = pgTable(
  'outbound_mail',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbound_mail_to_idx').on(t.to)],
);

/** Notices to an account (personal) or to everyone (general, account_id null), in both languages. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<'general' | 'personal'>().notNull(),
    titleJa: text('title_ja').notNull(),
    titleEn: text('title_en').notNull(),
    bodyJa: text('body_ja').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    /** A page of the service the message is about, e.g. `/dashboard/releases/new?release_id=3`. */
    linkPath: text('link_path'),
    /** The picture shown with it (spec: message static image type); null: none. */
    staticImageType: text('static_image_type').$type<'chart_in' | 'report' | 'other'>(),
    createdBy: integer('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_account_idx').on(t.accountId, t.id)],
);

/** Which account has read which message (team members share their account's inbox). */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.accountId] })],
);
