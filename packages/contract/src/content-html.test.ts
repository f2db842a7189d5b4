// The content body renderer: every node and mark, escaping, unsafe addresses dropped, unknown nodes dropped.
import { describe, expect, it } from 'vitest';
import { contentImageVariantsOf, embedKey, renderContentHtml, safeContentHref } from './content-html.ts';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });

describe('renderContentHtml', () => {
  it('renders every block node', () => {
    const html = renderContentHtml(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('二')] },
        { type: 'heading', attrs: { level: 3 }, content: [text('三')] },
        { type: 'heading', attrs: { level: 4 }, content: [text('四')] },
        p(text('a'), { type: 'hardBreak' }, text('b')),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('x'))] }] },
        { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [p(text('y'))] }] },
        { type: 'blockquote', content: [p(text('q'))] },
        { type: 'codeBlock', content: [text('const a = 1;', [{ type: 'bold' }])] },
        { type: 'horizontalRule' },
      ),
    );
    expect(html).toBe(
      '<h2>二</h2><h3>三</h3><h4>四</h4><p>a<br>b</p><ul><li><p>x</p></li></ul><ol start="3"><li><p>y</p></li></ol>' +
        '<blockquote><p>q</p></blockquote><pre><code>const a = 1;</code></pre><hr>',
    );
  });

  it('keeps headings within levels 2 to 4 (the page has the only h1)', () => {
    const html = renderContentHtml(
      doc(
        { type: 'heading', attrs: { level: 1 }, content: [text('a')] },
        { type: 'heading', attrs: { level: 6 }, content: [text('b')] },
      ),
    );
    expect(html).toBe('<h2>a</h2><h4>b</h4>');
  });

  it('renders every mark, a link outermost', () => {
    const html = renderContentHtml(
      doc(
        p(
          text('b', [{ type: 'bold' }]),
          text('i', [{ type: 'italic' }]),
          text('s', [{ type: 'strike' }]),
          text('c', [{ type: 'code' }]),
          text('u', [{ type: 'underline' }]),
          text('all', [{ type: 'bold' }, { type: 'link', attrs: { href: '/guide' } }, { type: 'italic' }]),
        ),
      ),
    );
    expect(html).toBe(
      '<p><strong>b</strong><em>i</em><s>s</s><code>c</code><u>u</u><a href="/guide"><strong><em>all</em></strong></a></p>',
    );
  });

  it('marks external links noopener noreferrer, and leaves links of the site alone', () => {
    const link = (href: string) => text('x', [{ type: 'link', attrs: { href } }]);
    expect(renderContentHtml(doc(p(link('https://example.com/a?b=1&c=2'))))).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">x</a></p>',
    );
    expect(renderContentHtml(doc(p(link('mailto:help@example.com'))))).toBe(
      '<p><a href="mailto:help@example.com">x</a></p>',
    );
    expect(renderContentHtml(doc(p(link('/pricing'))))).toBe('<p><a href="/pricing">x</a></p>');
  });

  it('escapes text and drops dangerous addresses, keeping their text unlinked', () => {
    const html = renderContentHtml(
      doc(
        p(text('<script>alert(1)</script> & "quoted"')),
        p(text('js', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])),
        p(text('js2', [{ type: 'link', attrs: { href: ' JaVaScRiPt:alert(1)' } }])),
        p(text('data', [{ type: 'link', attrs: { href: 'data:text/html,<b>x</b>' } }])),
        p(text('other host', [{ type: 'link', attrs: { href: '//evil.example/x' } }])),
      ),
    );
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;</p><p>js</p><p>js2</p><p>data</p><p>other host</p>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/javascript:/i);
  });

  it('escapes quotes in attributes so they cannot open another attribute', () => {
    const html = renderContentHtml(
      doc(
        { type: 'image', attrs: { src: '/files/a.png?x="onerror="alert(1)', alt: 'a "cat" <b>' } },
        p(text('l', [{ type: 'link', attrs: { href: '/a" onclick="alert(1)' } }])),
      ),
    );
    expect(html).toBe(
      '<figure><img src="/files/a.png?x=&quot;onerror=&quot;alert(1)" alt="a &quot;cat&quot; &lt;b&gt;" loading="lazy" decoding="async"></figure>' +
        '<p><a href="/a&quot; onclick=&quot;alert(1)">l</a></p>',
    );
  });

  it('renders images lazily, with their size when known and a srcset for the service uploads', () => {
    const variants = (src: string) =>
      src.startsWith('/api/v2/content/images/')
        ? [
            { url: `${src}?w=480`, width: 480 },
            { url: `${src}?w=960`, width: 960 },
          ]
        : null;
    const html = renderContentHtml(
      doc(
        { type: 'image', attrs: { src: '/api/v2/content/images/7', alt: 'Cover', width: 1200, height: 800 } },
        { type: 'image', attrs: { src: 'https://cdn.example/a.png', alt: 'Outside' } },
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'bad' } },
      ),
      { imageVariants: variants },
    );
    expect(html).toBe(
      '<figure><img src="/api/v2/content/images/7" alt="Cover" width="1200" height="800" ' +
        'srcset="/api/v2/content/images/7?w=480 480w, /api/v2/content/images/7?w=960 960w" ' +
        'sizes="(max-width: 760px) 100vw, 720px" loading="lazy" decoding="async"></figure>' +
        '<figure><img src="https://cdn.example/a.png" alt="Outside" loading="lazy" decoding="async"></figure>',
    );
  });

  it('renders embeds as cards: an artist links to its page, a release only when it has one', () => {
    const artist = { type: 'embed', attrs: { kind: 'artist', id: 4, title: 'Sora <Band>' } };
    const release = { type: 'embed', attrs: { kind: 'release', id: 9 } };
    expect(renderContentHtml(doc(artist, release))).toBe(
      '<p class="content-embed content-embed-artist"><a href="/artists/4"><span class="content-embed-kind">Artist</span>' +
        '<span class="content-embed-title">Sora &lt;Band&gt;</span></a></p>' +
        '<p class="content-embed content-embed-release"><span class="content-embed-kind">Release</span>' +
        '<span class="content-embed-title">#9</span></p>',
    );
    const linked = renderContentHtml(doc(release), {
      releasePath: (id) => `/releases/${id}`,
      embedLabel: { artist: 'アーティスト', release: 'リリース' },
    });
    expect(linked).toContain('<a href="/releases/9"><span class="content-embed-kind">リリース</span>');
    expect(renderContentHtml(doc({ type: 'embed', attrs: { kind: 'video', id: 1 } }))).toBe('');
  });

  it('gives a content image its srcset from the widths its node names, and nothing to another address', () => {
    const image = (src: string, widths: unknown) => ({
      type: 'image',
      attrs: { src, alt: 'Stage', width: 1600, height: 900, imageId: 5, widths },
    });
    expect(renderContentHtml(doc(image('/media/content/5/1600.webp', [1600, 480, 960, 'x', -1])))).toBe(
      '<figure><img src="/media/content/5/1600.webp" alt="Stage" width="1600" height="900" ' +
        'srcset="/media/content/5/480.webp 480w, /media/content/5/960.webp 960w, /media/content/5/1600.webp 1600w" ' +
        'sizes="(max-width: 760px) 100vw, 720px" loading="lazy" decoding="async"></figure>',
    );
    expect(renderContentHtml(doc(image('https://cdn.example/5/1600.webp', [480])))).not.toContain('srcset');
    expect(contentImageVariantsOf('/media/content/5/1600.webp?x=1', [480])).toBeNull();
  });

  it('renders an embed the server described as a card with cover, title and artists, escaped', () => {
    const release = { type: 'embed', attrs: { kind: 'release', id: 9, title: 'ignored' } };
    const artist = { type: 'embed', attrs: { kind: 'artist', id: 4 } };
    const embeds = {
      [embedKey('release', 9)]: {
        title: 'Night <script>alert(1)</script>',
        artist: 'Sora & "Umi"',
        cover_url: '/api/v2/artists/4/releases/9/artwork',
        link_path: '/artists/4',
      },
      [embedKey('artist', 4)]: {
        title: 'Sora',
        artist: '',
        cover_url: 'javascript:alert(1)',
        link_path: 'javascript:x',
      },
    };
    const html = renderContentHtml(doc(release, artist), { embeds });
    expect(html).toBe(
      '<p class="content-embed content-embed-release"><a href="/artists/4">' +
        '<img class="content-embed-cover" src="/api/v2/artists/4/releases/9/artwork" alt="" width="96" height="96" loading="lazy" decoding="async">' +
        '<span class="content-embed-kind">Release</span><span class="content-embed-title">Night &lt;script&gt;alert(1)&lt;/script&gt;</span>' +
        '<span class="content-embed-artist">Sora &amp; &quot;Umi&quot;</span></a></p>' +
        '<p class="content-embed content-embed-artist"><span class="content-embed-kind">Artist</span>' +
        '<span class="content-embed-title">Sora</span></p>',
    );
    expect(html).not.toMatch(/javascript:/i);
    // A key of Object.prototype is not a fact.
    expect(renderContentHtml(doc({ type: 'embed', attrs: { kind: 'artist', id: 1 } }), { embeds: {} })).toContain('#1');
  });

  it('drops unknown nodes with their content, unknown marks, and anything that is not a document', () => {
    const html = renderContentHtml(
      doc(
        { type: 'script', content: [text('alert(1)')] },
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        p(text('kept', [{ type: 'highlight' }]), { type: 'mention', attrs: { id: 1 } }),
        'not a node',
        null,
      ),
    );
    expect(html).toBe('<p>kept</p>');
    expect(renderContentHtml({ type: 'paragraph', content: [] })).toBe('');
    expect(renderContentHtml(null)).toBe('');
  });
});

describe('safeContentHref', () => {
  it('allows http(s), mailto and site paths only', () => {
    expect(safeContentHref('https://a.example')).toBe('https://a.example');
    expect(safeContentHref('/guide/articles/1')).toBe('/guide/articles/1');
    expect(safeContentHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    for (const bad of ['javascript:alert(1)', 'vbscript:x', 'data:x', '//evil.example', '/\\evil.example', 'a/b', '']) {
      expect(safeContentHref(bad)).toBeNull();
    }
  });
});
