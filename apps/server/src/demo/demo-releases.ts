// Writing the demo's releases as a user would: drafts through the releases service (the contract's input, defaults
// filled in by parsing), submitted when asked, registered at a past date for releases already on sale.
import { releaseInputSchema, releaseTypeSchema } from '@otodoke/contract';
import { AppError, addDays, effectiveFeatures, todayInTokyo } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { artistCreditsJoin } from '../features/artists/index.ts';
import { lastOrderStatusBefore } from '../features/billing/index.ts';
import { createReleasesService } from '../features/releases/index.ts';
import { ALL_PERMISSIONS_EDITABLE } from '../platform/auth/permissions.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/client.ts';
import { accounts } from '../platform/db/schema.ts';
import type { ActingAccount } from '../platform/http/context.ts';
import type { Logger } from '../platform/logger.ts';
import { DEMO_INDIVIDUAL_ID } from './demo-media.ts';

/** A release as the seed writes it: the contract's input, defaults filled in by parsing. */
const draftSchema = releaseInputSchema.extend({ type: releaseTypeSchema });
export type DemoReleaseInput = z.input<typeof draftSchema>;
type DemoSongInput = DemoReleaseInput['songs'] extends (infer S)[] | undefined ? S : never;

/** A date `days` from now (UTC), as the form writes it. */
export function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** A sale date `days` from today in Japan (negative: in the past), as the form writes it. */
export function saleDateIn(days: number): string {
  return addDays(todayInTokyo(new Date()), days).replaceAll('-', '/');
}

/** Two weeks before a sale date: when a release on sale since then was registered and submitted. */
export function twoWeeksBefore(saleDate: string): Date {
  return new Date(Date.parse(saleDate.replaceAll('/', '-')) - 14 * 86_400_000);
}

export function author(realName: string, penName: string) {
  return {
    is_lyricist: true,
    is_composer: true,
    real_name: realName,
    pen_name: penName,
    is_foreign: false,
    show_on_artist_page: false,
  };
}

export function songOf(title: string, fileId: number | null, extra: Partial<DemoSongInput> = {}) {
  return {
    title,
    version: '',
    tieup: '',
    original_singer: '',
    category: 'original' as const,
    audio_language: 'ja',
    explicit: false,
    lyrics: '',
    synced_lyrics: '',
    isrc: '',
    moods: [],
    preview_start_seconds: null,
    file_upload_id: fileId,
    immersive_audio_format: null,
    artists: [],
    authors: [author('朝日陽介', '朝日 陽介')],
    ...extra,
  };
}

/** What every demo release of the label shares. */
export const LABEL_BASE = {
  label_name: 'Daybreak Records',
  copyright_year: String(new Date().getUTCFullYear()),
  copyright_holder: 'Daybreak Records',
};

export type DemoReleaseWriter = Awaited<ReturnType<typeof createDemoReleaseWriter>>;

export async function createDemoReleaseWriter(deps: { db: Db; config: Config; logger: Logger }) {
  const { db, config, logger } = deps;
  // What the releases capability is given from billing: the status a release's payment order started from.
  const paymentOrders = { lastStatusBefore: lastOrderStatusBefore };
  // And from artists: the artists a release credits.
  const artistCredits = artistCreditsJoin;
  const releasesService = createReleasesService({ db, identifiers: config.identifiers, paymentOrders, artistCredits });
  /** The account acting as its own manager, with every permission. */
  const acting = async (accountId: number): Promise<ActingAccount> => {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
    return {
      row: row!,
      isAccountManager: true,
      permissions: ALL_PERMISSIONS_EDITABLE,
      features: effectiveFeatures({ plan: row!.plan }, null),
    };
  };
  /** `registeredAt`: a release of the past is registered and submitted as it was then (its dates were ahead). */
  const create = async (account: ActingAccount, input: DemoReleaseInput, submit: boolean, registeredAt?: Date) => {
    const service = registeredAt
      ? createReleasesService({
          db,
          identifiers: config.identifiers,
          paymentOrders,
          artistCredits,
          now: () => registeredAt,
        })
      : releasesService;
    const [id] = await service.createDrafts(account, DEMO_INDIVIDUAL_ID, [draftSchema.parse(input)]);
    // Review and delivery of submitted releases go through the real pipeline (seed-distribution.ts).
    if (!submit) return id!;
    try {
      await service.submit(account, id!, 'ja');
    } catch (error) {
      // Without ffmpeg the demo's sound files are refused as unchecked: the release waits as a draft instead.
      if (!(error instanceof AppError)) throw error;
      logger.warn(
        { title: input.title, problem: error.code },
        'demo release left as a draft (its media was not accepted)',
      );
    }
    return id!;
  };
  return { acting, create };
}
