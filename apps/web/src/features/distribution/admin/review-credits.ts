// The credits a reviewer checks on each song: who wrote the words and the music, as the owner entered them.

export interface ReviewedAuthor {
  isLyricist: boolean;
  isComposer: boolean;
  realName: string;
  penName: string;
  isForeign: boolean;
}

/** One author as a reviewer reads them: the pen name with the real name after it, or the real name alone. */
export function authorName(author: ReviewedAuthor, foreignMark: string): string {
  const pen = author.penName.trim();
  const real = author.realName.trim();
  const name = pen && pen !== real ? `${pen} (${real})` : real || pen;
  return author.isForeign ? `${name} [${foreignMark}]` : name;
}

/** The authors in one role, in the order entered, joined for a definition row; empty when there are none. */
export function authorsIn(
  authors: readonly ReviewedAuthor[],
  role: 'lyricist' | 'composer',
  foreignMark: string,
): string {
  return authors
    .filter((author) => (role === 'lyricist' ? author.isLyricist : author.isComposer))
    .map((author) => authorName(author, foreignMark))
    .join(', ');
}

/** The © / ℗ line the stores print: year and holder, whichever were given. */
export function copyrightLine(year: string, holder: string): string {
  return [year.trim(), holder.trim()].filter(Boolean).join(' ');
}
