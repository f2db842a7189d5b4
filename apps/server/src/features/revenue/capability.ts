// The revenue capability: sales report imports and the poller, estimate and financial reports, month closes, splits,
// bank accounts and withdrawals.
import { defineCapability } from '../../platform/capability.ts';
import { createCloseService } from './close.service.ts';
import { createIngestService, PGLITE_STEP_LINES } from './ingest.service.ts';
import { createOperationsService } from './operations.service.ts';
import type { AccountReads, MemberReads } from './passed-reads.ts';
import { createReportPoller, startReportTicker } from './report-poller.ts';
import { createReportsService } from './reports.service.ts';
import { registerRevenueRoutes } from './revenue.routes.ts';
import { createSplitsService } from './splits.service.ts';
import { createWithdrawalService } from './withdrawal.service.ts';

export const revenueCapability = defineCapability({
  name: 'revenue',
  // Accounts, individuals and membership are read through these two (passed-reads.ts): revenue cannot import them.
  needs: ['accounts', 'team'],
  create: (
    { database, db, storage, logger, mailer, config, now, integrations },
    { accounts, team }: { accounts: { identity: AccountReads }; team: { membership: MemberReads } },
  ) => {
    const notices = { mailer, publicUrl: config.publicUrl, accounts: accounts.identity, members: team.membership };
    const ingest = createIngestService({
      db,
      storage,
      logger,
      accounts: accounts.identity,
      stepLines: database.kind === 'pglite' ? PGLITE_STEP_LINES : undefined,
    });
    return {
      ingest,
      reports: createReportsService({ db, accounts: accounts.identity, now }),
      close: createCloseService({ db, logger, notices, now }),
      splits: createSplitsService({
        db,
        mailer,
        publicUrl: config.publicUrl,
        accounts: accounts.identity,
        members: team.membership,
        now,
      }),
      withdrawal: createWithdrawalService({ db, notices, now }),
      operations: createOperationsService({ db, accounts: accounts.identity }),
      reportPoller: createReportPoller({
        db,
        transport: integrations.storeTransport,
        directory: integrations.storeDirectory,
        ingest,
        storage,
        logger,
      }),
    };
  },
  routes: (http, services) => registerRevenueRoutes(http, services),
  rounds: ({ db, logger, intervals }, { reportPoller }) => [
    {
      name: 'sales reports',
      intervalMs: intervals.salesReportsMs,
      start: () => startReportTicker(db, reportPoller, logger, intervals.salesReportsMs),
    },
  ],
});
