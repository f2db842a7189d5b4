// What a store leaves in its outbox: an acknowledgement per ingested message, modelled on DDEX's ERN choreography
// FtpAcknowledgementMessage (`ACK_<messageId>.xml`), and a sale status notice when a release goes on sale or is taken
// down (`STATUS_<messageId>_<OnSale|TakenDown>.xml`). Built by the store simulator, parsed by the delivery jobs.
import type { ErnParty } from '../ddex/ern-types.ts';
import type { OutboxFile, StoreNotice } from './store-delivery.ts';
import { childNode, childText, escapeXml, readXml } from './xml-text.ts';

/** DDEX ErncFileStatus (ERN choreography allowed values). Everything but FileOK is a refusal. */
export const ERNC_FILE_STATUSES = [
  'FileOK',
  'ArtistRoleUnknown',
  'CommercialReleaseDateInvalid',
  'ConflictingAvailabilityPeriods',
  'DuplicatedPublisherNames',
  'ErnMissing',
  'IdentifierInvalid',
  'IdentifierSyntaxInvalid',
  'InternalError',
  'MetadataMissing',
  'NewReleaseMessageInvalid',
  'NoDealForTrackRelease',
  'NoDealInNewReleaseMessage',
  'OriginalReleaseDateLaterThanReleaseDate',
  'PrimaryArtistNameMissing',
  'ResourceCorrupt',
  'ResourceMissing',
  'ResourceNotMeetingSpecifications',
  'SignatureOrHashSumWrongOrMissing',
  'UnsupportedUsage',
  'UserDefined',
] as const;

export type ErncFileStatus = (typeof ERNC_FILE_STATUSES)[number];

export type SaleStatus = 'OnSale' | 'TakenDown';

export type AcknowledgementInput = {
  /** The store, sender of the acknowledgement. */
  readonly store: ErnParty;
  /** The service, which sent the message. */
  readonly service: ErnParty;
  /** The acknowledged NewReleaseMessage's MessageId. */
  readonly messageId: string;
  /** Path of the acknowledged message file inside the inbox, `<batchId>/<icpn>/<icpn>.xml`. */
  readonly acknowledgedFile: string;
  readonly status: ErncFileStatus;
  /** Why the message was refused; empty for FileOK. */
  readonly errorText?: string;
  readonly at: Date;
};

export type SaleStatusInput = {
  readonly store: ErnParty;
  readonly service: ErnParty;
  /** The message that caused the change: the delivery for OnSale, the takedown for TakenDown. */
  readonly messageId: string;
  readonly icpn: string;
  readonly isrcs: readonly string[];
  readonly status: SaleStatus;
  readonly at: Date;
};

/** Message ids become file names: anything but letters, digits, `.`, `_` and `-` is replaced by `_`. */
function fileSafe(messageId: string): string {
  if (!messageId) throw new Error('a notice needs the message id it is about');
  return messageId.replace(/[^A-Za-z0-9._-]/g, '_');
}

export function acknowledgementFileName(messageId: string): string {
  return `ACK_${fileSafe(messageId)}.xml`;
}

export function saleStatusFileName(messageId: string, status: SaleStatus): string {
  return `STATUS_${fileSafe(messageId)}_${status}.xml`;
}

function party(element: string, value: ErnParty): string {
  return [
    `    <${element}>`,
    `      <PartyId>${escapeXml(value.dpid)}</PartyId>`,
    `      <PartyName><FullName>${escapeXml(value.name)}</FullName></PartyName>`,
    `    </${element}>`,
  ].join('\n');
}

function header(store: ErnParty, service: ErnParty, messageId: string, at: Date): string {
  return [
    '  <MessageHeader>',
    `    <MessageId>${escapeXml(messageId)}</MessageId>`,
    party('MessageSender', store),
    party('MessageRecipient', service),
    `    <MessageCreatedDateTime>${at.toISOString()}</MessageCreatedDateTime>`,
    '  </MessageHeader>',
  ].join('\n');
}

/**
 * An FtpAcknowledgementMessage. DDEX's header has no MessageId of its own; ours carries the acknowledged message's id
 * there, so the acknowledgement names what it answers even when the file is renamed.
 */
export function buildAcknowledgement(input: AcknowledgementInput): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<FtpAcknowledgementMessage MessageVersionId="1.0">',
    header(input.store, input.service, input.messageId, input.at),
    `  <AcknowledgedFile>${escapeXml(input.acknowledgedFile)}</AcknowledgedFile>`,
    `  <FileStatus>${input.status}</FileStatus>`,
  ];
  if (input.errorText) lines.push(`  <ErrorText>${escapeXml(input.errorText)}</ErrorText>`);
  lines.push('</FtpAcknowledgementMessage>', '');
  return lines.join('\n');
}

/** A sale status notice: the release is now on sale in the store, or no longer. */
export function buildSaleStatusNotice(input: SaleStatusInput): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<SaleStatusNotice MessageVersionId="1.0">',
    header(input.store, input.service, input.messageId, input.at),
    '  <Release>',
    `    <ICPN>${escapeXml(input.icpn)}</ICPN>`,
    ...input.isrcs.map((isrc) => `    <ISRC>${escapeXml(isrc)}</ISRC>`),
    '  </Release>',
    `  <SaleStatus>${input.status}</SaleStatus>`,
    `  <EffectiveDateTime>${input.at.toISOString()}</EffectiveDateTime>`,
    '</SaleStatusNotice>',
    '',
  ].join('\n');
}

/** The ICPN in an acknowledged file's path: `<batchId>/<icpn>/<icpn>.xml` (or a bare `<icpn>.xml`). */
function icpnOfAcknowledgedFile(path: string): string {
  const base = path.split('/').pop() ?? '';
  return base.replace(/\.xml$/i, '');
}

/**
 * Reads a file from a store's outbox. Undefined for files that are not notices (a sales report, a store's readme), so
 * the caller can leave them for whoever reads them; throws when a file named like a notice cannot be read as one.
 */
export function parseStoreNotice(file: OutboxFile): StoreNotice | undefined {
  const ackName = /^ACK_(.+)\.xml$/i.exec(file.name);
  const statusName = /^STATUS_(.+)_(OnSale|TakenDown)\.xml$/i.exec(file.name);
  if (!ackName && !statusName) return undefined;
  let document: ReturnType<typeof readXml>;
  try {
    document = readXml(file.contents, ['ISRC']);
  } catch (error) {
    throw new Error(`outbox file ${file.name} is not XML: ${(error as Error).message}`);
  }
  const ack = childNode(document, 'FtpAcknowledgementMessage');
  if (ack) {
    const header = childNode(ack, 'MessageHeader');
    const status = childText(ack, 'FileStatus');
    const acknowledgedFile = childText(ack, 'AcknowledgedFile') ?? '';
    if (!status) throw new Error(`acknowledgement ${file.name} has no FileStatus`);
    const messageId = childText(header, 'MessageId') ?? ackName?.[1];
    if (!messageId) throw new Error(`acknowledgement ${file.name} does not say which message it answers`);
    return {
      kind: 'ack',
      messageId,
      icpn: icpnOfAcknowledgedFile(acknowledgedFile),
      status,
      isAccepted: status === 'FileOK',
      reason: childText(ack, 'ErrorText') ?? '',
      at: childText(header, 'MessageCreatedDateTime') ?? '',
    };
  }
  const notice = childNode(document, 'SaleStatusNotice');
  if (notice) {
    const header = childNode(notice, 'MessageHeader');
    const status = childText(notice, 'SaleStatus');
    const messageId = childText(header, 'MessageId') ?? statusName?.[1];
    const icpn = childText(childNode(notice, 'Release'), 'ICPN');
    if (status !== 'OnSale' && status !== 'TakenDown') {
      throw new Error(`sale status notice ${file.name} has an unknown SaleStatus "${status ?? ''}"`);
    }
    if (!messageId || !icpn) throw new Error(`sale status notice ${file.name} lacks its MessageId or ICPN`);
    return {
      kind: status === 'OnSale' ? 'on_sale' : 'taken_down',
      messageId,
      icpn,
      at: childText(notice, 'EffectiveDateTime') ?? childText(header, 'MessageCreatedDateTime') ?? '',
    };
  }
  throw new Error(`outbox file ${file.name} is neither an FtpAcknowledgementMessage nor a SaleStatusNotice`);
}
