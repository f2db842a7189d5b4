// Splits: a release owner shares its confirmed revenue with collaborators. Setting a split writes a version effective
// from next month (replacing a version set earlier for that same month), invites each collaborator by e-mail with a
// token; a collaborator accepts into one of their accounts or declines. The month close divides each release's
// revenue by the version in force that month, so changes never reach back.
import {
  AppError,
  type Bilingual,
  formatShareRate,
  type Language,
  monthOf,
  nextMonth,
  parseShareRate,
  RELEASE_STATUS_CODES_NOT_ISSUED,
  SPLIT_STATUS,
  todayInTokyo,
  VALIDATION_MESSAGES,
  validateSplit,
} from '@otodoke/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { IndividualRow } from '../../platform/auth/sessions.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { splitShares, splitVersions } from '../../platform/db/schema.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { hashToken, newToken } from '../../platform/security/tokens.ts';
import { artistNamesJaSql } from '../artists/index.ts';
import { lockRelease, releaseArtistLinksSql, releasesJoinSql } from '../releases/index.ts';
import type { AccountReads, MemberReads } from './passed-reads.ts';
import { type NoticeDeps, notifyAccount } from './revenue-notices.ts';

/** Releases that can earn: submitted and not deleted. */
const NOT_SPLITTABLE = RELEASE_STATUS_CODES_NOT_ISSUED;

export function isSplitAvailable(account: ActingAccount) {
  // On by default (domain DEFAULT_USER_FEATURES) unless operators turned the flag off for the account.
  return account.features.isMoneySplitAvailable;
}

export function createSplitsService(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  accounts: AccountReads;
  members: MemberReads;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const notices: NoticeDeps = {
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    accounts: deps.accounts,
    members: deps.members,
  };
  const { accountsJoinSql } = deps.accounts;

  async function versionWithShares(db: Executor, versionId: number) {
    const [version] = await db.select().from(splitVersions).where(eq(splitVersions.id, versionId));
    if (!version) return null;
    const shares = await db
      .select({
        id: splitShares.id,
        email: splitShares.email,
        shareBp: splitShares.shareBp,
        status: splitShares.status,
        collaboratorName: sql<string | null>`${deps.accounts.accountNameSql(splitShares.collaboratorAccountId)}`,
      })
      .from(splitShares)
      .where(eq(splitShares.versionId, versionId))
      .orderBy(splitShares.id);
    return {
      id: version.id,
      effective_from: version.effectiveFrom,
      owner_share_bp: version.ownerShareBp,
      shares: shares.map((share) => ({
        id: share.id,
        email: share.email,
        share_bp: share.shareBp,
        status: share.status,
        collaborator_name: share.collaboratorName,
      })),
    };
  }

  async function invitation(token: string) {
    const [found] = await selectRows<{
      share_id: number;
      status: number;
      email: string;
      share_bp: number;
      effective_from: string;
      release_title: string;
      owner_account_id: number;
      owner_name: string;
      release_id: number;
      artist_name: string | null;
    }>(
      db,
      sql`select s.id as share_id, s.status, s.email, s.share_bp, v.effective_from, r.title as release_title,
                 v.account_id as owner_account_id, a.name as owner_name, r.id as release_id,
                 ${artistNamesJaSql(releaseArtistLinksSql(sql`r.id`))} as artist_name
            from split_shares s
            join split_versions v on v.id = s.version_id
            join ${releasesJoinSql()} r on r.id = v.release_id
            join ${accountsJoinSql()} a on a.id = v.account_id
           where s.token_hash = ${hashToken(token)}`,
    );
    return found ?? null;
  }

  return {
    async list(account: ActingAccount) {
      const accountId = account.row.id;
      const thisMonth = monthOf(todayInTokyo(now()));
      const owned = await selectRows<{ id: number; title: string; upc: string | null; artist_name: string | null }>(
        db,
        sql`select r.id, r.title, r.upc,
                   ${artistNamesJaSql(releaseArtistLinksSql(sql`r.id`))} as artist_name
              from ${releasesJoinSql()} r
             where r.account_id = ${accountId} and r.status not in ${NOT_SPLITTABLE}
             order by r.id desc`,
      );
      const versions = owned.length
        ? await db
            .select()
            .from(splitVersions)
            .where(
              inArray(
                splitVersions.releaseId,
                owned.map((release) => release.id),
              ),
            )
            .orderBy(desc(splitVersions.effectiveFrom))
        : [];
      const releasesOut = [];
      for (const release of owned) {
        const mine = versions.filter((version) => version.releaseId === release.id);
        const current = mine.find((version) => version.effectiveFrom <= thisMonth);
        const upcoming = mine.find((version) => version.effectiveFrom > thisMonth);
        releasesOut.push({
          release_id: release.id,
          title: release.title,
          artist_name: release.artist_name ?? '',
          upc: release.upc,
          current: current ? await versionWithShares(db, current.id) : null,
          upcoming: upcoming ? await versionWithShares(db, upcoming.id) : null,
        });
      }
      const collaborations = await selectRows<{
        share_id: number;
        release_title: string;
        owner_name: string;
        share_bp: number;
        status: number;
        effective_from: string;
      }>(
        db,
        sql`select s.id as share_id, r.title as release_title, a.name as owner_name, s.share_bp, s.status,
                   v.effective_from
              from split_shares s
              join split_versions v on v.id = s.version_id
              join ${releasesJoinSql()} r on r.id = v.release_id
              join ${accountsJoinSql()} a on a.id = v.account_id
             where s.collaborator_account_id = ${accountId}
             order by v.effective_from desc, s.id desc`,
      );
      const history = await selectRows<{
        month: string;
        release_title: string;
        kind: 'split_in' | 'split_out';
        counterparty_name: string;
        micros: string;
      }>(
        db,
        sql`select st.month, coalesce(r.title, '') as release_title, l.kind, coalesce(a.name, '') as counterparty_name,
                   l.jpy_micros::text as micros
              from revenue_statement_lines l
              join revenue_statements st on st.id = l.statement_id
              left join ${releasesJoinSql()} r on r.id = l.release_id
              left join ${accountsJoinSql()} a on a.id = l.counterparty_account_id
             where st.account_id = ${accountId} and l.kind in ('split_in', 'split_out')
             order by st.month desc, l.id
             limit 500`,
      );
      return {
        releases: releasesOut,
        collaborations,
        history: history.map((row) => ({
          month: row.month,
          release_title: row.release_title,
          direction: row.kind === 'split_in' ? ('in' as const) : ('out' as const),
          counterparty_name: row.counterparty_name,
          amount_micros: row.micros,
        })),
      };
    },

    /** Sets the split from next month; answers the version written. */
    async set(
      account: ActingAccount,
      individual: IndividualRow,
      releaseId: number,
      body: { owner_rate: string; collaborators: Array<{ email: string; rate: string }> },
    ) {
      if (!isSplitAvailable(account)) throw new AppError('SPLIT00002', { reason: 'feature' });
      const ownerRate = parseShareRate(body.owner_rate);
      const collaborators = body.collaborators.map((c) => ({
        email: c.email.trim().toLowerCase(),
        rateBasisPoints: parseShareRate(c.rate),
      }));
      const problems = validateSplit({
        ownerEmail: individual.email,
        ownerRateBasisPoints: body.owner_rate.trim() === '' ? null : ownerRate,
        collaborators: collaborators.map((c, index) => ({
          email: c.email,
          rateBasisPoints: body.collaborators[index]!.rate.trim() === '' ? null : c.rateBasisPoints,
        })),
      });
      if (Object.keys(problems).length > 0) {
        const fields: Record<string, Bilingual> = {};
        for (const [path, id] of Object.entries(problems)) fields[path] = VALIDATION_MESSAGES[id];
        throw AppError.invalidFields(fields);
      }
      const effectiveFrom = nextMonth(monthOf(todayInTokyo(now())));
      const invited: Array<{ email: string; token: string; shareBp: number }> = [];
      const versionId = await db.transaction(async (tx) => {
        const release = await lockRelease(tx, releaseId, { accountId: account.row.id });
        if (!release) throw new AppError('NOT_FOUND');
        if (NOT_SPLITTABLE.includes(release.status)) throw new AppError('SPLIT00002', { status: release.status });
        // The split for next month is replaced whole; answers already given to the same person at the same rate stay.
        const [previous] = await tx
          .select()
          .from(splitVersions)
          .where(and(eq(splitVersions.releaseId, releaseId), eq(splitVersions.effectiveFrom, effectiveFrom)));
        const kept = new Map<string, typeof splitShares.$inferSelect>();
        if (previous) {
          for (const share of await tx.select().from(splitShares).where(eq(splitShares.versionId, previous.id))) {
            kept.set(share.email, share);
          }
          await tx.delete(splitVersions).where(eq(splitVersions.id, previous.id));
        }
        // An accepted collaborator of the version in force keeps their acceptance when their rate is unchanged.
        const [inForce] = await tx
          .select()
          .from(splitVersions)
          .where(and(eq(splitVersions.releaseId, releaseId), sql`${splitVersions.effectiveFrom} < ${effectiveFrom}`))
          .orderBy(desc(splitVersions.effectiveFrom))
          .limit(1);
        if (inForce) {
          for (const share of await tx.select().from(splitShares).where(eq(splitShares.versionId, inForce.id))) {
            if (!kept.has(share.email)) kept.set(share.email, share);
          }
        }
        const [version] = await tx
          .insert(splitVersions)
          .values({
            releaseId,
            accountId: account.row.id,
            effectiveFrom,
            ownerShareBp: ownerRate ?? 0,
            createdBy: individual.id,
          })
          .returning({ id: splitVersions.id });
        for (const collaborator of collaborators) {
          const before = kept.get(collaborator.email);
          const stays =
            before && before.shareBp === collaborator.rateBasisPoints && before.status === SPLIT_STATUS.accepted;
          const token = newToken();
          await tx.insert(splitShares).values({
            versionId: version!.id,
            email: collaborator.email,
            shareBp: collaborator.rateBasisPoints!,
            status: stays ? SPLIT_STATUS.accepted : SPLIT_STATUS.invited,
            collaboratorAccountId: stays ? before.collaboratorAccountId : null,
            answeredAt: stays ? before.answeredAt : null,
            tokenHash: hashToken(token),
          });
          if (!stays) invited.push({ email: collaborator.email, token, shareBp: collaborator.rateBasisPoints! });
        }
        for (const invite of invited) {
          const url = `${deps.publicUrl}/member/split?token=${invite.token}`;
          const rate = formatShareRate(invite.shareBp);
          const title = release.title || `#${release.id}`;
          await deps.mailer.enqueue(tx, invite.email, 'ja', {
            template: 'account_notice',
            params: {
              name: invite.email,
              subject: `「${title}」の収益分配に招待されました / You are invited to a revenue split`,
              body:
                `${account.row.name} さんが、リリース「${title}」の収益の ${rate}% をあなたに分配します（${effectiveFrom} 分から）。` +
                `下のリンクから承認してください。\n\n${account.row.name} shares ${rate}% of the revenue of "${title}" ` +
                `with you from ${effectiveFrom}. Open the link below to accept.`,
              url,
            },
          });
        }
        return version!.id;
      });
      return (await versionWithShares(db, versionId))!;
    },

    async invitation(token: string) {
      const found = await invitation(token);
      if (!found) throw new AppError('NOT_FOUND');
      return {
        release_title: found.release_title,
        artist_name: found.artist_name ?? '',
        owner_name: found.owner_name,
        share_bp: found.share_bp,
        effective_from: found.effective_from,
        status: found.status,
        email: found.email,
      };
    },

    /** Accepts into one of the caller's accounts (where they may manage revenue) or declines. */
    async answer(
      individual: IndividualRow,
      token: string,
      input: { accept: boolean; account_id?: number },
      language: Language,
    ) {
      const found = await invitation(token);
      if (!found) throw new AppError('NOT_FOUND');
      // The link alone is not enough, as with team invitations: only the invited address may answer for it.
      if (found.email !== individual.email.toLowerCase()) throw new AppError('INVITE_EMAIL_MISMATCH');
      let accountId: number | null = null;
      if (input.accept) {
        const memberships = await deps.members.membershipsOf(db, individual.id);
        const chosen =
          memberships.find((m) => m.accountId === input.account_id) ?? (input.account_id ? undefined : memberships[0]);
        if (!chosen) throw new AppError('FORBIDDEN');
        if (!chosen.isAccountManager) throw new AppError('FORBIDDEN');
        if (chosen.accountId === found.owner_account_id) {
          throw AppError.invalidFields({ account_id: VALIDATION_MESSAGES.revenueShareOwnEmail });
        }
        accountId = chosen.accountId;
      }
      return db.transaction(async (tx) => {
        const [share] = await tx.select().from(splitShares).where(eq(splitShares.id, found.share_id)).for('update');
        if (!share || share.status !== SPLIT_STATUS.invited) throw new AppError('SPLIT00001');
        const status = input.accept ? SPLIT_STATUS.accepted : SPLIT_STATUS.declined;
        await tx
          .update(splitShares)
          .set({ status, collaboratorAccountId: accountId, answeredAt: now() })
          .where(eq(splitShares.id, share.id));
        const title = found.release_title || `#${found.release_id}`;
        const rate = formatShareRate(found.share_bp);
        await notifyAccount(
          tx,
          notices,
          found.owner_account_id,
          input.accept
            ? {
                subject: {
                  ja: `「${title}」の収益分配が承認されました`,
                  en: `Your revenue split for "${title}" was accepted`,
                },
                body: {
                  ja: `${share.email} さんが ${rate}% の分配を承認しました。${found.effective_from} 分の確定収益から分配されます。`,
                  en: `${share.email} accepted a ${rate}% share. It applies from the confirmed revenue of ${found.effective_from}.`,
                },
              }
            : {
                subject: {
                  ja: `「${title}」の収益分配が辞退されました`,
                  en: `Your revenue split for "${title}" was declined`,
                },
                body: {
                  ja: `${share.email} さんが ${rate}% の分配を辞退しました。分配率を見直してください。`,
                  en: `${share.email} declined a ${rate}% share. Please review the split.`,
                },
              },
          '/member/split',
        );
        void language;
        return { status };
      });
    },
  };
}

export type SplitsService = ReturnType<typeof createSplitsService>;
