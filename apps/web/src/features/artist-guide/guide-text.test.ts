// The guide's text logic: keyword check with the spec's message, excerpt highlighting, ids and pages from the address.
import { describe, expect, it } from 'vitest';
import { guideCategoryPath, guideSearchPath, parseGuideId, readCategoryQuery } from './guide-paths.ts';
import { highlightParts, keywordProblem, pageCount, readKeyword } from './guide-text.ts';

describe('keywordProblem', () => {
  it('asks for two characters in the page language, counting characters not UTF-16 units', () => {
    expect(keywordProblem('あ', 'ja')).toBe('キーワードは2文字以上で入力してください');
    expect(keywordProblem(' a ', 'en')).toBe('Enter a keyword of at least 2 characters.');
    expect(keywordProblem('𠮷', 'ja')).not.toBeNull();
    expect(keywordProblem('配信', 'ja')).toBeNull();
  });
});

describe('readKeyword', () => {
  it('trims the keyword and cuts it to 100 characters', () => {
    expect(readKeyword(new URLSearchParams('q=%20%E9%85%8D%E4%BF%A1%20'))).toBe('配信');
    expect(readKeyword(new URLSearchParams(`q=${'あ'.repeat(120)}`))).toHaveLength(100);
    expect(readKeyword(new URLSearchParams(''))).toBe('');
  });
});

describe('highlightParts', () => {
  it('marks the ranges and keeps the text between them', () => {
    expect(highlightParts('リリースの配信を停止する', [{ start: 5, end: 7 }])).toEqual([
      { text: 'リリースの', marked: false, at: 0 },
      { text: '配信', marked: true, at: 5 },
      { text: 'を停止する', marked: false, at: 7 },
    ]);
  });

  it('merges overlapping ranges, sorts them and clamps them to the text', () => {
    expect(
      highlightParts('abcdef', [
        { start: 4, end: 99 },
        { start: 0, end: 2 },
        { start: 1, end: 3 },
        { start: 3, end: 3 },
      ]),
    ).toEqual([
      { text: 'abc', marked: true, at: 0 },
      { text: 'd', marked: false, at: 3 },
      { text: 'ef', marked: true, at: 4 },
    ]);
    expect(highlightParts('abc', [])).toEqual([{ text: 'abc', marked: false, at: 0 }]);
  });
});

describe('addresses', () => {
  it('reads ids strictly', () => {
    expect(parseGuideId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '12abc', '', null, '99999999999']) expect(parseGuideId(bad)).toBeNull();
  });

  it('writes and reads the category and search addresses', () => {
    expect(guideCategoryPath(3)).toBe('/guide/categories/3');
    expect(guideCategoryPath(3, { tag: 5, page: 2 })).toBe('/guide/categories/3?tag=5&page=2');
    expect(readCategoryQuery(new URLSearchParams('tag=5&page=2'))).toEqual({ tag: 5, page: 2 });
    expect(readCategoryQuery(new URLSearchParams('tag=x'))).toEqual({ tag: null, page: 1 });
    expect(guideSearchPath('配信', 2)).toBe('/guide/search?q=%E9%85%8D%E4%BF%A1&page=2');
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});
