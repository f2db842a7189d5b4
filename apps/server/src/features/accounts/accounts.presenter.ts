import type { SessionState } from '@otodoke/contract';
import { type FirstStepView, PERMISSION_IDS } from '@otodoke/domain';
import { completePermissions } from '../../platform/auth/permissions.ts';
import type { AccountRow, ActingAccount, RequestContext } from '../../platform/http/context.ts';

/** The account as the session state shows it, with its effective feature flags. */
export function presentUser(acting: ActingAccount): NonNullable<SessionState['user']> {
  const account = acting.row;
  return {
    id: account.id,
    name: account.name,
    company_name: account.companyName,
    plan: account.plan,
    person_company_type: account.personCompanyType,
    account_model_type: account.accountModelType,
    oem: account.oem,
    features: acting.features,
  };
}

export function presentIndividual(ctx: RequestContext, account: ActingAccount | null): SessionState['individual'] {
  const individual = ctx.individual;
  if (!individual) return null;
  const permissions = account
    ? account.isAccountManager
      ? Object.fromEntries(PERMISSION_IDS.map((id) => [String(id), 'editable' as const]))
      : completePermissions(account.permissions)
    : {};
  const permissionIds = Object.entries(permissions)
    .filter(([, level]) => level !== 'none')
    .map(([id]) => Number(id));
  return {
    id: individual.id,
    name: individual.name,
    email: individual.email,
    language: individual.language === 'en' ? 'en' : 'ja',
    features: { is_dashboard_renewed: true, is_release_registration_renewed: false },
    permission_id_list: permissionIds,
    permissions,
    is_account_manager: account?.isAccountManager ?? false,
    is_permission_management_available: account?.isAccountManager ?? false,
    should_reset_password: individual.shouldResetPassword,
    two_factor_enabled: individual.twoFactorEnabled,
    verify_new_devices: individual.verifyNewDevices,
    has_password: individual.passwordHash !== null,
    google_linked: individual.googleSubject !== null,
    is_admin: individual.isAdmin && !ctx.isTakeover,
  };
}

export function presentBasicInfo(account: AccountRow, individual: { name: string; email: string; language: string }) {
  return {
    account_id: account.id,
    account_name: account.name,
    company_name: account.companyName,
    person_company_type: account.personCompanyType,
    account_model_type: account.accountModelType,
    plan: account.plan,
    individual_name: individual.name,
    email: individual.email,
    language: individual.language === 'en' ? ('en' as const) : ('ja' as const),
    created_at: account.createdAt.toISOString(),
  };
}

export function presentFirstSteps(progress: {
  steps: FirstStepView[];
  isComplete: boolean;
}): SessionState['first_steps'] {
  return {
    steps: progress.steps.map((entry) => ({ step: entry.step, state: entry.state, release_id: entry.releaseId })),
    is_complete: progress.isComplete,
  };
}
