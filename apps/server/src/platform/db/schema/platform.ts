// Platform: app settings, visit tracking and client logs. Owners: platform/settings, features/tracking.
// Tables: client_logs, visits, app_settings.
import { sql } from 'drizzle-orm';
import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const clientLogs = pgTable('client_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  level: text('level').notNull(),
  data: jsonb('data').notNull(),
  individualId: integer('individual_id'),
  createdAt: createdAt(),
});

export const visits = pgTable('visits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  via: text('via'),
  pageVia: text('page_via'),
  referer: text('referer'),
  createdAt: createdAt(),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
