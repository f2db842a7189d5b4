// pino logger with the spec's sensitive fields redacted wherever they appear in a logged object, written in the
// background so a request does not wait on the terminal or the disk.
import { openSync } from 'node:fs';
import pino, { type Logger } from 'pino';
import { isColorSupported, prettyFactory } from 'pino-pretty';

const SENSITIVE_KEYS = new Set([
  'password',
  'passwordConfirmation',
  'password_confirmation',
  'currentPassword',
  'current_password',
  'email',
  'phone',
  'postcode',
  'prefectureId',
  'prefecture_id',
  'address',
  'bankCode',
  'bank_code',
  'branchCode',
  'branch_code',
  'accountType',
  'account_type',
  'accountNumber',
  'account_number',
  'accountHolderName',
  'account_holder_name',
  'cardNumber',
  'card_number',
  'cardToken',
  'card_token',
  'token',
  'invoiceRegistrationNumber',
  'invoice_registration_number',
  'site_sid',
  'code',
  'captcha',
  'challenge_token',
  'cookie',
  'authorization',
  'x-csrf-token',
  'set-cookie',
  // Credentials of the outside world, should a configuration or an adapter's options ever be logged.
  'secret',
  'secretKey',
  'secret_key',
  'secretAccessKey',
  'clientSecret',
  'client_secret',
  'webhookSecret',
  'sessionSecret',
  'apiKey',
  'api_key',
]);

const CENSOR = '[redacted]';
/** How deep a sensitive key is looked for: the logged object is level 1 (`{ a: { b: { c: { email } } } }` is 4). */
const MAX_DEPTH = 6;
/** These keys pass through serializers that keep only safe fields (the request's redacted URL, the status). */
const SERIALIZED_SAFE = new Set(['req', 'res']);

/**
 * The logged object with every sensitive key's value replaced, at any level down to MAX_DEPTH, in arrays too. It
 * copies only the objects on the way to a replaced value and returns the same object when nothing is sensitive, so a
 * line without secrets (a request line) costs a look-up per key. The key list is a Set built once, when the module
 * loads: nothing about redaction is parsed or compiled while logging (pino's `redact` option re-reads its paths
 * on every call).
 */
export function redactSensitive<T>(value: T): T {
  return redactValue(value, 1) as T;
}

function redactValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const redacted = redactValue(item, depth + 1);
      if (redacted !== item) {
        copy ??= value.slice();
        copy[i] = redacted;
      }
    }
    return copy ?? value;
  }
  if (value instanceof Date || Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return value;
  let copy: Record<string, unknown> | null = null;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const redacted = SENSITIVE_KEYS.has(key) ? CENSOR : redactValue(item, depth + 1);
    if (redacted !== item) {
      copy ??= copyObject(record);
      Object.defineProperty(copy, key, { value: redacted, enumerable: true, writable: true, configurable: true });
    }
  }
  return copy ?? value;
}

/** A copy with the same prototype and properties: an error stays an error, with its message and stack. */
function copyObject(record: Record<string, unknown>): Record<string, unknown> {
  const copy = Object.create(Object.getPrototypeOf(record), Object.getOwnPropertyDescriptors(record));
  // The stack may be an accessor that answers only for the error it was captured on: copy its text.
  if (record instanceof Error) Object.defineProperty(copy, 'stack', { value: record.stack, writable: true });
  return copy;
}

/** The log object's top level: `req` and `res` go through their serializers, everything else is redacted. */
function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(object)) {
    if (SERIALIZED_SAFE.has(key)) continue;
    const item = object[key];
    const redacted = SENSITIVE_KEYS.has(key) ? CENSOR : redactValue(item, 2);
    if (redacted !== item) {
      copy ??= { ...object };
      copy[key] = redacted;
    }
  }
  return copy ?? object;
}

/** Tokens and codes travel in some query strings (mail links, OIDC callbacks): they never reach a log line. */
export function redactUrl(url: string): string {
  return (
    url
      .replace(/([?&](?:token|code|state|access_token|password|invite)=)[^&#]*/gi, '$1[redacted]')
      .replace(/(\/invites\/)[^/?#]+/g, '$1[redacted]')
      // A tus upload URL is a capability to its bytes for whoever holds the session: keep it out of the logs.
      .replace(/(\/api\/v2\/uploads\/)[^/?#]+/g, '$1[redacted]')
  );
}

/**
 * Readable lines for a person at a terminal: development (not production, not tests) on a terminal or with
 * LOG_PRETTY=1; LOG_PRETTY=0 keeps JSON.
 */
export function shouldPrettyPrint(env: NodeJS.ProcessEnv, isTty: boolean): boolean {
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (nodeEnv === 'production' || nodeEnv === 'test' || env.LOG_PRETTY === '0') return false;
  return env.LOG_PRETTY === '1' || isTty;
}

/** Where log lines go; a background destination also says how to write out what it still holds. */
export interface LogDestination {
  write(line: string): unknown;
  flush?(callback?: (error?: Error) => void): void;
  flushSync?(): void;
}

/**
 * Lines written in the background (SonicBoom, not synchronous): a request pays for a string copy, not a system call.
 * A write starts as soon as a line arrives and the stream is idle; lines logged while a write is under way go out
 * together in the next one, so under load many lines share one system call and when idle a line is out at once.
 * pino writes out what is left when the process exits (process.exit, an uncaught exception); shutdown and
 * `app.close()` await flushLogger first.
 */
export function asyncDestination(dest: number | string = 1): LogDestination {
  // A file is opened now, not in the background: lines logged before an early exit have somewhere to go.
  const fd = typeof dest === 'string' ? openSync(dest, 'a') : dest;
  const stream = pino.destination({ dest: fd, sync: false });
  // SonicBoom's own flush does not wait for a write under way (without a minimum length): 'drain' says the buffer
  // is empty.
  let writing = false;
  stream.on('drain', () => {
    writing = false;
  });
  return {
    write(line: string) {
      writing = true;
      return stream.write(line);
    },
    flush(callback) {
      if (!writing) callback?.();
      else stream.once('drain', () => callback?.());
    },
    flushSync: () => stream.flushSync(),
  };
}

/**
 * Turns each JSON line pino writes (already redacted) into a readable line before it goes to the background
 * destination.
 */
function prettyDestination(target: LogDestination, colorize: boolean): LogDestination {
  const format = prettyFactory({ colorize, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' });
  return {
    write: (line: string) => void target.write(format(line)),
    flush: (callback) => (target.flush ? target.flush(callback) : callback?.()),
    flushSync: () => target.flushSync?.(),
  };
}

export function createLogger(
  level: string,
  destination?: LogDestination,
  options: {
    pretty?: boolean;
    /**
     * Write each line at once on stdout (a worker process: no request traffic, and its last lines before a crash
     * matter; the embedded database's long synchronous stretches would hold back a background write).
     */
    sync?: boolean;
  } = {},
): Logger {
  // A silent logger (tests, tools) writes nothing: no stream on stdout.
  const target =
    destination ??
    (level === 'silent'
      ? { write: () => true }
      : options.sync
        ? pino.destination({ dest: 1, sync: true })
        : asyncDestination(1));
  const logger = pino(
    {
      level,
      formatters: { log: redactLogObject },
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: (error: Error) => redactSensitive(pino.stdSerializers.err(error)),
      },
    },
    (options.pretty ? prettyDestination(target, !destination && isColorSupported) : target) as pino.DestinationStream,
  );
  // A child's bindings (`logger.child({ ... })`) are redacted like a logged object, once when the child is made
  // (pino applies its bindings formatter to the root only). Children inherit this `child`, so theirs are too.
  const child = logger.child;
  logger.child = function redactedChild(this: Logger, bindings, childOptions) {
    return child.call(this, redactLogObject(bindings), childOptions);
  } as typeof logger.child;
  return logger;
}

/** How long shutdown waits for the log to be written out (a closed stdout never answers). */
const FLUSH_TIMEOUT_MS = 2000;

/** Resolves once every line logged so far has been written (before exit, after closing the app). */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FLUSH_TIMEOUT_MS);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      // An error (fsync on a pipe or a terminal) still means the lines were handed to the system.
      logger.flush(done);
    } catch {
      // A destination already closed holds nothing more to write.
      done();
    }
  });
}

export type { Logger };
