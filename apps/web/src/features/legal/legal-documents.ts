// Which legal page a path is, what kind of document it shows, when it took effect, and the "[text](/path)" links
// inside its texts (the catalog keeps the texts: legal.documents, and releases.terms for karaoke and music video).
import { LEGAL_PATHS, type LegalPage } from '../../app/routing/paths.ts';

/** Article documents have sections (and a table of contents); fact sheets are label/value rows. */
export type LegalDocumentKind = 'articles' | 'facts' | 'releaseTerms';

export const LEGAL_DOCUMENT_KIND: Readonly<Record<LegalPage, LegalDocumentKind>> = {
  terms: 'articles',
  karaokeTerms: 'releaseTerms',
  musicVideoTerms: 'releaseTerms',
  privacy: 'articles',
  scta: 'facts',
  company: 'facts',
  artistSupport: 'articles',
};

/** The day each text took effect (YYYY-MM-DD, Japan); a changed text gets a new date here. */
export const LEGAL_EFFECTIVE_DATES: Readonly<Record<LegalPage, string>> = {
  terms: '2026-11-01',
  karaokeTerms: '2026-11-01',
  musicVideoTerms: '2026-11-01',
  privacy: '2026-11-01',
  scta: '2026-11-01',
  company: '2026-11-01',
  artistSupport: '2026-11-01',
};

/** The pages listed under "Terms and policies" on every legal page, in this order. */
export const RELATED_LEGAL_PAGES: readonly LegalPage[] = [
  'terms',
  'karaokeTerms',
  'musicVideoTerms',
  'privacy',
  'scta',
  'company',
  'artistSupport',
];

/** Which legal page a path is (a trailing slash allowed); undefined for any other path. */
export function legalPageOfPath(pathname: string): LegalPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (Object.keys(LEGAL_PATHS) as LegalPage[]).find((page) => LEGAL_PATHS[page] === path);
}

/** A paragraph of a legal text is a string; a list is an array of strings. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  title: string;
  body: readonly LegalBlock[];
}

export interface LegalArticles {
  title: string;
  lead: string;
  sections: readonly LegalSection[];
}

export interface LegalFacts {
  title: string;
  lead: string;
  rows: readonly { term: string; value: readonly string[] }[];
}

export type TextPart = { text: string } | { text: string; to: string };

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/**
 * Splits "[text](/path)" links out of a text. Only paths of this site count as links (they start with one "/");
 * anything else stays text as written.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, to] = match;
    if (!label || !to || to.startsWith('//')) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: label, to });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The id of a section's heading, for the table of contents. */
export function sectionAnchor(index: number): string {
  return `section-${index + 1}`;
}
