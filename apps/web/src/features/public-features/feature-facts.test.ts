import { PUBLIC_FEATURES, STORES } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import {
  FEATURES_IN_ORDER,
  featureOfPath,
  featurePath,
  findStores,
  productPrice,
  storeKindOf,
  storesTaking,
} from './feature-facts.ts';

describe('public feature facts', () => {
  it('lists every service once, the built ones first, and marks the ones coming', () => {
    expect(FEATURES_IN_ORDER.map(({ feature }) => feature).sort()).toEqual([...PUBLIC_FEATURES].sort());
    const firstComing = FEATURES_IN_ORDER.findIndex(({ isBuilt }) => !isBuilt);
    expect(FEATURES_IN_ORDER.slice(firstComing).every(({ isBuilt }) => !isBuilt)).toBe(true);
    const coming = FEATURES_IN_ORDER.filter(({ isBuilt }) => !isBuilt).map(({ feature }) => feature);
    expect(coming.sort()).toEqual(['linkcore', 'publishing', 'spotify-discovery-mode', 'submit']);
  });

  it('sends splits to the existing /split page and reads a feature from its address', () => {
    expect(featurePath('split')).toBe('/split');
    expect(featurePath('karaoke')).toBe('/features/karaoke');
    expect(featureOfPath('/features/mastering')).toBe('mastering');
    expect(featureOfPath('/features/nothing')).toBeNull();
  });

  it('finds stores by name across widths and cases, and by what they take', () => {
    expect(findStores('ｓｐｏｔｉｆｙ', 'all').map((s) => s.id)).toEqual(['spotify']);
    expect(findStores('', 'ringtone').map((s) => s.id)).toEqual(storesTaking('ringtone').map((s) => s.id));
    expect(findStores('', 'all')).toHaveLength(STORES.length);
    expect(findStores('itunes', 'video').map((s) => s.id)).toEqual(['itunes']);
  });

  it('groups each store by what it is', () => {
    const kind = (id: string) => storeKindOf(STORES.find((s) => s.id === id)!);
    expect(kind('spotify')).toBe('streaming');
    expect(kind('qobuz')).toBe('hires');
    expect(kind('beatport')).toBe('specialist');
    expect(kind('youtube_content_id')).toBe('social');
    expect(kind('itunes_ringtone')).toBe('ringtone');
  });

  it('prices a release from the domain price list, tax included', () => {
    expect(productPrice('single')).toEqual({ gross: 1650, net: 1500 });
  });
});
