import { describe, expect, it } from 'vitest';
import { RELEASE_STATUS_NAMES } from '../enumerations/release.ts';
import { findLabelForbiddenWord } from '../validation/rules.ts';
import {
  buildIsrc,
  buildUpc,
  gs1CheckDigit,
  isIsrc,
  isUpc,
  parseAppleMusicArtistRef,
  parseSpotifyArtistRef,
} from './identifiers.ts';
import { ALL_LABEL_FORBIDDEN_WORDS, LABEL_FORBIDDEN_WORDS } from './label-words.ts';
import { checkArtwork, checkAudio, checkVideo, isHiresAudio } from './media-requirements.ts';
import {
  canTransition,
  canUserDelete,
  isUserEditableStatus,
  PAYMENT_AWAITED_RELEASE_STATUSES,
  RELEASE_STATUS_LABELS,
  RELEASE_TRANSITIONS,
  releaseStatusGroup,
  submitTarget,
  TERMINAL_RELEASE_STATUSES,
  USER_EDITABLE_RELEASE_STATUSES,
  withdrawTarget,
} from './status-machine.ts';
import { findStore, STORES, storeUnavailableReasons } from './stores.ts';
import { isVocaloidName } from './vocaloid.ts';

describe('the release status machine', () => {
  it('names every status in both languages and knows a way out of every non-terminal status', () => {
    for (const name of RELEASE_STATUS_NAMES) {
      expect(RELEASE_STATUS_LABELS[name].ja, name).not.toBe('');
      expect(RELEASE_STATUS_LABELS[name].en, name).not.toBe('');
      const hasExit = RELEASE_TRANSITIONS.some(([from]) => from === name);
      expect(hasExit, name).toBe(!TERMINAL_RELEASE_STATUSES.includes(name));
    }
  });

  it('lets users submit drafts and corrections only along listed transitions', () => {
    for (const status of USER_EDITABLE_RELEASE_STATUSES) {
      for (const needsPayment of [true, false]) {
        const target = submitTarget(status, needsPayment);
        if (target) expect(canTransition(status, target, 'user'), `${status}→${target}`).toBe(true);
      }
    }
    expect(submitTarget('creating', true)).toBe('creating_wait_create_payment');
    expect(submitTarget('creating', false)).toBe('creating_complete');
    expect(submitTarget('creating_complete', false)).toBeUndefined();
  });

  it('locks a release waiting for its payment, and lets the user cancel the payment to change it again', () => {
    for (const status of PAYMENT_AWAITED_RELEASE_STATUSES) {
      expect(isUserEditableStatus(status), status).toBe(false);
      const target = withdrawTarget(status);
      if (target) {
        expect(canTransition(status, target, 'user'), `${status}→${target}`).toBe(true);
        expect(isUserEditableStatus(target), target).toBe(true);
      }
    }
    expect(withdrawTarget('creating_wait_create_payment')).toBe('creating');
    expect(withdrawTarget('refine_wait_create_payment')).toBe('review_sendback');
    // A failed payment: a first submission's goes back to the draft, a correction's to the changes asked for.
    expect(withdrawTarget('payment_failure', 'creating_wait_create_payment')).toBe('creating');
    expect(withdrawTarget('payment_failure', null)).toBe('creating');
    expect(withdrawTarget('payment_failure', 'refine_wait_create_payment')).toBe('review_sendback');
    expect(canTransition('payment_failure', 'review_sendback', 'user')).toBe(true);
    // An open payment order is canceled first (the release then shows payment_failure).
    expect(withdrawTarget('payment_waiting')).toBeUndefined();
    expect(withdrawTarget('creating')).toBeUndefined();
  });

  it('keeps reviews for operators, payments for the system and deletion for early stages', () => {
    expect(canTransition('creating_cdc_done', 'review_approved', 'admin')).toBe(true);
    expect(canTransition('creating_cdc_done', 'review_approved', 'user')).toBe(false);
    expect(canTransition('payment_waiting', 'payment_success', 'system')).toBe(true);
    expect(canTransition('payment_waiting', 'payment_success', 'user')).toBe(false);
    expect(canUserDelete('creating')).toBe(true);
    expect(canUserDelete('distribution_onsale')).toBe(false);
    expect(canTransition('distribution_onsale', 'takedown_processing', 'admin')).toBe(true);
    expect(canTransition('takedown_processing', 'takedown_admin', 'system')).toBe(true);
    expect(releaseStatusGroup('creating')).toBe('draft');
    expect(releaseStatusGroup('creating_wait_create_payment')).toBe('payment');
    expect(releaseStatusGroup('distribution_onsale')).toBe('on_sale');
    expect(releaseStatusGroup('takedown_admin')).toBe('ended');
    expect(releaseStatusGroup('review_flagged')).toBe('in_review');
  });
});

describe('identifiers', () => {
  it('reads and builds ISRCs', () => {
    expect(isIsrc('JP-Z99-26-00001')).toBe(true);
    expect(isIsrc('jpz992600001')).toBe(true);
    expect(isIsrc('JP-Z99-26-0001')).toBe(false);
    expect(buildIsrc('JPZ99', 2026, 42)).toBe('JPZ992600042');
    expect(() => buildIsrc('JPZ99', 2026, 100_000)).toThrow();
  });

  it('checks and builds GS1 codes', () => {
    expect(gs1CheckDigit('490123456789')).toBe(4);
    expect(isUpc('4901234567894')).toBe(true);
    expect(isUpc('4901234567895')).toBe(false);
    expect(isUpc('036000291452')).toBe(true);
    const code = buildUpc('4599990', 7)!;
    expect(code).toBe(`459999000007${gs1CheckDigit('459999000007')}`);
    expect(isUpc(code)).toBe(true);
    expect(buildUpc('45999901234', 10)).toBeUndefined();
  });

  it('finds store artist ids in pasted links', () => {
    expect(parseAppleMusicArtistRef('https://music.apple.com/jp/artist/yoasobi/1487870851')).toBe('1487870851');
    expect(parseAppleMusicArtistRef('1487870851')).toBe('1487870851');
    expect(parseAppleMusicArtistRef('https://example.com/artist/1487870851')).toBeUndefined();
    expect(parseSpotifyArtistRef('https://open.spotify.com/intl-ja/artist/64tJ2EAv1R6UaZqc4iOCyj?si=x')).toBe(
      '64tJ2EAv1R6UaZqc4iOCyj',
    );
    expect(parseSpotifyArtistRef('spotify:artist:64tJ2EAv1R6UaZqc4iOCyj')).toBe('64tJ2EAv1R6UaZqc4iOCyj');
    expect(parseSpotifyArtistRef('64tJ2EAv1R6UaZqc4iOC')).toBeUndefined();
  });
});

describe('label words and vocaloid names', () => {
  it('keeps the listed languages, with three empty', () => {
    expect(LABEL_FORBIDDEN_WORDS.kana).toEqual([]);
    expect(LABEL_FORBIDDEN_WORDS.zh).toEqual([]);
    expect(LABEL_FORBIDDEN_WORDS.jam).toEqual([]);
    expect(LABEL_FORBIDDEN_WORDS.ko.length).toBeGreaterThan(0);
    expect(findLabelForbiddenWord('Otodoke Label', ALL_LABEL_FORBIDDEN_WORDS)).toBeDefined();
    expect(findLabelForbiddenWord('Sin Sello', ALL_LABEL_FORBIDDEN_WORDS)).toBeDefined();
    expect(findLabelForbiddenWord('Sello Rojo', ALL_LABEL_FORBIDDEN_WORDS)).toBeUndefined();
  });

  it('recognises vocaloid names however they are written', () => {
    expect(isVocaloidName('初音ミク')).toBe(true);
    expect(isVocaloidName('hatsune miku')).toBe(true);
    expect(isVocaloidName('ＧＵＭＩ')).toBe(true);
    expect(isVocaloidName('初音ミクの友達')).toBe(false);
  });
});

describe('media requirements', () => {
  it('judges audio, video and artwork', () => {
    const cd = { format: 'wav', sampleRate: 44100, bitDepth: 16, channels: 2, durationSeconds: 180 };
    expect(checkAudio(cd)).toEqual([]);
    expect(isHiresAudio(cd)).toBe(false);
    expect(isHiresAudio({ sampleRate: 96000, bitDepth: 24 })).toBe(true);
    expect(checkAudio({ ...cd, format: 'mp3' }).map((p) => p.id)).toEqual(['audioFormat']);
    expect(checkAudio({ ...cd, channels: 1, sampleRate: 22050 }).map((p) => p.id)).toEqual([
      'audioSampleRate',
      'audioChannels',
    ]);
    expect(checkAudio(cd, 'ringtone').map((p) => p.id)).toEqual(['audioTooShortForRingtone']);
    const hd = {
      container: 'mp4',
      codec: 'h264',
      width: 1920,
      height: 1080,
      frameRate: 29.97,
      durationSeconds: 200,
      hasAudio: true,
    };
    expect(checkVideo(hd)).toEqual([]);
    expect(checkVideo({ ...hd, width: 640, height: 360, frameRate: 12 }).map((p) => p.id)).toEqual([
      'videoResolution',
      'videoFrameRate',
    ]);
    expect(checkVideo({ ...hd, durationSeconds: 3600 }).map((p) => p.id)).toEqual(['videoDuration']);
    expect(checkVideo({ ...hd, durationSeconds: 3600 }, true)).toEqual([]);
    expect(checkArtwork({ format: 'png', width: 3000, height: 3000, colourSpace: 'srgb' })).toEqual([]);
    expect(checkArtwork({ format: 'jpeg', width: 3000, height: 2000, colourSpace: 'cmyk' }).map((p) => p.id)).toEqual([
      'artworkNotSquare',
      'artworkTooSmall',
      'artworkColourSpace',
    ]);
  });
});

describe('stores', () => {
  it('has about fifty distinct stores and gives each unavailable reason', () => {
    expect(STORES.length).toBeGreaterThanOrEqual(45);
    expect(new Set(STORES.map((s) => s.id)).size).toBe(STORES.length);
    const base = {
      media: 'audio' as const,
      genreIds: ['17'],
      worldwide: true,
      songs: [{ isHires: false, durationSeconds: 20 }],
    };
    expect(storeUnavailableReasons(findStore('mora_hires')!, base)).toEqual(['need_hires']);
    expect(storeUnavailableReasons(findStore('beatport')!, base)).toEqual(['invalid_genre']);
    expect(storeUnavailableReasons(findStore('spotify')!, base)).toEqual(['audio_less_than_30']);
    expect(storeUnavailableReasons(findStore('tiktok')!, { ...base, worldwide: false })).toEqual(['need_all_region']);
  });
});

describe('katakana name readings', () => {
  it('allows one space between family and given name, nothing else', async () => {
    const { isKatakanaName } = await import('../validation/rules.ts');
    expect(isKatakanaName('ミズノ ヒカリ')).toBe(true);
    expect(isKatakanaName('ミズノ　ヒカリ')).toBe(true);
    expect(isKatakanaName('アサヤケバンド')).toBe(true);
    expect(isKatakanaName('ミズノ  ヒカリ')).toBe(false);
    expect(isKatakanaName('みずの')).toBe(false);
  });
});
