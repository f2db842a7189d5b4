// What a capability (a feature folder) declares to join the service: its queues, its services, its HTTP routes, its
// queue workers and its periodic rounds. app.ts builds the platform (the kernel), then walks the list in
// `capabilities.ts` once: nothing else in app.ts names a feature.

import type { ErnValidator } from '@otodoke/protocols/ddex/ern-types.ts';
import type { StoreTransport } from '@otodoke/protocols/store-drop/store-delivery.ts';
import type { FastifyInstance } from 'fastify';
import type { Captcha } from '../integrations/captcha/captcha.ts';
import type { OpenIdSignIn } from '../integrations/google-signin/openid-connect.ts';
import type { MediaTools } from '../integrations/media-probe/media-tools.ts';
import type { PaymentGateway } from '../integrations/payment-gateway/payment-gateway.ts';
import type { StoreCatalog } from '../integrations/store-catalog/store-catalog.ts';
import type { StoreDirectory } from '../integrations/store-delivery/store-directory.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { ReadCache } from './db/read-cache.ts';
import type { Events } from './events/events.ts';
import type { ActingAccountReader } from './http/context.ts';
import type { ListedPage, PageProvider, PageProviders } from './http/page-facts.ts';
import type { Jobs, QueueSpec } from './jobs/jobs.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Settings } from './settings.ts';
import type { Storage } from './storage/storage.ts';

/** The outside world as the process was given it: real adapters or the simulators. */
export interface Integrations {
  captcha: Captcha;
  openId: OpenIdSignIn;
  /** Apple Music and Spotify artist look-ups: the real APIs or the simulator. */
  storeCatalog: StoreCatalog;
  /** Card, konbini, Pay-easy and carrier payments: Stripe or the gateway simulator. */
  paymentGateway: PaymentGateway;
  /** Delivery to stores: the SFTP transport and who and where each store is (the store simulator by default). */
  storeTransport: StoreTransport;
  storeDirectory: StoreDirectory;
  /** Checks ERN messages before they leave. */
  ernValidator: ErnValidator;
  /** The ffmpeg and ffprobe in use. */
  mediaTools: MediaTools;
}

/** What the platform gives every capability. */
export interface Kernel {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  jobs: Jobs;
  mailer: Mailer;
  events: Events;
  settings: Settings;
  /** Hot reads kept per process until their tables change (platform/db/read-cache.ts; never inside a transaction). */
  readCache: ReadCache;
  storage: Storage;
  integrations: Integrations;
  /** Cookies carry `Secure` (the public address is https). */
  secureCookies: boolean;
  /** The clock revenue and distribution go by; the system clock when not given. */
  now?: () => Date;
  /** Background workers and rounds run in this process. */
  runWorkers: boolean;
  /** Periods of the rounds; 0 turns one off (tests run it by hand). */
  intervals: { distributionMs: number; salesReportsMs: number };
  demoSignIn: { email: string; password: string } | null;
  /** What capabilities tell the HTML shell about their pages (filled from each capability's `pages`). */
  pages: PageProviders;
}

/** A job that comes back every `intervalMs` in worker processes, until the service stops. */
export interface Round {
  name: string;
  intervalMs: number;
  start(): () => void;
}

export interface Capability<Name extends string = string, Services = unknown, Needs = unknown> {
  /** The capability's one name, the same as its folder here and in the web app. */
  name: Name;
  /** Capabilities whose services `create` receives; they come earlier in the list. */
  needs?: readonly string[];
  /**
   * POST paths that carry no session or CSRF token and build no request context: a signature in the request is
   * their check (a gateway's webhook). The route itself must verify it.
   */
  signedPosts?: readonly string[];
  /** Reads the account a request acts for, with its flags (one capability gives it: team, from accounts' SQL). */
  actingAccountReader?: ActingAccountReader;
  /** pg-boss queues this capability owns. */
  queues?: readonly QueueSpec[];
  create(kernel: Kernel, needs: Needs): Services | Promise<Services>;
  routes?(http: FastifyInstance, services: Services, kernel: Kernel): void | Promise<void>;
  /** The facts of its pages the HTML shell puts in their head (or a 404), by WEB_ROUTES pattern. */
  pages?(services: Services): Readonly<Record<string, PageProvider>>;
  /** Its pages for the sitemap beyond the fixed public routes (published articles, public artists). */
  sitemap?(services: Services): () => Promise<readonly ListedPage[]>;
  /** Queue handlers and start-up catch-up work; called only in processes that run workers. */
  workers?(kernel: Kernel, services: Services): Promise<void>;
  /** Periodic rounds; started only in processes that run workers. */
  rounds?(kernel: Kernel, services: Services): Round[];
}

/** Declares a capability (an identity function that keeps its types). */
export function defineCapability<const Name extends string, Services, Needs = Record<string, never>>(
  capability: Capability<Name, Services, Needs>,
): Capability<Name, Services, Needs> {
  return capability;
}

/** The services of each capability in a list, by name. */
export type ServicesOf<List extends readonly Capability<string, unknown, never>[]> = {
  [C in List[number] as C['name']]: C extends Capability<string, infer S, never> ? Awaited<S> : never;
};
