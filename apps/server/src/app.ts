// Builds the whole service on an open database: jobs, mail, integrations, features and the HTTP server.
// main.ts calls it with the process configuration; tests call it with their own database and simulators.
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { ErnValidator } from '@otodoke/protocols/ddex/ern-types.ts';
import { createErnValidator } from '@otodoke/protocols/ddex/validate-ern.ts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { CAPABILITIES, type Services } from './capabilities.ts';
import { logMediaTools, type MediaTools, resolveMediaTools } from './integrations/media-probe/media-tools.ts';
import type { Capability, Integrations, Kernel } from './platform/capability.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { createReadCache, type ReadCache } from './platform/db/read-cache.ts';
import { createEvents, EVENTS_QUEUE, type Events } from './platform/events/events.ts';
import { isApiPath } from './platform/http/api-paths.ts';
import { buildRequestContext } from './platform/http/context.ts';
import { handleError, sendError } from './platform/http/errors.ts';
import { PageProviders } from './platform/http/page-facts.ts';
import { RequestLog } from './platform/http/request-log.ts';
import { reusingSerializer } from './platform/http/response-reuse.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { type Jobs, startJobs } from './platform/jobs/jobs.ts';
import { flushLogger, type Logger } from './platform/logger.ts';
import { createMailer, MAIL_QUEUE, type Mailer } from './platform/mail/mailer.ts';
import { safeEqual } from './platform/security/tokens.ts';
import { createSettings, type Settings } from './platform/settings.ts';
import { storageFromConfig } from './platform/storage/from-config.ts';
import type { Storage } from './platform/storage/storage.ts';

/** The list, each capability seen without its own types (the loops below hand each its own services). */
const CAPABILITY_LIST: readonly Capability<string, unknown, never>[] = CAPABILITIES;
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

/** The outside world (real adapters or simulators, see Integrations) and how this process runs. */
export interface AppOptions extends Omit<Integrations, 'ernValidator' | 'mediaTools'> {
  config: Config;
  database: Database;
  logger: Logger;
  /** Checks ERN messages before they leave; the XSD validator when not given. */
  ernValidator?: ErnValidator;
  /** How often workers run the distribution round (checks, store outboxes); 0: never (tests run it by hand). */
  distributionIntervalMs?: number;
  /** Where files are kept; when not given, the configuration's (the local disk by default, or S3). */
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
  /** Events between capabilities (publish in a transaction; subscribers within it or after it commits). */
  events: Events;
  settings: Settings;
  /** Hot reads kept per process until their tables change (who is asking, dashboard reads); tests read its figures. */
  readCache: ReadCache;
  /** Uploaded and generated files, for features and the demo seed. */
  storage: Storage;
  /** The ffmpeg and ffprobe in use, for the start-up banner and the demo seed. */
  mediaTools: MediaTools;
  /** Payments and cards, for the demo seed. */
  billing: Pick<Services['billing'], 'payments' | 'cards' | 'affiliate'>;
  /** Review and delivery, for tests, the demo seed and the benchmark. */
  distribution: Pick<Services['distribution'], 'review' | 'delivery' | 'round'>;
  /** Sales report imports and month closes, for tests, the demo seed and the benchmark. */
  revenue: Pick<Services['revenue'], 'ingest' | 'close'> & { reports: Services['revenue']['reportPoller'] };
  /** Mixes, previews and masters (and their job runs), for tests and the demo seed. */
  mastering: Services['mastering'];
  /** Immersive editions and their verification, for tests and the demo seed. */
  immersive: Services['immersive-audio'];
  close(): Promise<void>;
}

export async function createApp(options: AppOptions): Promise<App> {
  const { config, database, logger } = options;
  const db = database.db;
  const secureCookies = config.publicUrl.startsWith('https://');

  const storage = options.storage ?? (await storageFromConfig(config));
  const runWorkers = options.runWorkers ?? true;
  const jobs = await startJobs(database, logger, [
    MAIL_QUEUE,
    EVENTS_QUEUE,
    ...CAPABILITY_LIST.flatMap((capability) => capability.queues ?? []),
  ]);
  const mailer = createMailer({
    db,
    jobs,
    logger,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    keepBodies: !config.isProduction,
  });
  const events = createEvents({ db, jobs, logger });
  const settings = createSettings(db);
  const readCache = await createReadCache(database);
  const isMaintenance = () => settings.isMaintenance();
  // A missing media tool never stops the service: uploads of audio and video are refused with a message instead.
  const mediaTools = await resolveMediaTools(config.media);
  logMediaTools(logger, mediaTools);
  const kernel: Kernel = {
    config,
    database,
    db,
    logger,
    jobs,
    mailer,
    events,
    settings,
    readCache,
    storage,
    secureCookies,
    now: options.now,
    runWorkers,
    intervals: {
      distributionMs: options.distributionIntervalMs ?? 2000,
      salesReportsMs: options.salesReportIntervalMs ?? 60_000,
    },
    demoSignIn: options.demoSignIn ?? null,
    pages: new PageProviders(),
    integrations: {
      captcha: options.captcha,
      openId: options.openId,
      storeCatalog: options.storeCatalog,
      paymentGateway: options.paymentGateway,
      storeTransport: options.storeTransport,
      storeDirectory: options.storeDirectory,
      ernValidator: options.ernValidator ?? createErnValidator(),
      mediaTools,
    },
  };
  const services = await createCapabilities(kernel);
  for (const capability of CAPABILITY_LIST) {
    const providers = capability.pages?.(services[capability.name as keyof Services] as never) ?? {};
    for (const [pattern, provider] of Object.entries(providers)) kernel.pages.add(pattern, provider);
    const listing = capability.sitemap?.(services[capability.name as keyof Services] as never);
    if (listing) kernel.pages.list(listing);
  }

  const stopRounds: (() => void)[] = [];
  if (runWorkers) {
    await jobs.work<{ mail_id: number }>(MAIL_QUEUE, (data) => mailer.deliver(data.mail_id));
    await jobs.work<{ event_id: number; subscriber: string }>(EVENTS_QUEUE, (data) => events.handle(data));
    for (const capability of CAPABILITY_LIST) {
      const own = services[capability.name as keyof Services] as never;
      await capability.workers?.(kernel, own);
      for (const round of capability.rounds?.(kernel, own) ?? []) {
        if (round.intervalMs > 0) stopRounds.push(round.start());
      }
    }
  }

  const http = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // One line per request, at completion, with who acted (platform/http/request-log.ts).
    logController: new RequestLog(),
    // X-Forwarded-For is believed for exactly the configured number of proxies, so clients cannot pick their IP.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    // A path the router cannot read (bad percent-encoding, a parameter over the length limit) is refused in the
    // same error shape as every other request.
    frameworkErrors: handleError,
  });
  http.setValidatorCompiler(validatorCompiler);
  // A response made of kept reads is checked and serialized once (platform/http/response-reuse.ts).
  http.setSerializerCompiler(reusingSerializer(serializerCompiler));
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

  const actingAccountReader = CAPABILITY_LIST.find((capability) => capability.actingAccountReader)?.actingAccountReader;
  if (!actingAccountReader) throw new Error('no capability reads the account a request acts for');
  const signedPosts = new Set(CAPABILITY_LIST.flatMap((capability) => capability.signedPosts ?? []));
  http.addHook('onRequest', async (request, reply) => {
    if (NO_CONTEXT_PATHS.some((prefix) => request.url.startsWith(prefix))) return;
    // A gateway's notifications carry no session or CSRF token: their signature is checked instead.
    if (request.method === 'POST' && signedPosts.has(request.url)) return;
    request.ctx = await buildRequestContext(
      db,
      config.sessionSecret,
      secureCookies,
      request,
      reply,
      actingAccountReader,
      readCache,
    );
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

  // In list order: the shell, last, answers every page no API route claims.
  for (const capability of CAPABILITY_LIST) {
    await capability.routes?.(http, services[capability.name as keyof Services] as never, kernel);
  }

  await http.ready();
  return {
    http,
    jobs,
    mailer,
    events,
    settings,
    readCache,
    storage,
    mediaTools,
    billing: services.billing,
    distribution: services.distribution,
    revenue: { ...services.revenue, reports: services.revenue.reportPoller },
    mastering: services.mastering,
    immersive: services['immersive-audio'],
    async close() {
      for (const stop of stopRounds) stop();
      await http.close();
      await jobs.stop();
      // The last requests' lines are written out before the caller exits.
      await flushLogger(logger);
    },
  };
}

/** Builds each capability's services in list order, handing it those it names in `needs`. */
async function createCapabilities(kernel: Kernel): Promise<Services> {
  const built: Record<string, unknown> = {};
  for (const capability of CAPABILITY_LIST) {
    const needs: Record<string, unknown> = {};
    for (const name of capability.needs ?? []) {
      if (!(name in built))
        throw new Error(`capability ${capability.name} needs ${name}, which comes later or nowhere`);
      needs[name] = built[name];
    }
    built[capability.name] = await capability.create(kernel, needs as never);
  }
  return built as Services;
}
