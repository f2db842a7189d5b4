// Operators read and set an account's feature flags (who and when recorded); other features set flags the system owns.
import type { AccountFeatureFlags } from '@otodoke/contract';
import {
  AppError,
  defaultFeatures,
  effectiveFeatures,
  FEATURE_FLAG_GROUPS,
  FEATURE_FLAGS_BY_GROUP,
  isUserFeatureFlag,
  type UserFeatureFlag,
} from '@otodoke/domain';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import * as repo from './feature-flags.repository.ts';

/** How many of the latest changes the operators' panel shows. */
const CHANGES_SHOWN = 20;

type SetterRow = { setById: number | null; setByName: string | null; setByEmail: string | null };
const setterOf = (row: SetterRow) =>
  row.setById === null ? null : { id: row.setById, name: row.setByName ?? '', email: row.setByEmail ?? '' };

export function createFeatureFlagsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function read(db: Executor, accountId: number): Promise<AccountFeatureFlags> {
    const account = await repo.findAccountRow(db, accountId);
    if (!account) throw new AppError('NOT_FOUND');
    const [stored, changes] = await Promise.all([
      repo.listStoredFlags(db, accountId),
      repo.listFlagChanges(db, accountId, CHANGES_SHOWN),
    ]);
    const byFlag = new Map(stored.map((row) => [row.flag, row]));
    const defaults = defaultFeatures({ plan: account.plan });
    const effective = effectiveFeatures(
      { plan: account.plan },
      Object.fromEntries(stored.map((row) => [row.flag, row.enabled])),
    );
    return {
      account_id: account.id,
      account_name: account.name,
      flags: FEATURE_FLAG_GROUPS.flatMap((group) =>
        FEATURE_FLAGS_BY_GROUP[group].map((flag) => {
          const row = byFlag.get(flag);
          return {
            flag,
            group,
            enabled: effective[flag],
            default_enabled: defaults[flag],
            is_set: row !== undefined,
            set_by: row ? setterOf(row) : null,
            set_at: row ? row.setAt.toISOString() : null,
          };
        }),
      ),
      changes: changes.flatMap((row) =>
        isUserFeatureFlag(row.flag)
          ? [{ flag: row.flag, enabled: row.enabled, set_by: setterOf(row), set_at: row.setAt.toISOString() }]
          : [],
      ),
    };
  }

  return {
    read: (accountId: number) => read(db, accountId),

    /** Stores a flag the system decides (no operator: set_by null), e.g. on joining the affiliate programme. */
    async setSystemFlag(tx: Executor, accountId: number, flag: UserFeatureFlag, enabled: boolean) {
      await repo.storeFlag(tx, { accountId, flag, enabled, setBy: null, at: now() });
    },

    /** An operator turns a flag on or off: stored with who and when, the change kept in the history. */
    async set(ctx: RequestContext, accountId: number, flag: UserFeatureFlag, enabled: boolean) {
      return db.transaction(async (tx) => {
        const account = await repo.findAccountRow(tx, accountId);
        if (!account) throw new AppError('NOT_FOUND');
        await repo.storeFlag(tx, { accountId, flag, enabled, setBy: ctx.individual!.id, at: now() });
        return read(tx, accountId);
      });
    },
  };
}

export type FeatureFlagsService = ReturnType<typeof createFeatureFlagsService>;
