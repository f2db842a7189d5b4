// The PDF receipt of a paid order: its lines named in the reader's language, the buyer, the seller and the method.
import { AppError, PAY_METHOD_LABELS, PRODUCT_LABELS } from '@otodoke/domain';
import type { ActingAccount } from '../../platform/http/context.ts';
import * as repo from './billing.repository.ts';
import type { Language, PaymentsContext } from './payments-context.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** The PDF receipt of a paid order of the account. */
export async function receiptOf(ctx: PaymentsContext, account: ActingAccount, id: number, language: Language) {
  const { db } = ctx;
  const order = await repo.findOrder(db, account.row.id, id);
  if (!order?.receiptNumber || !order.paidAt) throw new AppError('NOT_FOUND');
  const lines = await repo.linesOf(db, [order.id]);
  const title = order.releaseId ? ((await repo.releasesByIds(db, [order.releaseId]))[0]?.title ?? null) : null;
  const couponCode = order.couponId
    ? ((await repo.couponCodesByIds(db, [order.couponId])).get(order.couponId) ?? null)
    : null;
  const pdf = await renderReceiptPdf({
    language,
    receiptNumber: order.receiptNumber,
    paidAt: order.paidAt,
    buyer: {
      name: account.row.companyName || account.row.name,
      isCompany: account.row.personCompanyType === 'company',
    },
    seller: ctx.seller,
    lines: lines.map((line, index) => {
      const label = PRODUCT_LABELS[line.product]?.[language] ?? line.product;
      return {
        label: index === 0 && title ? `${label} ${language === 'ja' ? `「${title}」` : `"${title}"`}` : label,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        amount: line.amount,
      };
    }),
    subtotal: order.subtotal,
    discount: order.discount,
    couponCode,
    net: order.net,
    tax: order.tax,
    taxRatePercent: order.taxRatePercent,
    total: order.total,
    method: PAY_METHOD_LABELS[order.method as keyof typeof PAY_METHOD_LABELS]?.[language] ?? order.method,
  });
  return { fileName: `receipt-${order.receiptNumber}.pdf`, pdf };
}
