// A delivery that did not go through, in words: what the store's refusal code means and what to do (the domain's
// STORE_REFUSAL_MESSAGES, the same rulebook the server classifies refusals by), with the store's own text — English,
// technical — kept only as a detail. Also whether sending a release again needs the operator's explicit yes.
import {
  type DeliveryStatus,
  type Language,
  STORE_REFUSAL_MESSAGES,
  type StoreRefusalKind,
  storeRefusalKind,
} from '@otodoke/domain';

export type DeliveryProblemText = {
  readonly kind: StoreRefusalKind;
  /** What happened and what to do, in the interface language. */
  readonly message: string;
  /** The store's (or the delivery's) own words, to show folded away; null when there are none. */
  readonly detail: string | null;
};

/** The words for a refused or failed delivery; null for a delivery that is fine or still on its way. */
export function deliveryProblemText(
  delivery: { status: DeliveryStatus; reason: string | null; reasonCode: string | null },
  language: Language,
): DeliveryProblemText | null {
  if (delivery.status !== 'refused' && delivery.status !== 'failed') return null;
  // A refusal always has a store's answer; one without a code we can read is "other", not "not delivered".
  const kind =
    delivery.status === 'failed'
      ? 'not_delivered'
      : delivery.reasonCode
        ? storeRefusalKind(delivery.reasonCode)
        : 'other';
  const detail = delivery.reason?.trim() ? delivery.reason.trim() : null;
  return { kind, message: STORE_REFUSAL_MESSAGES[kind][language], detail };
}

/**
 * Stores of this release that refused its content with nothing changed since (as the server says on each problem
 * row): sending it again needs the operator's confirmation. Names in list order, each once.
 */
export function unchangedRefusalStoreNames(
  rows: ReadonlyArray<{ releaseId: number; storeName: string; refusedUnchanged: boolean }>,
  releaseId: number,
): string[] {
  return [...new Set(rows.filter((r) => r.releaseId === releaseId && r.refusedUnchanged).map((r) => r.storeName))];
}

/** Store names as one phrase in the interface language ("Qobuz and mora" / 「Qobuz、mora」). */
export function storeNameList(names: readonly string[], language: Language): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}
