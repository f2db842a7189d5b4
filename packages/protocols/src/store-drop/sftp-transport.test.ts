// The SFTP transport against a real OpenSSH server (sshd with internal-sftp, key authentication) on loopback: a batch
// arrives byte for byte with its manifest, the outbox is read and emptied, sales reports are streamed from
// outbox/reports, and a host key other than the pinned one is refused. Needs /usr/sbin/sshd: skipped without it,
// except in CI where its absence fails the suite.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSftpTransport } from './sftp-transport.ts';
import type { StoreEndpoint, StoreTransport } from './store-delivery.ts';
import { batchOf, makeRelease } from './test-helpers.ts';

const SSHD = process.env.SSHD_PATH ?? '/usr/sbin/sshd';
const hasSshd = existsSync(SSHD);
const isCi = process.env.CI === 'true';

if (!hasSshd && isCi) {
  describe('the SFTP transport against OpenSSH', () => {
    it('needs OpenSSH server in CI (install the openssh-server package)', () => {
      expect.fail(`${SSHD} is missing: CI must run the transport against a real OpenSSH server`);
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts sshd in the foreground and resolves once it listens (it says so on stderr with -e). */
function startSshd(config: string): Promise<ChildProcess> {
  // Privilege separation needs this folder; a Debian host makes it when its own sshd service starts.
  if (!existsSync('/run/sshd')) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  return new Promise((resolve, reject) => {
    const child = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`sshd did not start: ${output}`)), 15_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Server listening on')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sshd exited with ${code}: ${output}`));
    });
  });
}

const suiteName = hasSshd
  ? 'the SFTP transport against OpenSSH'
  : `the SFTP transport against OpenSSH (skipped: ${SSHD} is not installed)`;

describe.skipIf(!hasSshd)(suiteName, () => {
  let workDir: string;
  let sftpRoot: string;
  let sshd: ChildProcess | undefined;
  let endpoint: StoreEndpoint;
  let hostFingerprint: string;
  let transport: StoreTransport;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'otodoke-sshd-'));
    sftpRoot = path.join(workDir, 'store');
    await mkdir(path.join(sftpRoot, 'inbox'), { recursive: true });
    await mkdir(path.join(sftpRoot, 'outbox'), { recursive: true });
    const hostKey = path.join(workDir, 'ssh_host_ed25519_key');
    const clientKey = path.join(workDir, 'client_ed25519_key');
    for (const key of [hostKey, clientKey]) execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', key]);
    await writeFile(path.join(workDir, 'authorized_keys'), await readFile(`${clientKey}.pub`));
    // `ssh-keygen -l` prints "256 SHA256:... comment (ED25519)".
    hostFingerprint =
      execFileSync('ssh-keygen', ['-l', '-f', `${hostKey}.pub`], { encoding: 'utf8' }).split(' ')[1] ?? '';
    const port = await freePort();
    const config = path.join(workDir, 'sshd_config');
    await writeFile(
      config,
      [
        `Port ${port}`,
        'ListenAddress 127.0.0.1',
        `HostKey ${hostKey}`,
        'PermitRootLogin yes',
        'PasswordAuthentication no',
        'KbdInteractiveAuthentication no',
        'PubkeyAuthentication yes',
        `AuthorizedKeysFile ${path.join(workDir, 'authorized_keys')}`,
        'StrictModes no',
        'UsePAM no',
        'PidFile none',
        'Subsystem sftp internal-sftp',
        `ForceCommand internal-sftp -d ${sftpRoot}`,
        '',
      ].join('\n'),
    );
    sshd = await startSshd(config);
    endpoint = {
      storeId: 'openssh',
      host: '127.0.0.1',
      port,
      username: execFileSync('id', ['-un'], { encoding: 'utf8' }).trim(),
      privateKey: await readFile(clientKey, 'utf8'),
      inboxPath: path.join(sftpRoot, 'inbox'),
      outboxPath: path.join(sftpRoot, 'outbox'),
    };
    transport = createSftpTransport({ hostKeys: { openssh: hostFingerprint } });
  });

  afterAll(async () => {
    await transport?.close();
    if (sshd && sshd.exitCode === null) {
      const exited = new Promise((resolve) => sshd?.once('exit', resolve));
      sshd.kill('SIGTERM');
      await exited;
    }
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('delivers a batch byte for byte, manifest last and whole', async () => {
    const release = await makeRelease({
      sequence: 401,
      recipient: { dpid: 'PADPIDA99000000401', name: 'OpenSSH store' },
      messageId: 'MSG-401-1',
    });
    const batch = batchOf('B401', [release]);

    const sent = await transport.sendBatch(endpoint, batch);

    const batchDir = path.join(endpoint.inboxPath, 'B401');
    for (const file of batch.files) {
      const expected = Buffer.concat(await file.open().toArray());
      expect(await readFile(path.join(batchDir, file.path))).toEqual(expected);
    }
    expect(await readFile(path.join(batchDir, 'BatchComplete_B401.xml'), 'utf8')).toBe(batch.manifest.contents);
    expect((await readdir(batchDir)).sort()).toEqual(['4599990004014', 'BatchComplete_B401.xml']);
    expect(sent.bytesSent).toBe(batch.files.reduce((sum, file) => sum + file.size, batch.manifest.contents.length));
    expect(await transport.sendBatch(endpoint, batch)).toEqual({ bytesSent: 0 });
  });

  it('reads the outbox oldest first and removes what was read', async () => {
    await writeFile(path.join(endpoint.outboxPath, 'ACK_MSG-401-1.xml'), '<FtpAcknowledgementMessage/>');
    await writeFile(path.join(endpoint.outboxPath, 'STATUS_MSG-401-1_OnSale.xml'), '<SaleStatusNotice/>');

    const files = await transport.readOutbox(endpoint);
    expect(files).toEqual([
      { name: 'ACK_MSG-401-1.xml', contents: '<FtpAcknowledgementMessage/>' },
      { name: 'STATUS_MSG-401-1_OnSale.xml', contents: '<SaleStatusNotice/>' },
    ]);
    await transport.removeFromOutbox(
      endpoint,
      files.map((file) => file.name),
    );
    expect(await readdir(endpoint.outboxPath)).toEqual([]);
  });

  it('lists, streams and removes the sales reports in outbox/reports', async () => {
    expect(await transport.listReports(endpoint)).toEqual([]); // no reports folder yet
    const reportsDir = path.join(endpoint.outboxPath, 'reports');
    await mkdir(reportsDir);
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 'SU02.02\t1\tS1\t1-1\tA1-1\tTRUE\t3\tOnDemandStream\n');
    await writeFile(path.join(reportsDir, 'DSR_A_B_Svc_2026-03-01--2026-03-01__1of1_20260301T180000.tsv'), big);
    await writeFile(path.join(reportsDir, '.partial'), 'x');

    const reports = await transport.listReports(endpoint);
    expect(reports).toEqual([
      {
        name: 'DSR_A_B_Svc_2026-03-01--2026-03-01__1of1_20260301T180000.tsv',
        size: big.length,
        modifiedMs: expect.any(Number),
      },
    ]);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    expect(await transport.downloadReport(endpoint, reports[0]?.name ?? '', sink)).toEqual({ bytes: big.length });
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
    expect(chunks.length).toBeGreaterThan(1);

    await transport.removeReport(endpoint, reports[0]?.name ?? '');
    expect(await readdir(reportsDir)).toEqual(['.partial']);
    expect(await transport.readOutbox(endpoint)).toEqual([]);
  });

  it('refuses a server whose host key is not the pinned one', async () => {
    const wary = createSftpTransport({ hostKeys: { openssh: 'SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU' } });
    await expect(wary.readOutbox(endpoint)).rejects.toThrow(`presented host key ${hostFingerprint}, not the pinned`);
    await wary.close();
  });
});
