import { describe, expect, it } from 'vitest';
import {
  IMMERSIVE_AUDIO_SONG_STATUS,
  IMMERSIVE_AUDIO_VERIFICATION_STATUS,
  immersiveAudioFormatFromId,
  immersiveAudioSongStatusName,
  immersiveAudioVerificationStatusName,
} from './immersive-mastering.ts';
import { RELEASE_STATUS } from './release.ts';

describe('immersive audio', () => {
  it('uses the spec codes for song statuses', () => {
    expect(Object.values(IMMERSIVE_AUDIO_SONG_STATUS)).toEqual([
      100, 300, 310, 320, 450, 500, 501, 510, 520, 590, 600, 610, 620, 630, 640, 650, 660, 680, 681,
    ]);
    expect(immersiveAudioSongStatusName(450)).toBe('distribution_onsale');
  });

  it('names each song status as the release status with the same code', () => {
    for (const [name, code] of Object.entries(IMMERSIVE_AUDIO_SONG_STATUS)) {
      expect(RELEASE_STATUS[name as keyof typeof RELEASE_STATUS]).toBe(code);
    }
  });

  it('uses the spec codes for verification statuses', () => {
    expect(IMMERSIVE_AUDIO_VERIFICATION_STATUS).toMatchObject({
      none: 0,
      uploading: 100,
      verification_queued: 200,
      verifying: 210,
      verification_success: 300,
    });
    expect(immersiveAudioVerificationStatusName(230)).toBe('verify_operation_failed');
    expect(immersiveAudioVerificationStatusName(1)).toBeUndefined();
  });

  it('reads numeric formats', () => {
    expect(immersiveAudioFormatFromId(1)).toBe('dolby');
    expect(immersiveAudioFormatFromId(2)).toBe('360RA');
    expect(immersiveAudioFormatFromId(3)).toBeUndefined();
  });
});
