// Sets of release status codes the lists ask for: the codes of a status group (a deleted release is in none).
import { RELEASE_STATUS, RELEASE_STATUS_NAMES, type ReleaseStatusName } from '../enumerations/release.ts';
import { type ReleaseStatusGroup, releaseStatusGroup } from './status-machine.ts';

/** The status codes of a group as a list filters by them; `deleted_by_user` is never listed. */
export const releaseStatusCodesOf = (group: ReleaseStatusGroup): number[] =>
  RELEASE_STATUS_NAMES.filter((name) => name !== 'deleted_by_user' && releaseStatusGroup(name) === group).map(
    (name) => RELEASE_STATUS[name],
  );

/** Where a paid renewal fee takes a release (pay per release) from each status that waits for it. */
export const RENEWAL_SETTLES: Readonly<Partial<Record<ReleaseStatusName, ReleaseStatusName>>> = {
  renewal_editable_unsettled: 'renewal_editable_settled',
  renewal_uneditable_unsettled: 'renewal_uneditable_settled',
  renewal_payment_failure: 'renewal_payment_success',
};
/** Statuses in which a release's renewal fee can be paid: it is on sale and owes its yearly fee. */
export const RENEWAL_PAYABLE_STATUSES = Object.keys(RENEWAL_SETTLES) as readonly ReleaseStatusName[];

/** Statuses of a release that holds no claim to its identifiers and earns nothing: a draft, or deleted by its owner. */
export const RELEASE_STATUS_CODES_NOT_ISSUED: readonly number[] = [
  RELEASE_STATUS.creating,
  RELEASE_STATUS.deleted_by_user,
];
