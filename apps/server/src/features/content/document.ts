// The body of a content entry: a ProseMirror (Tiptap) document, its checks (images need alt text, links go to http(s)
// or the service), its plain text by block, and the reading time derived from it.
import type { Language } from '@otodoke/domain';

export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
}

export interface ContentDocument {
  type: 'doc';
  content: DocNode[];
}

/** The nodes and marks the editor writes (Tiptap's StarterKit, links, images, embeds of the service's pages). */
const BLOCK_NODES = new Set([
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'codeBlock',
  'horizontalRule',
  'image',
  'embed',
  'hardBreak',
  'text',
]);
const MARKS = new Set(['bold', 'italic', 'strike', 'code', 'link', 'underline']);
const EMBED_KINDS = new Set(['release', 'artist']);

/** What is wrong with a document, as `path: problem` lines (empty when it is fine). */
export function documentProblems(doc: unknown): string[] {
  const problems: string[] = [];
  if (typeof doc !== 'object' || doc === null || (doc as DocNode).type !== 'doc') return ['the body is not a document'];
  const visit = (node: DocNode, path: string) => {
    if (typeof node !== 'object' || node === null || typeof node.type !== 'string') {
      problems.push(`${path}: not a node`);
      return;
    }
    if (!BLOCK_NODES.has(node.type)) problems.push(`${path}: unknown node ${node.type}`);
    if (node.type === 'heading' && ![2, 3, 4].includes(Number(node.attrs?.level))) {
      problems.push(`${path}: a heading is of level 2, 3 or 4`);
    }
    if (node.type === 'image') {
      if (typeof node.attrs?.alt !== 'string' || node.attrs.alt.trim() === '') problems.push(`${path}: alt required`);
      if (typeof node.attrs?.src !== 'string' || !isSafeUrl(node.attrs.src)) problems.push(`${path}: bad image src`);
    }
    if (node.type === 'embed' && (!EMBED_KINDS.has(String(node.attrs?.kind)) || !Number.isInteger(node.attrs?.id))) {
      problems.push(`${path}: an embed names a release or an artist by id`);
    }
    if (node.type === 'text' && typeof node.text !== 'string') problems.push(`${path}: text without text`);
    for (const mark of node.marks ?? []) {
      if (!MARKS.has(mark.type)) problems.push(`${path}: unknown mark ${mark.type}`);
      if (mark.type === 'link' && (typeof mark.attrs?.href !== 'string' || !isSafeLink(mark.attrs.href))) {
        problems.push(`${path}: bad link`);
      }
    }
    (node.content ?? []).forEach((child, i) => {
      visit(child, `${path}.${i}`);
    });
  };
  const content = (doc as DocNode).content;
  if (!Array.isArray(content)) return ['the document has no content'];
  content.forEach((node, i) => {
    visit(node, `content.${i}`);
  });
  return problems;
}

/** A path of the service ("/" but not "//") or an http(s) address. */
function isSafeUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** What a link may lead to: what isSafeUrl allows, or an e-mail address (mailto:, as the renderer allows). */
function isSafeLink(url: string): boolean {
  return isSafeUrl(url) || /^mailto:[^\s@/]+@[^\s@/]+$/i.test(url);
}

/** The text of each block (paragraph, heading, list item, quote, code), in order. */
export function documentBlocks(doc: ContentDocument): string[] {
  const blocks: string[] = [];
  const inline = (node: DocNode): string =>
    node.type === 'text'
      ? (node.text ?? '')
      : node.type === 'hardBreak'
        ? '\n'
        : (node.content ?? []).map(inline).join('');
  const visit = (node: DocNode) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'codeBlock') {
      const text = inline(node);
      if (text.trim() !== '') blocks.push(text);
      return;
    }
    for (const child of node.content ?? []) visit(child);
  };
  for (const node of doc.content) visit(node);
  return blocks;
}

/** Characters a Japanese reader reads a minute, and words an English reader does. */
const JA_CHARS_PER_MINUTE = 500;
const EN_WORDS_PER_MINUTE = 200;

/** Minutes to read a text, at least one. */
export function readingMinutes(text: string, language: Language): number {
  const amount =
    language === 'ja'
      ? [...text.replace(/\s/gu, '')].length / JA_CHARS_PER_MINUTE
      : text.split(/\s+/u).filter((word) => word !== '').length / EN_WORDS_PER_MINUTE;
  return Math.max(1, Math.ceil(amount));
}

/** Builds documents by hand (the starter guide, tests): paragraphs, headings and lists of plain text. */
export const doc = {
  of: (...content: DocNode[]): ContentDocument => ({ type: 'doc', content }),
  p: (text: string): DocNode => ({ type: 'paragraph', content: [{ type: 'text', text }] }),
  h: (text: string, level = 2): DocNode => ({ type: 'heading', attrs: { level }, content: [{ type: 'text', text }] }),
  ul: (...items: string[]): DocNode => ({
    type: 'bulletList',
    content: items.map((item) => ({ type: 'listItem', content: [doc.p(item)] })),
  }),
  ol: (...items: string[]): DocNode => ({
    type: 'orderedList',
    content: items.map((item) => ({ type: 'listItem', content: [doc.p(item)] })),
  }),
  /** A paragraph with a link to a page of the service. */
  link: (before: string, label: string, href: string, after = ''): DocNode => ({
    type: 'paragraph',
    content: [
      ...(before ? [{ type: 'text', text: before }] : []),
      { type: 'text', text: label, marks: [{ type: 'link', attrs: { href } }] },
      ...(after ? [{ type: 'text', text: after }] : []),
    ],
  }),
};
