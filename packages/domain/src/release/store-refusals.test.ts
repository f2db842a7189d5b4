import { describe, expect, it } from 'vitest';
import { isContentRefusal, STORE_REFUSAL_KINDS, STORE_REFUSAL_MESSAGES, storeRefusalKind } from './store-refusals.ts';

describe('store refusals', () => {
  // That every DDEX ErncFileStatus refusal has a kind is tested beside the list (protocols, store-notice.test.ts).
  it('knows which refusals sending again will not mend', () => {
    expect(isContentRefusal('ResourceNotMeetingSpecifications')).toBe(true);
    expect(isContentRefusal('MetadataMissing')).toBe(true);
    expect(isContentRefusal('CommercialReleaseDateInvalid')).toBe(true);
    expect(isContentRefusal('InternalError')).toBe(false);
    expect(isContentRefusal('ResourceCorrupt')).toBe(false);
    expect(isContentRefusal(null)).toBe(false);
    expect(storeRefusalKind('UserDefined')).toBe('other');
  });

  it('says each kind in both languages', () => {
    for (const kind of STORE_REFUSAL_KINDS) {
      expect(STORE_REFUSAL_MESSAGES[kind].ja).toMatch(/[ぁ-んァ-ン]/);
      expect(STORE_REFUSAL_MESSAGES[kind].en).toMatch(/^[A-Z].*\.$/);
    }
  });
});
