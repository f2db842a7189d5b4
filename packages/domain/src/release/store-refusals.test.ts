import { describe, expect, it } from 'vitest';
import { isContentRefusal, STORE_REFUSAL_KINDS, STORE_REFUSAL_MESSAGES, storeRefusalKind } from './store-refusals.ts';

// DDEX ErncFileStatus refusals (everything but FileOK), as the server's store-notice.ts lists them.
const ERNC_REFUSALS = [
  'ArtistRoleUnknown',
  'CommercialReleaseDateInvalid',
  'ConflictingAvailabilityPeriods',
  'DuplicatedPublisherNames',
  'ErnMissing',
  'IdentifierInvalid',
  'IdentifierSyntaxInvalid',
  'InternalError',
  'MetadataMissing',
  'NewReleaseMessageInvalid',
  'NoDealForTrackRelease',
  'NoDealInNewReleaseMessage',
  'OriginalReleaseDateLaterThanReleaseDate',
  'PrimaryArtistNameMissing',
  'ResourceCorrupt',
  'ResourceMissing',
  'ResourceNotMeetingSpecifications',
  'SignatureOrHashSumWrongOrMissing',
  'UnsupportedUsage',
];

describe('store refusals', () => {
  it('knows every refusal code a store may send, and which of them sending again will not mend', () => {
    for (const code of ERNC_REFUSALS) expect(['not_delivered', 'other'], code).not.toContain(storeRefusalKind(code));
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
