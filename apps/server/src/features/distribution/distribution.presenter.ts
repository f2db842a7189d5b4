// The release at each store and its history, as the owner and operators read them (contract ReleaseDistribution).
import {
  canTransition,
  DELIVERY_STATUS_LABELS,
  findStore,
  RELEASE_STATUS_LABELS,
  RELEASE_TYPE_RULES,
  RENEWAL_PAYABLE_STATUSES,
  type ReleaseStatusName,
  type ReleaseType,
  releaseStatusName,
  STORES,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { Language } from '../../platform/http/context.ts';
import { individualNameSql } from '../accounts/index.ts';
import { type ReleaseRow, releaseHistory } from '../releases/index.ts';
import * as repo from './distribution.repository.ts';

const statusOf = (code: number): ReleaseStatusName => releaseStatusName(code) ?? 'creating';

/** Statuses in which stores may be added: the release is delivered or on sale and not being taken down. */
export const STORE_ADD_STATUSES: readonly ReleaseStatusName[] = [
  'distribution_allsuccess',
  'distribution_partsuccess',
  'distribution_allfailure',
  'distribution_onsale',
];

/** Statuses in which titles can be corrected: the release is out and not being taken down. */
export const CORRECTABLE_STATUSES: readonly ReleaseStatusName[] = [
  ...STORE_ADD_STATUSES,
  'renewal_editable_settled',
  'renewal_editable_unsettled',
  'renewal_uneditable_settled',
  'renewal_uneditable_unsettled',
  'renewal_payment_failure',
];

export async function presentDistribution(db: Executor, release: ReleaseRow, language: Language) {
  const [deliveries, events] = await Promise.all([
    repo.deliveriesOf(db, release.id),
    releaseHistory(db, release.id, individualNameSql),
  ]);
  const latest = await repo.latestMessages(
    db,
    deliveries.map((d) => d.id),
  );
  const status = statusOf(release.status);
  const media = RELEASE_TYPE_RULES[release.type as ReleaseType]?.media ?? 'audio';
  const chosen = new Set(release.storeIds);
  return {
    release_id: release.id,
    status,
    status_label: RELEASE_STATUS_LABELS[status][language],
    takedown_mode: release.takedownMode,
    term_ends_at: release.termEndsAt?.toISOString() ?? null,
    stores: deliveries.map((d) => {
      const message = latest.get(d.id);
      const problems = message?.problems ?? [];
      const reason =
        d.status === 'refused'
          ? [message?.ackStatus, message?.ackReason].filter(Boolean).join(': ') ||
            problems.map((p) => p.message).join('; ') ||
            null
          : d.status === 'failed'
            ? (d.lastError ?? null)
            : null;
      return {
        store_id: d.storeId,
        store_name: findStore(d.storeId)?.name ?? d.storeId,
        status: d.status,
        status_label: DELIVERY_STATUS_LABELS[d.status][language],
        updated_at: d.updatedAt.toISOString(),
        on_sale_at: d.onSaleAt?.toISOString() ?? null,
        taken_down_at: d.takenDownAt?.toISOString() ?? null,
        reason,
        reason_code: d.status === 'refused' ? (message?.ackStatus ?? null) : null,
      };
    }),
    history: events.map(({ event, individualName }) => {
      const to = statusOf(event.toStatus);
      return {
        at: event.createdAt.toISOString(),
        from_status: statusOf(event.fromStatus),
        to_status: to,
        to_label: RELEASE_STATUS_LABELS[to][language],
        actor: event.actor,
        // Operators are "Otodoke" to the owner; members of the account by name.
        actor_name: event.actor === 'user' ? individualName : null,
        reason: event.reason,
      };
    }),
    can_request_takedown: canTransition(status, 'takedown_processing', 'user'),
    can_pay_renewal: RENEWAL_PAYABLE_STATUSES.includes(status),
    can_cancel_renewal: status === 'renewal_editable_unsettled',
    can_correct_metadata:
      CORRECTABLE_STATUSES.includes(status) &&
      deliveries.some((d) => d.status === 'on_sale' || d.status === 'delivered'),
    addable_stores: STORE_ADD_STATUSES.includes(status)
      ? STORES.filter((s) => s.media.includes(media) && !chosen.has(s.id)).map((s) => ({ id: s.id, name: s.name }))
      : [],
  };
}
