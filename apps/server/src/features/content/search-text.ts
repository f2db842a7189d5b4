// Japanese search text: the normalisation shared by the index and the query, bigrams, and highlighted excerpts.
//
// Normalised text is NFKC (full-width ASCII to half-width, half-width katakana to full-width), lower case, katakana
// turned into hiragana, with every whitespace removed. Each character is normalised on its own (a voiced mark that
// NFKC leaves apart is composed with the character before it), so every normalised character maps back to a range
// of the original: that is how an excerpt knows what to highlight.

/** Separates fields and blocks in normalised text: no bigram spans it, and no query can contain it. */
export const FIELD_SEPARATOR = '\u0001';

const KATAKANA_START = 0x30a1; // ァ
const KATAKANA_END = 0x30f6; // ヶ
const KANA_OFFSET = 0x60;
const VOICED_MARKS = /[\u3099\u309a]/;
const WHITESPACE = /\s/u;

function toHiragana(char: string): string {
  const code = char.codePointAt(0)!;
  return code >= KATAKANA_START && code <= KATAKANA_END ? String.fromCodePoint(code - KANA_OFFSET) : char;
}

export interface NormalisedText {
  text: string;
  /** For each UTF-16 unit of `text`, the [start, end) range of the original it came from. */
  starts: number[];
  ends: number[];
}

/** Normalises text for search, keeping where each normalised character came from. */
export function normaliseWithMap(original: string): NormalisedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of original) {
    const start = offset;
    offset += char.length;
    if (char === FIELD_SEPARATOR) {
      text += char;
      starts.push(start);
      ends.push(offset);
      continue;
    }
    const normal = char.normalize('NFKC').toLowerCase();
    for (const piece of normal) {
      if (WHITESPACE.test(piece)) continue;
      if (VOICED_MARKS.test(piece) && text.length > 0) {
        // ｶﾞ: NFKC of each half gives カ and a combining mark; composed together they are ガ.
        const last = text.at(-1)!;
        const composed = `${last}${piece}`.normalize('NFC');
        if (composed.length === 1) {
          text = text.slice(0, -1) + toHiragana(composed);
          ends[ends.length - 1] = offset;
          continue;
        }
      }
      for (const unit of toHiragana(piece)) {
        text += unit;
        starts.push(start);
        ends.push(offset);
      }
    }
  }
  return { text, starts, ends };
}

export function normaliseForSearch(original: string): string {
  return normaliseWithMap(original).text;
}

/** Counts of each bigram (two code points) of normalised text; none spans a field separator. */
export function bigramCounts(normalised: string): Map<string, number> {
  const chars = [...normalised];
  const counts = new Map<string, number>();
  for (let i = 0; i + 1 < chars.length; i++) {
    if (chars[i] === FIELD_SEPARATOR || chars[i + 1] === FIELD_SEPARATOR) continue;
    const gram = chars[i]! + chars[i + 1]!;
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/** The distinct bigrams of a normalised query (empty when it has fewer than two characters). */
export function queryBigrams(normalisedQuery: string): string[] {
  return [...bigramCounts(normalisedQuery).keys()];
}

/** The length of normalised text in characters (code points). */
export function normalisedLength(normalised: string): number {
  return [...normalised].length;
}

export interface Excerpt {
  text: string;
  /** Ranges of `text` (UTF-16 offsets, end exclusive) where the query matched. */
  highlights: { start: number; end: number }[];
}

/**
 * A plain-text excerpt of `original` around the first place the normalised query occurs, with every occurrence
 * inside it marked; the start of the text when it does not occur.
 */
export function excerptAround(original: string, normalisedQuery: string, around = { before: 40, after: 100 }): Excerpt {
  const { text, starts, ends } = normaliseWithMap(original);
  const matches: { start: number; end: number }[] = [];
  if (normalisedQuery !== '') {
    for (let at = text.indexOf(normalisedQuery); at >= 0; at = text.indexOf(normalisedQuery, at + 1)) {
      matches.push({ start: starts[at]!, end: ends[at + normalisedQuery.length - 1]! });
    }
  }
  const first = matches[0];
  let from = first ? Math.max(0, first.start - around.before) : 0;
  let to = Math.min(original.length, (first ? first.end : 0) + around.after);
  // Never cut a surrogate pair.
  if (from > 0 && /[\udc00-\udfff]/.test(original[from]!)) from -= 1;
  if (to < original.length && /[\udc00-\udfff]/.test(original[to]!)) to += 1;
  const prefix = from > 0 ? '…' : '';
  const suffix = to < original.length ? '…' : '';
  const highlights = matches
    .filter((match) => match.start >= from && match.end <= to)
    .map((match) => ({ start: match.start - from + prefix.length, end: match.end - from + prefix.length }));
  return { text: prefix + original.slice(from, to).replaceAll('\n', ' ') + suffix, highlights };
}
