// Reads the ADM document of an ADM BWF's axml chunk (ITU-R BS.2076) safely and checks that it describes something
// playable: a programme with content and objects, every reference resolved in the document or to a common definition
// (ITU-R BS.2094). Documents with a DOCTYPE are refused before parsing (no entities: no XXE, no billion laughs).
import { XMLParser, XMLValidator } from 'fast-xml-parser';

type Node = { readonly [key: string]: unknown };

/** What the document says, for the facts and the chna check; or the first thing wrong with it. */
export type AdmDocumentResult =
  | { ok: true; programmeName?: string; objects: number; beds: number; trackUids: ReadonlySet<string> }
  | { ok: false; item: string };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

const children = (node: Node, name: string): unknown[] => {
  const value = node[name];
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
};

const elements = (node: Node, name: string): Node[] =>
  children(node, name).map((child) => (isNode(child) ? child : { '#text': child }));

const texts = (node: Node, name: string): string[] =>
  children(node, name)
    .map((child) => (isNode(child) ? child['#text'] : child))
    .filter((text): text is string | number => typeof text === 'string' || typeof text === 'number')
    .map((text) => String(text).trim())
    .filter(Boolean);

const attribute = (node: Node, name: string): string | undefined => {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value.trim() : undefined;
};

/** Depth-first search for the first element `name` (the ADM sits under ebuCoreMain/coreMetadata/format in BW64). */
const findElement = (node: unknown, name: string, depth = 0): Node | undefined => {
  if (!isNode(node) || depth > 16) return undefined;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@_') || key === '#text') continue;
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) {
      if (key === name && isNode(item)) return item;
      const found = findElement(item, name, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
};

/**
 * A common definition (ITU-R BS.2094) may be referenced without being in the document: pack, channel, stream and
 * track format IDs whose number part (the last four hex digits of yyyyxxxx) is 0x0001-0x0FFF.
 */
export const isCommonDefinition = (id: string): boolean => {
  const match =
    /^(?:AP|AC|AS)_[0-9a-f]{4}([0-9a-f]{4})$/i.exec(id) ?? /^AT_[0-9a-f]{4}([0-9a-f]{4})_[0-9a-f]{2}$/i.exec(id);
  if (!match) return false;
  const number = Number.parseInt(match[1]!, 16);
  return number >= 0x0001 && number <= 0x0fff;
};

/** The type definition of a pack/channel ID (0001 DirectSpeakers, 0002 Matrix, 0003 Objects, 0004 HOA, 0005 Binaural). */
const typeOfId = (id: string): string | undefined => /^A[PC]_([0-9a-f]{4})/i.exec(id)?.[1];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

const ELEMENT_IDS = {
  audioProgramme: 'audioProgrammeID',
  audioContent: 'audioContentID',
  audioObject: 'audioObjectID',
  audioPackFormat: 'audioPackFormatID',
  audioChannelFormat: 'audioChannelFormatID',
  audioStreamFormat: 'audioStreamFormatID',
  audioTrackFormat: 'audioTrackFormatID',
  audioTrackUID: 'UID',
} as const;
type ElementName = keyof typeof ELEMENT_IDS;

export function readAdmDocument(xml: string): AdmDocumentResult {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { ok: false, item: 'DOCTYPE' };
  if (xml.trim() === '' || XMLValidator.validate(xml) !== true) return { ok: false, item: 'XML' };
  let root: unknown;
  try {
    root = parser.parse(xml);
  } catch {
    return { ok: false, item: 'XML' };
  }
  const adm = findElement(root, 'audioFormatExtended');
  if (!adm) return { ok: false, item: 'audioFormatExtended' };

  const byId = {} as Record<ElementName, Map<string, Node>>;
  for (const [name, idAttribute] of Object.entries(ELEMENT_IDS) as [ElementName, string][]) {
    byId[name] = new Map();
    for (const element of elements(adm, name)) {
      const id = attribute(element, idAttribute);
      if (!id) return { ok: false, item: `${name}/@${idAttribute}` };
      byId[name].set(id, element);
    }
  }
  const defined = (name: ElementName, id: string, commonAllowed: boolean): boolean =>
    byId[name].has(id) || (commonAllowed && isCommonDefinition(id));
  /** The first reference of `refName` in `node` that resolves nowhere. */
  const dangling = (node: Node, refName: string, target: ElementName, commonAllowed: boolean): string | undefined =>
    texts(node, refName).find((id) => !defined(target, id, commonAllowed));

  const programmes = [...byId.audioProgramme.values()];
  if (programmes.length === 0) return { ok: false, item: 'audioProgramme' };
  const objectsInProgrammes = new Set<string>();
  for (const programme of programmes) {
    const contentIds = texts(programme, 'audioContentIDRef');
    if (contentIds.length === 0) return { ok: false, item: 'audioContentIDRef' };
    for (const contentId of contentIds) {
      const content = byId.audioContent.get(contentId);
      if (!content) return { ok: false, item: contentId };
      const objectIds = texts(content, 'audioObjectIDRef');
      if (objectIds.length === 0) return { ok: false, item: 'audioObjectIDRef' };
      const pending = [...objectIds];
      while (pending.length > 0) {
        const objectId = pending.pop()!;
        if (objectsInProgrammes.has(objectId)) continue;
        const object = byId.audioObject.get(objectId);
        if (!object) return { ok: false, item: objectId };
        objectsInProgrammes.add(objectId);
        pending.push(...texts(object, 'audioObjectIDRef'));
      }
    }
  }

  let objects = 0;
  let beds = 0;
  for (const [objectId, object] of byId.audioObject) {
    const packs = texts(object, 'audioPackFormatIDRef');
    const nested = texts(object, 'audioObjectIDRef');
    if (packs.length === 0 && nested.length === 0) return { ok: false, item: objectId };
    const missing =
      dangling(object, 'audioPackFormatIDRef', 'audioPackFormat', true) ??
      dangling(object, 'audioTrackUIDRef', 'audioTrackUID', false);
    if (missing) return { ok: false, item: missing };
    if (!objectsInProgrammes.has(objectId)) continue;
    const type = packs[0] ? typeOfId(packs[0]) : undefined;
    if (type === '0003') objects += 1;
    else if (type === '0001') beds += 1;
  }
  for (const [uid, track] of byId.audioTrackUID) {
    const trackFormats = texts(track, 'audioTrackFormatIDRef');
    const channelFormats = texts(track, 'audioChannelFormatIDRef');
    if (trackFormats.length === 0 && channelFormats.length === 0) return { ok: false, item: uid };
    const missing =
      dangling(track, 'audioTrackFormatIDRef', 'audioTrackFormat', true) ??
      dangling(track, 'audioChannelFormatIDRef', 'audioChannelFormat', true) ??
      dangling(track, 'audioPackFormatIDRef', 'audioPackFormat', true);
    if (missing) return { ok: false, item: missing };
  }
  for (const pack of byId.audioPackFormat.values()) {
    const missing =
      dangling(pack, 'audioChannelFormatIDRef', 'audioChannelFormat', true) ??
      dangling(pack, 'audioPackFormatIDRef', 'audioPackFormat', true);
    if (missing) return { ok: false, item: missing };
  }
  for (const trackFormat of byId.audioTrackFormat.values()) {
    const missing = dangling(trackFormat, 'audioStreamFormatIDRef', 'audioStreamFormat', true);
    if (missing) return { ok: false, item: missing };
  }
  for (const stream of byId.audioStreamFormat.values()) {
    const missing =
      dangling(stream, 'audioChannelFormatIDRef', 'audioChannelFormat', true) ??
      dangling(stream, 'audioPackFormatIDRef', 'audioPackFormat', true) ??
      dangling(stream, 'audioTrackFormatIDRef', 'audioTrackFormat', true);
    if (missing) return { ok: false, item: missing };
  }

  const programmeName = attribute(programmes[0]!, 'audioProgrammeName');
  return {
    ok: true,
    ...(programmeName ? { programmeName } : {}),
    objects,
    beds,
    trackUids: new Set(byId.audioTrackUID.keys()),
  };
}
