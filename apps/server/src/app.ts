// Builds the whole service on an open database: jobs, mail, integrations, features and the HTTP server.
// main.ts calls it with the process configuration; tests call it with their own database and simulators.
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { createAccountsService, registerAccountsRoutes } from './features/accounts/index.ts';
import { createAdminService, registerAdminRoutes } from './features/admin/index.ts';
import { createArtistsService, registerArtistsRoutes } from './features/artists/index.ts';
import { createAuthService, createGoogleSignInService, registerAuthRoutes } from './features/auth/index.ts';
import { createBanksService, registerBanksRoutes } from './features/banks/index.ts';
import {
  AFFILIATE_PAYOUT_QUEUE,
  type AffiliateService,
  type CardsService,
  createAffiliateService,
  createCardsService,
  createCouponsService,
  createPaymentsService,
  createPlansService,
  PAYMENT_SYNC_QUEUE,
  PAYMENT_WEBHOOK_PATH,
  type PaymentsService,
  PLAN_TERM_QUEUE,
  registerBillingRoutes,
} from './features/billing/index.ts';
import { BULK_UPLOAD_QUEUE, createBulkUploadService, registerBulkUploadRoutes } from './features/bulk-upload/index.ts';
import {
  createDeliveryService,
  createOwnerService,
  createRenewalService,
  createReviewService,
  DELIVERY_PREPARE_MAX_SECONDS,
  DELIVERY_PREPARE_QUEUE,
  DELIVERY_SEND_MAX_SECONDS,
  DELIVERY_SEND_QUEUE,
  type DeliveryService,
  type DistributionRound,
  distributionRound,
  RENEWAL_PAYABLE_STATUSES,
  type ReviewService,
  registerDistributionRoutes,
  type StoreDirectory,
  startDistributionTicker,
} from './features/distribution/index.ts';
import { createMessagesService, registerMessagesRoutes } from './features/messages/index.ts';
import { createProfileService, registerProfileRoutes } from './features/profile/index.ts';
import { createReleasesService, registerReleasesRoutes } from './features/releases/index.ts';
import {
  type CloseService,
  createCloseService,
  createIngestService,
  createOperationsService,
  createReportPoller,
  createReportsService,
  createSplitsService,
  createWithdrawalService,
  type IngestService,
  type ReportPoller,
  registerRevenueRoutes,
  startReportTicker,
} from './features/revenue/index.ts';
import { isApiPath, registerDevMailbox, registerShell } from './features/shell/index.ts';
import { createTeamService, registerTeamRoutes } from './features/team/index.ts';
import { createTrackingService, registerTrackingRoutes } from './features/tracking/index.ts';
import {
  createUploadsService,
  registerUploadsRoutes,
  UPLOAD_CHECK_MAX_SECONDS,
  UPLOAD_CHECK_QUEUE,
} from './features/uploads/index.ts';
import type { Captcha } from './integrations/captcha/captcha.ts';
import type { ErnValidator } from './integrations/ddex/ern-types.ts';
import { createErnValidator } from './integrations/ddex/validate-ern.ts';
import type { OpenIdSignIn } from './integrations/google-signin/openid-connect.ts';
import { logMediaTools, type MediaTools, resolveMediaTools } from './integrations/media-probe/media-tools.ts';
import type { PaymentGateway } from './integrations/payment-gateway/payment-gateway.ts';
import type { StoreCatalog } from './integrations/store-catalog/store-catalog.ts';
import type { StoreTransport } from './integrations/store-delivery/store-delivery.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { buildRequestContext } from './platform/http/context.ts';
import { handleError, sendError } from './platform/http/errors.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { type Jobs, startJobs } from './platform/jobs/jobs.ts';
import type { Logger } from './platform/logger.ts';
import { createMailer, MAIL_QUEUE, type Mailer } from './platform/mail/mailer.ts';
import { safeEqual } from './platform/security/tokens.ts';
import { createSettings, type Settings } from './platform/settings.ts';
import { createLocalStorage } from './platform/storage/local-storage.ts';
import type { Storage } from './platform/storage/storage.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Static files, docs and probes need no session or language. */
const NO_CONTEXT_PATHS = ['/assets/', '/api/docs', '/healthz', '/readyz'];
/** API paths still served in maintenance mode, so operators can sign in and end it ("/" ends a prefix). */
const MAINTENANCE_OPEN_API = ['/api/v1/auth/', '/verify_mail', '/api/v1/me', '/api/logging', '/admin/api/'];
// (The payment webhook has no request context, so maintenance never holds it: money that arrives is recorded.)

function isOpenDuringMaintenance(url: string): boolean {
  const path = url.split('?')[0]!;
  return MAINTENANCE_OPEN_API.some((open) => (open.endsWith('/') ? path.startsWith(open) : path === open));
}

/** The path a request is routed by: the matched route pattern, else the percent-decoded path. */
export function routePathOf(routeUrl: string | undefined, rawUrl: string): string {
  if (routeUrl) return routeUrl;
  const pathOnly = rawUrl.split('?')[0] ?? '';
  try {
    return decodeURIComponent(pathOnly);
  } catch {
    return pathOnly;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger: Logger;
  captcha: Captcha;
  openId: OpenIdSignIn;
  /** Apple Music and Spotify artist look-ups: the real APIs or the simulator. */
  storeCatalog: StoreCatalog;
  /** Card, konbini, Pay-easy and carrier payments: Stripe or the gateway simulator. */
  paymentGateway: PaymentGateway;
  /** Delivery to stores: the SFTP transport and who and where each store is (the store simulator by default). */
  storeTransport: StoreTransport;
  storeDirectory: StoreDirectory;
  /** Checks ERN messages before they leave; the XSD validator when not given. */
  ernValidator?: ErnValidator;
  /** How often workers run the distribution round (checks, store outboxes); 0: never (tests run it by hand). */
  distributionIntervalMs?: number;
  /** Where files are kept; the local disk under config.storageDir when not given. */
  storage?: Storage;
  /** How often workers fetch the stores' sales reports; 0: never (tests poll by hand). Default one minute. */
  salesReportIntervalMs?: number;
  /** The time revenue features go by (months to close, splits' next month); the system clock when not given. */
  now?: () => Date;
  /** Run background workers in this process (the default role `all`). */
  runWorkers?: boolean;
  demoSignIn?: { email: string; password: string } | null;
}

export interface App {
  http: FastifyInstance;
  jobs: Jobs;
  mailer: Mailer;
  settings: Settings;
  /** Uploaded and generated files, for features and the demo seed. */
  storage: Storage;
  /** The ffmpeg and ffprobe in use, for the start-up banner and the demo seed. */
  mediaTools: MediaTools;
  /** Payments and cards, for the demo seed. */
  billing: { payments: PaymentsService; cards: CardsService; affiliate: AffiliateService };
  /** Review and delivery, for tests, the demo seed and the benchmark. */
  distribution: { review: ReviewService; delivery: DeliveryService; round: DistributionRound };
  /** Sales report imports and month closes, for tests, the demo seed and the benchmark. */
  revenue: { ingest: IngestService; close: CloseService; reports: ReportPoller };
  close(): Promise<void>;
}

export async function createApp(options: AppOptions): Promise<App> {
  const { config, database, logger } = options;
  const db = database.db;
  const secureCookies = config.publicUrl.startsWith('https://');

  const storage = options.storage ?? createLocalStorage(config.storageDir);
  const jobs = await startJobs(database, logger, [
    MAIL_QUEUE,
    { name: UPLOAD_CHECK_QUEUE, maxRunSeconds: UPLOAD_CHECK_MAX_SECONDS },
    BULK_UPLOAD_QUEUE,
    PAYMENT_SYNC_QUEUE,
    PLAN_TERM_QUEUE,
    AFFILIATE_PAYOUT_QUEUE,
    { name: DELIVERY_PREPARE_QUEUE, maxRunSeconds: DELIVERY_PREPARE_MAX_SECONDS },
    { name: DELIVERY_SEND_QUEUE, maxRunSeconds: DELIVERY_SEND_MAX_SECONDS },
  ]);
  const mailer = createMailer({
    db,
    jobs,
    logger,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    keepBodies: !config.isProduction,
  });
  if (options.runWorkers ?? true) {
    await jobs.work<{ mail_id: number }>(MAIL_QUEUE, (data) => mailer.deliver(data.mail_id));
  }
  const settings = createSettings(db);
  const isMaintenance = () => settings.isMaintenance();

  const accounts = createAccountsService({ db, isMaintenance });
  const affiliate = createAffiliateService({ db, jobs, publicUrl: config.publicUrl });
  const auth = createAuthService({
    db,
    mailer,
    captcha: options.captcha,
    publicUrl: config.publicUrl,
    referrerOf: affiliate.affiliateAccountOf,
  });
  const google = createGoogleSignInService({ db, openId: options.openId, auth, publicUrl: config.publicUrl, logger });
  const profile = createProfileService({ db, mailer });
  const team = createTeamService({ db, mailer, publicUrl: config.publicUrl });
  const admin = createAdminService({ db, settings, now: options.now });
  const tracking = createTrackingService({ db });
  // A missing media tool never stops the service: uploads of audio and video are refused with a message instead.
  const mediaTools = await resolveMediaTools(config.media);
  logMediaTools(logger, mediaTools);
  const uploads = createUploadsService({
    db,
    jobs,
    storage,
    ffprobePath: mediaTools.ffprobe.path,
    ffmpegPath: mediaTools.ffmpeg.path,
    logger,
  });
  if (options.runWorkers ?? true) {
    await jobs.work<{ upload_id: number }>(UPLOAD_CHECK_QUEUE, (data) => uploads.check(data.upload_id));
  }
  const artists = createArtistsService({ db, storeCatalog: options.storeCatalog, storage });
  const releases = createReleasesService({ db, identifiers: config.identifiers });
  const messages = createMessagesService({ db });
  const banks = createBanksService();
  const bulkUpload = createBulkUploadService({
    db,
    jobs,
    mailer,
    storage,
    releases,
    logger,
    publicUrl: config.publicUrl,
  });
  if (options.runWorkers ?? true) {
    await jobs.work<{ batch_id: number }>(BULK_UPLOAD_QUEUE, (data) => bulkUpload.register(data.batch_id));
  }

  const gateway = options.paymentGateway;
  const payments = createPaymentsService({
    db,
    jobs,
    mailer,
    gateway,
    publicUrl: config.publicUrl,
    logger,
    seller: config.seller,
    affiliate,
    // Bound below, once the distribution feature exists (it needs the releases the payments pay for).
    renewal: {
      payableStatuses: RENEWAL_PAYABLE_STATUSES,
      paid: (tx, releaseId) => renewal.paid(tx, releaseId),
    },
  });
  const plans = createPlansService({ db });
  const cards = createCardsService({ db, gateway, publicUrl: config.publicUrl, logger });
  const coupons = createCouponsService({ db });
  if (options.runWorkers ?? true) {
    await jobs.work<{ order_id: number }>(PAYMENT_SYNC_QUEUE, (data) => payments.sync(data.order_id));
    await jobs.work<{ account_id: number }>(PLAN_TERM_QUEUE, (data) => payments.termEnded(data.account_id));
    await payments.reconcilePlans();
    await jobs.work(AFFILIATE_PAYOUT_QUEUE, async () => {
      await affiliate.payDue();
    });
  }

  const delivery = createDeliveryService({
    db,
    jobs,
    storage,
    transport: options.storeTransport,
    directory: options.storeDirectory,
    validator: options.ernValidator ?? createErnValidator(),
    mailer,
    releases,
    sender: config.ddexParty,
    publicUrl: config.publicUrl,
    logger,
  });
  const review = createReviewService({ db, mailer, releases, delivery, publicUrl: config.publicUrl, logger });
  const renewal = createRenewalService({ db, mailer, delivery, publicUrl: config.publicUrl });
  const owner = createOwnerService({ db, releases, delivery, renewal });
  const round = distributionRound({ review, delivery, renewal });

  const notices = { mailer, publicUrl: config.publicUrl };
  const ingest = createIngestService({ db, storage, logger });
  const now = options.now;
  const reports = createReportsService({ db, now });
  const close = createCloseService({ db, logger, notices, now });
  const splits = createSplitsService({ db, mailer, publicUrl: config.publicUrl, now });
  const withdrawal = createWithdrawalService({ db, notices, now });
  const operations = createOperationsService({ db });
  const reportPoller = createReportPoller({
    db,
    transport: options.storeTransport,
    directory: options.storeDirectory,
    ingest,
    storage,
    logger,
  });
  let stopReportTicker = () => {};
  if ((options.runWorkers ?? true) && (options.salesReportIntervalMs ?? 60_000) > 0) {
    stopReportTicker = startReportTicker(reportPoller, logger, options.salesReportIntervalMs ?? 60_000);
  }
  let stopTicker = () => {};
  if (options.runWorkers ?? true) {
    // Preparing validates messages in a worker thread; two at once keep both cores busy.
    await jobs.work<{ release_id: number }>(DELIVERY_PREPARE_QUEUE, (data) => delivery.prepare(data.release_id), {
      concurrency: 2,
    });
    await jobs.work<{ delivery_id: number }>(DELIVERY_SEND_QUEUE, (data) => delivery.send(data.delivery_id), {
      concurrency: 4,
    });
    const interval = options.distributionIntervalMs ?? 2000;
    if (interval > 0) stopTicker = startDistributionTicker(round, logger, interval);
  }

  const http = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // X-Forwarded-For is believed for exactly the configured number of proxies, so clients cannot pick their IP.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    // A path the router cannot read (bad percent-encoding, a parameter over the length limit) is refused in the
    // same error shape as every other request.
    frameworkErrors: handleError,
  });
  http.setValidatorCompiler(validatorCompiler);
  http.setSerializerCompiler(serializerCompiler);
  http.setErrorHandler(handleError);
  await http.register(fastifyCookie);
  await registerSecurityHeaders(http, {
    isHttps: secureCookies,
    captchaProvider: config.captcha.provider,
    storeCatalog: config.storeCatalog.mode,
  });
  await http.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Otodoke API',
        version: '1.0.0',
        description: 'Music distribution service API (wire keys snake_case).',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await http.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  http.addHook('onRequest', async (request, reply) => {
    if (NO_CONTEXT_PATHS.some((prefix) => request.url.startsWith(prefix))) return;
    // The gateway's notifications carry no session or CSRF token: their signature is checked instead.
    if (request.method === 'POST' && request.url === PAYMENT_WEBHOOK_PATH) return;
    request.ctx = await buildRequestContext(db, config.sessionSecret, secureCookies, request, reply);
    const ctx = request.ctx;
    reply.header('x-csrf-token', ctx.csrfToken);
    if (ctx.account && !ctx.accountDenied) reply.header('x-tcj-acid', String(ctx.account.row.id));
    if (!SAFE_METHODS.has(request.method)) {
      const sent = request.headers['x-csrf-token'];
      const token = Array.isArray(sent) ? sent[0] : sent;
      if (!token || !safeEqual(token, ctx.csrfToken)) return sendError(reply, ctx.language, 'CSRF_INVALID');
    }
    // Decide on the path the router matched (or the decoded path), never the raw URL: `/%61pi/…` is `/api/…`.
    const path = routePathOf(request.routeOptions.url, request.url);
    if (
      isApiPath(path) &&
      !isOpenDuringMaintenance(path) &&
      !(ctx.individual?.isAdmin && !ctx.isTakeover) &&
      (await isMaintenance())
    ) {
      return sendError(reply, ctx.language, 'MAINTENANCE');
    }
  });

  http.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  http.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await database.sql.query('select count(*) from pgboss.queue');
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  registerAccountsRoutes(http, { accounts, secureCookies });
  registerAuthRoutes(http, { auth, google, secureCookies });
  registerProfileRoutes(http, { profile });
  registerTeamRoutes(http, { team });
  registerAdminRoutes(http, { admin });
  registerTrackingRoutes(http, { tracking, secureCookies });
  registerUploadsRoutes(http, { uploads, storage, db });
  registerArtistsRoutes(http, { artists, storage });
  registerReleasesRoutes(http, { releases });
  registerBulkUploadRoutes(http, { bulkUpload, storage });
  registerBillingRoutes(http, { payments, plans, cards, coupons, affiliate });
  registerDistributionRoutes(http, { review, delivery, owner });
  registerMessagesRoutes(http, { messages });
  registerRevenueRoutes(http, { reports, splits, withdrawal, operations, close, ingest });
  registerBanksRoutes(http, { banks });
  if (!config.isProduction) registerDevMailbox(http, db);
  await registerShell(http, {
    accounts,
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    isProduction: config.isProduction,
    bindHost: config.host,
    isMaintenance,
    demoSignIn: config.isProduction ? null : (options.demoSignIn ?? null),
    googleIsSimulator: options.openId.isSimulator,
    seller: config.seller,
    supportEmail: config.supportEmail,
  });

  await http.ready();
  return {
    http,
    jobs,
    mailer,
    settings,
    storage,
    mediaTools,
    billing: { payments, cards, affiliate },
    distribution: { review, delivery, round },
    revenue: { ingest, close, reports: reportPoller },
    async close() {
      stopTicker();
      stopReportTicker();
      await http.close();
      await jobs.stop();
    },
  };
}
