import { describe, expect, it } from 'vitest';
import {
  RELEASE_STATUS,
  RELEASE_STATUS_CODES,
  RELEASE_STATUS_NAMES,
  RELEASE_TYPE_LABELS,
  RELEASE_TYPES,
  releaseStatusName,
} from './release.ts';

// Copied verbatim, in order, from spec section 3 so the pairing is checked
// against the source rather than against itself.
const SPEC_NAMES =
  'creating, creating_wait_create_payment, creating_complete, creating_cdc_done, refine_wait_create_payment, refine_complete, refine_cdc_done, review_approved, review_flagged, review_sendback, review_rejected, vocaloid_review_waiting, vocaloid_review_flagged, vocaloid_review_rejwait, vocaloid_review_rejected, vocaloid_review_approved, store_review_waiting, store_review_rejected, store_review_approved, store_review_flagged, store_review_rejwait, amazondod_label_copy_done, amazondod_society_done, payment_waiting, payment_success, payment_failure, added_store_inqueue, distribution_processing, distribution_allsuccess, distribution_partsuccess, distribution_allfailure, distribution_onsale, distribution_parttakedown, monetize_paused, takedown_expire_user, takedown_expire_nopayment, takedown_usercontact, takedown_admin, takedown_processing, renewal_hidden_settled, renewal_hidden_unsettled, renewal_editable_settled, renewal_editable_unsettled, renewal_uneditable_settled, renewal_uneditable_unsettled, renewal_payment_success, renewal_canceled, renewal_payment_failure, deleted_by_user'.split(
    ', ',
  );
const SPEC_CODES =
  '100, 105, 110, 120, 125, 130, 140, 200, 210, 220, 230, 240, 242, 244, 246, 248, 250, 260, 270, 280, 290, 295, 296, 300, 310, 320, 360, 400, 410, 420, 430, 450, 490, 495, 500, 501, 510, 520, 590, 600, 610, 620, 630, 640, 650, 660, 680, 681, 900'
    .split(', ')
    .map(Number);

describe('release statuses', () => {
  it('has as many names as numbers, 49 of each', () => {
    expect(SPEC_NAMES).toHaveLength(49);
    expect(SPEC_CODES).toHaveLength(49);
    expect(RELEASE_STATUS_NAMES).toHaveLength(49);
    expect(RELEASE_STATUS_CODES).toHaveLength(49);
  });

  it('pairs names and numbers in the order the spec lists them', () => {
    expect(Object.entries(RELEASE_STATUS)).toEqual(SPEC_NAMES.map((name, i) => [name, SPEC_CODES[i]]));
  });

  it('has unique, ascending codes', () => {
    expect(new Set(RELEASE_STATUS_CODES).size).toBe(49);
    expect([...RELEASE_STATUS_CODES].sort((a, b) => a - b)).toEqual(RELEASE_STATUS_CODES);
  });

  it.each([
    ['creating', 100],
    ['review_approved', 200],
    ['payment_waiting', 300],
    ['distribution_onsale', 450],
    ['renewal_payment_failure', 681],
    ['deleted_by_user', 900],
  ] as const)('%s = %i', (name, code) => {
    expect(RELEASE_STATUS[name]).toBe(code);
    expect(releaseStatusName(code)).toBe(name);
  });

  it('gives undefined for an unknown code', () => {
    expect(releaseStatusName(101)).toBeUndefined();
    expect(releaseStatusName(-1)).toBeUndefined();
  });
});

describe('release types', () => {
  it('labels every release type in both languages', () => {
    expect(RELEASE_TYPES).toHaveLength(8);
    for (const type of RELEASE_TYPES) {
      expect(RELEASE_TYPE_LABELS[type].ja).not.toBe('');
      expect(RELEASE_TYPE_LABELS[type].en).not.toBe('');
    }
  });
});
