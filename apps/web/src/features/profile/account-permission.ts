// Whether the signed-in individual may change the account's settings (permission 8000 "team & account settings").
import type { PermissionId } from '@otodoke/domain';
import type { Session } from '../../app/bootstrap.ts';

type Individual = NonNullable<Session['individual']>;

export const ACCOUNT_SETTINGS_PERMISSION: PermissionId = 8000;

/** Managers always may; members need 8000 at editable. Only a hint for the screen: the server decides. */
export function canEditAccountSettings(individual: Pick<Individual, 'isAccountManager' | 'permissions'>): boolean {
  return individual.isAccountManager || individual.permissions[String(ACCOUNT_SETTINGS_PERMISSION)] === 'editable';
}
