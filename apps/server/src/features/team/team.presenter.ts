import { ACCOUNT_MEMBER_INVITE_STATUS as INVITE_STATUS } from '@otodoke/domain';
import { completePermissions } from '../../platform/auth/permissions.ts';
import type { PermissionMap } from '../../platform/db/schema.ts';
import type { InviteRow } from './team.repository.ts';

export function presentMember(
  row: {
    member: { isAccountManager: boolean; permissions: PermissionMap; createdAt: Date };
    individual: { id: number; name: string; email: string };
  },
  selfId: number,
) {
  return {
    individual_id: row.individual.id,
    name: row.individual.name,
    email: row.individual.email,
    is_account_manager: row.member.isAccountManager,
    permissions: completePermissions(row.member.permissions),
    is_self: row.individual.id === selfId,
    joined_at: row.member.createdAt.toISOString(),
  };
}

export function presentInvite(invite: InviteRow) {
  const expired = invite.statusId === INVITE_STATUS.invited && invite.expiresAt.getTime() < Date.now();
  return {
    id: invite.id,
    email: invite.email,
    status_id: expired ? INVITE_STATUS.expired : invite.statusId,
    permissions: completePermissions(invite.permissions),
    is_account_manager: invite.isAccountManager,
    expires_at: invite.expiresAt.toISOString(),
    created_at: invite.createdAt.toISOString(),
  };
}
