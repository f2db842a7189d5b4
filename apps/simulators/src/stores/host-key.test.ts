// The store simulator's host key: ssh2's ed25519 generator now and then strips a leading zero byte of the public key
// and its server refuses such a key ("Malformed OpenSSH private key"), which failed a CI run; every key we make reads.
import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import { newHostKey } from './simulator.ts';

describe('the simulator host key', () => {
  it('is always one ssh2 can read back (a thousand in a row)', () => {
    const unreadable = Array.from({ length: 1000 }, newHostKey).filter(
      (key) => ssh2.utils.parseKey(key) instanceof Error,
    );
    expect(unreadable).toEqual([]);
  });
});
