// What the account's plan allows now (artists, team members), for the features whose writes it limits. A limit is
// checked inside the caller's transaction, with the account row locked, so two writes cannot both take the last place.
import { AppError, PLANS, type PlanName } from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { PlanUsage, RoomCheck } from './passed-reads.ts';
import { planStateOf } from './plan-state.ts';

export async function planLimitsOf(db: Executor, usage: PlanUsage, accountId: number, at = new Date()) {
  const state = await planStateOf(db, usage, accountId, at);
  const plan: PlanName = state.activeTerm?.plan ?? 'payper';
  const definition = PLANS[plan];
  return {
    plan,
    artists: definition.artists === null ? null : definition.artists + (state.activeTermRow?.extraArtists ?? 0),
    members: definition.members + (state.activeTermRow?.extraMembers ?? 0),
    artistCount: state.artistCount,
    memberCount: state.memberCount,
  };
}

/**
 * Throws PLAN_LIMIT_ARTISTS when one more active artist would exceed the plan. `room`: the account lock and the
 * plan's usage, from the caller (billing cannot import the features that own them).
 */
export async function assertRoomForArtist(tx: Executor, accountId: number, room: RoomCheck) {
  await room.lockAccount(tx, accountId);
  const limits = await planLimitsOf(tx, room, accountId);
  if (limits.artists !== null && limits.artistCount >= limits.artists) {
    throw new AppError('PLAN_LIMIT_ARTISTS', {
      reason: 'exceed_artist_count',
      plan: limits.plan,
      limit: limits.artists,
    });
  }
}

/** Throws PLAN_LIMIT_MEMBERS when one more team member would exceed the plan (the managers do not count). */
export async function assertRoomForMember(tx: Executor, accountId: number, room: RoomCheck) {
  await room.lockAccount(tx, accountId);
  const limits = await planLimitsOf(tx, room, accountId);
  if (limits.memberCount >= limits.members) {
    throw new AppError('PLAN_LIMIT_MEMBERS', {
      reason: 'exceed_member_count',
      plan: limits.plan,
      limit: limits.members,
    });
  }
}
