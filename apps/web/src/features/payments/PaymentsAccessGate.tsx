// The door of the payments and receipt tabs: nothing without an account, a lock without the payments permission.
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../app/bootstrap.ts';
import { useSession } from '../../app/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { canViewPayments } from './payment-permission.ts';

type Individual = NonNullable<Session['individual']>;

/** Renders `children` with the signed-in individual when they may see payments; says why not otherwise. */
export function PaymentsAccessGate({ children }: { children: (individual: Individual) => ReactNode }) {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!session?.user) return <EmptyState title={t('payments.tab.noAccount')} />;
  const individual = session.individual;
  if (!individual || !canViewPayments(individual)) {
    return (
      <EmptyState
        icon={<LockOutlinedIcon />}
        title={t('payments.tab.forbiddenTitle')}
        body={t('payments.tab.forbiddenBody')}
      />
    );
  }
  return children(individual);
}
