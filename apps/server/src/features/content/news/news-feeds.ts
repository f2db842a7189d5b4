// The news as RSS 2.0 and Atom 1.0 documents: every text escaped (and stripped of characters XML cannot carry), the
// bodies as HTML from the shared renderer, links absolute from the service's public address, per language.
import { renderContentHtml } from '@otodoke/contract';
import type { Language } from '@otodoke/domain';
import type { EntrySummaryRow } from '../published-entries.ts';

export type FeedFormat = 'rss' | 'atom';

export interface FeedItem extends EntrySummaryRow {
  body: unknown;
}

export const FEED_PATHS: Readonly<Record<FeedFormat, string>> = {
  rss: '/feed/news.rss',
  atom: '/feed/news.atom',
};
export const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml' } as const;

const FEED_TEXT = {
  ja: {
    title: '音届け Otodoke ニュース',
    description: '音届けからのお知らせ、新機能、対応ストアの追加などのニュース。',
  },
  en: { title: 'Otodoke News', description: 'Announcements from Otodoke: new features, new stores and other news.' },
} as const;

export function feedTitle(language: Language): string {
  return FEED_TEXT[language].title;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Whether XML 1.0 may carry a code point (no control characters but tab and new lines, no lone surrogates). */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

/** Text for an XML text node or attribute: escaped, without the characters XML 1.0 cannot carry. */
export function escapeXml(value: string): string {
  let out = '';
  // for…of walks code points: a lone surrogate comes alone and is dropped.
  for (const char of value) {
    if (!isXmlChar(char.codePointAt(0) ?? 0)) continue;
    out += XML_ESCAPES[char] ?? char;
  }
  return out;
}

/** A page's address in a language: Japanese, the default, without `lang`; English with `?lang=en`. */
export function addressIn(base: string, path: string, language: Language): string {
  return language === 'ja' ? `${base}${path}` : `${base}${path}?lang=${language}`;
}

/** Relative links and images of a body made absolute, so that a feed reader elsewhere can follow them. */
function absoluteLinks(html: string, base: string): string {
  return html
    .replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${base}/`)
    .replace(
      /(\ssrcset=")([^"]*)"/g,
      (_m, start, set) => `${start}${String(set).replace(/(^|,\s*)\/(?!\/)/g, `$1${base}/`)}"`,
    );
}

export function feedXml(
  format: FeedFormat,
  input: { base: string; language: Language; items: readonly FeedItem[]; now: Date },
): string {
  const { base, language, items } = input;
  const text = FEED_TEXT[language];
  const listUrl = addressIn(base, '/feed/news', language);
  const selfUrl = addressIn(base, FEED_PATHS[format], language);
  const entries = items.map((item) => ({
    id: item.id,
    link: addressIn(base, `/news/${item.id}`, language),
    title: escapeXml(item.title),
    summary: escapeXml(item.summary),
    language: item.language,
    published: new Date(item.publish_at),
    updated: new Date(item.updated_at),
    html: escapeXml(absoluteLinks(renderContentHtml(item.body), base)),
  }));
  const latest = entries.reduce((max, entry) => (entry.updated > max ? entry.updated : max), new Date(0));
  const updated = entries.length > 0 ? latest : input.now;
  if (format === 'rss') {
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
      '  <channel>',
      `    <title>${escapeXml(text.title)}</title>`,
      `    <link>${escapeXml(listUrl)}</link>`,
      `    <description>${escapeXml(text.description)}</description>`,
      `    <language>${language}</language>`,
      `    <lastBuildDate>${updated.toUTCString()}</lastBuildDate>`,
      `    <atom:link href="${escapeXml(selfUrl)}" rel="self" type="${FEED_TYPES.rss}"/>`,
      ...entries.map((entry) =>
        [
          '    <item>',
          `      <title>${entry.title}</title>`,
          `      <link>${escapeXml(entry.link)}</link>`,
          `      <guid isPermaLink="true">${escapeXml(entry.link)}</guid>`,
          `      <pubDate>${entry.published.toUTCString()}</pubDate>`,
          `      <description>${entry.summary}</description>`,
          `      <content:encoded>${entry.html}</content:encoded>`,
          '    </item>',
        ].join('\n'),
      ),
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `  <title>${escapeXml(text.title)}</title>`,
    `  <subtitle>${escapeXml(text.description)}</subtitle>`,
    `  <id>${escapeXml(addressIn(base, '/feed/news', language))}</id>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(listUrl)}"/>`,
    `  <link rel="self" type="${FEED_TYPES.atom}" href="${escapeXml(selfUrl)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    '  <author><name>Otodoke</name></author>',
    ...entries.map((entry) =>
      [
        `  <entry xml:lang="${entry.language}">`,
        `    <id>${escapeXml(entry.link)}</id>`,
        `    <title>${entry.title}</title>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
        `    <published>${entry.published.toISOString()}</published>`,
        `    <updated>${entry.updated.toISOString()}</updated>`,
        ...(entry.summary ? [`    <summary>${entry.summary}</summary>`] : []),
        `    <content type="html">${entry.html}</content>`,
        '  </entry>',
      ].join('\n'),
    ),
    '</feed>',
    '',
  ].join('\n');
}

/** The feeds a news page advertises in its head (`<link rel="alternate">`). */
export function feedLinks(language: Language) {
  return (['rss', 'atom'] as const).map((format) => ({
    type: FEED_TYPES[format],
    title: `${feedTitle(language)} (${format === 'rss' ? 'RSS' : 'Atom'})`,
    href: language === 'ja' ? FEED_PATHS[format] : `${FEED_PATHS[format]}?lang=${language}`,
  }));
}
