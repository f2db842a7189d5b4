// Deliveries that meet trouble: a flaky store refusing writes (the retried batch resumes and is ingested once), and a
// simulator restarted over the same folder (it finishes what was left and does not ingest anything twice).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, todayInTokyo } from '@otodoke/domain';
import { readErnSummary } from '@otodoke/protocols/ddex/read-ern.ts';
import { createErnValidator } from '@otodoke/protocols/ddex/validate-ern.ts';
import { createSftpTransport } from '@otodoke/protocols/store-drop/sftp-transport.ts';
import type { DeliveryBatch, StoreEndpoint, StoreTransport } from '@otodoke/protocols/store-drop/store-delivery.ts';
import {
  batchOf,
  makeRelease,
  partyOf,
  readNotices,
  SERVICE,
  waitForNotice,
  withMessage,
} from '@otodoke/protocols/store-drop/test-helpers.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSimulatedStores, type StoreSimulator, startStoreSimulator } from './simulator.ts';

/** Chosen so the flaky store refuses a few writes and then ingests the message (see the first test). */
const FLAKY_SEED = 'flaky-1';

const cleanups: Array<() => Promise<unknown>> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function accountOf(simulator: StoreSimulator, storeId: string) {
  const found = simulator.stores.find((store) => store.storeId === storeId);
  if (!found) throw new Error(`no store ${storeId}`);
  return found;
}

/** What a delivery job does: send, and on failure send the same batch again. */
async function sendWithRetries(transport: StoreTransport, endpoint: StoreEndpoint, batch: DeliveryBatch) {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    try {
      const { bytesSent } = await transport.sendBatch(endpoint, batch);
      return { failures, bytesSent };
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  throw new Error(`still failing after 20 attempts: ${failures.at(-1)}`);
}

describe('a flaky store', () => {
  it('fails some uploads; the retried batch resumes and is ingested once', async () => {
    const simulator = await startStoreSimulator({
      stores: defaultSimulatedStores(['tidal'], SERVICE.dpid),
      validator: createErnValidator(),
      readErn: readErnSummary,
      timeScale: 0.01,
      seed: FLAKY_SEED,
    });
    const transport = createSftpTransport({ hostKeys: { tidal: simulator.hostKeyFingerprint } });
    cleanups.push(
      () => transport.close(),
      () => simulator.close(),
    );
    const endpoint = simulator.endpointFor('tidal');
    const release = await makeRelease({
      sequence: 201,
      recipient: partyOf(accountOf(simulator, 'tidal')),
      messageId: 'MSG-201-1',
    });
    const batch = batchOf('B201', [release]);
    const wholeBatch = batch.files.reduce((sum, file) => sum + file.size, Buffer.byteLength(batch.manifest.contents));

    const first = await sendWithRetries(transport, endpoint, batch);
    expect(first.failures.length).toBeGreaterThan(0);
    for (const failure of first.failures)
      expect(failure).toMatch(/is incomplete: the store has|simulated store failure/);
    expect(first.bytesSent).toBeLessThan(wholeBatch); // files already there were not sent again
    expect(await waitForNotice(transport, endpoint, 'ack', 'MSG-201-1')).toMatchObject({ status: 'FileOK' });

    expect(await transport.sendBatch(endpoint, batch)).toEqual({ bytesSent: 0 });
    const resent = await sendWithRetries(
      transport,
      endpoint,
      batchOf('B201-AGAIN', [withMessage(release, 'MSG-201-1')]),
    );
    expect(resent.bytesSent).toBeGreaterThan(0);
    await simulator.idle();
    const acks = (await readNotices(transport, endpoint)).filter(({ notice }) => notice.kind === 'ack');
    expect(acks.map(({ name }) => name)).toEqual(['ACK_MSG-201-1.xml']);
  });
});

/** Puts a batch straight into a store's inbox on disk, as if uploaded before the simulator started. */
async function placeBatch(rootDir: string, storeId: string, batch: DeliveryBatch): Promise<void> {
  const batchDir = path.join(rootDir, 'stores', storeId, 'files', 'inbox', batch.batchId);
  for (const file of batch.files) {
    await mkdir(path.dirname(path.join(batchDir, file.path)), { recursive: true });
    await writeFile(path.join(batchDir, file.path), Buffer.concat(await file.open().toArray()));
  }
  await writeFile(path.join(batchDir, batch.manifest.name), batch.manifest.contents);
}

describe('a restarted simulator', () => {
  it('ingests the complete batch it had not acknowledged, and nothing twice', async () => {
    const rootDir = await mkdtemp(path.join(tmpdir(), 'otodoke-store-restart-'));
    cleanups.push(() => rm(rootDir, { recursive: true, force: true }));
    // deezer waits an hour (a thousandth of that after the restart) before it looks at a batch.
    const stores = defaultSimulatedStores(['itunes', 'deezer'], SERVICE.dpid).map((store) =>
      store.storeId === 'deezer' ? { ...store, rules: { ...store.rules, ingestDelayMs: 3_600_000 } } : store,
    );
    const options = { stores, validator: createErnValidator(), readErn: readErnSummary, rootDir };
    const before = await startStoreSimulator({ ...options, timeScale: 0.01 });
    const transport = createSftpTransport({
      hostKeys: { itunes: before.hostKeyFingerprint, deezer: before.hostKeyFingerprint },
    });
    cleanups.push(() => transport.close());
    const itunes = await makeRelease({
      sequence: 301,
      recipient: partyOf(accountOf(before, 'itunes')),
      messageId: 'MSG-301-1',
    });
    const deezer = await makeRelease({
      sequence: 302,
      recipient: partyOf(accountOf(before, 'deezer')),
      messageId: 'MSG-302-1',
    });

    await transport.sendBatch(before.endpointFor('itunes'), batchOf('B301', [itunes]));
    await waitForNotice(transport, before.endpointFor('itunes'), 'on_sale', 'MSG-301-1');
    const answered = await readNotices(transport, before.endpointFor('itunes'));
    await transport.removeFromOutbox(
      before.endpointFor('itunes'),
      answered.map(({ name }) => name),
    );
    await transport.sendBatch(before.endpointFor('deezer'), batchOf('B302', [deezer]));
    await before.close();

    const after = await startStoreSimulator({ ...options, timeScale: 0.00001 });
    cleanups.push(() => after.close());
    expect(after.hostKeyFingerprint).toBe(before.hostKeyFingerprint);
    const ack = await waitForNotice(transport, after.endpointFor('deezer'), 'ack', 'MSG-302-1');
    expect(ack).toMatchObject({ status: 'FileOK', icpn: deezer.input.release.icpn });
    await waitForNotice(transport, after.endpointFor('deezer'), 'on_sale', 'MSG-302-1');
    await after.idle();

    expect(await readNotices(transport, after.endpointFor('itunes'))).toEqual([]);
    expect(after.catalogue('itunes')).toEqual([expect.objectContaining({ icpn: itunes.input.release.icpn })]);
    const deezerAcks = (await readNotices(transport, after.endpointFor('deezer'))).filter(
      ({ notice }) => notice.kind === 'ack',
    );
    expect(deezerAcks).toHaveLength(1);
  });
});

describe('a release whose deals start later', () => {
  it('is acknowledged but stays off sale until its start date, across a restart, and sells nothing before', async () => {
    const rootDir = await mkdtemp(path.join(tmpdir(), 'otodoke-store-dated-'));
    cleanups.push(() => rm(rootDir, { recursive: true, force: true }));
    const options = {
      stores: defaultSimulatedStores(['line'], SERVICE.dpid),
      validator: createErnValidator(),
      readErn: readErnSummary,
      rootDir,
      timeScale: 0.01,
    };
    const today = todayInTokyo(new Date());
    const startDate = addDays(today, 2);
    const before = await startStoreSimulator(options);
    const transport = createSftpTransport({ hostKeys: { line: before.hostKeyFingerprint } });
    cleanups.push(() => transport.close());
    const made = await makeRelease({
      sequence: 311,
      recipient: partyOf(accountOf(before, 'line')),
      messageId: 'MSG-311-1',
    });
    const dated = withMessage(
      made,
      'MSG-311-1',
      made.input.deals.map((deal) => ({ ...deal, startDate })),
    );

    await transport.sendBatch(before.endpointFor('line'), batchOf('B311', [dated]));
    expect(await waitForNotice(transport, before.endpointFor('line'), 'ack', 'MSG-311-1')).toMatchObject({
      status: 'FileOK',
    });
    // Far past the store's own delay (30 ms here): still not on sale, and nothing to report.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await before.idle();
    const kinds = (await readNotices(transport, before.endpointFor('line'))).map(({ notice }) => notice.kind);
    expect(kinds).toEqual(['ack']);
    expect(before.catalogue('line')).toEqual([]);
    expect(await before.produceSalesReports(addDays(today, 1))).toBe(0);
    await before.close();

    // Restarted three days later: the waiting notice is sent, and the reports start on the day it went on sale.
    const later = () => new Date(Date.now() + 3 * 86_400_000);
    const after = await startStoreSimulator({ ...options, now: later });
    cleanups.push(() => after.close());
    await waitForNotice(transport, after.endpointFor('line'), 'on_sale', 'MSG-311-1');
    const [entry] = after.catalogue('line');
    expect(entry?.icpn).toBe(dated.input.release.icpn);
    expect(todayInTokyo(new Date(entry?.onSaleSince ?? 0)) >= startDate).toBe(true);
    expect(await after.produceSalesReports(addDays(today, 3))).toBe(1);
    const reports = await transport.listReports(after.endpointFor('line'));
    expect(reports.map((report) => report.name.split('_')[4])).toEqual([`${addDays(today, 3)}--${addDays(today, 3)}`]);
  });
});

describe('an ingest that fails inside the store', () => {
  it('is answered InternalError, and the message delivered again is ingested', async () => {
    const rootDir = await mkdtemp(path.join(tmpdir(), 'otodoke-store-internal-'));
    cleanups.push(() => rm(rootDir, { recursive: true, force: true }));
    const [broken] = defaultSimulatedStores(['tidal'], SERVICE.dpid).map((store) => ({
      ...store,
      rules: { ...store.rules, failureRate: 1 },
    }));
    if (!broken) throw new Error('no store');
    const options = { validator: createErnValidator(), readErn: readErnSummary, rootDir, timeScale: 0.01 };
    const release = await makeRelease({ sequence: 501, recipient: partyOf(broken), messageId: 'MSG-501-1' });
    await placeBatch(rootDir, 'tidal', batchOf('B501', [release]));

    const failing = await startStoreSimulator({ ...options, stores: [broken] });
    const transport = createSftpTransport();
    cleanups.push(() => transport.close());
    const failed = await waitForNotice(transport, failing.endpointFor('tidal'), 'ack', 'MSG-501-1');
    expect(failed).toMatchObject({ status: 'InternalError', isAccepted: false });
    await failing.close();

    await placeBatch(rootDir, 'tidal', batchOf('B501-AGAIN', [release]));
    const mended = await startStoreSimulator({ ...options, stores: [{ ...broken, rules: { failureRate: 0 } }] });
    cleanups.push(() => mended.close());
    await mended.idle();
    const acks = (await readNotices(transport, mended.endpointFor('tidal'))).filter(
      ({ notice }) => notice.kind === 'ack',
    );
    expect(acks).toEqual([{ name: 'ACK_MSG-501-1.xml', notice: expect.objectContaining({ status: 'FileOK' }) }]);
  });
});
