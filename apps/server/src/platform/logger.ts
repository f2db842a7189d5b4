// pino logger with the spec's sensitive fields redacted wherever they appear in a logged object.
import pino, { type Logger } from 'pino';
import { isColorSupported, prettyFactory } from 'pino-pretty';

const SENSITIVE_KEYS = [
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
];

export function redactPaths(): string[] {
  const paths: string[] = [];
  for (const key of SENSITIVE_KEYS) {
    const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
    const dotted = safe.startsWith('[') ? safe : `.${safe}`;
    paths.push(safe, `*${dotted}`, `*.*${dotted}`, `*.*.*${dotted}`, `req.headers${dotted}`, `res.headers${dotted}`);
  }
  return paths;
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

/**
 * Turns each JSON line pino writes (already redacted) into a readable line, in the same synchronous write, so the
 * last lines before a crash are still there.
 */
function prettyDestination(target: pino.DestinationStream, colorize: boolean): pino.DestinationStream {
  const format = prettyFactory({ colorize, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' });
  return { write: (line: string) => void target.write(format(line)) };
}

export function createLogger(
  level: string,
  destination?: pino.DestinationStream,
  options: { pretty?: boolean } = {},
): Logger {
  // Written at once, not buffered: the lines logged just before a crash (kill -9, out of memory, a long
  // synchronous stretch of the embedded database) are the ones needed to understand it.
  const target = destination ?? pino.destination({ dest: 1, sync: true });
  return pino(
    {
      level,
      redact: { paths: redactPaths(), censor: '[redacted]' },
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
        err: pino.stdSerializers.err,
      },
    },
    options.pretty ? prettyDestination(target, !destination && isColorSupported) : target,
  );
}

export type { Logger };
