// Shared by the store delivery suites: small real media (WAV, PNG), releases built with the DDEX message builder,
// their batches, and reading what a store left in its outbox.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buildIsrc, buildUpc } from '@otodoke/domain';
import sharp from 'sharp';
import { buildNewReleaseMessage } from '../ddex/build-ern.ts';
import { sampleErnInput } from '../ddex/ern-sample-inputs.ts';
import type { ErnMessageInput, ErnParty } from '../ddex/ern-types.ts';
import { composeDeliveryBatch } from './batch-manifest.ts';
import type { DeliveryBatch, StoreEndpoint, StoreNotice, StoreTransport } from './store-delivery.ts';
import { parseStoreNotice } from './store-notice.ts';

export const SERVICE: ErnParty = { dpid: 'PADPIDA2026112501Z', name: 'Otodoke' };

/** The party a store (or a simulated store's account) is in a message: its DPID and name. */
export function partyOf(account: { readonly dpid: string; readonly name: string }): ErnParty {
  return { dpid: account.dpid, name: account.name };
}

function md5(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}

/** A short PCM WAV of a quiet sine tone. */
export function makeWav(format: { sampleRateHz: number; bitsPerSample: 16 | 24; channels?: number }): Buffer {
  const channels = format.channels ?? 2;
  const bytesPerSample = format.bitsPerSample / 8;
  const frames = Math.round(format.sampleRateHz / 50); // 20 ms
  const data = Buffer.alloc(frames * channels * bytesPerSample);
  for (let frame = 0; frame < frames; frame += 1) {
    const value = Math.round(
      Math.sin((2 * Math.PI * 440 * frame) / format.sampleRateHz) * 2 ** (format.bitsPerSample - 4),
    );
    for (let channel = 0; channel < channels; channel += 1) {
      data.writeIntLE(value, (frame * channels + channel) * bytesPerSample, bytesPerSample);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(format.sampleRateHz, 24);
  header.writeUInt32LE(format.sampleRateHz * channels * bytesPerSample, 28);
  header.writeUInt16LE(channels * bytesPerSample, 32);
  header.writeUInt16LE(format.bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export function makePng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 230, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

/** A release's message input and the bytes of the files it names, by File/URI. */
export type TestRelease = { readonly input: ErnMessageInput; readonly files: ReadonlyMap<string, Buffer> };

/** A single with one real WAV and a PNG cover, addressed to `recipient`. `sequence` makes its UPC and ISRC. */
export async function makeRelease(options: {
  readonly sequence: number;
  readonly recipient: ErnParty;
  readonly messageId: string;
  readonly bitsPerSample?: 16 | 24;
  readonly sampleRateHz?: number;
}): Promise<TestRelease> {
  const base = sampleErnInput('single');
  const [track] = base.release.tracks;
  if (!track) throw new Error('the sample single has no track');
  const sampleRateHz = options.sampleRateHz ?? 44_100;
  const bitsPerSample = options.bitsPerSample ?? 16;
  const wav = makeWav({ sampleRateHz, bitsPerSample });
  const png = await makePng();
  const icpn = buildUpc('4599990', options.sequence);
  if (!icpn) throw new Error(`no UPC for sequence ${options.sequence}`);
  const input: ErnMessageInput = {
    ...base,
    messageId: options.messageId,
    threadId: `OTD-THREAD-${icpn}-${options.recipient.dpid}`,
    createdAt: new Date('2026-11-25T00:00:00Z'),
    sender: SERVICE,
    recipient: options.recipient,
    release: {
      ...base.release,
      icpn,
      artwork: {
        uri: 'resources/cover.png',
        md5: md5(png),
        sizeBytes: png.length,
        width: 64,
        height: 64,
        mime: 'image/png',
      },
      tracks: [
        {
          ...track,
          isrc: buildIsrc('JPZ99', 2026, options.sequence),
          file: {
            kind: 'audio',
            codec: 'WAV',
            uri: 'resources/01.wav',
            md5: md5(wav),
            sizeBytes: wav.length,
            sampleRateHz,
            bitsPerSample,
            channels: 2,
          },
        },
      ],
    },
  };
  return {
    input,
    files: new Map([
      ['resources/01.wav', wav],
      ['resources/cover.png', png],
    ]),
  };
}

/** The same release with another message: no deals takes it down. */
export function withMessage(release: TestRelease, messageId: string, deals = release.input.deals): TestRelease {
  return { ...release, input: { ...release.input, messageId, deals } };
}

/** The batch of some releases to one store; `withFiles: false` sends the messages only (takedowns, updates). */
export function batchOf(
  batchId: string,
  releases: readonly TestRelease[],
  options: { withFiles?: boolean; messageXml?: (release: TestRelease) => string } = {},
): DeliveryBatch {
  const recipient = releases[0]?.input.recipient;
  if (!recipient) throw new Error('a batch needs a release');
  return composeDeliveryBatch({
    batchId,
    createdAt: new Date('2026-11-25T00:00:00Z'),
    senderDpid: SERVICE.dpid,
    recipientDpid: recipient.dpid,
    releases: releases.map((release) => ({
      icpn: release.input.release.icpn,
      messageId: release.input.messageId,
      messageXml: options.messageXml?.(release) ?? buildNewReleaseMessage(release.input),
      files:
        options.withFiles === false
          ? []
          : [...release.files].map(([uri, bytes]) => ({ uri, size: bytes.length, open: () => Readable.from([bytes]) })),
    })),
  });
}

/** Polls until `probe` gives a value (the stores work asynchronously), failing with `what` after 20 s. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The notices in the store's outbox, with their file names. */
export async function readNotices(transport: StoreTransport, endpoint: StoreEndpoint) {
  const files = await transport.readOutbox(endpoint, 1_000);
  return files.flatMap((file) => {
    const notice = parseStoreNotice(file);
    return notice ? [{ name: file.name, notice }] : [];
  });
}

/** Waits for the store's notice of `kind` about `messageId`. */
export function waitForNotice<K extends StoreNotice['kind']>(
  transport: StoreTransport,
  endpoint: StoreEndpoint,
  kind: K,
  messageId: string,
): Promise<StoreNotice & { kind: K }> {
  return waitFor(`${kind} of ${messageId} at ${endpoint.storeId}`, async () => {
    const found = (await readNotices(transport, endpoint)).find(
      ({ notice }) => notice.kind === kind && notice.messageId === messageId,
    );
    return found?.notice as (StoreNotice & { kind: K }) | undefined;
  });
}
