import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../app/api-error.ts';
import {
  countErrorsUnder,
  isProblemShown,
  problemsByPath,
  problemsFromCheck,
  problemsFromError,
  uniqueProblems,
  visitedPaths,
} from './release-problems.ts';

describe('problems of a release', () => {
  it('lists the check of the saved release by form field', () => {
    const problems = problemsFromCheck({
      fields: [
        { path: 'title', message: '必須入力項目です' },
        { path: 'songs.0.authors.1.real_name', message: '国内の作家の本名にアルファベットは使用できません' },
      ],
      reasons: [
        { reason: 'required_to_pay_use_added_main_artist', path: 'main_artist_ids', severity: 'notice', message: 'n' },
        { reason: 'exist_songs_with_same_isrc', path: 'songs.1.isrc', severity: 'error', message: 'dup' },
      ],
    });
    expect(problems.map((p) => [p.path, p.severity])).toEqual([
      ['title', 'error'],
      ['songs.0.authors.1.realName', 'error'],
      ['mainArtistIds', 'notice'],
      ['songs.1.isrc', 'error'],
    ]);
    expect(problems[3]?.reason).toBe('exist_songs_with_same_isrc');
  });

  it('reads a refused submission (SONG00002) with camelCased detail keys', () => {
    const error = new ApiRequestError({
      code: 'SONG00002',
      message: 'リリース内容に修正が必要な項目があります',
      statusCode: 422,
      source: 'api',
      details: {
        fields: { artworkFileId: '必須入力項目です', 'songs.2.fileId': '必須入力項目です' },
        reasons: [{ reason: 'cover_song_is_set', path: 'songs.0.category', severity: 'error', message: 'cover' }],
      },
    });
    expect(problemsFromError(error)).toEqual([
      { path: 'artworkUploadId', message: '必須入力項目です', severity: 'error' },
      { path: 'songs.2.fileUploadId', message: '必須入力項目です', severity: 'error' },
      { path: 'songs.0.category', message: 'cover', severity: 'error', reason: 'cover_song_is_set' },
    ]);
  });

  it('reads a refused save (VALIDATION_FAILED) and leaves other errors to the general handler', () => {
    const invalid = new ApiRequestError({
      code: 'VALIDATION_FAILED',
      message: '修正が必要な項目があります',
      statusCode: 400,
      source: 'api',
      details: { fields: { 'songs.0.isrc': ['ISRCが正しくありません'] } },
    });
    expect(problemsFromError(invalid)).toEqual([
      { path: 'songs.0.isrc', message: 'ISRCが正しくありません', severity: 'error' },
    ]);
    const conflict = new ApiRequestError({ code: 'SONG00001', message: 'x', statusCode: 409, source: 'api' });
    expect(problemsFromError(conflict)).toBeNull();
  });

  it('puts an error about one file next to that file', () => {
    const checking = new ApiRequestError({
      code: 'SONG00004',
      message: 'ファイルの確認が完了していないか、使用できないファイルです',
      statusCode: 409,
      source: 'api',
      details: { field: 'songs.1.file_upload_id', uploadId: 5 },
    });
    expect(problemsFromError(checking)).toEqual([
      {
        path: 'songs.1.fileUploadId',
        message: 'ファイルの確認が完了していないか、使用できないファイルです',
        severity: 'error',
      },
    ]);
  });

  it('groups by field, counts a song’s errors and says a repeated problem once', () => {
    const problems = [
      { path: 'songs.1.title', message: 'a', severity: 'error' as const },
      { path: 'songs.1.title', message: 'a', severity: 'error' as const },
      { path: 'songs.1.authors', message: 'b', severity: 'error' as const },
      { path: 'songs.10.title', message: 'c', severity: 'error' as const },
      { path: 'songs', message: 'd', severity: 'notice' as const },
    ];
    expect(problemsByPath(problems).get('songs.1.title')).toHaveLength(1);
    expect(countErrorsUnder(problems, 'songs.1')).toBe(3);
    expect(countErrorsUnder(uniqueProblems(problems), 'songs.1')).toBe(2);
    expect(countErrorsUnder(problems, 'songs')).toBe(4);
  });
});

describe('when a problem of the saved check shows next to its field', () => {
  it('shows nothing on a fresh draft until a field is visited or a submission is tried', () => {
    expect(isProblemShown('title', [], false)).toBe(false);
    expect(isProblemShown('songs.0.title', [], false)).toBe(false);
    expect(isProblemShown('title', [], true)).toBe(true);
    expect(isProblemShown('songs.0.title', [], true)).toBe(true);
  });

  it('shows a field once it was visited, and only that field, its row or its parts', () => {
    const visited = ['title', 'songs.0.authors.1.realName', 'mainArtistIds.0'];
    expect(isProblemShown('title', visited, false)).toBe(true);
    expect(isProblemShown('version', visited, false)).toBe(false);
    expect(isProblemShown('titleKana', visited, false)).toBe(false);
    expect(isProblemShown('songs.0.authors.1', visited, false)).toBe(true);
    expect(isProblemShown('songs.0.authors.1.realName', visited, false)).toBe(true);
    expect(isProblemShown('songs.0.authors.1.realName.format', visited, false)).toBe(true);
    expect(isProblemShown('songs.0.authors.10.realName', visited, false)).toBe(false);
    expect(isProblemShown('songs.0.title', visited, false)).toBe(false);
    expect(isProblemShown('mainArtistIds', visited, false)).toBe(true);
  });

  it('counts fields left after focusing, and changed fields that hold something', () => {
    const touched = { title: true, songs: [{ title: false, isrc: true }] };
    const dirty = { version: true, songs: [undefined, { title: true, language: true, isInstrumental: true }] };
    const values = {
      title: '',
      version: 'Remix',
      songs: [
        { title: '', isrc: '' },
        { title: '', language: 'ja', isInstrumental: false },
      ],
    };
    expect(visitedPaths(touched, dirty, values).sort()).toEqual([
      'songs.0.isrc',
      'songs.1.language',
      'title',
      'version',
    ]);
    expect(visitedPaths({}, {}, values)).toEqual([]);
  });
});
