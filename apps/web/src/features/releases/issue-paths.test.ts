import { describe, expect, it } from 'vitest';
import {
  authorOfPath,
  enclosingPaths,
  fieldDomId,
  formPathOf,
  sectionOfPath,
  songIndexOfPath,
  wirePathOf,
} from './issue-paths.ts';

describe('wire path to form field', () => {
  it('turns snake_case paths of the check into form field paths', () => {
    expect(formPathOf('title')).toBe('title');
    expect(formPathOf('main_artist_ids')).toBe('mainArtistIds');
    expect(formPathOf('requested_sale_start_date')).toBe('requestedSaleStartDate');
    expect(formPathOf('songs.0.authors.1.real_name')).toBe('songs.0.authors.1.realName');
    expect(formPathOf('songs.3.preview_start_seconds')).toBe('songs.3.previewStartSeconds');
  });

  it('points file problems at the upload fields', () => {
    expect(formPathOf('artwork_file_id')).toBe('artworkUploadId');
    expect(formPathOf('songs.2.file_id')).toBe('songs.2.fileUploadId');
    expect(formPathOf('songs.2.file_upload_id')).toBe('songs.2.fileUploadId');
  });

  it('reads the camelCased keys of an error answer the same way', () => {
    expect(formPathOf('songs.0.authors.1.realName')).toBe('songs.0.authors.1.realName');
    expect(formPathOf('artworkFileId')).toBe('artworkUploadId');
    expect(formPathOf('storeIds')).toBe('storeIds');
  });

  it('goes back to the wire form the check uses', () => {
    for (const wire of ['title', 'store_ids', 'artwork_file_id', 'songs.2.file_id', 'songs.0.authors.1.pen_name']) {
      expect(wirePathOf(formPathOf(wire))).toBe(wire);
    }
  });
});

describe('where a field is on the screen', () => {
  it('knows the section of each field', () => {
    expect(sectionOfPath('title')).toBe('basic');
    expect(sectionOfPath('copyrightHolder')).toBe('basic');
    expect(sectionOfPath('artworkUploadId')).toBe('artwork');
    expect(sectionOfPath('songs')).toBe('songs');
    expect(sectionOfPath('songs.1.authors.0.realName')).toBe('songs');
    expect(sectionOfPath('storeIds')).toBe('stores');
    expect(sectionOfPath('territories')).toBe('stores');
    expect(sectionOfPath('requestedSaleStartDate')).toBe('stores');
  });

  it('finds the song and author a field belongs to', () => {
    expect(songIndexOfPath('songs.12.title')).toBe(12);
    expect(songIndexOfPath('songs.4')).toBe(4);
    expect(songIndexOfPath('songs')).toBeNull();
    expect(songIndexOfPath('storeIds')).toBeNull();
    expect(authorOfPath('songs.1.authors.3.penName')).toEqual([1, 3]);
    expect(authorOfPath('songs.1.authors')).toBeNull();
  });

  it('falls back from a field to what encloses it', () => {
    expect(enclosingPaths('songs.0.authors.1.type')).toEqual([
      'songs.0.authors.1.type',
      'songs.0.authors.1',
      'songs.0.authors',
      'songs.0',
      'songs',
    ]);
  });

  it('gives each field an element id without dots', () => {
    expect(fieldDomId('songs.0.title')).toBe('release-field-songs-0-title');
    expect(fieldDomId('title')).not.toBe(fieldDomId('songs.0.title'));
  });
});
