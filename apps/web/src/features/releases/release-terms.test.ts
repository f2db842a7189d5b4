import { describe, expect, it } from 'vitest';
import {
  gateForType,
  readReleaseId,
  returnPathAfterTerms,
  termsPagePath,
  termsServiceFor,
  termsServiceOfPath,
} from './release-terms.ts';

describe('release types gated by terms', () => {
  it('asks for the karaoke terms for karaoke and the music video terms for videos', () => {
    expect(termsServiceFor('karaoke_video')).toBe('karaoke');
    expect(termsServiceFor('music_video')).toBe('music_video');
    expect(termsServiceFor('music_video_album')).toBe('music_video');
    expect(termsServiceFor('live_concert_video')).toBe('music_video');
    expect(termsServiceFor('album')).toBeUndefined();
    expect(termsServiceFor('ringtone')).toBeUndefined();
  });

  it('opens audio types at once and sends video types to their terms until accepted', () => {
    expect(gateForType('single', {})).toEqual({ kind: 'open' });
    expect(gateForType('karaoke_video', {})).toEqual({ kind: 'pending', service: 'karaoke' });
    expect(gateForType('karaoke_video', { karaoke: false, music_video: true })).toEqual({
      kind: 'terms',
      service: 'karaoke',
      path: '/dashboard/karaoke/terms/acknowledge?redirect_url=%2Fdashboard%2Freleases%2Fnew',
    });
    expect(gateForType('music_video', { karaoke: false, music_video: true })).toEqual({ kind: 'open' });
  });

  it('finds the service of a terms page address', () => {
    expect(termsServiceOfPath('/dashboard/karaoke/terms/acknowledge')).toBe('karaoke');
    expect(termsServiceOfPath('/dashboard/music-video/terms/acknowledge/')).toBe('music_video');
    expect(termsServiceOfPath('/dashboard/releases')).toBeUndefined();
  });

  it('returns only to paths of this site after agreeing', () => {
    expect(returnPathAfterTerms(null)).toBe('/dashboard/releases/new');
    expect(returnPathAfterTerms('/dashboard/releases/new?release_id=4')).toBe('/dashboard/releases/new?release_id=4');
    expect(returnPathAfterTerms('https://evil.example/')).toBe('/dashboard/releases/new');
    expect(returnPathAfterTerms('//evil.example/x')).toBe('/dashboard/releases/new');
    expect(returnPathAfterTerms('/\\evil.example')).toBe('/dashboard/releases/new');
    expect(returnPathAfterTerms('javascript:alert(1)')).toBe('/dashboard/releases/new');
    expect(termsPagePath('music_video', '/dashboard/releases')).toBe(
      '/dashboard/music-video/terms/acknowledge?redirect_url=%2Fdashboard%2Freleases',
    );
  });
});

describe('the release being registered', () => {
  it('reads release_id only when it is a positive whole number', () => {
    expect(readReleaseId(new URLSearchParams('release_id=42'))).toBe(42);
    expect(readReleaseId(new URLSearchParams(''))).toBeNull();
    expect(readReleaseId(new URLSearchParams('release_id=0'))).toBeNull();
    expect(readReleaseId(new URLSearchParams('release_id=4x'))).toBeNull();
  });
});
