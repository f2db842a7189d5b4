import { describe, expect, it } from 'vitest';
import { canEditArtists } from './artist-permission.ts';

describe('who may change artists', () => {
  it('lets managers and members with 2000 editable change them', () => {
    expect(canEditArtists({ isAccountManager: true, permissions: {} })).toBe(true);
    expect(canEditArtists({ isAccountManager: false, permissions: { '2000': 'editable' } })).toBe(true);
  });

  it('treats readonly, none, another area and no one signed in as view only', () => {
    expect(canEditArtists({ isAccountManager: false, permissions: { '2000': 'readonly' } })).toBe(false);
    expect(canEditArtists({ isAccountManager: false, permissions: { '2000': 'none' } })).toBe(false);
    expect(canEditArtists({ isAccountManager: false, permissions: { '8000': 'editable' } })).toBe(false);
    expect(canEditArtists(null)).toBe(false);
  });
});
