// Pure rules on a content body (a ProseMirror/Tiptap document): empty or not, images lacking alt text, safe links.
import { safeContentHref } from '@otodoke/contract';

/** A document as the editor gives it and the API stores it: `{ type: 'doc', content: [...] }`. */
export interface ContentDoc {
  type: 'doc';
  content: Array<Record<string, unknown>>;
}

interface AnyNode {
  type?: unknown;
  attrs?: Record<string, unknown>;
  content?: unknown;
  text?: unknown;
}

export function emptyDoc(): ContentDoc {
  return { type: 'doc', content: [{ type: 'paragraph' }] };
}

/** A stored body as a document the editor can open (anything else opens empty). */
export function docOf(value: unknown): ContentDoc {
  if (typeof value === 'object' && value !== null && (value as AnyNode).type === 'doc') {
    const content = (value as AnyNode).content;
    const nodes = Array.isArray(content)
      ? content.filter((node): node is Record<string, unknown> => typeof node === 'object' && node !== null)
      : [];
    return { type: 'doc', content: nodes.length > 0 ? nodes : emptyDoc().content };
  }
  return emptyDoc();
}

function childrenOf(node: AnyNode): AnyNode[] {
  return Array.isArray(node.content)
    ? node.content.filter((child): child is AnyNode => typeof child === 'object' && child !== null)
    : [];
}

function walk(node: AnyNode, visit: (node: AnyNode) => void): void {
  visit(node);
  for (const child of childrenOf(node)) walk(child, visit);
}

/** Whether the body holds nothing a reader would see: no text, no image, no embed. */
export function isDocEmpty(doc: ContentDoc): boolean {
  let empty = true;
  walk(doc, (node) => {
    if (node.type === 'text' && typeof node.text === 'string' && node.text.trim() !== '') empty = false;
    if (node.type === 'image' || node.type === 'embed' || node.type === 'horizontalRule') empty = false;
  });
  return empty;
}

/** The alt text an image dialog may insert: required, trimmed; null when blank. */
export function altTextOf(value: string): string | null {
  const alt = value.replace(/\s+/g, ' ').trim();
  return alt === '' ? null : alt;
}

/** The images of a body without alt text (pasted ones, say), in document order, by their address. */
export function imagesWithoutAlt(doc: ContentDoc): string[] {
  const missing: string[] = [];
  walk(doc, (node) => {
    if (node.type !== 'image') return;
    const alt = node.attrs?.alt;
    if (typeof alt !== 'string' || altTextOf(alt) === null) missing.push(String(node.attrs?.src ?? ''));
  });
  return missing;
}

/**
 * The address a link prompt's input makes, or null when it is not safe: http(s), mailto and paths of the site are
 * kept ("example.com/x" becomes https://example.com/x); javascript:, data: and the like are refused.
 */
export function linkHrefOf(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  const looksLikeHost = /^[\w-]+(\.[\w-]+)+(?:[/?#:]|$)/.test(value);
  const candidate = !hasScheme && !value.startsWith('/') && looksLikeHost ? `https://${value}` : value;
  return safeContentHref(candidate);
}

/** The plain text of a body (for a word count or a quick look), blocks separated by new lines. */
export function docText(doc: ContentDoc): string {
  const blocks: string[] = [];
  const textOf = (node: AnyNode): string =>
    node.type === 'text' && typeof node.text === 'string' ? node.text : childrenOf(node).map(textOf).join('');
  walk(doc, (node) => {
    if (node.type === 'paragraph' || node.type === 'heading') blocks.push(textOf(node));
  });
  return blocks.filter((block) => block.trim() !== '').join('\n');
}

/** What the image node of a body holds (Tiptap's image attributes). */
export interface ImageAttrs {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Every width the image is kept at: the renderer offers them as `srcset` (contract content-html.ts). */
  widths: number[];
}

/**
 * The image node for a content image: its largest size as `src` (the renderer adds the smaller ones as `srcset`), and
 * the alt text, which is required: null (nothing to insert) while it is blank or the image has no size.
 */
export function imageAttrsOf(
  image: { variants: ReadonlyArray<{ width: number; height: number; url: string }> },
  alt: string,
): ImageAttrs | null {
  const text = altTextOf(alt);
  const largest = [...image.variants].sort((a, b) => a.width - b.width).at(-1);
  if (text === null || !largest) return null;
  const widths = [...new Set(image.variants.map((variant) => variant.width))].sort((a, b) => a - b);
  return { src: largest.url, alt: text, width: largest.width, height: largest.height, widths };
}
