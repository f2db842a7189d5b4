// Team rules: who may invite and change members, invitation lifetime, keeping at least one account manager.
import { AppError, formatValidationMessage, ACCOUNT_MEMBER_INVITE_STATUS as INVITE_STATUS } from '@otodoke/domain';
import { completePermissions } from '../../platform/auth/permissions.ts';
import { forgetSessionAccount, setSessionAccount } from '../../platform/auth/sessions.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { PermissionMap } from '../../platform/db/schema.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { hashToken, newToken } from '../../platform/security/tokens.ts';
import { findIndividualByEmail, lockAccount } from '../accounts/index.ts';
import { activePlanArtists } from '../artists/index.ts';
import { assertRoomForMember, type RoomCheck } from '../billing/index.ts';
import { nonManagerCount } from './membership-reads.ts';
import { presentInvite, presentMember } from './team.presenter.ts';
import * as repo from './team.repository.ts';

/** What billing's member limit is checked with: the account lock, the account's artists and its members. */
const ROOM: RoomCheck = { lockAccount, activeArtists: activePlanArtists, memberCount: nonManagerCount };

const INVITE_DAYS = 7;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function findUsableInvite(db: Executor, token: string): Promise<repo.InviteRow | null> {
  const found = await repo.findInviteByTokenHash(db, hashToken(token));
  if (!found || found.invite.statusId !== INVITE_STATUS.invited || found.invite.expiresAt.getTime() < Date.now())
    return null;
  return found.invite;
}

export async function acceptInviteFor(db: Executor, invite: repo.InviteRow, individualId: number): Promise<void> {
  // Managers run the account; the plan counts the other members.
  if (!invite.isAccountManager) await assertRoomForMember(db, invite.accountId, ROOM);
  await repo.insertMember(db, {
    accountId: invite.accountId,
    individualId,
    isAccountManager: invite.isAccountManager,
    permissions: completePermissions(invite.permissions),
  });
  await repo.setInviteStatus(db, invite.id, INVITE_STATUS.accepted);
}

export function createTeamService(deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  const { db } = deps;

  async function assertKeepsAManager(tx: Executor, accountId: number, individualId: number) {
    // Serialise manager changes of one account, so two managers cannot demote each other at the same moment.
    await lockAccount(tx, accountId);
    const current = await repo.findMember(tx, accountId, individualId);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.member.isAccountManager && (await repo.countManagers(tx, accountId)) <= 1) {
      throw new AppError('LAST_MANAGER');
    }
  }

  return {
    async listTeam(account: ActingAccount, selfId: number) {
      const [members, invites] = await Promise.all([
        repo.listMembers(db, account.row.id),
        repo.listInvites(db, account.row.id, INVITE_STATUS.invited),
      ]);
      return { members: members.map((m) => presentMember(m, selfId)), invites: invites.map(presentInvite) };
    },

    async invite(
      account: ActingAccount,
      inviter: { id: number; name: string },
      input: { email: string; permissions: PermissionMap; is_account_manager: boolean },
      language: 'ja' | 'en',
    ) {
      if (!EMAIL_PATTERN.test(input.email)) {
        throw AppError.invalidFields({
          email: { ja: formatValidationMessage('email', 'ja'), en: formatValidationMessage('email', 'en') },
        });
      }
      return db.transaction(async (tx) => {
        if (!input.is_account_manager) await assertRoomForMember(tx, account.row.id, ROOM);
        const existing = await findIndividualByEmail(tx, input.email);
        if (existing && (await repo.findMember(tx, account.row.id, existing.id))) throw new AppError('ALREADY_MEMBER');
        // A new invitation replaces any pending one for the same address.
        await repo.setPendingInvitesStatus(
          tx,
          account.row.id,
          input.email,
          INVITE_STATUS.invited,
          INVITE_STATUS.revoked,
        );
        const token = newToken();
        const invite = await repo.insertInvite(tx, {
          accountId: account.row.id,
          email: input.email,
          tokenHash: hashToken(token),
          permissions: completePermissions(input.permissions),
          isAccountManager: input.is_account_manager,
          invitedBy: inviter.id,
          expiresAt: new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000),
        });
        await deps.mailer.enqueue(tx, input.email, language, {
          template: 'team_invite',
          params: {
            accountName: account.row.name,
            inviterName: inviter.name,
            url: `${deps.publicUrl}/creators?action=invite&token=${token}`,
            days: INVITE_DAYS,
          },
        });
        return presentInvite(invite);
      });
    },

    async revokeInvite(account: ActingAccount, inviteId: number) {
      const invite = await repo.findInviteById(db, account.row.id, inviteId);
      if (!invite || invite.statusId !== INVITE_STATUS.invited) throw new AppError('NOT_FOUND');
      await repo.setInviteStatus(db, invite.id, INVITE_STATUS.revoked);
    },

    async updateMember(
      account: ActingAccount,
      selfId: number,
      individualId: number,
      input: { permissions?: PermissionMap | undefined; is_account_manager?: boolean | undefined },
    ) {
      return db.transaction(async (tx) => {
        if (input.is_account_manager === false) await assertKeepsAManager(tx, account.row.id, individualId);
        const current = await repo.findMember(tx, account.row.id, individualId);
        if (!current) throw new AppError('NOT_FOUND');
        await repo.updateMember(tx, account.row.id, individualId, {
          ...(input.permissions ? { permissions: completePermissions(input.permissions) } : {}),
          ...(input.is_account_manager !== undefined ? { isAccountManager: input.is_account_manager } : {}),
        });
        const updated = await repo.findMember(tx, account.row.id, individualId);
        return presentMember(updated!, selfId);
      });
    },

    async removeMember(account: ActingAccount, individualId: number) {
      await db.transaction(async (tx) => {
        await assertKeepsAManager(tx, account.row.id, individualId);
        await repo.deleteMember(tx, account.row.id, individualId);
        // Sessions of the removed member no longer start in this account.
        await forgetSessionAccount(tx, individualId, account.row.id);
      });
    },

    async leave(individualId: number, accountId: number) {
      await db.transaction(async (tx) => {
        await assertKeepsAManager(tx, accountId, individualId);
        await repo.deleteMember(tx, accountId, individualId);
      });
    },

    async describeInvite(token: string) {
      const found = await repo.findInviteByTokenHash(db, hashToken(token));
      if (!found) throw new AppError('TOKEN_INVALID');
      const expired = found.invite.statusId === INVITE_STATUS.invited && found.invite.expiresAt.getTime() < Date.now();
      return {
        account_name: found.accountName,
        email: found.invite.email,
        has_individual: Boolean(await findIndividualByEmail(db, found.invite.email)),
        status_id: expired ? INVITE_STATUS.expired : found.invite.statusId,
      };
    },

    async accept(token: string, individual: { id: number; email: string }, sessionId: number) {
      return db.transaction(async (tx) => {
        const invite = await findUsableInvite(tx, token);
        if (!invite) throw new AppError('TOKEN_INVALID');
        if (invite.email !== individual.email) throw new AppError('INVITE_EMAIL_MISMATCH');
        if (await repo.findMember(tx, invite.accountId, individual.id)) throw new AppError('ALREADY_MEMBER');
        await acceptInviteFor(tx, invite, individual.id);
        await setSessionAccount(tx, sessionId, invite.accountId);
        return { acid: invite.accountId };
      });
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
