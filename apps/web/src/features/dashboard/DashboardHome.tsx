import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getMe } from '@otodoke/contract';
import type { PermissionId } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/data/use-api.ts';
import { useSession } from '../../app/session/use-session.ts';
import { AccountSummaryCard } from './AccountSummaryCard.tsx';
import { FirstStepsCard } from './FirstStepsCard.tsx';
import { shouldShowFirstSteps } from './first-steps.ts';
import { RevenueSummaryCard } from './RevenueSummaryCard.tsx';
import { SecurityStatusCard } from './SecurityStatusCard.tsx';
import { SignedInIndividualCard } from './SignedInIndividualCard.tsx';
import { TeamSummaryCard } from './TeamSummaryCard.tsx';

/** The team permission of "team & account settings" (domain PERMISSION_LABELS). */
const TEAM_PERMISSION: PermissionId = 8000;
/** The team permission of releases: the first steps are for those who can take them. */
const RELEASES_PERMISSION: PermissionId = 1000;

/** /dashboard: what exists today for the signed-in individual and the current account. */
export function DashboardHome() {
  const { t } = useTranslation();
  const { session } = useSession();
  // The first steps and the sales summary come with the session asked for the dashboard (the page's own first paint
  // has them): read again on each arrival, as they move while the person works elsewhere in the app.
  const { data: dashboard } = useApi(getMe, { query: { view: 'dashboard' } }, { revalidateOnMount: true });
  const firstSteps = dashboard?.firstSteps ?? session?.firstSteps ?? null;
  const estimateReport = dashboard?.estimateReport ?? session?.estimateReport ?? null;
  const individual = session?.individual;
  const user = session?.user;
  if (!individual || !session) return null;

  const accountCount = session.availableAccountList.length;
  const teamLevel = individual.permissions[String(TEAM_PERMISSION)];
  const canSeeTeam = individual.isAccountManager || teamLevel === 'readonly' || teamLevel === 'editable';
  const canRegister = individual.isAccountManager || individual.permissions[String(RELEASES_PERMISSION)] === 'editable';

  return (
    <>
      <Box sx={{ mb: 4 }}>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 26, md: 30 }, mb: 1 }}>
          {t('dashboard.home.welcome', { name: individual.name })}
        </Typography>
        {user && (
          <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.home.lead', { account: user.name })}</Typography>
        )}
        {accountCount > 1 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('dashboard.home.switchHint', { count: accountCount })}
          </Alert>
        )}
      </Box>
      {canRegister && shouldShowFirstSteps(firstSteps) && <FirstStepsCard firstSteps={firstSteps} />}
      {estimateReport && <RevenueSummaryCard report={estimateReport} />}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {user && <AccountSummaryCard user={user} />}
        <SignedInIndividualCard individual={individual} />
        <SecurityStatusCard individual={individual} />
        {canSeeTeam && <TeamSummaryCard />}
      </Box>
    </>
  );
}
