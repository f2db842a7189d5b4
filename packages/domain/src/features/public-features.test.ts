import { describe, expect, it } from 'vitest';
import {
  BUILT_PUBLIC_FEATURES,
  isPublicFeature,
  isPublicFeatureBuilt,
  PUBLIC_FEATURE_NAMES,
  PUBLIC_FEATURES,
  UPCOMING_PUBLIC_FEATURES,
} from './public-features.ts';

describe('public features', () => {
  it('splits the spec pages into built and upcoming, each once', () => {
    expect(PUBLIC_FEATURES).toHaveLength(12);
    expect([...BUILT_PUBLIC_FEATURES, ...UPCOMING_PUBLIC_FEATURES].sort()).toEqual([...PUBLIC_FEATURES].sort());
    expect(UPCOMING_PUBLIC_FEATURES.some(isPublicFeatureBuilt)).toBe(false);
  });

  it('names each service in both languages and knows its own names only', () => {
    for (const feature of PUBLIC_FEATURES) {
      expect(PUBLIC_FEATURE_NAMES[feature].ja).not.toBe('');
      expect(PUBLIC_FEATURE_NAMES[feature].en).not.toBe('');
    }
    expect(isPublicFeature('mastering')).toBe(true);
    expect(isPublicFeature('time-travel')).toBe(false);
  });
});
