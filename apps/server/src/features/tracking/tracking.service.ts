// Where visits come from (via, referer) and what goes wrong in browsers (client logs, HTML stripped, masked).
import { AppError, maskSensitive } from '@otodoke/domain';
import type { Db } from '../../platform/db/client.ts';
import { clientLogs, visits } from '../../platform/db/schema.ts';
import { redactUrl } from '../../platform/logger.ts';

export const VIA_HISTORY_COOKIE = 'via_history';
export const REFERER_COOKIE = 'referer';
const VIA_HISTORY_MAX = 10;
/** Deeper client-sent objects are refused: masking and storing them would overflow the stack. */
const CLIENT_LOG_MAX_DEPTH = 32;

function nestsDeeperThan(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth === 0) return true;
  return Object.values(value).some((item) => nestsDeeperThan(item, depth - 1));
}

export function stripHtml(text: string): string {
  return text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .trim();
}

export function parseViaHistory(cookie: string | undefined): string[] {
  if (!cookie) return [];
  return cookie
    .split(',')
    .map((entry) => decodeURIComponent(entry).trim())
    .filter((entry) => /^[\w.\-:]{1,100}$/.test(entry))
    .slice(-VIA_HISTORY_MAX);
}

export function createTrackingService(deps: { db: Db }) {
  return {
    async recordVia(input: {
      via?: string | undefined;
      pageVia?: string | undefined;
      referer: string | null;
      history: string[];
    }) {
      const via = input.via && /^[\w.\-:]{1,100}$/.test(input.via) ? input.via : undefined;
      await deps.db.insert(visits).values({ via: via ?? null, pageVia: input.pageVia ?? null, referer: input.referer });
      const history =
        via && input.history.at(-1) !== via ? [...input.history, via].slice(-VIA_HISTORY_MAX) : input.history;
      return history;
    },

    async recordClientLog(
      level: string,
      data: {
        message: string;
        details?: Record<string, unknown> | undefined;
        state?: Record<string, unknown> | undefined;
      } & Record<string, unknown>,
      individualId: number | null,
    ) {
      const tooDeep = { ja: '入力内容が正しくありません', en: 'This value is not valid.' };
      for (const field of ['details', 'state'] as const) {
        if (nestsDeeperThan(data[field], CLIENT_LOG_MAX_DEPTH))
          throw AppError.invalidFields({ [`data.${field}`]: tooDeep });
      }
      const clicks = ['first_click', 'last_click'] as const;
      const cleaned = {
        ...data,
        // Page addresses can carry mailed tokens (reset, invitation): those never reach the log table.
        ...(typeof data.url === 'string' ? { url: redactUrl(data.url) } : {}),
        ...Object.fromEntries(
          clicks.filter((k) => typeof data[k] === 'string').map((k) => [k, redactUrl(data[k] as string)]),
        ),
        ...(Array.isArray(data.last_clicks)
          ? { last_clicks: (data.last_clicks as unknown[]).map((c) => (typeof c === 'string' ? redactUrl(c) : c)) }
          : {}),
        message: stripHtml(data.message),
        ...(data.details ? { details: maskSensitive(data.details) } : {}),
        ...(data.state ? { state: maskSensitive(data.state) } : {}),
      };
      await deps.db.insert(clientLogs).values({ level, data: cleaned, individualId });
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
