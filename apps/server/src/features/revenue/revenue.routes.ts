import { Readable } from 'node:stream';
import * as api from '@otodoke/contract';
import { AppError, findStore } from '@otodoke/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerGuardedRoute } from '../../platform/http/endpoint.ts';
import type { CloseService } from './close.service.ts';
import type { IngestService } from './ingest.service.ts';
import type { OperationsService } from './operations.service.ts';
import type { ReportsService } from './reports.service.ts';
import type { SplitsService } from './splits.service.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

/** The largest report an operator can upload through the browser (stores deliver larger ones over SFTP). */
export const SALES_REPORT_UPLOAD_LIMIT = 2 * 1024 * 1024 * 1024;
export const ESTIMATE_CSV_PATH = '/api/v2/me/reports/estimate/csv';
export const SALES_REPORT_UPLOAD_PATH = '/admin/api/v2/sales-reports/upload';

export function registerRevenueRoutes(
  app: FastifyInstance,
  deps: {
    reports: ReportsService;
    splits: SplitsService;
    withdrawal: WithdrawalService;
    operations: OperationsService;
    close: CloseService;
    ingest: IngestService;
  },
) {
  const { reports, splits, withdrawal, operations, close, ingest } = deps;
  registerEndpoint(app, api.getEstimateReport, ({ query }, ctx) => reports.estimate(ctx.account!, query, ctx.language));
  registerEndpoint(app, api.getFinancialReport, ({ query }, ctx) => reports.financial(ctx.account!, query));
  registerEndpoint(app, api.listBalanceEntries, ({ query }, ctx) =>
    withdrawal.entries(ctx.account!, query, ctx.language),
  );

  registerEndpoint(app, api.listMySplits, (_input, ctx) => splits.list(ctx.account!));
  registerEndpoint(app, api.setReleaseSplit, ({ params, body }, ctx) =>
    splits.set(ctx.account!, ctx.individual!, params.id, body),
  );
  registerEndpoint(app, api.getSplitInvitation, ({ params }) => splits.invitation(params.token));
  registerEndpoint(app, api.answerSplitInvitation, ({ params, body }, ctx) =>
    splits.answer(ctx.individual!, params.token, body, ctx.language),
  );

  registerEndpoint(app, api.listBankAccounts, (_input, ctx) => withdrawal.bankAccounts(ctx.account!));
  registerEndpoint(app, api.createBankAccount, ({ body }, ctx) => withdrawal.addBankAccount(ctx.account!, body));
  registerEndpoint(app, api.deleteBankAccount, ({ params }, ctx) =>
    withdrawal.removeBankAccount(ctx.account!, params.id),
  );
  registerEndpoint(app, api.listWithdrawals, ({ query }, ctx) => withdrawal.list(ctx.account!, query));
  registerEndpoint(app, api.requestWithdrawal, ({ body }, ctx) =>
    withdrawal.request(ctx.account!, ctx.individual!, body),
  );

  registerEndpoint(app, api.listSalesReports, ({ query }) => operations.reports(query));
  registerEndpoint(app, api.listUnmatchedSales, ({ query }) => operations.unmatched(query));
  registerEndpoint(app, api.resolveUnmatchedSales, ({ body }, ctx) => operations.resolve(ctx.individual!, body));
  registerEndpoint(app, api.listCurrencyRates, () => operations.rates());
  registerEndpoint(app, api.putCurrencyRate, async ({ body }, ctx) => {
    await ingest.setRate(body.month, body.currency, body.yen_per_unit, ctx.individual!.id);
    return { ok: true as const };
  });
  registerEndpoint(app, api.listRevenueCloses, async () => ({
    ...(await operations.closes(await close.nextOpenMonth())),
    next_close: await close.nextClose(),
  }));
  registerEndpoint(app, api.closeRevenueMonth, async ({ body }, ctx) => {
    const result = await close.closeMonth(body.month, ctx.individual!.id);
    return { month: body.month, statements: result.statements };
  });
  registerEndpoint(app, api.listAdminWithdrawals, ({ query }) => withdrawal.adminList(query));
  registerEndpoint(app, api.decideWithdrawal, ({ params, body }, ctx) =>
    withdrawal.decide(ctx.individual!, params.id, body),
  );

  // The estimate as a CSV file, with the same filters as the page.
  registerGuardedRoute(
    app,
    { method: 'GET', url: ESTIMATE_CSV_PATH, access: { kind: 'account', permission: { id: 3000, level: 'readonly' } } },
    async (request, reply) => {
      const parsed = api.getEstimateReport.query!.safeParse(request.query ?? {});
      if (!parsed.success) throw AppError.invalidFields({});
      const ctx = request.ctx;
      const rows = reports.estimateCsv(ctx.account!, parsed.data, ctx.language);
      // A BOM so spreadsheet programs read the Japanese names as UTF-8.
      const body = Readable.from(
        (async function* () {
          yield '\uFEFF';
          yield* rows;
        })(),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="estimate-${parsed.data.display}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  // An operator uploads a report file as the raw request body (streamed to storage, never held in memory).
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/octet-stream', 'text/tab-separated-values', 'text/plain', 'application/gzip'],
      { bodyLimit: SALES_REPORT_UPLOAD_LIMIT },
      (_request, payload, done) => done(null, payload),
    );
    registerGuardedRoute(
      scope,
      { method: 'POST', url: SALES_REPORT_UPLOAD_PATH, access: { kind: 'admin' } },
      async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        const storeId = String(query.store_id ?? '');
        const fileName = String(query.file_name ?? '').slice(0, 255);
        const fields: Record<string, { ja: string; en: string }> = {};
        if (!findStore(storeId)) fields.store_id = { ja: 'ストアを選択してください', en: 'Choose a store.' };
        if (!/^[\w.\-() ]{1,255}$/u.test(fileName)) {
          fields.file_name = { ja: 'ファイル名が正しくありません', en: 'The file name is not valid.' };
        }
        const replaces = query.replaces_report_id;
        if (replaces !== undefined && !(/^[1-9]\d{0,9}$/.test(replaces) && Number(replaces) <= 2_147_483_647)) {
          fields.replaces_report_id = {
            ja: '差し替えるレポートが正しくありません',
            en: 'The report to replace is not valid.',
          };
        }
        const rates: Record<string, string> = {};
        for (const [key, value] of Object.entries(query)) {
          const match = /^rate_([A-Z]{3})$/.exec(key);
          if (!match || !value) continue;
          if (!/^\d{1,9}(\.\d{1,6})?$/.test(value)) {
            fields[key] = { ja: '為替レートが正しくありません', en: 'The exchange rate is not valid.' };
          } else rates[match[1]!] = value;
        }
        if (Object.keys(fields).length > 0) {
          request.raw.resume();
          throw AppError.invalidFields(fields);
        }
        const body = request.body as Readable | undefined;
        if (!body || typeof (body as Readable).pipe !== 'function') {
          throw AppError.invalidFields({ file: { ja: 'ファイルを選択してください', en: 'Choose a file.' } });
        }
        const result = await ingest.importReport({
          source: 'upload',
          storeId,
          fileName,
          body,
          uploadedBy: request.ctx.individual!.id,
          rates,
          replacesReportId: replaces === undefined ? undefined : Number(replaces),
        });
        if (result.outcome === 'failed') {
          throw new AppError('REV00003', { reason: result.reason, kind: result.kind });
        }
        const report = await operations.report(result.reportId);
        return reply.status(result.outcome === 'imported' ? 201 : 200).send({ outcome: result.outcome, report });
      },
    );
  });
}
