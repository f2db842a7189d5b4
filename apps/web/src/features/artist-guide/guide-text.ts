// Text logic of the guide's pages: the search keyword's check, highlighted excerpts, page counts.
import { formatValidationMessage, isKeywordLongEnough, KEYWORD_MIN_LENGTH, type Language } from '@otodoke/domain';

/** Articles per page of a category and of the search results. */
export const GUIDE_PAGE_SIZE = 10;

/** Longest keyword the search accepts (the contract's GUIDE_QUERY_MAX_LENGTH). */
export const GUIDE_KEYWORD_MAX = 100;

/** The keyword in the address, trimmed and cut to the longest the search accepts. */
export function readKeyword(params: URLSearchParams): string {
  return [...(params.get('q') ?? '').trim()].slice(0, GUIDE_KEYWORD_MAX).join('');
}

/** The spec's message for a keyword that is too short (in the page's language), or null when it may be searched. */
export function keywordProblem(keyword: string, language: Language): string | null {
  return isKeywordLongEnough(keyword)
    ? null
    : formatValidationMessage('keywordMin', language, { n: KEYWORD_MIN_LENGTH });
}

export interface TextPart {
  text: string;
  marked: boolean;
  /** Where the part starts in the text (a stable key). */
  at: number;
}

/**
 * Splits an excerpt into plain and highlighted parts. Ranges are UTF-16 offsets (end exclusive), as the server gives
 * them; they are clamped to the text, sorted and merged where they overlap, and empty ones ignored.
 */
export function highlightParts(text: string, ranges: readonly { start: number; end: number }[]): TextPart[] {
  const clean = ranges
    .map(({ start, end }) => ({ start: Math.max(0, Math.min(start, text.length)), end: Math.min(end, text.length) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const range of clean) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  const parts: TextPart[] = [];
  let at = 0;
  for (const { start, end } of merged) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false, at });
    parts.push({ text: text.slice(start, end), marked: true, at: start });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false, at });
  return parts;
}

/** How many pages a list of `total` items has (at least 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
