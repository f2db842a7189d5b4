// A small XML writer for the ERN builder: element trees rendered with escaping and stable two-space indentation.

export type XmlAttributeValue = string | number | boolean | undefined;
export type XmlAttributes = Readonly<Record<string, XmlAttributeValue>>;

export type XmlElement = {
  readonly name: string;
  readonly attributes: XmlAttributes;
  readonly children: readonly XmlElement[];
  readonly text?: string;
};

/** A child slot: an element, nothing (skipped), or a list of either. */
export type XmlChild = XmlElement | undefined | false | null | readonly XmlChild[];

/** Whether XML 1.0 can carry the UTF-16 code unit: not C0 controls other than tab, LF and CR, not U+FFFE/U+FFFF. */
const isXmlCodeUnit = (code: number): boolean =>
  code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);

/** The text without characters XML cannot carry at all (lone surrogates become U+FFFD). */
const xmlCharactersOf = (value: string): string => {
  const wellFormed = value.toWellFormed();
  let kept = '';
  for (let i = 0; i < wellFormed.length; i++) {
    if (isXmlCodeUnit(wellFormed.charCodeAt(i))) kept += wellFormed[i];
  }
  return kept;
};

export const escapeXmlText = (value: string): string =>
  xmlCharactersOf(value)

    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\r', '&#13;');

export const escapeXmlAttribute = (value: string): string =>
  escapeXmlText(value)
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
    .replaceAll('\t', '&#9;')
    .replaceAll('\n', '&#10;');

const flatten = (children: readonly XmlChild[]): XmlElement[] =>
  children.flatMap((child): XmlElement[] => {
    if (!child) return [];
    if (Array.isArray(child)) return flatten(child);
    return [child as XmlElement];
  });

/** An element with child elements (empty slots are skipped). */
export const el = (name: string, attributes: XmlAttributes = {}, ...children: XmlChild[]): XmlElement => ({
  name,
  attributes,
  children: flatten(children),
});

/** An element holding text. */
export const textEl = (name: string, text: string | number | boolean, attributes: XmlAttributes = {}): XmlElement => ({
  name,
  attributes,
  children: [],
  text: String(text),
});

/** A text element, or nothing when the value is missing or blank. */
export const optionalTextEl = (
  name: string,
  text: string | number | undefined,
  attributes: XmlAttributes = {},
): XmlElement | undefined =>
  text === undefined || String(text).trim() === '' ? undefined : textEl(name, text, attributes);

const renderAttributes = (attributes: XmlAttributes): string =>
  Object.entries(attributes)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXmlAttribute(String(value))}"`)
    .join('');

const renderElement = (element: XmlElement, depth: number, lines: string[]): void => {
  const indent = '  '.repeat(depth);
  const open = `${element.name}${renderAttributes(element.attributes)}`;
  if (element.text !== undefined) {
    lines.push(`${indent}<${open}>${escapeXmlText(element.text)}</${element.name}>`);
  } else if (element.children.length === 0) {
    lines.push(`${indent}<${open}/>`);
  } else {
    lines.push(`${indent}<${open}>`);
    for (const child of element.children) renderElement(child, depth + 1, lines);
    lines.push(`${indent}</${element.name}>`);
  }
};

/** The document: XML declaration, then the root element, UTF-8, one element per line. */
export const renderXmlDocument = (root: XmlElement): string => {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  renderElement(root, 0, lines);
  return `${lines.join('\n')}\n`;
};
