// The affiliate programme: joining gives an invite link; accounts that sign up through it are attributed; when such
// an account pays, its inviter earns a reward that is held, then paid into the inviter's balance.

import { randomInt } from 'node:crypto';
import {
  AFFILIATE_CODE_ALPHABET,
  AFFILIATE_CODE_PATTERN,
  AFFILIATE_HOLD_DAYS,
  affiliateRewardFor,
  type UserFeatureFlag,
} from '@otodoke/domain';
import { type AnyColumn, and, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { IndividualRow } from '../../platform/auth/sessions.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { affiliateRewards, affiliates, paymentOrderLines } from '../../platform/db/schema.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { post, walletBalance, walletEntries } from '../../platform/ledger/ledger.ts';
import type { PaymentOrderRow } from './billing.repository.ts';

/** Pays held rewards whose time has come into the balance. */
export const AFFILIATE_PAYOUT_QUEUE = 'affiliate-payout';
const DAY_MS = 86_400_000;
const JOINED_FLAG: UserFeatureFlag = 'isAffiliateJoined';

const newCode = () =>
  Array.from({ length: 8 }, () => AFFILIATE_CODE_ALPHABET[randomInt(AFFILIATE_CODE_ALPHABET.length)]).join('');

/** The invited account as the inviter sees it: its first character, never the whole name. */
const shorten = (name: string) => `${[...name][0] ?? '?'}＊＊＊`;

/** Stores a feature flag the system decides, in the caller's transaction (features/accounts supplies it). */
export type SetSystemFeatureFlag = (
  tx: Executor,
  accountId: number,
  flag: UserFeatureFlag,
  enabled: boolean,
) => Promise<void>;

/** What the programme reads of accounts (features/accounts supplies it: billing cannot import that feature). */
export interface AffiliateAccounts {
  /** How many accounts signed up through the account's link. */
  countReferredAccounts(db: Executor, accountId: number): Promise<number>;
  accountRowById(db: Executor, accountId: number): Promise<{ id: number; referredByAccountId: number | null } | null>;
  /** The account's name and its person or company type, as scalar subqueries given an account id column. */
  accountNameSql(accountId: AnyColumn): SQL<string>;
  accountTypeSql(accountId: AnyColumn): SQL<'person' | 'company'>;
}

export function createAffiliateService(deps: {
  db: Db;
  jobs: Jobs;
  publicUrl: string;
  setFeatureFlag: SetSystemFeatureFlag;
  accounts: AffiliateAccounts;
  now?: () => Date;
}) {
  const { db, jobs, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function state(accountId: number) {
    const [member] = await db.select().from(affiliates).where(eq(affiliates.accountId, accountId));
    const signups = await deps.accounts.countReferredAccounts(db, accountId);
    const [totals] = await db
      .select({
        paying: sql<number>`count(distinct ${affiliateRewards.referredAccountId})::int`,
        pending: sql<number>`coalesce(sum(${affiliateRewards.amount}) filter (where ${affiliateRewards.status} = 'pending'), 0)::int`,
        paid: sql<number>`coalesce(sum(${affiliateRewards.amount}) filter (where ${affiliateRewards.status} = 'paid'), 0)::int`,
      })
      .from(affiliateRewards)
      .where(eq(affiliateRewards.affiliateAccountId, accountId));
    return {
      joined: Boolean(member),
      code: member?.code ?? null,
      invite_url: member ? `${publicUrl}/creators?action=signup&ref=${member.code}` : null,
      joined_at: member?.joinedAt.toISOString() ?? null,
      signups,
      paying_accounts: totals?.paying ?? 0,
      pending_total: totals?.pending ?? 0,
      paid_total: totals?.paid ?? 0,
      hold_days: AFFILIATE_HOLD_DAYS,
    };
  }

  return {
    state: (account: ActingAccount) => state(account.row.id),

    async join(account: ActingAccount, individual: IndividualRow) {
      await db.transaction(async (tx) => {
        const [known] = await tx
          .select()
          .from(affiliates)
          .where(eq(affiliates.accountId, account.row.id))
          .for('update');
        if (known) return;
        // A clash of random codes is rare; try another.
        for (let attempt = 0; attempt < 5; attempt++) {
          const inserted = await tx
            .insert(affiliates)
            .values({ accountId: account.row.id, code: newCode(), joinedBy: individual.id })
            .onConflictDoNothing()
            .returning();
          if (inserted.length > 0) break;
        }
        await deps.setFeatureFlag(tx, account.row.id, JOINED_FLAG, true);
      });
      return state(account.row.id);
    },

    async rewards(account: ActingAccount, query: { page: number; limit: number }) {
      const where = eq(affiliateRewards.affiliateAccountId, account.row.id);
      const rows = await db
        .select({
          reward: affiliateRewards,
          name: deps.accounts.accountNameSql(affiliateRewards.referredAccountId),
          type: deps.accounts.accountTypeSql(affiliateRewards.referredAccountId),
        })
        .from(affiliateRewards)
        .where(where)
        .orderBy(desc(affiliateRewards.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [total] = await db.select({ n: count() }).from(affiliateRewards).where(where);
      return {
        items: rows.map(({ reward, name, type }) => ({
          id: reward.id,
          reward_type: reward.rewardType,
          amount: reward.amount,
          status: reward.status,
          referred_account: shorten(name),
          referred_account_type: type,
          created_at: reward.createdAt.toISOString(),
          payable_at: reward.payableAt.toISOString(),
          paid_at: reward.paidAt?.toISOString() ?? null,
        })),
        total: total?.n ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    async balance(account: ActingAccount) {
      const { entries } = await walletEntries(db, account.row.id, { offset: 0, limit: 20 });
      return {
        balance: await walletBalance(db, account.row.id),
        entries: entries.map((entry) => ({
          id: entry.id,
          amount: entry.amount,
          kind: entry.kind,
          created_at: entry.createdAt.toISOString(),
        })),
      };
    },

    /** The code of a sign-up link, if it names a member of the programme. */
    async affiliateAccountOf(tx: Executor, code: string | undefined): Promise<number | null> {
      const normalized = code?.trim().toUpperCase() ?? '';
      if (!AFFILIATE_CODE_PATTERN.test(normalized)) return null;
      const [member] = await tx.select().from(affiliates).where(eq(affiliates.code, normalized));
      return member?.accountId ?? null;
    },

    /** Called in the transaction that marks an order paid: the inviter earns its reward (once per order). */
    async accrue(tx: Executor, order: PaymentOrderRow) {
      // The programme rewards releases and plans; an immersive edition earns nothing.
      if (order.kind === 'immersive') return;
      const account = await deps.accounts.accountRowById(tx, order.accountId);
      if (!account?.referredByAccountId) return;
      const [first] = await tx
        .select({ product: paymentOrderLines.product })
        .from(paymentOrderLines)
        .where(eq(paymentOrderLines.orderId, order.id))
        .orderBy(paymentOrderLines.id)
        .limit(1);
      const reward = affiliateRewardFor({
        kind: order.kind,
        purchaseType: order.purchaseType,
        net: order.net,
        firstProduct: first?.product ?? null,
      });
      if (!reward) return;
      const payableAt = new Date(now().getTime() + AFFILIATE_HOLD_DAYS * DAY_MS);
      const inserted = await tx
        .insert(affiliateRewards)
        .values({
          affiliateAccountId: account.referredByAccountId,
          referredAccountId: account.id,
          orderId: order.id,
          rewardType: reward.type,
          amount: reward.amount,
          payableAt,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted.length > 0) {
        await jobs.send(AFFILIATE_PAYOUT_QUEUE, {}, { tx, startAfter: new Date(payableAt.getTime() + 1_000) });
      }
    },

    /** Pays every held reward due by `at` into its account's balance; safe to run any number of times. */
    async payDue(at = now()) {
      const due = await db
        .select()
        .from(affiliateRewards)
        .where(and(eq(affiliateRewards.status, 'pending'), lte(affiliateRewards.payableAt, at)));
      for (const reward of due) {
        await db.transaction(async (tx) => {
          const [locked] = await tx
            .select()
            .from(affiliateRewards)
            .where(and(eq(affiliateRewards.id, reward.id), eq(affiliateRewards.status, 'pending')))
            .for('update');
          if (!locked) return;
          await post(tx, {
            kind: 'affiliate_reward',
            reference: String(locked.id),
            memo: { ja: '紹介報酬', en: 'Referral reward' },
            entries: [
              { side: { wallet: locked.affiliateAccountId }, amount: locked.amount },
              { side: { system: 'affiliate_rewards' }, amount: -locked.amount },
            ],
          });
          await tx
            .update(affiliateRewards)
            .set({ status: 'paid', paidAt: at })
            .where(eq(affiliateRewards.id, locked.id));
        });
      }
      return due.length;
    },
  };
}

export type AffiliateService = ReturnType<typeof createAffiliateService>;
