// The feeds' XML: text escaped and cleared of what XML 1.0 cannot carry, relative links made absolute, both formats.
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { escapeXml, feedLinks, feedXml } from './news-feeds.ts';

const item = (title: string, body: unknown) => ({
  id: 7,
  slug: null,
  title,
  summary: 'a & b',
  body_text: '',
  language: 'ja' as const,
  publish_at: '2026-06-01T00:00:00Z',
  updated_at: '2026-06-02T00:00:00Z',
  body,
});

describe('news feeds', () => {
  it('escape markup and drop control characters and lone surrogates, keeping real pairs', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(escapeXml('a\u0000b\u0008c\u001Fd\tok\n')).toBe('abcd\tok\n');
    expect(escapeXml('x\uD800y\uDC00z')).toBe('xyz');
    expect(escapeXml('🎵 音')).toBe('🎵 音');
    expect(escapeXml('\uFFFE\uFFFF')).toBe('');
  });

  for (const format of ['rss', 'atom'] as const) {
    it(`write well-formed ${format} with absolute links in the bodies`, () => {
      const body = {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'guide', marks: [{ type: 'link', attrs: { href: '/guide' } }] }],
          },
        ],
      };
      const xml = feedXml(format, {
        base: 'https://otodoke.example',
        language: 'en',
        items: [item('</title><script>x</script>', body)],
        now: new Date('2026-06-03T00:00:00Z'),
      });
      expect(XMLValidator.validate(xml)).toBe(true);
      expect(xml).toContain('&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;');
      expect(xml).toContain('href=&quot;https://otodoke.example/guide&quot;');
      expect(xml).toContain('https://otodoke.example/news/7?lang=en');
      expect(xml).not.toContain('<script>');
    });
  }

  it('advertise the feeds of the language', () => {
    expect(feedLinks('ja').map((link) => link.href)).toEqual(['/feed/news.rss', '/feed/news.atom']);
    expect(feedLinks('en').map((link) => link.href)).toEqual(['/feed/news.rss?lang=en', '/feed/news.atom?lang=en']);
  });
});
