// The MessageHeader and PartyList of an ERN message: every artist, contributor, writer and the label, P1..Pn.
import type { ErnArtistCredit, ErnMessageInput, ErnParty, ErnReleaseInput } from './ern-types.ts';
import { el, optionalTextEl, textEl, type XmlElement } from './xml-writer.ts';

/** Scripts of the name transcriptions: katakana reading, and the Latin-script name. */
export const KANA_SCRIPT = 'ja-Kana';
export const LATIN_SCRIPT = 'en';

type PartyEntry = { reference: string; name: string; nameKana?: string; nameEn?: string };

export type PartyRegistry = {
  /** The local reference of a person or group by name (every name in the release is registered). */
  readonly referenceOf: (name: string) => string;
  readonly labelReference: string;
  readonly entries: readonly PartyEntry[];
};

const nameKey = (name: string): string => name.trim();

/** Registers every name of the release in order of first appearance, so the same input gives the same references. */
export const registerParties = (release: ErnReleaseInput): PartyRegistry => {
  const byName = new Map<string, PartyEntry>();
  const entries: PartyEntry[] = [];
  const add = (name: string, transcriptions?: Pick<ErnArtistCredit, 'nameKana' | 'nameEn'>): void => {
    const key = nameKey(name);
    const existing = byName.get(key);
    if (existing) {
      existing.nameKana ??= transcriptions?.nameKana;
      existing.nameEn ??= transcriptions?.nameEn;
      return;
    }
    const entry: PartyEntry = {
      reference: `P${entries.length + 1}`,
      name: key,
      nameKana: transcriptions?.nameKana,
      nameEn: transcriptions?.nameEn,
    };
    byName.set(key, entry);
    entries.push(entry);
  };
  for (const artist of release.artists) add(artist.name, artist);
  for (const track of release.tracks) {
    for (const artist of track.artists) add(artist.name, artist);
    for (const contributor of track.contributors) add(contributor.name);
    for (const writer of track.writers) add(writer.name);
  }
  // The label is a party of its own even when it carries an artist's name (self-released music).
  const label: PartyEntry = { reference: `P${entries.length + 1}`, name: release.labelName.trim() };
  entries.push(label);
  return {
    referenceOf: (name) => {
      const entry = byName.get(nameKey(name));
      if (!entry) throw new Error(`party "${name}" was not registered`);
      return entry.reference;
    },
    labelReference: label.reference,
    entries,
  };
};

const partyName = (fullName: string, languageAndScript?: string): XmlElement =>
  el('PartyName', { LanguageAndScriptCode: languageAndScript }, textEl('FullName', fullName));

export const buildPartyList = (registry: PartyRegistry): XmlElement =>
  el(
    'PartyList',
    {},
    registry.entries.map((entry) =>
      el(
        'Party',
        {},
        textEl('PartyReference', entry.reference),
        partyName(entry.name),
        entry.nameKana?.trim() ? partyName(entry.nameKana.trim(), KANA_SCRIPT) : undefined,
        entry.nameEn?.trim() ? partyName(entry.nameEn.trim(), LATIN_SCRIPT) : undefined,
      ),
    ),
  );

const messagingParty = (elementName: string, party: ErnParty): XmlElement =>
  el(
    elementName,
    {},
    textEl('PartyId', party.dpid),
    party.name.trim() ? el('PartyName', {}, textEl('FullName', party.name)) : undefined,
  );

/** xs:dateTime in UTC without fractions: 2025-04-01T03:00:00Z. */
export const formatDateTime = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`;

export const buildMessageHeader = (input: ErnMessageInput): XmlElement =>
  el(
    'MessageHeader',
    {},
    optionalTextEl('MessageThreadId', input.threadId),
    textEl('MessageId', input.messageId),
    messagingParty('MessageSender', input.sender),
    messagingParty('MessageRecipient', input.recipient),
    textEl('MessageCreatedDateTime', formatDateTime(input.createdAt)),
    textEl('MessageControlType', input.isTest ? 'TestMessage' : 'LiveMessage'),
  );
