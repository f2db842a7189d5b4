import { describe, expect, it } from 'vitest';
import {
  hasTitleChanges,
  titleCorrectionBody,
  titleCorrectionFrom,
  titleCorrectionProblems,
  titleFieldPath,
} from './title-correction.ts';

const release = {
  title: '夜明けのレコード',
  version: '',
  songs: [
    { id: 11, title: '夜明け', version: '', isrc: 'JPX000000001' },
    { id: 12, title: '朝焼け', version: 'Remastered', isrc: 'JPX000000002' },
  ],
};

describe('correcting the titles of a release that is out', () => {
  it('starts from the titles the release has now, song by song', () => {
    expect(titleCorrectionFrom(release)).toEqual({
      title: '夜明けのレコード',
      version: '',
      songs: [
        { id: 11, title: '夜明け', version: '' },
        { id: 12, title: '朝焼け', version: 'Remastered' },
      ],
    });
  });

  it('requires every title, with the spec message, and leaves versions optional', () => {
    const values = titleCorrectionFrom(release);
    values.title = '  ';
    values.songs[1]!.title = '';
    expect(titleCorrectionProblems(values, 'ja')).toEqual({
      title: '必須入力項目です',
      'songs.1.title': '必須入力項目です',
    });
    expect(titleCorrectionProblems(values, 'en')['songs.1.title']).toBe('This field is required.');
    expect(titleCorrectionProblems(titleCorrectionFrom(release), 'ja')).toEqual({});
  });

  it('refuses titles over 200 characters and versions over 100', () => {
    const values = titleCorrectionFrom(release);
    values.songs[0]!.title = 'あ'.repeat(201);
    values.version = 'v'.repeat(101);
    expect(titleCorrectionProblems(values, 'ja')).toEqual({
      version: '100文字以内で入力してください',
      'songs.0.title': '200文字以内で入力してください',
    });
    values.songs[0]!.title = 'あ'.repeat(200);
    values.version = 'v'.repeat(100);
    expect(titleCorrectionProblems(values, 'ja')).toEqual({});
  });

  it('names the fields as the server does, so its messages land under them', () => {
    expect(titleFieldPath(null, 'title')).toBe('title');
    expect(titleFieldPath(0, 'version')).toBe('songs.0.version');
  });

  it('sends the titles without surrounding spaces, and nothing when nothing changed', () => {
    const before = titleCorrectionFrom(release);
    const after = titleCorrectionFrom(release);
    after.songs[0]!.title = ' 夜明け ';
    expect(hasTitleChanges(before, after)).toBe(false);
    after.songs[0]!.title = '夜明け前';
    expect(hasTitleChanges(before, after)).toBe(true);
    expect(titleCorrectionBody({ ...after, title: ' 夜明けのレコード ' }).title).toBe('夜明けのレコード');
  });
});
