// The database schema (PostgreSQL dialect; PGlite embedded or a PostgreSQL server), one file per owner under schema/;
// migrations are generated from this barrel (drizzle.config.ts). Each file names the feature that owns its tables.

export * from './schema/billing.ts';
export * from './schema/bulk-upload.ts';
export * from './schema/captcha.ts';
export * from './schema/catalogue.ts';
export * from './schema/content.ts';
export * from './schema/counters.ts';
export * from './schema/distribution.ts';
export * from './schema/events.ts';
export * from './schema/feature-notices.ts';
export * from './schema/identity.ts';
export * from './schema/immersive.ts';
export * from './schema/jobs.ts';
export * from './schema/ledger.ts';
export * from './schema/mastering.ts';
export * from './schema/messaging.ts';
export * from './schema/platform.ts';
export * from './schema/revenue.ts';
export * from './schema/splits.ts';
export * from './schema/uploads.ts';
