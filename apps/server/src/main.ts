// Composition root: config -> database -> integrations (simulators by default, in this process or, under npm start,
// as processes of their own: simulators-setup.ts) -> app -> listen.
// `--role api|worker|all` or OTODOKE_ROLE (default all) splits the web/API from the background workers.
// `--seed-only`: seed the demo data into an empty database as a full start would, then stop; npm start's launcher runs
// it before the API on a new database, so the API process does not keep what only the seed needed in memory.
import { readFileSync } from 'node:fs';
import { createApp } from './app.ts';
import { ADMIN_SIGN_IN, DEMO_SIGN_IN, seedDemoData } from './demo/seed.ts';
import { seedDemoBilling } from './demo/seed-billing.ts';
import { seedDemoCatalog } from './demo/seed-catalog.ts';
import { seedDemoDistribution } from './demo/seed-distribution.ts';
import { seedDemoImmersive } from './demo/seed-immersive.ts';
import { seedDemoMastering } from './demo/seed-mastering.ts';
import { seedDemoRevenue } from './demo/seed-revenue.ts';
import { createAltchaCaptcha } from './integrations/captcha/altcha-captcha.ts';
import { createHcaptchaCaptcha } from './integrations/captcha/hcaptcha-captcha.ts';
import { createOpenIdSignIn } from './integrations/google-signin/openid-connect.ts';
import { describeMediaTools } from './integrations/media-probe/media-tools.ts';
import { createStripeGateway } from './integrations/payment-gateway/stripe-gateway.ts';
import { storeCatalogFromConfig } from './integrations/store-catalog/from-config.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/client.ts';
import { createLogger, flushLogger, type Logger, shouldPrettyPrint } from './platform/logger.ts';
import { GOOGLE_SIMULATOR_CLIENT, PAYMENT_SIMULATOR_KEYS, startSimulators } from './simulators-setup.ts';
import { startStoreDelivery } from './store-delivery-setup.ts';

/** Development and browser tests: "now" is the date-time written in the file (the system clock while it is empty). */
function fileClock(file: string): () => Date {
  return () => {
    try {
      const text = readFileSync(file, 'utf8').trim();
      const date = new Date(text);
      return text && !Number.isNaN(date.getTime()) ? date : new Date();
    } catch {
      return new Date();
    }
  };
}

/** `--role`, else OTODOKE_ROLE (containers set roles by environment), else `all`. */
function roleFromArgs(argv: string[], env: NodeJS.ProcessEnv): 'api' | 'worker' | 'all' {
  const index = argv.indexOf('--role');
  const role = index >= 0 ? argv[index + 1] : env.OTODOKE_ROLE || 'all';
  if (role !== 'api' && role !== 'worker' && role !== 'all')
    throw new ConfigError(`Invalid role ${role} (--role or OTODOKE_ROLE): use api, worker or all`);
  return role;
}

/** The process's logger once created: its lines are written in the background, so a failed start flushes it. */
let processLogger: Logger | null = null;

async function main() {
  const config = loadConfig();
  const role = roleFromArgs(process.argv.slice(2), process.env);
  const seedOnly = process.argv.includes('--seed-only');
  const logger = createLogger(config.logLevel, undefined, {
    pretty: shouldPrettyPrint(process.env, process.stdout.isTTY === true),
    // A worker serves no requests: its lines are written as they happen (platform/logger.ts).
    sync: role === 'worker',
  });
  processLogger = logger;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

  const simulators = await startSimulators(config);
  const openId =
    config.google.mode === 'real'
      ? createOpenIdSignIn({
          issuer: config.google.issuer,
          clientId: config.google.clientId,
          clientSecret: config.google.clientSecret,
          isSimulator: false,
        })
      : createOpenIdSignIn({
          issuer: simulators.google!.issuer,
          ...GOOGLE_SIMULATOR_CLIENT,
          isSimulator: true,
        });
  const captcha =
    config.captcha.provider === 'hcaptcha'
      ? createHcaptchaCaptcha(config.captcha.hcaptchaSiteKey!, config.captcha.hcaptchaSecret!)
      : createAltchaCaptcha(config.sessionSecret, database.db);

  // Payments: the gateway simulator on loopback by default (it notifies this service's webhook), or Stripe.
  const paymentSimulator = simulators.payments;
  const paymentGateway =
    config.payments.mode === 'stripe'
      ? createStripeGateway({
          apiBase: 'https://api.stripe.com',
          secretKey: config.payments.secretKey,
          webhookSecret: config.payments.webhookSecret,
          isSimulator: false,
        })
      : createStripeGateway({
          apiBase: paymentSimulator!.baseUrl,
          secretKey: PAYMENT_SIMULATOR_KEYS.secretKey,
          webhookSecret: PAYMENT_SIMULATOR_KEYS.webhookSecret,
          isSimulator: true,
          methods: ['card', 'konbini', 'payeasy', 'carrier'],
        });

  // Store artist search: the store catalogue simulator (Apple Music and Spotify APIs on loopback) by default.
  const storeCatalogSimulator = simulators.storeCatalog;

  // Stores: the store simulator (SFTP on loopback, DDEX ERN 4.3) by default, or the real stores' SFTP drops.
  const storeDelivery = await startStoreDelivery(config, logger);

  const seeded = config.seedDemo ? await seedDemoData(database.db) : false;
  const app = await createApp({
    config,
    database,
    logger,
    captcha,
    openId,
    storeCatalog: storeCatalogFromConfig(config.storeCatalog, storeCatalogSimulator),
    paymentGateway,
    storeTransport: storeDelivery.transport,
    storeDirectory: storeDelivery.directory,
    ernValidator: storeDelivery.validator,
    runWorkers: role !== 'api',
    salesReportIntervalMs: config.salesReportIntervalMs,
    now: config.clockFile ? fileClock(config.clockFile) : undefined,
    demoSignIn: config.seedDemo ? DEMO_SIGN_IN : null,
  });
  if (seeded) {
    await seedDemoCatalog({ db: database.db, storage: app.storage, config, mediaTools: app.mediaTools, logger });
  }
  if (role !== 'worker') await app.http.listen({ port: config.port, host: config.host });
  if (seeded) {
    await seedDemoDistribution({ db: database.db, distribution: app.distribution, logger }).catch((error: unknown) =>
      logger.warn({ err: error }, 'demo review and delivery could not be seeded'),
    );
  }
  // Demo payments go through the simulator, which notifies the listening app.
  if (seeded && paymentSimulator) {
    await seedDemoBilling({
      db: database.db,
      ...app.billing,
      simulatorUrl: paymentSimulator.baseUrl,
      logger,
    }).catch((error: unknown) => logger.warn({ err: error }, 'demo payments could not be seeded'));
  }
  // After billing, whose card payment bought the label's mastering credits: a finished master and one awaiting it.
  // Its rendering runs in ffmpeg's own processes, so it goes on alongside the rest of the seeding.
  const masteringSeeded = seeded
    ? seedDemoMastering({ db: database.db, app, logger }).catch((error: unknown) =>
        logger.warn({ err: error }, 'demo mastering could not be seeded'),
      )
    : Promise.resolve();
  // After billing too (the label's card pays): a Dolby Atmos edition delivered with the label's release on sale.
  if (seeded) {
    await seedDemoImmersive({ db: database.db, app, logger }).catch((error: unknown) =>
      logger.warn({ err: error }, 'demo immersive audio could not be seeded'),
    );
  }
  // Last, as it takes the longest: a year of demo sales, imported and confirmed through the revenue services.
  if (seeded) {
    await seedDemoRevenue({ db: database.db, app, ddexParty: config.ddexParty, logger }).catch((error: unknown) =>
      logger.warn({ err: error }, 'demo revenue could not be seeded'),
    );
  }
  await masteringSeeded;

  const stop = async () => {
    await app.close();
    await simulators.close();
    await storeDelivery.close();
    await database.close();
    await flushLogger(logger);
  };
  if (seedOnly) {
    logger.info({ seeded }, seeded ? 'demo data seeded (--seed-only): stopping' : 'nothing to seed (--seed-only)');
    await stop();
    if (seeded)
      process.stdout.write('  (demo data was just seeded into the empty database; the API starts on it next)\n');
    process.exit(0);
  }

  const lines = [
    '',
    // The one address to open: pages on another name of this server move there (cookies belong to one host).
    role !== 'worker' ? `  Open ${config.publicUrl}` : '',
    `  Otodoke is running (${role})  [database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}]`,
    config.seedDemo
      ? `  Demo sign-in: ${DEMO_SIGN_IN.email} / ${DEMO_SIGN_IN.password}   Operator: ${ADMIN_SIGN_IN.email} / ${ADMIN_SIGN_IN.password}`
      : '',
    seeded ? '  (demo data was just seeded into the empty database)' : '',
    app.mailer.usesDevMailbox && !config.isProduction
      ? `  Mail goes to the developer mailbox: ${config.publicUrl}/dev/mailbox`
      : '',
    simulators.google ? `  Google sign-in: local OpenID Connect simulator at ${simulators.google.issuer}` : '',
    paymentSimulator ? `  Payments: local payment gateway simulator at ${paymentSimulator.baseUrl}` : '',
    storeCatalogSimulator
      ? `  Store artist search: local store catalogue simulator (Apple Music + Spotify APIs) at ${storeCatalogSimulator.baseUrl}`
      : '',
    storeDelivery.simulatorAddress
      ? `  Stores: local store simulator (SFTP + DDEX) at ${storeDelivery.simulatorAddress}`
      : '',
    `  Media tools: ${describeMediaTools(app.mediaTools)}`,
    `  API docs: ${config.publicUrl}/api/docs`,
    '',
  ].filter((line, i, all) => line !== '' || i === 0 || i === all.length - 1);
  // The start-up log lines (written in the background) come before the banner on the same terminal.
  await flushLogger(logger);
  process.stdout.write(`${lines.join('\n')}\n`);

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  if (processLogger) await flushLogger(processLogger);
  process.stderr.write(`Otodoke failed to start: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
