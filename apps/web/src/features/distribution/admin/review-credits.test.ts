import { describe, expect, it } from 'vitest';
import { authorName, authorsIn, copyrightLine, type ReviewedAuthor } from './review-credits.ts';

const author = (over: Partial<ReviewedAuthor>): ReviewedAuthor => ({
  isLyricist: false,
  isComposer: false,
  realName: '',
  penName: '',
  isForeign: false,
  ...over,
});

describe('the credits in the review dialog', () => {
  it('names an author by pen name with the real name after it', () => {
    expect(authorName(author({ realName: '山田 花子', penName: 'Hanako' }), '海外')).toBe('Hanako (山田 花子)');
    expect(authorName(author({ realName: '山田 花子' }), '海外')).toBe('山田 花子');
    expect(authorName(author({ realName: 'Jane Roe', penName: 'Jane Roe', isForeign: true }), 'abroad')).toBe(
      'Jane Roe [abroad]',
    );
  });

  it('lists the lyricists and the composers apart, an author in both roles in each', () => {
    const authors = [
      author({ isLyricist: true, isComposer: true, realName: '山田 花子' }),
      author({ isComposer: true, realName: '佐藤 次郎' }),
      author({ isLyricist: true, realName: '鈴木 三郎' }),
    ];
    expect(authorsIn(authors, 'lyricist', '海外')).toBe('山田 花子, 鈴木 三郎');
    expect(authorsIn(authors, 'composer', '海外')).toBe('山田 花子, 佐藤 次郎');
    expect(authorsIn([], 'composer', '海外')).toBe('');
  });

  it('writes the rights line from the year and holder given', () => {
    expect(copyrightLine('2026', 'Hoshi Records')).toBe('2026 Hoshi Records');
    expect(copyrightLine('', 'Hoshi Records')).toBe('Hoshi Records');
    expect(copyrightLine(' ', '')).toBe('');
  });
});
