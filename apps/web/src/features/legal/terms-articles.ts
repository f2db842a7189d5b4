// The articles of the karaoke and music video terms (texts in releases.terms, which the legal pages declare), and the technical limits they quote:
// one source for the page that asks for agreement and the public /terms/karaoke and /terms/music-video pages.
import {
  CONCERT_VIDEO_MAX_SECONDS,
  type ReleaseTermsService as TermsService,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_HEIGHT,
  VIDEO_MIN_SECONDS,
  VIDEO_MIN_WIDTH,
} from '@otodoke/domain';
import type { ParseKeys } from 'i18next';

export type TermsArticle = readonly [title: ParseKeys, body: ParseKeys];

export const TERMS_ARTICLES: Readonly<Record<TermsService, readonly TermsArticle[]>> = {
  karaoke: [
    ['releases.terms.karaoke.s1Title', 'releases.terms.karaoke.s1Body'],
    ['releases.terms.karaoke.s2Title', 'releases.terms.karaoke.s2Body'],
    ['releases.terms.karaoke.s3Title', 'releases.terms.karaoke.s3Body'],
    ['releases.terms.karaoke.s4Title', 'releases.terms.karaoke.s4Body'],
    ['releases.terms.karaoke.s5Title', 'releases.terms.karaoke.s5Body'],
    ['releases.terms.karaoke.s6Title', 'releases.terms.karaoke.s6Body'],
    ['releases.terms.karaoke.s7Title', 'releases.terms.karaoke.s7Body'],
    ['releases.terms.karaoke.s8Title', 'releases.terms.karaoke.s8Body'],
  ],
  music_video: [
    ['releases.terms.musicVideo.s1Title', 'releases.terms.musicVideo.s1Body'],
    ['releases.terms.musicVideo.s2Title', 'releases.terms.musicVideo.s2Body'],
    ['releases.terms.musicVideo.s3Title', 'releases.terms.musicVideo.s3Body'],
    ['releases.terms.musicVideo.s4Title', 'releases.terms.musicVideo.s4Body'],
    ['releases.terms.musicVideo.s5Title', 'releases.terms.musicVideo.s5Body'],
    ['releases.terms.musicVideo.s6Title', 'releases.terms.musicVideo.s6Body'],
    ['releases.terms.musicVideo.s7Title', 'releases.terms.musicVideo.s7Body'],
    ['releases.terms.musicVideo.s8Title', 'releases.terms.musicVideo.s8Body'],
    ['releases.terms.musicVideo.s9Title', 'releases.terms.musicVideo.s9Body'],
  ],
};

/** The catalog prefix of each terms text (title, lead, articles). */
export const TERMS_TEXT_PREFIX: Readonly<Record<TermsService, 'karaoke' | 'musicVideo'>> = {
  karaoke: 'karaoke',
  music_video: 'musicVideo',
};

/** The technical limits the terms quote, from the same rulebook the file checks use. */
export const TERMS_TECHNICAL_LIMITS = {
  width: VIDEO_MIN_WIDTH,
  height: VIDEO_MIN_HEIGHT,
  minSeconds: VIDEO_MIN_SECONDS,
  maxMinutes: VIDEO_MAX_SECONDS / 60,
  concertHours: CONCERT_VIDEO_MAX_SECONDS / 3600,
};
