// The store simulator's sales reports over real loopback SFTP: a store with a release on sale writes a report a day in
// /outbox/reports, the transport lists, downloads and removes them, the notice reader never sees them, and a
// simulator restarted over the same folder carries on without writing a day twice.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { addDays, todayInTokyo } from '@otodoke/domain';
import { readErnSummary } from '@otodoke/protocols/ddex/read-ern.ts';
import { createErnValidator } from '@otodoke/protocols/ddex/validate-ern.ts';
import { readSalesReport } from '@otodoke/protocols/sales-reports/read-sales-report.ts';
import type { SalesRecord } from '@otodoke/protocols/sales-reports/sales-report-types.ts';
import { createSftpTransport } from '@otodoke/protocols/store-drop/sftp-transport.ts';
import type { StoreTransport } from '@otodoke/protocols/store-drop/store-delivery.ts';
import {
  batchOf,
  makeRelease,
  partyOf,
  readNotices,
  SERVICE,
  waitFor,
  waitForNotice,
} from '@otodoke/protocols/store-drop/test-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSimulatedStores, type StoreSimulator, startStoreSimulator } from './simulator.ts';

let rootDir: string;
let simulator: StoreSimulator;
let transport: StoreTransport;

const start = () =>
  startStoreSimulator({
    stores: defaultSimulatedStores(['line', 'spotify'], SERVICE.dpid),
    validator: createErnValidator(),
    readErn: readErnSummary,
    rootDir,
    timeScale: 0.01,
    seed: 'sales-reports-suite',
  });

/** A Writable that keeps what it is given (the test's files are small). */
function collector() {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { sink, bytes: () => Buffer.concat(chunks) };
}

beforeAll(async () => {
  rootDir = await mkdtemp(path.join(tmpdir(), 'otodoke-sales-sim-'));
  simulator = await start();
  transport = createSftpTransport();
});

afterAll(async () => {
  await transport?.close();
  await simulator?.close();
  if (rootDir) await rm(rootDir, { recursive: true, force: true });
});

describe('the store simulator’s sales reports', () => {
  it('are written a day at a time for a release on sale, and listed, downloaded and removed over SFTP', async () => {
    const account = simulator.stores.find((store) => store.storeId === 'line');
    if (!account) throw new Error('no LINE MUSIC');
    const endpoint = simulator.endpointFor('line');
    const release = await makeRelease({ sequence: 301, recipient: partyOf(account), messageId: 'MSG-301-1' });
    await transport.sendBatch(endpoint, batchOf('B301', [release]));
    await waitForNotice(transport, endpoint, 'on_sale', 'MSG-301-1');
    const today = todayInTokyo(new Date());

    expect(await transport.listReports(endpoint)).toEqual([]);
    expect(await simulator.produceSalesReports(addDays(today, 2))).toBe(3);

    const reports = await transport.listReports(endpoint);
    expect(reports.map((report) => report.name.split('_')[4])).toEqual(
      [0, 1, 2].map((offset) => `${addDays(today, offset)}--${addDays(today, offset)}`),
    );
    expect(await transport.listReports(simulator.endpointFor('spotify'))).toEqual([]); // nothing on sale there
    // The notice reader, which reads /outbox, does not see the reports.
    expect((await transport.readOutbox(endpoint, 1_000)).some((file) => file.name.startsWith('DSR_'))).toBe(false);
    expect((await readNotices(transport, endpoint)).length).toBeGreaterThan(0);

    const [first] = reports;
    if (!first) throw new Error('no report');
    const { sink, bytes } = collector();
    expect(await transport.downloadReport(endpoint, first.name, sink)).toEqual({ bytes: first.size });
    expect(bytes().length).toBe(first.size);
    const sales: SalesRecord[] = [];
    let lines = 0;
    for await (const event of readSalesReport(Readable.from([bytes()]), { fileName: first.name })) {
      if (event.kind === 'sale') sales.push(event.sale);
      if (event.kind === 'footer') lines = event.footer.linesInFile ?? 0;
      expect(event.kind).not.toBe('warning');
    }
    expect(lines).toBeGreaterThan(8);
    expect(new Set(sales.map((sale) => sale.icpn))).toEqual(new Set([release.input.release.icpn]));
    expect(new Set(sales.map((sale) => sale.isrc))).toEqual(new Set(['JPZ992600301']));
    expect(sales.every((sale) => sale.territory.country === 'JP' && sale.territory.subdivision !== null)).toBe(true);

    await transport.removeReport(endpoint, first.name);
    expect((await transport.listReports(endpoint)).map((report) => report.name)).toEqual(
      reports.slice(1).map((report) => report.name),
    );
    await expect(transport.downloadReport(endpoint, first.name, collector().sink)).rejects.toThrow(
      `the store has no report ${first.name}`,
    );
    await expect(transport.downloadReport(endpoint, '../catalogue.json', collector().sink)).rejects.toThrow(
      'must be a plain file name',
    );
    await expect(transport.removeReport(endpoint, 'reports/../x')).rejects.toThrow('must be a plain file name');
    // A store without a reports folder has no reports (rather than an error).
    expect(await transport.listReports({ ...endpoint, outboxPath: '/inbox' })).toEqual([]);
  });

  it('carry on after a restart without writing a day twice', async () => {
    const endpoint = simulator.endpointFor('line');
    const today = todayInTokyo(new Date());
    expect(await simulator.produceSalesReports(addDays(today, 2))).toBe(0);
    const before = (await transport.listReports(endpoint)).map((report) => report.name);

    await simulator.close();
    simulator = await start();
    expect(await simulator.produceSalesReports(addDays(today, 2))).toBe(0);
    expect(await simulator.produceSalesReports(addDays(today, 3))).toBe(1);
    const after = (await transport.listReports(simulator.endpointFor('line'))).map((report) => report.name);
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)?.split('_')[4]).toBe(`${addDays(today, 3)}--${addDays(today, 3)}`);
  });
});

describe('a running store simulator with sales reports on', () => {
  it('writes each day’s report through yesterday on its own, from the day the release went on sale', async () => {
    const otherRoot = await mkdtemp(path.join(tmpdir(), 'otodoke-sales-timer-'));
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    // A store that put a release on sale three days ago, as its catalogue keeps it.
    await mkdir(path.join(otherRoot, 'stores', 'spotify'), { recursive: true });
    const release = {
      icpn: '4599990003019',
      isrcs: ['JPZ992600301'],
      messageId: 'MSG-301-1',
      status: 'on_sale',
      onSaleSince: threeDaysAgo.toISOString(),
    };
    await writeFile(
      path.join(otherRoot, 'stores', 'spotify', 'catalogue.json'),
      JSON.stringify({ releases: [release] }),
    );
    const running = await startStoreSimulator({
      stores: defaultSimulatedStores(['spotify'], SERVICE.dpid),
      validator: createErnValidator(),
      readErn: readErnSummary,
      rootDir: otherRoot,
      seed: 'sales-reports-timer',
      salesReports: { intervalMs: 60_000 },
    });
    try {
      const endpoint = running.endpointFor('spotify');
      const reports = await waitFor('three daily reports', async () => {
        const listed = await transport.listReports(endpoint);
        return listed.length >= 3 ? listed : undefined;
      });
      const firstDay = todayInTokyo(threeDaysAgo);
      expect(reports.map((report) => report.name.split('_')[4])).toEqual(
        [0, 1, 2].map((offset) => `${addDays(firstDay, offset)}--${addDays(firstDay, offset)}`),
      );
      expect(await running.produceSalesReports(addDays(todayInTokyo(new Date()), -1))).toBe(0);
    } finally {
      await running.close();
      await rm(otherRoot, { recursive: true, force: true });
    }
  });
});
