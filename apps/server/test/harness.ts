// Starts the whole service for a test file: a fresh database (PGlite in memory, or a new PostgreSQL database when
// TEST_DATABASE_URL is set), a real SMTP inbox, the Google sign-in simulator and ALTCHA, as in production.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StoreTransport } from '@otodoke/protocols/store-drop/store-delivery.ts';
import {
  type GoogleSimulator,
  SIMULATOR_CLIENT_ID,
  SIMULATOR_CLIENT_SECRET,
  startGoogleSimulator,
} from '@otodoke/simulators/google-signin/simulator.ts';
import { type PaymentSimulator, startPaymentSimulator } from '@otodoke/simulators/payment-gateway/index.ts';
import { startStoreCatalogSimulator } from '@otodoke/simulators/store-catalog/index.ts';
import { type App, createApp } from '../src/app.ts';
import { DEMO_SIGN_IN, seedDemoData } from '../src/demo/seed.ts';
import { googleRedirectUri } from '../src/features/auth/index.ts';
import { PAYMENT_WEBHOOK_PATH } from '../src/features/billing/index.ts';
import { createAltchaCaptcha } from '../src/integrations/captcha/altcha-captcha.ts';
import type { Captcha } from '../src/integrations/captcha/captcha.ts';
import { createOpenIdSignIn } from '../src/integrations/google-signin/openid-connect.ts';
import { createStripeGateway } from '../src/integrations/payment-gateway/stripe-gateway.ts';
import { storeCatalogFromConfig } from '../src/integrations/store-catalog/from-config.ts';
import { loadConfig } from '../src/platform/config.ts';
import { type Database, openDatabase } from '../src/platform/db/client.ts';
import { createLogger, type Logger } from '../src/platform/logger.ts';
import { type StoreDelivery, startStoreDelivery } from '../src/store-delivery-setup.ts';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts';
import { TestClient } from './test-client.ts';
import { createPostgresDatabase } from './throwaway-database.ts';

export const PUBLIC_URL = 'http://localhost:3000';

async function openTestDatabase(
  onQuery?: (sql: string) => void,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: await openDatabase({ inMemory: true, onQuery }), drop: async () => {} };
  const created = await createPostgresDatabase(adminUrl, 'otodoke_test');
  return { database: await openDatabase({ databaseUrl: created.url, onQuery }), drop: created.drop };
}

const TEST_GATEWAY_KEYS = { secretKey: 'sk_test_harness', webhookSecret: 'whsec_test_harness' } as const;

export interface TestService {
  app: App;
  database: Database;
  inbox: SmtpInbox;
  google: GoogleSimulator;
  /** The payment gateway simulator; it notifies the app, which listens on a loopback port for that. */
  payments: PaymentSimulator;
  /** The store simulator (delays scaled down 100 times) and the SFTP transport the app delivers with. */
  stores: StoreDelivery;
  captcha: Captcha;
  client(language?: 'ja' | 'en'): TestClient;
  /** Where the app listens on loopback (real connections: webhooks, interrupted uploads). */
  baseUrl(): string;
  /** Stops the app and starts a new one on the same database and inbox, as a redeploy or crash recovery would. */
  restart(options?: { runWorkers?: boolean }): Promise<void>;
  close(): Promise<void>;
}

export async function startTestService(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    runWorkers?: boolean;
    /** The clock of the revenue features (month closes, splits). */
    now?: () => Date;
    /** Wraps the SFTP transport the app delivers with (to make a delivery fail at a chosen moment). */
    wrapTransport?: (transport: StoreTransport) => StoreTransport;
    /** This database instead of a fresh one (PGlite on disk, or PostgreSQL), for other processes to open too. */
    database?: { dataDir: string } | { databaseUrl: string };
    /** The app's logger (to read its lines); silent by default, TEST_LOG_LEVEL to see them. */
    logger?: Logger;
    /** Called with every statement the app's Drizzle client runs (to count a request's queries). */
    onQuery?: (sql: string) => void;
  } = {},
): Promise<TestService> {
  const inbox = await startSmtpInbox();
  const google = await startGoogleSimulator({
    port: 0,
    redirectUris: [googleRedirectUri(PUBLIC_URL, 'creators'), googleRedirectUri(PUBLIC_URL, 'dashboard')],
  });
  const payments = await startPaymentSimulator({
    port: 0,
    secretKey: TEST_GATEWAY_KEYS.secretKey,
    webhookSecret: TEST_GATEWAY_KEYS.webhookSecret,
    webhookUrl: null,
  });
  const storeCatalogSimulator = await startStoreCatalogSimulator({ port: 0 });
  const paymentGateway = createStripeGateway({
    apiBase: payments.baseUrl,
    secretKey: TEST_GATEWAY_KEYS.secretKey,
    webhookSecret: TEST_GATEWAY_KEYS.webhookSecret,
    isSimulator: true,
    methods: ['card', 'konbini', 'payeasy', 'carrier'],
  });
  const { database, drop } = options.database
    ? { database: await openDatabase({ ...options.database, onQuery: options.onQuery }), drop: async () => {} }
    : await openTestDatabase(options.onQuery);
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-test-files-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL,
    SMTP_URL: inbox.url,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    STORAGE_DIR: storageDir,
    ...options.env,
  });
  if (options.seed) await seedDemoData(database.db);
  const stores = await startStoreDelivery(config, createLogger('silent'), {
    timeScale: 0.01,
    rootDir: path.join(storageDir, 'store-sim'),
    port: 0,
  });
  const captcha = createAltchaCaptcha(config.sessionSecret, database.db, { cost: 50 });
  const openApp = async (runWorkers: boolean) => {
    const app = await createApp({
      config,
      database,
      logger: options.logger ?? createLogger((process.env.TEST_LOG_LEVEL as 'silent' | undefined) ?? 'silent'),
      captcha,
      openId: createOpenIdSignIn({
        issuer: google.issuer,
        clientId: SIMULATOR_CLIENT_ID,
        clientSecret: SIMULATOR_CLIENT_SECRET,
        isSimulator: true,
      }),
      storeCatalog: storeCatalogFromConfig(config.storeCatalog, storeCatalogSimulator),
      paymentGateway,
      storeTransport: options.wrapTransport ? options.wrapTransport(stores.transport) : stores.transport,
      storeDirectory: stores.directory,
      ernValidator: stores.validator,
      distributionIntervalMs: 0,
      salesReportIntervalMs: 0,
      now: options.now,
      runWorkers,
      demoSignIn: DEMO_SIGN_IN,
    });
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    const address = app.http.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    payments.setWebhookUrl(`http://127.0.0.1:${port}${PAYMENT_WEBHOOK_PATH}`);
    return app;
  };
  const service: TestService = {
    app: await openApp(options.runWorkers ?? true),
    database,
    inbox,
    google,
    payments,
    stores,
    captcha,
    client: (language = 'ja') => new TestClient(service.app.http, language),
    baseUrl() {
      const address = service.app.http.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      return `http://127.0.0.1:${port}`;
    },
    async restart(restartOptions = {}) {
      await service.app.close();
      service.app = await openApp(restartOptions.runWorkers ?? true);
    },
    async close() {
      await service.app.close();
      await stores.close();
      await database.close();
      await drop();
      await google.close();
      await payments.close();
      await storeCatalogSimulator.close();
      await inbox.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
  return service;
}
