// Unit tests of the search normalisation, bigrams, excerpts, and the document's checks and reading time.
import { describe, expect, it } from 'vitest';
import { doc, documentBlocks, documentProblems, readingMinutes } from './document.ts';
import {
  bigramCounts,
  excerptAround,
  FIELD_SEPARATOR,
  normaliseForSearch,
  normaliseWithMap,
  queryBigrams,
} from './search-text.ts';

describe('normaliseForSearch', () => {
  it('turns katakana into hiragana, full-width ASCII into half-width, lower case, and drops whitespace', () => {
    expect(normaliseForSearch('リリース')).toBe('りりーす');
    expect(normaliseForSearch('ＩＳＲＣ コード')).toBe('isrcこーど');
    expect(normaliseForSearch('Ｕ Ｐ Ｃ\n\t　番号')).toBe('upc番号');
  });

  it('composes half-width katakana with their voiced marks', () => {
    expect(normaliseForSearch('ｶﾞｲﾄﾞ')).toBe('がいど');
    expect(normaliseForSearch('ﾊﾟｽ')).toBe('ぱす');
    expect(normaliseForSearch('ガイド')).toBe(normaliseForSearch('ｶﾞｲﾄﾞ'));
  });

  it('maps each normalised character back to the original', () => {
    const { text, starts, ends } = normaliseWithMap('Ａ ｶﾞ');
    expect(text).toBe('aが');
    expect([starts[1], ends[1]]).toEqual([2, 4]);
  });
});

describe('bigrams', () => {
  it('counts the overlapping pairs, never across a field separator', () => {
    expect([...bigramCounts('ああああ')]).toEqual([['ああ', 3]]);
    expect([...bigramCounts(`ab${FIELD_SEPARATOR}cd`).keys()]).toEqual(['ab', 'cd']);
  });

  it('splits a query into distinct bigrams; one character gives none', () => {
    expect(queryBigrams('しゅうえき')).toEqual(['しゅ', 'ゅう', 'うえ', 'えき']);
    expect(queryBigrams('あ')).toEqual([]);
    expect(queryBigrams('𠮷野')).toEqual(['𠮷野']);
  });
});

describe('excerptAround', () => {
  it('marks the match in the original text, however it was written', () => {
    const original = 'この記事ではｱｰﾄﾜｰｸの規定を説明します。';
    const excerpt = excerptAround(original, normaliseForSearch('アートワーク'));
    const [first] = excerpt.highlights;
    expect(excerpt.text.slice(first!.start, first!.end)).toBe('ｱｰﾄﾜｰｸ');
  });

  it('cuts a long text around the first match and marks every match inside', () => {
    const original = `${'前置き。'.repeat(30)}収益の見込みと確定した収益は違います。確定した収益だけを出金できます。${'後書き。'.repeat(40)}`;
    const excerpt = excerptAround(original, normaliseForSearch('収益'));
    expect(excerpt.text.startsWith('…')).toBe(true);
    expect(excerpt.text.endsWith('…')).toBe(true);
    expect(excerpt.highlights.length).toBe(3);
    for (const mark of excerpt.highlights) expect(excerpt.text.slice(mark.start, mark.end)).toBe('収益');
  });
});

describe('documents', () => {
  it('requires alt text on images and safe links', () => {
    const image = { type: 'image', attrs: { src: '/files/a.png', alt: '' } };
    expect(documentProblems(doc.of(image))).toEqual(['content.0: alt required']);
    expect(documentProblems(doc.of(doc.link('', 'x', 'javascript:alert(1)')))).toEqual(['content.0.0: bad link']);
    expect(documentProblems({ type: 'doc', content: [{ type: 'script' }] })).toEqual([
      'content.0: unknown node script',
    ]);
    expect(documentProblems(doc.of(doc.h('見出し'), doc.ul('一', '二'), doc.link('', 'x', '/guide')))).toEqual([]);
  });

  it('gives the text of each block and the reading time', () => {
    expect(documentBlocks(doc.of(doc.h('見出し'), doc.ul('一つ目', '二つ目')))).toEqual(['見出し', '一つ目', '二つ目']);
    expect(readingMinutes('あ'.repeat(1001), 'ja')).toBe(3);
    expect(readingMinutes('word '.repeat(150), 'en')).toBe(1);
    expect(readingMinutes('', 'en')).toBe(1);
  });
});
