// Coupons: entering a code, the account's list, checking one at checkout, and the operators' list.

import type { adminCouponInputSchema } from '@otodoke/contract';
import {
  APP_ERRORS,
  AppError,
  type Bilingual,
  COUPON_CODE_PATTERN,
  COUPON_REASON_ERROR,
  type CouponCategory,
  type CouponProduct,
  type CouponPurchase,
  type CouponTerms,
  type CouponUnusableReason,
  couponDiscount,
  couponUnusableReason,
  normalizeCouponCode,
} from '@otodoke/domain';
import type { z } from 'zod';
import type { IndividualRow } from '../../platform/auth/sessions.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import { iso } from './billing.presenter.ts';
import type { CouponRow } from './billing.repository.ts';
import * as repo from './billing.repository.ts';

type Language = 'ja' | 'en';

const ADMIN_COUPON_MESSAGES = {
  codeFormat: {
    ja: '半角英数字とハイフンで4〜32文字にしてください',
    en: 'Use 4 to 32 letters, digits and hyphens.',
  },
  oneDiscount: { ja: '割引額か割引率のどちらか一方を入力してください', en: 'Enter either an amount or a rate off.' },
  productOnlyDistribution: {
    ja: '対象商品は配信クーポンにのみ指定できます',
    en: 'A product can only be set on distribution coupons.',
  },
  endBeforeStart: { ja: '終了日は開始日以降にしてください', en: 'The last day must not be before the first.' },
  codeTaken: { ja: 'このコードは既に使われています', en: 'This code is already in use.' },
} satisfies Record<string, Bilingual>;
const JST_OFFSET_MS = 9 * 3_600_000;

export const couponTerms = (row: CouponRow): CouponTerms => ({
  category: row.category as CouponCategory,
  product: (row.product as CouponProduct | null) ?? null,
  discountAmount: row.discountAmount,
  discountPercent: row.discountPercent,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  maxUses: row.maxUses,
  maxUsesPerAccount: row.maxUsesPerAccount,
  disabled: row.disabledAt !== null,
});

export const couponReasonMessage = (reason: CouponUnusableReason, language: Language) =>
  APP_ERRORS[COUPON_REASON_ERROR[reason]][language];

/** The start of a Japan calendar day, as operators mean dates. */
const jstDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - JST_OFFSET_MS);

export interface AppliedCoupon {
  coupon: CouponRow;
  discount: number;
}

/**
 * Checks a code for a purchase inside the checkout's transaction (the coupon row is locked, so two checkouts cannot
 * take its last use). Throws the CUB error when it cannot be used.
 */
export async function applyCoupon(
  tx: Executor,
  accountId: number,
  rawCode: string,
  purchase: CouponPurchase,
  net: number,
  now: Date,
  forUpdate: boolean,
): Promise<AppliedCoupon> {
  const code = normalizeCouponCode(rawCode);
  const coupon = COUPON_CODE_PATTERN.test(code) ? await repo.findCouponByCode(tx, code, forUpdate) : null;
  if (!coupon) throw new AppError('CUB00001');
  const usage = await repo.couponUsage(tx, coupon.id, accountId);
  const reason = couponUnusableReason(couponTerms(coupon), purchase, usage, now);
  if (reason) throw new AppError(COUPON_REASON_ERROR[reason], { reason });
  return { coupon, discount: couponDiscount(coupon, net) };
}

export function createCouponsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function present(row: CouponRow, activatedAt: Date, accountId: number, language: Language) {
    const usage = await repo.couponUsage(db, row.id, accountId);
    const reason = couponUnusableReason(couponTerms(row), null, usage, now());
    return {
      code: row.code,
      description: row.description,
      category: row.category,
      product: row.product,
      discount_amount: row.discountAmount,
      discount_percent: row.discountPercent,
      valid_from: row.validFrom.toISOString(),
      valid_until: iso(row.validUntil),
      state: reason ?? 'usable',
      message: reason ? couponReasonMessage(reason, language) : null,
      activated_at: activatedAt.toISOString(),
    };
  }

  function presentAdmin(row: CouponRow, uses: number) {
    return {
      id: row.id,
      code: row.code,
      description: row.description,
      category: row.category,
      product: row.product,
      discount_amount: row.discountAmount,
      discount_percent: row.discountPercent,
      valid_from: row.validFrom.toISOString(),
      valid_until: iso(row.validUntil),
      max_uses: row.maxUses,
      max_uses_per_account: row.maxUsesPerAccount,
      uses,
      disabled_at: iso(row.disabledAt),
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    async activate(account: ActingAccount, individual: IndividualRow, rawCode: string, language: Language) {
      const code = normalizeCouponCode(rawCode);
      const coupon = COUPON_CODE_PATTERN.test(code) ? await repo.findCouponByCode(db, code) : null;
      if (!coupon || coupon.disabledAt) throw new AppError('CUB00001');
      const usage = await repo.couponUsage(db, coupon.id, account.row.id);
      const reason = couponUnusableReason(couponTerms(coupon), null, usage, now());
      if (reason) throw new AppError(COUPON_REASON_ERROR[reason], { reason });
      await repo.activateCoupon(db, coupon.id, account.row.id, individual.id);
      return present(coupon, now(), account.row.id, language);
    },

    async list(account: ActingAccount, language: Language, category?: CouponCategory) {
      const rows = await repo.activatedCoupons(db, account.row.id);
      const items = await Promise.all(
        rows
          .filter((row) => !category || row.coupon.category === category)
          .map((row) => present(row.coupon, row.activatedAt, account.row.id, language)),
      );
      return { items: category ? items.filter((item) => item.state === 'usable') : items };
    },

    async adminList(query: { q?: string; page: number; limit: number }) {
      const { rows, total } = await repo.listCoupons(db, {
        ...(query.q ? { q: normalizeCouponCode(query.q) } : {}),
        page: query.page,
        limit: query.limit,
      });
      return {
        items: rows.map((row) => presentAdmin(row.coupon, row.uses)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async adminCreate(individual: IndividualRow, input: z.output<typeof adminCouponInputSchema>) {
      const code = normalizeCouponCode(input.code);
      const problems: Record<string, Bilingual> = {};
      if (!COUPON_CODE_PATTERN.test(code)) problems.code = ADMIN_COUPON_MESSAGES.codeFormat;
      if ((input.discount_amount === null) === (input.discount_percent === null)) {
        problems.discount_amount = ADMIN_COUPON_MESSAGES.oneDiscount;
      }
      if (input.category !== 'distribution' && input.product !== null) {
        problems.product = ADMIN_COUPON_MESSAGES.productOnlyDistribution;
      }
      if (input.valid_until && input.valid_until < input.valid_from)
        problems.valid_until = ADMIN_COUPON_MESSAGES.endBeforeStart;
      if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', { fields: problems });
      const row = await repo.insertCoupon(db, {
        code,
        description: input.description,
        category: input.category,
        product: input.product,
        discountAmount: input.discount_amount,
        discountPercent: input.discount_percent,
        validFrom: jstDayStart(input.valid_from),
        // The last day is inclusive: the coupon works until the next Japan midnight.
        validUntil: input.valid_until ? new Date(jstDayStart(input.valid_until).getTime() + 86_400_000) : null,
        maxUses: input.max_uses,
        maxUsesPerAccount: input.max_uses_per_account,
        createdBy: individual.id,
      });
      if (!row) throw new AppError('VALIDATION_FAILED', { fields: { code: ADMIN_COUPON_MESSAGES.codeTaken } });
      return presentAdmin(row, 0);
    },

    async adminDisable(id: number) {
      await repo.disableCoupon(db, id);
      const row = await repo.findCouponById(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return presentAdmin(row, await repo.couponUses(db, row.id));
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
