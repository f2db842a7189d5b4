// The SFTP transport delivering to the store simulator over real loopback SFTP: a release goes on sale and comes down,
// bad deliveries are refused with DDEX statuses, a hi-res store applies its rule, and the SSH door stays shut to wrong
// passwords, escaping paths and an unexpected host key.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findStore, STORES, storeUnavailableReasons } from '@otodoke/domain';
import { buildNewReleaseMessage } from '@otodoke/protocols/ddex/build-ern.ts';
import { readErnSummary } from '@otodoke/protocols/ddex/read-ern.ts';
import { createErnValidator } from '@otodoke/protocols/ddex/validate-ern.ts';
import { createSftpTransport } from '@otodoke/protocols/store-drop/sftp-transport.ts';
import type { StoreTransport } from '@otodoke/protocols/store-drop/store-delivery.ts';
import {
  batchOf,
  makeRelease,
  partyOf,
  readNotices,
  SERVICE,
  waitForNotice,
  withMessage,
} from '@otodoke/protocols/store-drop/test-helpers.ts';
import SftpClient from 'ssh2-sftp-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSimulatedStores, type StoreSimulator, startStoreSimulator } from './simulator.ts';

let simulator: StoreSimulator;
let transport: StoreTransport;

function account(storeId: string) {
  const found = simulator.stores.find((store) => store.storeId === storeId);
  if (!found) throw new Error(`no store ${storeId}`);
  return found;
}

beforeAll(async () => {
  simulator = await startStoreSimulator({
    stores: defaultSimulatedStores(['itunes', 'spotify', 'qobuz'], SERVICE.dpid),
    validator: createErnValidator(),
    readErn: readErnSummary,
    timeScale: 0.01,
    seed: 'simulator-suite',
  });
  transport = createSftpTransport({ hostKeys: { itunes: simulator.hostKeyFingerprint } });
});

afterAll(async () => {
  await transport?.close();
  await simulator?.close();
});

describe('a delivery to a store', () => {
  it('is acknowledged, goes on sale, and a message without deals takes it down', async () => {
    const endpoint = simulator.endpointFor('itunes');
    const release = await makeRelease({ sequence: 101, recipient: partyOf(account('itunes')), messageId: 'MSG-101-1' });
    const { icpn } = release.input.release;

    const sent = await transport.sendBatch(endpoint, batchOf('B101', [release]));
    expect(sent.bytesSent).toBeGreaterThan(0);

    const ack = await waitForNotice(transport, endpoint, 'ack', 'MSG-101-1');
    expect(ack).toMatchObject({ icpn, status: 'FileOK', isAccepted: true, reason: '' });
    const onSale = await waitForNotice(transport, endpoint, 'on_sale', 'MSG-101-1');
    expect(onSale.icpn).toBe(icpn);
    expect(simulator.catalogue('itunes')).toEqual([
      { icpn, isrcs: ['JPZ992600101'], messageId: 'MSG-101-1', onSaleSince: expect.any(String) },
    ]);

    await transport.removeFromOutbox(
      endpoint,
      (await readNotices(transport, endpoint)).map(({ name }) => name),
    );
    expect(await transport.readOutbox(endpoint)).toEqual([]);

    const takedown = withMessage(release, 'MSG-101-2', []);
    await transport.sendBatch(endpoint, batchOf('B101-TD', [takedown], { withFiles: false }));
    expect(await waitForNotice(transport, endpoint, 'ack', 'MSG-101-2')).toMatchObject({ status: 'FileOK' });
    expect(await waitForNotice(transport, endpoint, 'taken_down', 'MSG-101-2')).toMatchObject({ icpn });
    expect(simulator.catalogue('itunes')).toEqual([
      expect.objectContaining({ icpn, messageId: 'MSG-101-1', takenDownAt: expect.any(String) }),
    ]);
  });

  it('is refused when a file does not match its hash, and when the message breaks the schema', async () => {
    const endpoint = simulator.endpointFor('spotify');
    const spotify = partyOf(account('spotify'));
    const damaged = await makeRelease({ sequence: 102, recipient: spotify, messageId: 'MSG-102-1' });
    const wav = damaged.files.get('resources/01.wav') as Buffer;
    const flipped = Buffer.from(wav);
    flipped[flipped.length - 1] = (flipped.at(-1) ?? 0) ^ 0xff;
    const withDamage = { ...damaged, files: new Map([...damaged.files, ['resources/01.wav', flipped]]) };
    const invalid = await makeRelease({ sequence: 103, recipient: spotify, messageId: 'MSG-103-1' });
    const breakSchema = (xml: string) =>
      xml.replace('</MessageCreatedDateTime>', '</MessageCreatedDateTime><NotADdexElement>1</NotADdexElement>');

    await transport.sendBatch(endpoint, batchOf('B102', [withDamage]));
    await transport.sendBatch(
      endpoint,
      batchOf('B103', [invalid], { messageXml: (release) => breakSchema(buildNewReleaseMessage(release.input)) }),
    );

    const corrupt = await waitForNotice(transport, endpoint, 'ack', 'MSG-102-1');
    expect(corrupt).toMatchObject({ status: 'ResourceCorrupt', isAccepted: false });
    expect(corrupt.reason).toContain('resources/01.wav');
    const refused = await waitForNotice(transport, endpoint, 'ack', 'MSG-103-1');
    expect(refused).toMatchObject({ status: 'NewReleaseMessageInvalid', isAccepted: false });
    expect(refused.reason).toContain('NotADdexElement');
    expect(simulator.catalogue('spotify')).toEqual([]);
  });

  it('to a hi-res store is refused for 16-bit audio that another store accepts', async () => {
    const qobuz = partyOf(account('qobuz'));
    const cd = await makeRelease({ sequence: 104, recipient: qobuz, messageId: 'MSG-104-QOBUZ' });
    const sameToItunes = withMessage(
      { ...cd, input: { ...cd.input, recipient: partyOf(account('itunes')) } },
      'MSG-104-ITUNES',
    );
    const hiRes = await makeRelease({
      sequence: 105,
      recipient: qobuz,
      messageId: 'MSG-105-QOBUZ',
      bitsPerSample: 24,
      sampleRateHz: 96_000,
    });

    await transport.sendBatch(simulator.endpointFor('qobuz'), batchOf('B104', [cd, hiRes]));
    await transport.sendBatch(simulator.endpointFor('itunes'), batchOf('B104', [sameToItunes]));

    const refused = await waitForNotice(transport, simulator.endpointFor('qobuz'), 'ack', 'MSG-104-QOBUZ');
    expect(refused).toMatchObject({ status: 'ResourceNotMeetingSpecifications', isAccepted: false });
    expect(refused.reason).toMatch(/16-bit, 44\.1 kHz/);
    const accepted = await waitForNotice(transport, simulator.endpointFor('qobuz'), 'ack', 'MSG-105-QOBUZ');
    expect(accepted.status).toBe('FileOK');
    const elsewhere = await waitForNotice(transport, simulator.endpointFor('itunes'), 'ack', 'MSG-104-ITUNES');
    expect(elsewhere.status).toBe('FileOK');
  });

  it('takes its rules on what a store accepts from the domain store list the service checks before submit', () => {
    const accounts = defaultSimulatedStores(
      STORES.map((store) => store.id),
      SERVICE.dpid,
    );
    for (const account of accounts) {
      const store = findStore(account.storeId)!;
      // The editor disables the store (need_hires) exactly when the simulator would refuse the audio.
      const refusesCd = storeUnavailableReasons(store, {
        media: 'audio',
        genreIds: [],
        worldwide: true,
        songs: [{ isHires: false }],
      }).includes('need_hires');
      expect(Boolean(account.rules.audioMinimums), account.storeId).toBe(refusesCd);
    }
    expect(accounts.find((a) => a.storeId === 'qobuz')!.rules.audioMinimums).toEqual({
      bitDepth: 24,
      sampleRateHz: 48_000,
    });
  });
});

describe('the SSH door', () => {
  it('refuses a wrong password', async () => {
    const stranger = createSftpTransport();
    const endpoint = { ...simulator.endpointFor('itunes'), password: 'not-the-password' };
    await expect(stranger.readOutbox(endpoint)).rejects.toThrow(/store itunes .*authentication methods failed/);
    await stranger.close();
  });

  it('refuses paths that leave the store folder, and writes outside the inbox', async () => {
    const endpoint = simulator.endpointFor('itunes');
    const client = new SftpClient('escape-test', { error: () => {}, end: () => {}, close: () => {} });
    await client.connect({
      host: endpoint.host,
      port: endpoint.port,
      username: endpoint.username,
      password: endpoint.password,
    });
    try {
      await expect(client.list('/../../..')).rejects.toThrow(/Path leaves your folder/);
      await expect(client.put(Buffer.from('x'), '/inbox/../../../escaped.txt')).rejects.toThrow(
        /Path leaves your folder/,
      );
      await expect(client.put(Buffer.from('x'), '/outbox/forged.xml')).rejects.toThrow(/Only \/inbox is writable/);
    } finally {
      await client.end();
    }
    expect(existsSync(path.join(simulator.rootDir, 'escaped.txt'))).toBe(false);
    expect(existsSync(path.join(simulator.rootDir, 'stores', 'escaped.txt'))).toBe(false);

    const escaping = { ...endpoint, inboxPath: '../../tmp' };
    const release = await makeRelease({ sequence: 106, recipient: partyOf(account('itunes')), messageId: 'MSG-106-1' });
    await expect(transport.sendBatch(escaping, batchOf('B106', [release]))).rejects.toThrow(/Path leaves your folder/);
  });

  it('is not entered when the host key is not the pinned one', async () => {
    const pinned = createSftpTransport({ hostKeys: { itunes: 'SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU' } });
    await expect(pinned.readOutbox(simulator.endpointFor('itunes'))).rejects.toThrow(
      `presented host key ${simulator.hostKeyFingerprint}, not the pinned SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU`,
    );
    await pinned.close();
  });
});
