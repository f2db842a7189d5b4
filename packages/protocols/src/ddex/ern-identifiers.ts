// Finds every ISRC and ICPN in an ERN message and says which are wrong and where (the XSD types them as plain text).
import { gs1CheckDigit, isIsrc, normaliseIsrc } from '@otodoke/domain';
import type { ErnProblem } from './ern-types.ts';
import { createErnOrderedParser } from './ern-xml-nodes.ts';

type OrderedNode = { readonly [key: string]: unknown };
type Ancestor = { readonly name: string; readonly reference?: string };
type FoundIdentifier = { readonly name: 'ISRC' | 'ICPN'; readonly value: string; readonly where: string };

const RELEASE_ELEMENTS = new Set(['Release', 'TrackRelease', 'ClipRelease']);
const CONTEXT_WORDS: Readonly<Record<string, string>> = {
  RelatedRelease: 'a related release',
  RelatedResource: 'a related resource',
  ResourceGroup: 'a resource group',
};

const elementNameOf = (node: OrderedNode): string | undefined =>
  Object.keys(node).find((key) => key !== ':@' && key !== '#text');

const childNodesOf = (node: OrderedNode, name: string): OrderedNode[] => {
  const value = node[name];
  return Array.isArray(value) ? (value as OrderedNode[]) : [];
};

const textOfNodes = (nodes: readonly OrderedNode[]): string =>
  nodes
    .map((node) => node['#text'])
    .filter((text) => text !== undefined)
    .join('')
    .trim();

/** The release or resource reference an element carries as its first-level child, if any. */
const referenceOf = (children: readonly OrderedNode[]): string | undefined => {
  for (const child of children) {
    const name = elementNameOf(child);
    if (name === 'ReleaseReference' || name === 'ResourceReference') return textOfNodes(childNodesOf(child, name));
  }
  return undefined;
};

/** "release R0", "a resource group of release R0", "resource A3", or the element path when nothing owns it. */
const describeWhere = (ancestors: readonly Ancestor[]): string => {
  const ownerIndex = ancestors.findLastIndex((ancestor) => ancestor.reference !== undefined);
  const owner = ancestors[ownerIndex];
  if (!owner) return ancestors.map((ancestor) => ancestor.name).join('/');
  const ownerText = `${RELEASE_ELEMENTS.has(owner.name) ? 'release' : 'resource'} ${owner.reference}`;
  const context = ancestors.slice(ownerIndex + 1).find((ancestor) => CONTEXT_WORDS[ancestor.name]);
  return context ? `${CONTEXT_WORDS[context.name]} of ${ownerText}` : ownerText;
};

const collectIdentifiers = (nodes: readonly OrderedNode[], ancestors: Ancestor[], found: FoundIdentifier[]): void => {
  for (const node of nodes) {
    const name = elementNameOf(node);
    if (!name) continue;
    const children = childNodesOf(node, name);
    if (name === 'ISRC' || name === 'ICPN') {
      found.push({ name, value: textOfNodes(children), where: describeWhere(ancestors) });
      continue;
    }
    ancestors.push({ name, reference: referenceOf(children) });
    collectIdentifiers(children, ancestors, found);
    ancestors.pop();
  }
};

/** Line of each <ISRC>/<ICPN> start tag, in document order (comments blanked out first, lines kept). */
const identifierLines = (xml: string): Array<{ name: string; line: number }> => {
  const text = xml.replaceAll(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g, (skipped) =>
    skipped.replaceAll(/[^\n]/g, ' '),
  );
  const lines: Array<{ name: string; line: number }> = [];
  let line = 1;
  let lastIndex = 0;
  for (const match of text.matchAll(/<(?:[\w.-]+:)?(ISRC|ICPN)(?=[\s/>])/g)) {
    for (let i = lastIndex; i < match.index; i++) if (text.charCodeAt(i) === 10) line++;
    lastIndex = match.index;
    lines.push({ name: match[1] ?? '', line });
  }
  return lines;
};

const isrcFault = (value: string): string | undefined => {
  if (value === '') return 'is empty';
  if (!isIsrc(value)) {
    return 'is not an ISRC (country code, 3-character registrant, 2-digit year, 5-digit designation: CCXXXYYNNNNN)';
  }
  if (value !== normaliseIsrc(value)) return `must be written as ${normaliseIsrc(value)} (12 characters, no hyphens)`;
  return undefined;
};

const icpnFault = (value: string): string | undefined => {
  if (value === '') return 'is empty';
  if (!/^\d+$/.test(value)) return 'is not all digits';
  // DDEX's own samples pad EAN-13s to 14 digits with a leading zero; that changes nothing in the check digit.
  const isPaddedEan = value.length === 14 && value.startsWith('0');
  if (value.length !== 12 && value.length !== 13 && !isPaddedEan) {
    return `has ${value.length} digits, not 12 (UPC) or 13 (EAN/JAN)`;
  }
  const expected = gs1CheckDigit(value.slice(0, -1));
  return expected === Number(value.at(-1)) ? undefined : `fails the GS1 check digit (expected ${expected})`;
};

/** One 'identifier' problem per bad ISRC or ICPN of a well-formed message, with its line when it can be told. */
export const findIdentifierProblems = (xml: string): ErnProblem[] => {
  const document = createErnOrderedParser().parse(xml) as OrderedNode[];
  const found: FoundIdentifier[] = [];
  collectIdentifiers(document, [], found);
  const lines = identifierLines(xml);
  const linesMatch = lines.length === found.length && lines.every((entry, index) => entry.name === found[index]?.name);
  return found.flatMap((identifier, index): ErnProblem[] => {
    const fault = identifier.name === 'ISRC' ? isrcFault(identifier.value) : icpnFault(identifier.value);
    if (!fault) return [];
    const subject = identifier.value === '' ? identifier.name : `${identifier.name} ${identifier.value}`;
    const line = linesMatch ? lines[index]?.line : undefined;
    return [{ kind: 'identifier', message: `${subject} of ${identifier.where} ${fault}`, ...(line ? { line } : {}) }];
  });
};
