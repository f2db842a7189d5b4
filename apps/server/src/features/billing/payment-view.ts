// Payment orders as wire objects, with their lines, releases and coupon codes read in one go for a whole page.
import type { Executor } from '../../platform/db/client.ts';
import { presentOrder } from './billing.presenter.ts';
import type { PaymentOrderRow } from './billing.repository.ts';
import * as repo from './billing.repository.ts';
import type { Language } from './payments-context.ts';

export async function presentOrders(db: Executor, rows: PaymentOrderRow[], language: Language) {
  const lines = await repo.linesOf(
    db,
    rows.map((row) => row.id),
  );
  const releaseIds = rows.flatMap((row) => (row.releaseId ? [row.releaseId] : []));
  const releases = new Map((await repo.releasesByIds(db, releaseIds)).map((row) => [row.id, row]));
  const codes = await repo.couponCodesByIds(
    db,
    rows.flatMap((row) => (row.couponId ? [row.couponId] : [])),
  );
  return rows.map((row) =>
    presentOrder(
      row,
      {
        lines: lines.filter((line) => line.orderId === row.id),
        release: row.releaseId ? (releases.get(row.releaseId) ?? null) : null,
        couponCode: row.couponId ? (codes.get(row.couponId) ?? null) : null,
      },
      language,
    ),
  );
}

export async function presentOrderRow(db: Executor, row: PaymentOrderRow, language: Language) {
  const [presented] = await presentOrders(db, [row], language);
  return presented!;
}
