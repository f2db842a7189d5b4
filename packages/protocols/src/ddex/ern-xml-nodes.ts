// Helpers over fast-xml-parser's tree of an ERN message (prefixes dropped, every element an array, `@_` attributes).
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type XmlObject = { readonly [key: string]: unknown };

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

const PARSER_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // Identifiers such as ICPN 00094631432057 must stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Numeric character references (&#13;, &#x3042;) are decoded only with this on.
  htmlEntities: true,
  transformTagName: localName,
} as const;

export const createErnObjectParser = (): XMLParser =>
  new XMLParser({ ...PARSER_OPTIONS, isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute });

/** The same parser keeping document order (for walks that report where something is). */
export const createErnOrderedParser = (): XMLParser => new XMLParser({ ...PARSER_OPTIONS, preserveOrder: true });

/** Undefined when the text is well-formed XML, else the first error with its line. */
export const wellFormednessError = (xml: string): { message: string; line?: number } | undefined => {
  if (xml.trim() === '') return { message: 'the message is empty' };
  const result = XMLValidator.validate(xml);
  if (result === true) return undefined;
  return { message: result.err.msg, line: result.err.line || undefined };
};

export const isXmlObject = (value: unknown): value is XmlObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every child element `name` of `node`, in document order. */
export const childrenOf = (node: unknown, name: string): unknown[] => {
  if (!isXmlObject(node)) return [];
  const value = node[name];
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
};

export const childOf = (node: unknown, name: string): unknown => childrenOf(node, name)[0];

/** The first element at the end of a path of child names. */
export const pathOf = (node: unknown, ...names: string[]): unknown =>
  names.reduce<unknown>((current, name) => childOf(current, name), node);

export const attributeOf = (node: unknown, name: string): string | undefined => {
  if (!isXmlObject(node)) return undefined;
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
};

/** The text of an element ('' for an empty one), undefined when there is no element. */
export const textOf = (node: unknown): string | undefined => {
  if (node === undefined || node === null) return undefined;
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (isXmlObject(node)) {
    const text = node['#text'];
    return typeof text === 'string' || typeof text === 'number' ? String(text) : '';
  }
  return undefined;
};

/** A DDEX allowed value, or the UserDefinedValue of a UserDefined one. */
export const allowedValueOf = (node: unknown): string | undefined => {
  const text = textOf(node);
  if (text === 'UserDefined') return attributeOf(node, 'UserDefinedValue') ?? text;
  return text;
};

/** The text of the element meant by default: IsDefault="true", else one with no language, else the first. */
export const defaultTextOf = (nodes: readonly unknown[]): string | undefined => {
  const preferred =
    nodes.find((node) => attributeOf(node, 'IsDefault') === 'true') ??
    nodes.find((node) => attributeOf(node, 'LanguageAndScriptCode') === undefined) ??
    nodes[0];
  return textOf(preferred);
};
