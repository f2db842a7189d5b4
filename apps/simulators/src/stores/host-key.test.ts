// The store simulator's host key: ssh2's ed25519 generator now and then strips a leading zero byte of the public key
// and its server refuses such a key ("Malformed OpenSSH private key"), which failed a CI run; every key we make reads.
// Another process reaches a running simulator by the key it keeps in its folder (npm start's launcher).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readErnSummary } from '@otodoke/protocols/ddex/read-ern.ts';
import { createErnValidator } from '@otodoke/protocols/ddex/validate-ern.ts';
import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import { defaultSimulatedStores, newHostKey, reachStoreSimulator, startStoreSimulator } from './simulator.ts';

describe('the simulator host key', () => {
  it('is always one ssh2 can read back (a thousand in a row)', () => {
    const unreadable = Array.from({ length: 1000 }, newHostKey).filter(
      (key) => ssh2.utils.parseKey(key) instanceof Error,
    );
    expect(unreadable).toEqual([]);
  });

  it('is what another process pins when it reaches a running simulator by its folder and port', async () => {
    const rootDir = await mkdtemp(path.join(tmpdir(), 'otodoke-store-sim-reach-'));
    const stores = defaultSimulatedStores(['spotify', 'line'], 'PADPIDA2026112501Z');
    const simulator = await startStoreSimulator({
      stores,
      validator: createErnValidator(),
      readErn: readErnSummary,
      rootDir,
    });
    try {
      const reached = await reachStoreSimulator({ stores, rootDir, port: simulator.port });
      expect(reached.hostKeyFingerprint).toBe(simulator.hostKeyFingerprint);
      expect(reached.endpointFor('line')).toEqual(simulator.endpointFor('line'));
      expect(() => reached.endpointFor('nowhere')).toThrow(/no store "nowhere"/);
      await expect(
        reachStoreSimulator({ stores, rootDir: path.join(rootDir, 'empty'), port: simulator.port }),
      ).rejects.toThrow(/no store simulator has started/);
    } finally {
      await simulator.close();
      await rm(rootDir, { recursive: true, force: true });
    }
  });
});
