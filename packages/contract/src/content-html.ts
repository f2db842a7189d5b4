// Renders a content body (a ProseMirror document, contentDocumentSchema) to safe HTML, for the server and the web alike.

/** A node of the document as stored: only its shape is trusted, never its values. */
interface DocNode {
  type?: unknown;
  attrs?: Record<string, unknown>;
  content?: unknown;
  text?: unknown;
  marks?: unknown;
}

/** A width the service can serve an uploaded image at, and its address. */
export interface ImageVariant {
  url: string;
  width: number;
}

export interface ContentHtmlOptions {
  /**
   * The sizes an image of the service's own uploads can be fetched at (for `srcset`), or null for any other image
   * (an outside address, or an upload without resized copies): such an image is rendered plain.
   */
  imageVariants?: (src: string) => readonly ImageVariant[] | null;
  /** The `sizes` attribute that goes with a `srcset` (the body's column is at most about 720 px wide). */
  imageSizes?: string;
  /** The public page of a release, when the service has one; an embed of a release without one is a plain card. */
  releasePath?: (id: number) => string | null;
  /** The label of an embed that carries no title in its attrs. */
  embedLabel?: { artist: string; release: string };
  /**
   * What each embedded release or artist shows, by `embedKey(kind, id)`, filled by the server before rendering (the
   * admin API's `embeds`, the preview). An embed without facts falls back to its attrs' title and `#id`.
   */
  embeds?: Readonly<Record<string, EmbedFacts>>;
}

/** A release's or artist's card in a body: its title, artists, cover and public page (null: not a link). */
export interface EmbedFacts {
  title: string;
  artist: string;
  cover_url: string | null;
  link_path: string | null;
}

export function embedKey(kind: 'release' | 'artist', id: number): string {
  return `${kind}:${id}`;
}

/** A content image's address (`/media/content/{id}/{width}.webp`, contract `contentImageUrl`): its id and width. */
const CONTENT_IMAGE_SRC = /^\/media\/content\/(\d+)\/(\d+)\.webp$/;

/**
 * The sizes of a content image its node names (`widths` in its attrs, written when the image was added): the same
 * address with another width. Null for any other image.
 */
export function contentImageVariantsOf(src: string, widths: unknown): ImageVariant[] | null {
  const match = CONTENT_IMAGE_SRC.exec(src);
  if (!match || !Array.isArray(widths)) return null;
  const sizes = [...new Set(widths.filter((w): w is number => Number.isSafeInteger(w) && w > 0 && w <= 10_000))];
  if (sizes.length === 0) return null;
  return sizes.sort((a, b) => a - b).map((width) => ({ url: `/media/content/${match[1]}/${width}.webp`, width }));
}

const DEFAULT_SIZES = '(max-width: 760px) 100vw, 720px';
const DEFAULT_EMBED_LABEL = { artist: 'Artist', release: 'Release' };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * An address content may link to or load: http(s), mailto, or a path of the site ("/…" but not "//…", which is
 * another host). Anything else (javascript:, data:, relative paths) gives null.
 */
export function safeContentHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const href = value.trim();
  if (href === '') return null;
  if (href.startsWith('/')) return href.startsWith('//') || href.startsWith('/\\') ? null : href;
  try {
    const parsed = new URL(href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' || parsed.protocol === 'mailto:' ? href : null;
  } catch {
    return null;
  }
}

function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}

function children(node: DocNode): DocNode[] {
  return Array.isArray(node.content)
    ? node.content.filter((child): child is DocNode => typeof child === 'object' && child !== null)
    : [];
}

function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

function attrText(node: DocNode, name: string): string {
  const value = node.attrs?.[name];
  return typeof value === 'string' ? value : '';
}

/** The marks in the order they nest (link outermost, so the whole marked run is one link). */
const MARK_ORDER = ['link', 'bold', 'italic', 'underline', 'strike', 'code'] as const;
const MARK_TAGS: Record<Exclude<(typeof MARK_ORDER)[number], 'link'>, string> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
  code: 'code',
};

function renderText(node: DocNode): string {
  if (typeof node.text !== 'string') return '';
  let html = escapeHtml(node.text);
  const marks = Array.isArray(node.marks)
    ? node.marks.filter((mark): mark is DocNode => typeof mark === 'object' && mark !== null)
    : [];
  for (const type of [...MARK_ORDER].reverse()) {
    const mark = marks.find((candidate) => candidate.type === type);
    if (!mark) continue;
    if (type === 'link') {
      const href = safeContentHref(mark.attrs?.href);
      if (!href) continue;
      const rel = isExternal(href) ? ' rel="noopener noreferrer"' : '';
      html = `<a href="${escapeHtml(href)}"${rel}>${html}</a>`;
    } else {
      const tag = MARK_TAGS[type];
      html = `<${tag}>${html}</${tag}>`;
    }
  }
  return html;
}

function renderImage(node: DocNode, options: ContentHtmlOptions): string {
  const src = safeContentHref(node.attrs?.src);
  if (!src || src.startsWith('mailto:')) return '';
  const width = positiveInt(node.attrs?.width);
  const height = positiveInt(node.attrs?.height);
  const size = width && height ? ` width="${width}" height="${height}"` : '';
  const variants = (options.imageVariants?.(src) ?? contentImageVariantsOf(src, node.attrs?.widths) ?? []).filter(
    (variant) => safeContentHref(variant.url) && positiveInt(variant.width),
  );
  const srcset =
    variants.length > 0
      ? ` srcset="${escapeHtml(variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '))}" sizes="${escapeHtml(options.imageSizes ?? DEFAULT_SIZES)}"`
      : '';
  const alt = escapeHtml(attrText(node, 'alt'));
  return `<figure><img src="${escapeHtml(src)}" alt="${alt}"${size}${srcset} loading="lazy" decoding="async"></figure>`;
}

function renderEmbed(node: DocNode, options: ContentHtmlOptions): string {
  const kind = node.attrs?.kind;
  const id = positiveInt(node.attrs?.id);
  if ((kind !== 'artist' && kind !== 'release') || id === null) return '';
  const labels = options.embedLabel ?? DEFAULT_EMBED_LABEL;
  const facts =
    options.embeds && Object.hasOwn(options.embeds, embedKey(kind, id))
      ? options.embeds[embedKey(kind, id)]
      : undefined;
  if (facts) return renderEmbedCard(kind, labels[kind], facts);
  const title = attrText(node, 'title').trim();
  const href = kind === 'artist' ? `/artists/${id}` : (options.releasePath?.(id) ?? null);
  const inner = `<span class="content-embed-kind">${escapeHtml(labels[kind])}</span><span class="content-embed-title">${escapeHtml(title || `#${id}`)}</span>`;
  const safeHref = href ? safeContentHref(href) : null;
  return safeHref
    ? `<p class="content-embed content-embed-${kind}"><a href="${escapeHtml(safeHref)}">${inner}</a></p>`
    : `<p class="content-embed content-embed-${kind}">${inner}</p>`;
}

/** The card of an embed the server described: cover, kind, title and artists, linking to its public page if any. */
function renderEmbedCard(kind: 'release' | 'artist', label: string, facts: EmbedFacts): string {
  const cover = typeof facts.cover_url === 'string' ? safeContentHref(facts.cover_url) : null;
  const image =
    cover && !cover.startsWith('mailto:')
      ? `<img class="content-embed-cover" src="${escapeHtml(cover)}" alt="" width="96" height="96" loading="lazy" decoding="async">`
      : '';
  const artist =
    typeof facts.artist === 'string' && facts.artist !== ''
      ? `<span class="content-embed-artist">${escapeHtml(facts.artist)}</span>`
      : '';
  const inner = `${image}<span class="content-embed-kind">${escapeHtml(label)}</span><span class="content-embed-title">${escapeHtml(String(facts.title ?? ''))}</span>${artist}`;
  const href = typeof facts.link_path === 'string' ? safeContentHref(facts.link_path) : null;
  return href
    ? `<p class="content-embed content-embed-${kind}"><a href="${escapeHtml(href)}">${inner}</a></p>`
    : `<p class="content-embed content-embed-${kind}">${inner}</p>`;
}

function renderNode(node: DocNode, options: ContentHtmlOptions): string {
  const inner = () =>
    children(node)
      .map((child) => renderNode(child, options))
      .join('');
  switch (node.type) {
    case 'text':
      return renderText(node);
    case 'hardBreak':
      return '<br>';
    case 'paragraph':
      return `<p>${inner()}</p>`;
    case 'heading': {
      const level = Math.min(4, Math.max(2, positiveInt(node.attrs?.level) ?? 2));
      return `<h${level}>${inner()}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${inner()}</ul>`;
    case 'orderedList': {
      const start = positiveInt(node.attrs?.start);
      return `<ol${start && start !== 1 ? ` start="${start}"` : ''}>${inner()}</ol>`;
    }
    case 'listItem':
      return `<li>${inner()}</li>`;
    case 'blockquote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'codeBlock':
      // A code block holds plain text only: marks inside it are not rendered.
      return `<pre><code>${children(node)
        .map((child) => (child.type === 'text' && typeof child.text === 'string' ? escapeHtml(child.text) : ''))
        .join('')}</code></pre>`;
    case 'horizontalRule':
      return '<hr>';
    case 'image':
      return renderImage(node, options);
    case 'embed':
      return renderEmbed(node, options);
    default:
      // A node this renderer does not know is dropped with everything in it.
      return '';
  }
}

/** The HTML of a document's body: only the tags above, every text and attribute escaped, unsafe links dropped. */
export function renderContentHtml(document: unknown, options: ContentHtmlOptions = {}): string {
  if (typeof document !== 'object' || document === null || (document as DocNode).type !== 'doc') return '';
  return children(document as DocNode)
    .map((node) => renderNode(node, options))
    .join('');
}
