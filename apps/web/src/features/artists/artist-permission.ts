// Whether the signed-in individual may change the account's artists (permission 2000 "artists" at editable).
import type { PermissionId } from '@otodoke/domain';
import type { Session } from '../../app/bootstrap.ts';

type Individual = NonNullable<Session['individual']>;

export const ARTISTS_PERMISSION: PermissionId = 2000;

/** Managers always may; members need 2000 at editable. Only a hint for the screen: the server decides. */
export function canEditArtists(individual: Pick<Individual, 'isAccountManager' | 'permissions'> | null | undefined) {
  if (!individual) return false;
  return individual.isAccountManager || individual.permissions[String(ARTISTS_PERMISSION)] === 'editable';
}
