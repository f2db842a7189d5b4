// Who may see and change payments (permission 4000). Only hints for the screen: the server decides, and a refusal
// still shows its message.
import type { Session } from '../../app/bootstrap.ts';

type Individual = Pick<NonNullable<Session['individual']>, 'isAccountManager' | 'permissions'>;

const PAYMENTS_PERMISSION = '4000';

export function canViewPayments(individual: Individual | null | undefined): boolean {
  if (!individual) return false;
  const level = individual.permissions[PAYMENTS_PERMISSION];
  return individual.isAccountManager || level === 'editable' || level === 'readonly';
}

export function canEditPayments(individual: Individual | null | undefined): boolean {
  if (!individual) return false;
  return individual.isAccountManager || individual.permissions[PAYMENTS_PERMISSION] === 'editable';
}
