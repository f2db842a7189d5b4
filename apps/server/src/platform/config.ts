// Environment configuration, validated once at start; an invalid value stops the process with a clear message.
import path from 'node:path';
import { isValidInvoiceRegistrationNumber } from '@otodoke/domain';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.string().url().startsWith('postgres').optional()),
  PUBLIC_URL: optionalString.pipe(z.string().url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: optionalString,
  SMTP_URL: optionalString.pipe(z.string().url().optional()),
  MAIL_FROM: z.string().default('Otodoke <no-reply@otodoke.test>'),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'hcaptcha']).default('altcha'),
  HCAPTCHA_SITE_KEY: optionalString,
  HCAPTCHA_SECRET: optionalString,
  GOOGLE_OIDC_ISSUER: optionalString.pipe(z.string().url().optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(3010),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /**
   * The simulators (Google sign-in, payments, store catalogue, stores): started inside this process, or `separate`:
   * already running as processes of their own at their ports (npm start's launcher, scripts/start.mjs).
   */
  SIMULATORS: z.enum(['in-process', 'separate']).default('in-process'),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Where uploaded files are kept (the local storage adapter); DATA_DIR/files by default. */
  STORAGE_DIR: optionalString,
  /** Files on the local disk (one machine), or in an S3-compatible bucket (several API processes and workers). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** Another S3-compatible service than AWS (MinIO, R2, the object storage simulator); AWS's own when unset. */
  S3_ENDPOINT: optionalString.pipe(z.string().url().optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** `/<bucket>/<key>` addresses instead of `<bucket>.<host>`: most S3-compatible services want true. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** ffmpeg and ffprobe to use; unset: the system's on PATH, else the npm-bundled ones (media-tools.ts). */
  FFMPEG_PATH: optionalString,
  FFPROBE_PATH: optionalString,
  /** The service's ISRC registrant prefix (country + registrant code), used for accounts without their own. */
  ISRC_PREFIX: z
    .string()
    .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'two letters and three letters or digits, e.g. JPZ99')
    .default('JPZ99'),
  /** GS1 company prefixes to assign UPC/JAN codes from, comma separated, used in order. */
  UPC_PREFIXES: z
    .string()
    .regex(/^\d{6,11}(,\d{6,11})*$/, 'comma-separated GS1 company prefixes of 6 to 11 digits')
    .default('4599990,4599991'),
  /** Store artist search: the store catalogue simulator on loopback, or the real Apple Music and Spotify APIs. */
  STORE_CATALOG: z.enum(['simulator', 'real']).default('simulator'),
  APPLE_MUSIC_DEVELOPER_TOKEN: optionalString,
  SPOTIFY_CLIENT_ID: optionalString,
  SPOTIFY_CLIENT_SECRET: optionalString,
  STORE_CATALOG_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(3040),
  /** Payments: the built-in gateway simulator on loopback, or Stripe with its keys. */
  PAYMENT_GATEWAY: z.enum(['simulator', 'stripe']).default('simulator'),
  PAYMENT_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(3020),
  /**
   * Development and browser tests: a file where the in-process payment gateway simulator keeps its customers, cards and
   * payments across restarts (unset: in memory only). The browser journeys copy one seeded demo, this file included.
   */
  PAYMENT_SIMULATOR_STATE_FILE: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Delivery to stores: the built-in store simulator (SFTP on loopback), or the stores listed in a JSON file. */
  STORE_DELIVERY: z.enum(['simulator', 'real']).default('simulator'),
  STORE_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(3030),
  STORE_ENDPOINTS_FILE: optionalString,
  /** This service's DDEX party id (DPID) and name, the sender of every message; required with real stores. */
  DDEX_PARTY_ID: z
    .string()
    .regex(/^PADPIDA[0-9A-Z]{11}$/, 'a DDEX party id: PADPIDA and 11 digits or capital letters')
    .optional(),
  DDEX_PARTY_NAME: z.string().min(1).default('Otodoke'),
  /** How often the workers fetch the stores' sales reports, in ms (0: never). */
  SALES_REPORT_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * Development and browser tests only: a file holding an ISO date-time that month closes and splits take as "now"
   * (a journey can move to the next month). Refused in production.
   */
  CLOCK_FILE: optionalString,
  /** The seller named on receipts (qualified invoices); required in production. */
  SELLER_NAME: optionalString,
  SELLER_ADDRESS: optionalString,
  INVOICE_REGISTRATION_NUMBER: optionalString,
  /** Where users write for help (the artist support and legal pages show it); unset in production: not shown. */
  SUPPORT_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  sessionSecret: string;
  mail: { smtpUrl: string | undefined; from: string };
  captcha: { provider: 'altcha' | 'hcaptcha'; hcaptchaSiteKey?: string; hcaptchaSecret?: string };
  google:
    | { mode: 'real'; issuer: string; clientId: string; clientSecret: string }
    | { mode: 'simulator'; port: number };
  seedDemo: boolean;
  /** Where the simulators that the modes below use run: in this process, or as processes of their own. */
  simulators: 'in-process' | 'separate';
  salesReportIntervalMs: number;
  /** CLOCK_FILE (never in production). */
  clockFile: string | null;
  webDistDir: string;
  /** Reverse proxies in front of the service whose X-Forwarded-For is trusted (0: none). */
  trustProxyHops: number;
  storageDir: string;
  /** Where files are kept: the local disk under storageDir, or an S3-compatible bucket (STORAGE=s3). */
  storage:
    | { mode: 'local' }
    | {
        mode: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        forcePathStyle: boolean;
        accessKeyId: string;
        secretAccessKey: string;
      };
  /** FFMPEG_PATH and FFPROBE_PATH when set; resolveMediaTools (integrations/media-probe) finds the tools to use. */
  media: { ffmpegPath: string | undefined; ffprobePath: string | undefined };
  identifiers: { isrcPrefix: string; upcPrefixes: string[] };
  storeCatalog:
    | { mode: 'simulator'; port: number }
    | { mode: 'real'; appleMusicDeveloperToken: string; spotifyClientId: string; spotifyClientSecret: string };
  payments:
    | { mode: 'simulator'; port: number; stateFile?: string }
    | { mode: 'stripe'; secretKey: string; webhookSecret: string };
  seller: { name: string; address: string; invoiceRegistrationNumber: string };
  /** The address users write to for help; null when none is configured (production without SUPPORT_EMAIL). */
  supportEmail: string | null;
  storeDelivery: { mode: 'simulator'; port: number; rootDir: string } | { mode: 'real'; endpointsFile: string };
  /** The sender of DDEX messages. */
  ddexParty: { dpid: string; name: string };
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.SESSION_SECRET)
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production');
  if (env.CAPTCHA_PROVIDER === 'hcaptcha' && !(env.HCAPTCHA_SITE_KEY && env.HCAPTCHA_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  HCAPTCHA_SITE_KEY and HCAPTCHA_SECRET: required when CAPTCHA_PROVIDER=hcaptcha',
    );
  }
  const googleKeys = [env.GOOGLE_OIDC_ISSUER, env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET].filter(Boolean).length;
  if (googleKeys !== 0 && googleKeys !== 3) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_OIDC_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set all three or none',
    );
  }
  if (
    env.STORE_CATALOG === 'real' &&
    !(env.APPLE_MUSIC_DEVELOPER_TOKEN && env.SPOTIFY_CLIENT_ID && env.SPOTIFY_CLIENT_SECRET)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  APPLE_MUSIC_DEVELOPER_TOKEN, SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET: required when STORE_CATALOG=real',
    );
  }
  // The simulator's keys are public: in production anyone could sign its webhooks, so it never runs there.
  if (isProduction && env.PAYMENT_GATEWAY !== 'stripe') {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_GATEWAY: must be stripe in production (the simulator is for development)',
    );
  }
  if (env.PAYMENT_GATEWAY === 'stripe' && !(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: required when PAYMENT_GATEWAY=stripe',
    );
  }
  const sellerKeys = [env.SELLER_NAME, env.SELLER_ADDRESS, env.INVOICE_REGISTRATION_NUMBER].filter(Boolean).length;
  if (isProduction && sellerKeys !== 3) {
    throw new ConfigError(
      'Invalid configuration:\n  SELLER_NAME, SELLER_ADDRESS and INVOICE_REGISTRATION_NUMBER: required in production (receipts)',
    );
  }
  if (env.INVOICE_REGISTRATION_NUMBER && !isValidInvoiceRegistrationNumber(env.INVOICE_REGISTRATION_NUMBER)) {
    throw new ConfigError(
      'Invalid configuration:\n  INVOICE_REGISTRATION_NUMBER: "T" and 13 digits whose first digit checks the rest',
    );
  }
  if (env.STORE_DELIVERY === 'real' && !(env.STORE_ENDPOINTS_FILE && env.DDEX_PARTY_ID)) {
    throw new ConfigError(
      'Invalid configuration:\n  STORE_ENDPOINTS_FILE and DDEX_PARTY_ID: required when STORE_DELIVERY=real',
    );
  }
  if (env.STORAGE === 's3' && !(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required when STORAGE=s3',
    );
  }
  if (isProduction && env.CLOCK_FILE) {
    throw new Error('Invalid configuration:\n  CLOCK_FILE: only for development and tests, never in production');
  }
  if (isProduction && env.STORE_DELIVERY !== 'real') {
    throw new ConfigError(
      'Invalid configuration:\n  STORE_DELIVERY: must be real in production (the store simulator is for development)',
    );
  }
  // The simulator signs anyone in as any address they type: in production Google sign-in must be the real one.
  if (isProduction && googleKeys !== 3) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_OIDC_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: required in production (the Google sign-in simulator is for development)',
    );
  }
  // Cookies are Secure and HSTS is sent only over https, so production must be reached through an https address.
  if (isProduction && !env.PUBLIC_URL?.startsWith('https://')) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required in production, an https:// address (sessions need Secure cookies)',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    sessionSecret: env.SESSION_SECRET ?? 'otodoke-development-secret-not-for-production',
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    captcha: {
      provider: env.CAPTCHA_PROVIDER,
      hcaptchaSiteKey: env.HCAPTCHA_SITE_KEY,
      hcaptchaSecret: env.HCAPTCHA_SECRET,
    },
    google:
      env.GOOGLE_OIDC_ISSUER && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            mode: 'real',
            issuer: env.GOOGLE_OIDC_ISSUER,
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
          }
        : { mode: 'simulator', port: env.GOOGLE_SIMULATOR_PORT },
    seedDemo: env.SEED_DEMO === 'auto' && !isProduction,
    simulators: env.SIMULATORS,
    salesReportIntervalMs: env.SALES_REPORT_INTERVAL_MS,
    clockFile: env.CLOCK_FILE ? path.resolve(env.CLOCK_FILE) : null,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'files')),
    storage:
      env.STORAGE === 's3'
        ? {
            mode: 's3',
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET!,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          }
        : { mode: 'local' },
    media: { ffmpegPath: env.FFMPEG_PATH, ffprobePath: env.FFPROBE_PATH },
    identifiers: { isrcPrefix: env.ISRC_PREFIX, upcPrefixes: env.UPC_PREFIXES.split(',') },
    storeCatalog:
      env.STORE_CATALOG === 'real'
        ? {
            mode: 'real',
            appleMusicDeveloperToken: env.APPLE_MUSIC_DEVELOPER_TOKEN!,
            spotifyClientId: env.SPOTIFY_CLIENT_ID!,
            spotifyClientSecret: env.SPOTIFY_CLIENT_SECRET!,
          }
        : { mode: 'simulator', port: env.STORE_CATALOG_SIMULATOR_PORT },
    payments:
      env.PAYMENT_GATEWAY === 'stripe'
        ? { mode: 'stripe', secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET! }
        : {
            mode: 'simulator',
            port: env.PAYMENT_SIMULATOR_PORT,
            ...(env.PAYMENT_SIMULATOR_STATE_FILE ? { stateFile: path.resolve(env.PAYMENT_SIMULATOR_STATE_FILE) } : {}),
          },
    // Development defaults name a fictitious seller (the registration number has a valid check digit only).
    seller: {
      name: env.SELLER_NAME ?? '音届け株式会社（開発環境）',
      address: env.SELLER_ADDRESS ?? '東京都渋谷区神南1-0-0',
      invoiceRegistrationNumber: env.INVOICE_REGISTRATION_NUMBER ?? 'T3010401099999',
    },
    supportEmail: env.SUPPORT_EMAIL ?? (isProduction ? null : 'support@otodoke.test'),
    storeDelivery:
      env.STORE_DELIVERY === 'real'
        ? { mode: 'real', endpointsFile: path.resolve(env.STORE_ENDPOINTS_FILE!) }
        : { mode: 'simulator', port: env.STORE_SIMULATOR_PORT, rootDir: path.join(dataDir, 'store-sim') },
    // Development: a fictitious party id in the DDEX format (the store simulator knows it as this service).
    ddexParty: { dpid: env.DDEX_PARTY_ID ?? 'PADPIDA2026112501Z', name: env.DDEX_PARTY_NAME },
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname),
  };
}
