import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PermissionId } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/use-session.ts';
import { AccountSummaryCard } from './AccountSummaryCard.tsx';
import { SecurityStatusCard } from './SecurityStatusCard.tsx';
import { SignedInIndividualCard } from './SignedInIndividualCard.tsx';
import { TeamSummaryCard } from './TeamSummaryCard.tsx';

/** The team permission of "team & account settings" (domain PERMISSION_LABELS). */
const TEAM_PERMISSION: PermissionId = 8000;

/** /dashboard: what exists today for the signed-in individual and the current account. */
export function DashboardHome() {
  const { t } = useTranslation();
  const { session } = useSession();
  const individual = session?.individual;
  const user = session?.user;
  if (!individual || !session) return null;

  const accountCount = session.availableAccountList.length;
  const teamLevel = individual.permissions[String(TEAM_PERMISSION)];
  const canSeeTeam = individual.isAccountManager || teamLevel === 'readonly' || teamLevel === 'editable';

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
