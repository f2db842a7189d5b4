import { describe, expect, it } from 'vitest';
import {
  canTransition,
  DELIVERY_STATUSES,
  deliveryOutcome,
  isTakedownComplete,
  REVIEW_DECISIONS,
  REVIEW_QUEUE_STATUSES,
  reviewDecisionsFor,
  reviewTarget,
  STORES,
  storeDealTerms,
} from '../index.ts';

describe('review decisions', () => {
  it('only offers decisions the status machine allows an operator', () => {
    for (const from of REVIEW_QUEUE_STATUSES) {
      for (const decision of REVIEW_DECISIONS) {
        const to = reviewTarget(from, decision);
        if (to) expect(canTransition(from, to, 'admin'), `${from} -${decision}-> ${to}`).toBe(true);
      }
    }
  });

  it('routes the main review to the Vocaloid and store reviews, which do not branch further', () => {
    expect(reviewDecisionsFor('creating_cdc_done')).toEqual([...REVIEW_DECISIONS]);
    expect(reviewDecisionsFor('review_flagged')).toEqual(['approve', 'sendback', 'reject']);
    expect(reviewDecisionsFor('vocaloid_review_waiting')).toEqual(['approve', 'flag', 'sendback', 'reject']);
    expect(reviewDecisionsFor('store_review_flagged')).toEqual(['approve', 'reject']);
    expect(reviewTarget('store_review_waiting', 'sendback')).toBe('store_review_rejwait');
  });
});

describe('what each store is offered', () => {
  it('gives every store of the catalogue at least one deal for each media it takes', () => {
    for (const store of STORES) {
      for (const media of store.media) expect(storeDealTerms(store.id, media).length, store.id).toBeGreaterThan(0);
    }
  });

  it('sells downloads at download stores, streams at streaming services, claims rights at Content ID', () => {
    expect(storeDealTerms('itunes', 'audio')).toEqual([
      { commercialModel: 'PayAsYouGoModel', useTypes: ['PermanentDownload'] },
    ]);
    expect(storeDealTerms('spotify', 'audio').map((d) => d.commercialModel)).toEqual([
      'SubscriptionModel',
      'AdvertisementSupportedModel',
    ]);
    expect(storeDealTerms('youtube_content_id', 'audio')[0]!.commercialModel).toBe('RightsClaimModel');
    expect(storeDealTerms('itunes_ringtone', 'ringtone')[0]!.useTypes).toEqual(['UseAsRingtone']);
    expect(storeDealTerms('no_such_store', 'audio')).toEqual([]);
  });
});

describe('the release status from its stores', () => {
  it('is processing until every store answered, then all, part or no success', () => {
    expect(deliveryOutcome('added_store_inqueue', ['queued', 'sending'])).toBe('distribution_processing');
    expect(deliveryOutcome('distribution_processing', ['sent', 'delivered'])).toBeUndefined();
    expect(deliveryOutcome('distribution_processing', ['delivered', 'delivered'])).toBe('distribution_allsuccess');
    expect(deliveryOutcome('distribution_processing', ['delivered', 'refused'])).toBe('distribution_partsuccess');
    expect(deliveryOutcome('distribution_processing', ['failed', 'refused'])).toBe('distribution_allfailure');
  });

  it('is on sale as soon as one store sells it, and stays so while stores are added', () => {
    expect(deliveryOutcome('distribution_processing', ['on_sale', 'sent'])).toBe('distribution_onsale');
    expect(deliveryOutcome('distribution_partsuccess', ['on_sale', 'refused'])).toBe('distribution_onsale');
    expect(deliveryOutcome('distribution_onsale', ['on_sale', 'queued'])).toBeUndefined();
    expect(deliveryOutcome('review_approved', ['on_sale'])).toBeUndefined();
    expect(deliveryOutcome('distribution_processing', [])).toBeUndefined();
  });

  it('finishes a takedown when no store holds the release', () => {
    expect(isTakedownComplete(['taken_down', 'refused'])).toBe(true);
    expect(isTakedownComplete(['taken_down', 'takedown_sent'])).toBe(false);
    expect(DELIVERY_STATUSES).toContain('takedown_queued');
  });
});
