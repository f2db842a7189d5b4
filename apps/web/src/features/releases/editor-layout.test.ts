import { describe, expect, it } from 'vitest';
import {
  artistOptionsFor,
  editorSections,
  fallbackLandingIds,
  reviewErrorCount,
  sectionErrorCount,
  sectionHeadingId,
  shownServerProblems,
  visitedKey,
  visitedOfKey,
} from './editor-layout.ts';
import type { ReleaseProblem } from './release-problems.ts';

const error = (path: string, message = `${path} is wrong`): ReleaseProblem => ({ path, message, severity: 'error' });
const notice = (path: string): ReleaseProblem => ({ path, message: `${path} is worth a look`, severity: 'notice' });

describe('editorSections', () => {
  it('numbers every section of an editable audio release, the review last', () => {
    expect(editorSections('audio', false)).toEqual(['basic', 'artwork', 'songs', 'stores', 'review']);
  });

  it('has no artwork for a ringtone and no review for a release that cannot be changed', () => {
    expect(editorSections('ringtone', false)).toEqual(['basic', 'songs', 'stores', 'review']);
    expect(editorSections('video', true)).toEqual(['basic', 'artwork', 'songs', 'stores']);
  });
});

describe('sectionErrorCount', () => {
  it('counts the blocking problems whose field is in the section, not notices', () => {
    const shown = [error('title'), error('songs.0.title'), error('songs.1.isrc'), notice('songs.0.title')];
    expect(sectionErrorCount(shown, 'songs')).toBe(2);
    expect(sectionErrorCount(shown, 'basic')).toBe(1);
    expect(sectionErrorCount(shown, 'stores')).toBe(0);
  });
});

describe('reviewErrorCount', () => {
  it('says nothing is at fault before a submission is tried', () => {
    expect(reviewErrorCount([error('title'), notice('songs')], false)).toBe(0);
    expect(reviewErrorCount([error('title'), notice('songs')], true)).toBe(1);
  });
});

describe('visitedKey', () => {
  it('is the same for the same fields in any order, and reads back as the set', () => {
    const key = visitedKey(['title', 'songs.0.title'], ['songs.0.title', 'genre']);
    expect(key).toBe(visitedKey(['genre'], ['title', 'songs.0.title']));
    expect(visitedOfKey(key)).toEqual(['genre', 'songs.0.title', 'title']);
    expect(visitedOfKey(visitedKey([], []))).toEqual([]);
  });
});

describe('shownServerProblems', () => {
  const check = [error('title'), error('songs.0.title'), notice('songs.1')];

  it('shows a refused save always, and the check only where the person has been', () => {
    const refused = [error('genre')];
    expect(shownServerProblems(refused, check, ['songs.0'], false)).toEqual([error('genre'), error('songs.0.title')]);
  });

  it('shows the whole check once a submission was tried, a problem said twice once', () => {
    expect(shownServerProblems([error('title')], check, [], true)).toEqual([
      error('title'),
      error('songs.0.title'),
      notice('songs.1'),
    ]);
  });
});

describe('artistOptionsFor', () => {
  it('offers the account artists, then those on the release the account no longer lists', () => {
    const options = artistOptionsFor(
      [
        { id: 1, name: 'Aoi' },
        { id: 2, name: 'Ren' },
      ],
      [
        { id: 2, name: 'Ren' },
        { id: 7, name: 'Former member' },
      ],
    );
    expect(options.map((artist) => artist.id)).toEqual([1, 2, 7]);
    expect(options[2]).toEqual({ id: 7, name: 'Former member' });
  });
});

describe('fallbackLandingIds', () => {
  it('lands on the enclosing row, then the song, then the section heading', () => {
    expect(fallbackLandingIds('songs.0.authors.1.realName')).toEqual([
      'release-field-songs-0-authors-1',
      'release-field-songs-0-authors',
      'release-field-songs-0',
      'release-field-songs',
      sectionHeadingId('songs'),
    ]);
    expect(sectionHeadingId('songs')).toBe('release-section-songs-title');
  });

  it('lands on the section heading of a field with nothing around it', () => {
    expect(fallbackLandingIds('storeIds')).toEqual(['release-section-stores-title']);
  });
});
