// The mastering page's rules: polling only while work runs, the shared timeline of the original and the previews,
// the preview start's limits, and the files' addresses.
import { describe, expect, it } from 'vitest';
import {
  bandPercent,
  canChoosePreviewStart,
  canEditMastering,
  didRemasterFail,
  hasMaster,
  isRemastering,
  type isRunning,
  latestPreviewStart,
  masteringFileUrl,
  mediaTimeOf,
  parsePreviewStart,
  refreshIntervalFor,
  songTimeOf,
} from './mastering-logic.ts';

const audio = (previewStatus: string, masteringStatus: string | null) =>
  ({ previewStatus, masteringStatus }) as Parameters<typeof isRunning>[0] & Parameters<typeof refreshIntervalFor>[0];

describe('mastering page rules', () => {
  it('polls every 1.5 s while previews or the master are made, and not once they are done', () => {
    expect(refreshIntervalFor(audio('processing', null))).toBe(1500);
    expect(refreshIntervalFor(audio('success', 'processing'))).toBe(1500);
    for (const done of [
      audio('success', null),
      audio('success', 'success'),
      audio('failed', null),
      audio('canceled', null),
      audio('success', 'failed'),
    ]) {
      expect(refreshIntervalFor(done)).toBe(0);
    }
    expect(refreshIntervalFor(undefined)).toBe(0);
  });

  it('tells a master there is (finished, or the earlier one while a new one runs) and a new master that failed', () => {
    expect(hasMaster({ masterEffect: null })).toBe(false);
    expect(hasMaster({ masterEffect: 'dry' })).toBe(true);
    expect(isRemastering({ masteringStatus: 'processing', masterEffect: 'dry' })).toBe(true);
    expect(isRemastering({ masteringStatus: 'processing', masterEffect: null })).toBe(false);
    expect(isRemastering({ masteringStatus: 'success', masterEffect: 'dry' })).toBe(false);
    const failed = { masteringStatus: 'success', previewStatus: 'success', errorMessage: 'x' } as const;
    expect(didRemasterFail(failed)).toBe(true);
    expect(didRemasterFail({ ...failed, errorMessage: null })).toBe(false);
    // A failed preview's message is the preview's, not the master's.
    expect(didRemasterFail({ ...failed, previewStatus: 'failed' })).toBe(false);
    expect(didRemasterFail({ ...failed, masteringStatus: 'failed' })).toBe(false);
  });

  it('maps the song position to and from a 30 s preview, clamping to what the preview covers', () => {
    // Previews start at 60 s of a 200 s song.
    expect(mediaTimeOf('balance', 75, 60, 200)).toBe(15);
    expect(songTimeOf('balance', 15, 60)).toBe(75);
    expect(mediaTimeOf('original', 75, 60, 200)).toBe(75);
    expect(songTimeOf('original', 75, 60)).toBe(75);
    // Before the preview: its start; after it: just before its end.
    expect(mediaTimeOf('wet', 10, 60, 200)).toBe(0);
    expect(mediaTimeOf('dry', 150, 60, 200)).toBeCloseTo(29.95);
  });

  it('lets a preview start be chosen only for 30 s or more, within the song', () => {
    expect(canChoosePreviewStart(29.9)).toBe(false);
    expect(canChoosePreviewStart(null)).toBe(false);
    expect(canChoosePreviewStart(30)).toBe(true);
    expect(latestPreviewStart(200.5)).toBe(170);
    expect(latestPreviewStart(20)).toBe(0);
    expect(parsePreviewStart('45', 200)).toBe(45);
    expect(parsePreviewStart('500', 200)).toBe(170);
    expect(parsePreviewStart('abc', 200)).toBeNull();
    expect(parsePreviewStart('', 200)).toBeNull();
  });

  it("names the files with the account for plain GETs, and the member's right to change", () => {
    expect(masteringFileUrl(4, 'original', 12)).toBe('/api/v2/me/mastering/audio/4/files/original?_acid=12');
    expect(masteringFileUrl(4, 'wet', null)).toBe('/api/v2/me/mastering/audio/4/files/preview/wet');
    expect(masteringFileUrl(4, 'wav16', 3)).toBe('/api/v2/me/mastering/audio/4/files/master/wav16?_acid=3');
    expect(canEditMastering({ isAccountManager: false, permissions: { '7000': 'editable' } })).toBe(true);
    expect(canEditMastering({ isAccountManager: false, permissions: { '7000': 'readonly' } })).toBe(false);
    expect(canEditMastering({ isAccountManager: true, permissions: {} })).toBe(true);
    expect(bandPercent(-30)).toBe(50);
    expect(bandPercent(5)).toBe(100);
  });
});
