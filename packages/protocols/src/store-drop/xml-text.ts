// Small XML helpers shared by the batch manifest and the outbox notices: text escaping and a namespace-blind reader.
import { XMLParser } from 'fast-xml-parser';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for an element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** A parsed element: attributes without prefix, child elements by local name, text under `#text`. */
export type XmlNode = { readonly [key: string]: unknown };

/**
 * Reads an XML document into plain objects, ignoring namespace prefixes so a store's own flavour of a DDEX message
 * reads the same as ours. Values stay strings; elements named in `repeated` are always arrays.
 */
export function readXml(xml: string, repeated: readonly string[] = []): XmlNode {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (tagName) => repeated.includes(tagName),
  });
  const parsed: unknown = parser.parse(xml);
  if (!parsed || typeof parsed !== 'object') throw new Error('not an XML document');
  return parsed as XmlNode;
}

/** The child element `name` of `node` when it is an element. */
export function childNode(node: unknown, name: string): XmlNode | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const child = (node as XmlNode)[name];
  return child && typeof child === 'object' && !Array.isArray(child) ? (child as XmlNode) : undefined;
}

/** The text of the child element (or attribute) `name` of `node`, trimmed; undefined when absent or empty. */
export function childText(node: unknown, name: string): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const value = (node as XmlNode)[name];
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const text = (value as XmlNode)['#text'];
    if (typeof text === 'string') return text.trim() || undefined;
  }
  return undefined;
}

/** The child elements `name` of `node` as an array (none, one or many). */
export function childNodes(node: unknown, name: string): XmlNode[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as XmlNode)[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item): item is XmlNode => Boolean(item) && typeof item === 'object');
}
