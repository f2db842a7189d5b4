// The batch layout of the DDEX SFTP batch profile and its manifest `BatchComplete_<batchId>.xml`, the file written
// last that tells a store the batch is whole. Built by the service, parsed by the store simulator.
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import type { BatchFile, DeliveryBatch } from './store-delivery.ts';
import { childNodes, childText, escapeXml, readXml } from './xml-text.ts';

/** One release folder of a batch: `<icpn>/<icpn>.xml` and `<icpn>/resources/...`. */
export type BatchManifestRelease = {
  readonly icpn: string;
  /** The NewReleaseMessage's MessageId. */
  readonly messageId: string;
  /** The message file's path inside the batch folder, `<icpn>/<icpn>.xml`. */
  readonly messageFile: string;
};

export type BatchManifest = {
  readonly batchId: string;
  readonly createdAt: string;
  readonly senderDpid: string;
  readonly recipientDpid: string;
  readonly releases: readonly BatchManifestRelease[];
};

const BATCH_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const ICPN_PATTERN = /^[0-9]{12,14}$/;

/** Throws unless the id is safe as a folder name (letters, digits, `_` and `-`). */
export function assertBatchId(batchId: string): void {
  if (!BATCH_ID_PATTERN.test(batchId)) {
    throw new Error(`batch id "${batchId}" must be 1-100 letters, digits, "_" or "-", starting with a letter or digit`);
  }
}

/** `BatchComplete_<batchId>.xml` */
export function batchManifestName(batchId: string): string {
  assertBatchId(batchId);
  return `BatchComplete_${batchId}.xml`;
}

/** The batch id a manifest file name belongs to, or undefined when the name is not a manifest's. */
export function batchIdOfManifestName(name: string): string | undefined {
  const match = /^BatchComplete_([A-Za-z0-9][A-Za-z0-9_-]{0,99})\.xml$/.exec(name);
  return match?.[1];
}

/** `<icpn>/<icpn>.xml`: where a release's NewReleaseMessage goes inside the batch folder. */
export function releaseMessagePath(icpn: string): string {
  if (!ICPN_PATTERN.test(icpn)) throw new Error(`ICPN "${icpn}" must be 12 to 14 digits`);
  return `${icpn}/${icpn}.xml`;
}

/**
 * Where a file named in the message by File/URI (relative to the release folder, e.g. `resources/01_01.wav`) goes
 * inside the batch folder. Throws on a URI that would leave the release folder.
 */
export function releaseFilePath(icpn: string, uri: string): string {
  const folder = posix.dirname(releaseMessagePath(icpn));
  const path = posix.normalize(posix.join(folder, uri));
  if (posix.isAbsolute(uri) || !path.startsWith(`${folder}/`)) {
    throw new Error(`file URI "${uri}" leaves the release folder ${folder}/`);
  }
  return path;
}

export function buildBatchManifest(manifest: BatchManifest): string {
  assertBatchId(manifest.batchId);
  const releases = manifest.releases.map((release) => {
    if (release.messageFile !== releaseMessagePath(release.icpn)) {
      throw new Error(`message file "${release.messageFile}" must be ${releaseMessagePath(release.icpn)}`);
    }
    return [
      `  <Release ICPN="${escapeXml(release.icpn)}">`,
      `    <MessageId>${escapeXml(release.messageId)}</MessageId>`,
      `    <MessageFile>${escapeXml(release.messageFile)}</MessageFile>`,
      '  </Release>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<BatchComplete BatchId="${escapeXml(manifest.batchId)}" CreatedDateTime="${escapeXml(manifest.createdAt)}">`,
    `  <MessageSender>${escapeXml(manifest.senderDpid)}</MessageSender>`,
    `  <MessageRecipient>${escapeXml(manifest.recipientDpid)}</MessageRecipient>`,
    `  <NumberOfMessages>${manifest.releases.length}</NumberOfMessages>`,
    ...releases,
    '</BatchComplete>',
    '',
  ].join('\n');
}

/** Reads a manifest back; throws an Error saying what is wrong with a malformed one. */
export function parseBatchManifest(xml: string): BatchManifest {
  const root = readXml(xml, ['Release']).BatchComplete;
  if (!root || typeof root !== 'object') throw new Error('manifest: no BatchComplete element');
  const batchId = childText(root, 'BatchId');
  if (!batchId || !BATCH_ID_PATTERN.test(batchId)) throw new Error(`manifest: bad BatchId "${batchId ?? ''}"`);
  const releases = childNodes(root, 'Release').map((node, index) => {
    const icpn = childText(node, 'ICPN') ?? '';
    const messageId = childText(node, 'MessageId') ?? '';
    const messageFile = childText(node, 'MessageFile') ?? '';
    if (!ICPN_PATTERN.test(icpn)) throw new Error(`manifest: release ${index + 1} has a bad ICPN "${icpn}"`);
    if (messageFile !== releaseMessagePath(icpn)) {
      throw new Error(`manifest: release ${icpn} names message file "${messageFile}", not ${releaseMessagePath(icpn)}`);
    }
    return { icpn, messageId, messageFile };
  });
  const declared = Number(childText(root, 'NumberOfMessages') ?? releases.length);
  if (declared !== releases.length) {
    throw new Error(`manifest: NumberOfMessages says ${declared} but ${releases.length} releases are listed`);
  }
  return {
    batchId,
    createdAt: childText(root, 'CreatedDateTime') ?? '',
    senderDpid: childText(root, 'MessageSender') ?? '',
    recipientDpid: childText(root, 'MessageRecipient') ?? '',
    releases,
  };
}

/** One release of a batch to compose: its message and the files the message names by File/URI. */
export type DeliveryRelease = {
  readonly icpn: string;
  readonly messageId: string;
  readonly messageXml: string;
  /** None for a takedown or a metadata-only update of a release the store already has. */
  readonly files: ReadonlyArray<{ readonly uri: string; readonly size: number; readonly open: () => Readable }>;
};

/** Lays out a batch for `StoreTransport.sendBatch`: each release's message and files, and the manifest. */
export function composeDeliveryBatch(input: {
  readonly batchId: string;
  readonly createdAt: Date;
  readonly senderDpid: string;
  readonly recipientDpid: string;
  readonly releases: readonly DeliveryRelease[];
}): DeliveryBatch {
  const files: BatchFile[] = input.releases.flatMap((release) => {
    const message = Buffer.from(release.messageXml, 'utf8');
    return [
      { path: releaseMessagePath(release.icpn), size: message.length, open: () => Readable.from([message]) },
      ...release.files.map((file) => ({
        path: releaseFilePath(release.icpn, file.uri),
        size: file.size,
        open: file.open,
      })),
    ];
  });
  const contents = buildBatchManifest({
    batchId: input.batchId,
    createdAt: input.createdAt.toISOString(),
    senderDpid: input.senderDpid,
    recipientDpid: input.recipientDpid,
    releases: input.releases.map((release) => ({
      icpn: release.icpn,
      messageId: release.messageId,
      messageFile: releaseMessagePath(release.icpn),
    })),
  });
  return { batchId: input.batchId, files, manifest: { name: batchManifestName(input.batchId), contents } };
}
