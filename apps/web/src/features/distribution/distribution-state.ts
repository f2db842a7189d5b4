// What the distribution screens read from a release's state at each store: whether it is still moving (and so
// worth refreshing), the words and colour of each state, who took a step of the history, and what an operator may
// do next (take down, send again).
import type { getMyReleaseDistribution } from '@otodoke/contract';
import {
  canTransition,
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
  type Language,
  type PermissionId,
  RELEASE_STATUS_LABELS,
  type ReleaseStatusName,
} from '@otodoke/domain';
import type { TFunction } from 'i18next';
import type { ApiResult } from '../../app/api-client.ts';
import type { Session } from '../../app/bootstrap.ts';

export type ReleaseDistribution = ApiResult<typeof getMyReleaseDistribution>;
export type StoreDelivery = ReleaseDistribution['stores'][number];
export type ReleaseEvent = ReleaseDistribution['history'][number];

/** How often a panel with stores still on the move reads again, so the person sees them go on sale. */
export const LIVE_REFRESH_MS = 5_000;

/** States the service or the store is still working on: the next answer will change them by itself. */
const IN_MOTION: readonly DeliveryStatus[] = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'takedown_queued',
  'takedown_sent',
];

export const isInMotion = (stores: ReadonlyArray<{ status: DeliveryStatus }>): boolean =>
  stores.some((store) => IN_MOTION.includes(store.status));

/**
 * Every store holds the release and waits for the chosen day (`saleDate`, YYYY-MM-DD) that has not come yet in Tokyo
 * (`today`, YYYY-MM-DD): nothing moves before then, so the panel says when instead of polling.
 */
export function isWaitingForSaleDate(
  stores: ReadonlyArray<{ status: DeliveryStatus }>,
  saleDate: string | null | undefined,
  today: string,
): boolean {
  if (!saleDate || saleDate <= today) return false;
  const moving = stores.filter((store) => IN_MOTION.includes(store.status));
  return moving.length > 0 && moving.every((store) => store.status === 'delivered');
}

/**
 * SWR's refreshInterval for a distribution: every few seconds while a store is on the move, else never; never either
 * while every store only waits for a sale date still to come.
 */
export const refreshIntervalFor = (
  latest: { stores: ReadonlyArray<{ status: DeliveryStatus }> } | undefined,
  waitingFor?: { saleDate: string | null | undefined; today: string },
): number => {
  if (!latest || !isInMotion(latest.stores)) return 0;
  if (waitingFor && isWaitingForSaleDate(latest.stores, waitingFor.saleDate, waitingFor.today)) return 0;
  return LIVE_REFRESH_MS;
};

/** The panel has something to say once the release has a history or has gone to stores. */
export const hasDistributionToShow = (distribution: { stores: readonly unknown[]; history: readonly unknown[] }) =>
  distribution.stores.length > 0 || distribution.history.length > 0;

export type DeliveryChipColour = 'default' | 'info' | 'success' | 'error' | 'warning';

export const DELIVERY_STATUS_COLOURS: Readonly<Record<DeliveryStatus, DeliveryChipColour>> = {
  queued: 'info',
  sending: 'info',
  sent: 'info',
  delivered: 'info',
  on_sale: 'success',
  refused: 'error',
  failed: 'error',
  takedown_queued: 'warning',
  takedown_sent: 'warning',
  taken_down: 'default',
};

/** The state at a store in the interface language (the server's label was written in the request's language). */
export const deliveryStatusLabel = (status: DeliveryStatus, language: Language): string =>
  DELIVERY_STATUS_LABELS[status]?.[language] ?? status;

const isReleaseStatusName = (status: string): status is ReleaseStatusName =>
  Object.hasOwn(RELEASE_STATUS_LABELS, status);

/** A release status in the interface language; the server's label for one this build does not know. */
export const releaseStatusText = (status: string, fallback: string, language: Language): string =>
  isReleaseStatusName(status) ? RELEASE_STATUS_LABELS[status][language] : fallback;

/** Who took a step: a member by name; operators are "the Otodoke team", never a person, to the owner. */
export function historyActorText(event: Pick<ReleaseEvent, 'actor' | 'actorName'>, t: TFunction): string {
  switch (event.actor) {
    case 'user':
      return event.actorName || t('distribution.actors.member');
    case 'admin':
      return t('distribution.actors.admin');
    case 'store':
      return t('distribution.actors.store');
    default:
      return t('distribution.actors.system');
  }
}

/** Newest step first (the server lists them in the order they happened). */
export const newestFirst = <T>(history: readonly T[]): T[] => [...history].reverse();

/** Some store refused the release or could not be reached: an operator may send it again. */
export const hasUndelivered = (stores: ReadonlyArray<{ status: DeliveryStatus }>): boolean =>
  stores.some((store) => store.status === 'refused' || store.status === 'failed');

/** Whether an operator may take the release down from its status (delivered, on sale, …). */
export const canOperatorTakeDown = (status: string): boolean =>
  isReleaseStatusName(status) && canTransition(status, 'takedown_processing', 'admin');

/**
 * The rows of a delivery problem list that carry "send again": one per release (sending again covers all its
 * refused and failed stores), on its first row that did not go through.
 */
export function redeliverRowKeys(
  rows: ReadonlyArray<{ releaseId: number; storeId: string; status: DeliveryStatus }>,
): Set<string> {
  const seen = new Set<number>();
  const keys = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.releaseId) || (row.status !== 'refused' && row.status !== 'failed')) continue;
    seen.add(row.releaseId);
    keys.add(deliveryRowKey(row));
  }
  return keys;
}

export const deliveryRowKey = (row: { releaseId: number; storeId: string }): string =>
  `${row.releaseId}:${row.storeId}`;

type Individual = Pick<NonNullable<Session['individual']>, 'isAccountManager' | 'permissions'>;
const RELEASES_PERMISSION: PermissionId = 1000;

/**
 * Whether the signed-in member may ask for a takedown or add stores: managers always, members with the releases
 * permission (1000) at editable. Only a hint for the screen: the server decides.
 */
export function canChangeDistribution(individual: Individual | null | undefined): boolean {
  if (!individual) return false;
  return individual.isAccountManager || individual.permissions[String(RELEASES_PERMISSION)] === 'editable';
}
