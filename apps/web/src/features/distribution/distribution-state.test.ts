import { describe, expect, it } from 'vitest';
import { tEn, tJa } from '../../shell/test-translations.ts';
import {
  canChangeDistribution,
  canOperatorTakeDown,
  deliveryStatusLabel,
  hasDistributionToShow,
  hasUndelivered,
  historyActorText,
  isInMotion,
  isWaitingForSaleDate,
  LIVE_REFRESH_MS,
  newestFirst,
  redeliverRowKeys,
  refreshIntervalFor,
  releaseStatusText,
} from './distribution-state.ts';

const stores = (...statuses: Parameters<typeof isInMotion>[0][number]['status'][]) =>
  statuses.map((status) => ({ status }));

describe('a release on its way to the stores', () => {
  it('keeps refreshing while a store has yet to answer, and stops once every store has', () => {
    expect(isInMotion(stores('on_sale', 'sending'))).toBe(true);
    expect(isInMotion(stores('delivered'))).toBe(true);
    expect(isInMotion(stores('on_sale', 'takedown_sent'))).toBe(true);
    expect(isInMotion(stores('on_sale', 'refused', 'failed', 'taken_down'))).toBe(false);
    expect(refreshIntervalFor({ stores: stores('queued', 'on_sale') })).toBe(LIVE_REFRESH_MS);
    expect(refreshIntervalFor({ stores: stores('on_sale') })).toBe(0);
    expect(refreshIntervalFor({ stores: [] })).toBe(0);
    expect(refreshIntervalFor(undefined)).toBe(0);
  });

  it('stops polling while every store holds the release for a sale date still to come (Tokyo), and not otherwise', () => {
    const held = stores('delivered', 'delivered', 'refused');
    expect(isWaitingForSaleDate(held, '2026-12-24', '2026-11-25')).toBe(true);
    expect(refreshIntervalFor({ stores: held }, { saleDate: '2026-12-24', today: '2026-11-25' })).toBe(0);
    // The day has come: the stores put it on sale any moment now.
    expect(isWaitingForSaleDate(held, '2026-11-25', '2026-11-25')).toBe(false);
    expect(refreshIntervalFor({ stores: held }, { saleDate: '2026-11-25', today: '2026-11-25' })).toBe(LIVE_REFRESH_MS);
    // A store still being sent to, or a takedown on its way, keeps the live refresh.
    expect(isWaitingForSaleDate(stores('delivered', 'sending'), '2026-12-24', '2026-11-25')).toBe(false);
    expect(isWaitingForSaleDate(stores('delivered', 'takedown_sent'), '2026-12-24', '2026-11-25')).toBe(false);
    expect(isWaitingForSaleDate(stores('on_sale'), '2026-12-24', '2026-11-25')).toBe(false);
    expect(isWaitingForSaleDate(held, null, '2026-11-25')).toBe(false);
  });

  it('shows the panel once the release has a history or stores, not before', () => {
    expect(hasDistributionToShow({ stores: [], history: [] })).toBe(false);
    expect(hasDistributionToShow({ stores: [], history: [{}] })).toBe(true);
    expect(hasDistributionToShow({ stores: [{}], history: [] })).toBe(true);
  });

  it('names the state at a store and the release status in the interface language', () => {
    expect(deliveryStatusLabel('on_sale', 'ja')).toBe('配信中');
    expect(deliveryStatusLabel('refused', 'en')).toBe('Refused by the store');
    expect(releaseStatusText('distribution_onsale', 'server label', 'en')).toBe('On sale');
    expect(releaseStatusText('some_future_status', '新しいステータス', 'ja')).toBe('新しいステータス');
  });
});

describe('the history of a release', () => {
  it('says who took each step: a member by name, operators as the Otodoke team', () => {
    expect(historyActorText({ actor: 'user', actorName: '山田 花子' }, tJa)).toBe('山田 花子');
    expect(historyActorText({ actor: 'user', actorName: null }, tJa)).toBe('メンバー');
    expect(historyActorText({ actor: 'admin', actorName: 'Operator Sato' }, tJa)).toBe('Otodoke 運営');
    expect(historyActorText({ actor: 'admin', actorName: null }, tEn)).toBe('Otodoke team');
    expect(historyActorText({ actor: 'store', actorName: null }, tEn)).toBe('Store');
    expect(historyActorText({ actor: 'system', actorName: null }, tJa)).toBe('自動処理');
  });

  it('lists the newest step first without changing what the server sent', () => {
    const history = ['submitted', 'approved', 'on sale'];
    expect(newestFirst(history)).toEqual(['on sale', 'approved', 'submitted']);
    expect(history).toEqual(['submitted', 'approved', 'on sale']);
  });
});

describe('what can be done with a release out at the stores', () => {
  it('offers "send again" when a store refused the release or could not be reached', () => {
    expect(hasUndelivered(stores('on_sale', 'refused'))).toBe(true);
    expect(hasUndelivered(stores('failed'))).toBe(true);
    expect(hasUndelivered(stores('on_sale', 'sending', 'taken_down'))).toBe(false);
  });

  it('lets operators take down a release that is delivered or on sale, not one still in review', () => {
    expect(canOperatorTakeDown('distribution_onsale')).toBe(true);
    expect(canOperatorTakeDown('distribution_allsuccess')).toBe(true);
    expect(canOperatorTakeDown('creating_cdc_done')).toBe(false);
    expect(canOperatorTakeDown('not_a_status')).toBe(false);
  });

  it('puts one "send again" per release on its first delivery that did not go through', () => {
    const keys = redeliverRowKeys([
      { releaseId: 7, storeId: 'spotify', status: 'refused' },
      { releaseId: 7, storeId: 'itunes', status: 'failed' },
      { releaseId: 9, storeId: 'spotify', status: 'on_sale' },
      { releaseId: 9, storeId: 'deezer', status: 'failed' },
    ]);
    expect([...keys]).toEqual(['7:spotify', '9:deezer']);
  });

  it('lets managers and members who may change releases ask for a takedown or add stores', () => {
    expect(canChangeDistribution({ isAccountManager: true, permissions: {} })).toBe(true);
    expect(canChangeDistribution({ isAccountManager: false, permissions: { '1000': 'editable' } })).toBe(true);
    expect(canChangeDistribution({ isAccountManager: false, permissions: { '1000': 'readonly' } })).toBe(false);
    expect(canChangeDistribution({ isAccountManager: false, permissions: { '2000': 'editable' } })).toBe(false);
    expect(canChangeDistribution(null)).toBe(false);
  });
});
