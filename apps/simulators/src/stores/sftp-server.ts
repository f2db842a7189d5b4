// The store simulator's SSH side: an ssh2 server on loopback with password accounts, each jailed in its own folder
// through an SFTP subsystem over the local disk. Writes are allowed under /inbox only, removals under /inbox and
// /outbox. Enough of SFTP v3 for ssh2-sftp-client and OpenSSH's sftp: files, folders, stat, rename, remove.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Stats } from 'node:fs';
import { type FileHandle, lstat, mkdir, open, readdir, rename, rmdir, stat, unlink } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ssh2, { type Attributes, type Connection, type FileEntry, type SFTPWrapper } from 'ssh2';

const { Server, utils } = ssh2;
const STATUS = utils.sftp.STATUS_CODE;
const OPEN_MODE = utils.sftp.OPEN_MODE;
const MAX_READ_BYTES = 256 * 1024;

export type SftpAccount = {
  readonly username: string;
  readonly password: string;
  /** The real folder shown to the account as `/`. */
  readonly rootDir: string;
};

export type SftpServerOptions = {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** The host key, an OpenSSH private key. */
  readonly hostKey: string;
  readonly accounts: readonly SftpAccount[];
  /** Asked when a file is opened for writing: true makes its first write (and every later one) fail. */
  readonly shouldFailWrite?: (username: string, virtualPath: string) => boolean;
  /** Told when a file was written and closed, or renamed into place. */
  readonly onFileWritten?: (username: string, virtualPath: string) => void;
};

export type SftpServer = {
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
};

/** A refusal sent back as an SFTP status. */
class SftpRefusal extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

type OpenFile = {
  readonly kind: 'file';
  readonly file: FileHandle;
  readonly virtualPath: string;
  readonly isWritable: boolean;
  readonly isDoomed: boolean;
  hasFailed: boolean;
  /** Requests on one handle run in order: a close waits for the writes before it. */
  queue: Promise<unknown>;
};

type OpenFolder = { readonly kind: 'folder'; readonly realPath: string; isListed: boolean; queue: Promise<unknown> };

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** `/`-rooted, normalised; undefined when `..` would climb above the root. */
export function toVirtualPath(requested: string): string | undefined {
  const segments: string[] = [];
  for (const part of requested.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
      continue;
    }
    if (part.includes('\0')) return undefined;
    segments.push(part);
  }
  return `/${segments.join('/')}`;
}

function isBelow(virtualPath: string, folder: string): boolean {
  return virtualPath.startsWith(`${folder}/`) && virtualPath.length > folder.length + 1;
}

function toAttributes(stats: Stats): Attributes {
  return {
    mode: stats.mode,
    uid: stats.uid,
    gid: stats.gid,
    size: stats.size,
    atime: Math.floor(stats.atimeMs / 1000),
    mtime: Math.floor(stats.mtimeMs / 1000),
  };
}

/** An `ls -l` line: ssh2-sftp-client reads the entry type from its first character. */
function longName(name: string, stats: Stats, owner: string): string {
  const type = stats.isDirectory() ? 'd' : stats.isSymbolicLink() ? 'l' : '-';
  const rights = [6, 3, 0]
    .map((shift) => {
      const bits = (stats.mode >> shift) & 7;
      return `${bits & 4 ? 'r' : '-'}${bits & 2 ? 'w' : '-'}${bits & 1 ? 'x' : '-'}`;
    })
    .join('');
  const date = stats.mtime.toISOString().slice(0, 16).replace('T', ' ');
  return `${type}${rights} 1 ${owner} ${owner} ${stats.size} ${date} ${name}`;
}

function statusOf(error: unknown): { code: number; message: string } {
  if (error instanceof SftpRefusal) return { code: error.code, message: error.message };
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return { code: STATUS.NO_SUCH_FILE, message: 'No such file' };
  if (code === 'EACCES' || code === 'EPERM') return { code: STATUS.PERMISSION_DENIED, message: 'Permission denied' };
  if (code === 'EEXIST') return { code: STATUS.FAILURE, message: 'Already exists' };
  if (code === 'ENOTEMPTY') return { code: STATUS.FAILURE, message: 'Folder not empty' };
  if (code === 'EISDIR') return { code: STATUS.FAILURE, message: 'Is a folder' };
  return { code: STATUS.FAILURE, message: 'Failure' };
}

/** Answers one account's SFTP requests over its folder. */
function serveSftp(sftp: SFTPWrapper, account: SftpAccount, options: SftpServerOptions): void {
  const handles = new Map<number, OpenFile | OpenFolder>();
  let nextHandle = 1;

  function resolve(requested: string): { virtualPath: string; realPath: string } {
    const virtualPath = toVirtualPath(requested);
    if (!virtualPath) throw new SftpRefusal(STATUS.PERMISSION_DENIED, 'Path leaves your folder');
    return { virtualPath, realPath: path.join(account.rootDir, ...virtualPath.split('/').filter(Boolean)) };
  }

  function writable(requested: string) {
    const resolved = resolve(requested);
    if (!isBelow(resolved.virtualPath, '/inbox')) {
      throw new SftpRefusal(STATUS.PERMISSION_DENIED, 'Only /inbox is writable');
    }
    return resolved;
  }

  function handleOf(buffer: Buffer): OpenFile | OpenFolder {
    const open = buffer.length === 4 ? handles.get(buffer.readUInt32BE(0)) : undefined;
    if (!open) throw new SftpRefusal(STATUS.FAILURE, 'Invalid handle');
    return open;
  }

  function newHandle(open: OpenFile | OpenFolder): Buffer {
    const id = nextHandle++;
    handles.set(id, open);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id, 0);
    return buffer;
  }

  /** Runs a request, answering any thrown error as a status. */
  function answer(reqId: number, work: () => Promise<void>): Promise<void> {
    return work().catch((error: unknown) => {
      const { code, message } = statusOf(error);
      try {
        sftp.status(reqId, code, message);
      } catch {
        // The client has gone; nobody is left to tell.
      }
    });
  }

  /** Runs a request on a handle after the requests before it on the same handle. */
  function onHandle(reqId: number, buffer: Buffer, work: (open: OpenFile | OpenFolder) => Promise<void>): void {
    let open: OpenFile | OpenFolder;
    try {
      open = handleOf(buffer);
    } catch (error) {
      void answer(reqId, () => Promise.reject(error));
      return;
    }
    open.queue = open.queue.then(() => answer(reqId, () => work(open)));
  }

  sftp.on('OPEN', (reqId, filename, flags) => {
    void answer(reqId, async () => {
      const mode = utils.sftp.flagsToString(flags);
      if (!mode) throw new SftpRefusal(STATUS.OP_UNSUPPORTED, 'Unsupported open flags');
      const isWritable = (flags & (OPEN_MODE.WRITE | OPEN_MODE.APPEND)) !== 0;
      const { virtualPath, realPath } = isWritable ? writable(filename) : resolve(filename);
      const file = await open(realPath, mode, 0o644);
      if ((await file.stat()).isDirectory()) {
        await file.close();
        throw new SftpRefusal(STATUS.FAILURE, 'Is a folder');
      }
      const isDoomed = isWritable && (options.shouldFailWrite?.(account.username, virtualPath) ?? false);
      const handle: OpenFile = {
        kind: 'file',
        file,
        virtualPath,
        isWritable,
        isDoomed,
        hasFailed: false,
        queue: Promise.resolve(),
      };
      sftp.handle(reqId, newHandle(handle));
    });
  });

  sftp.on('READ', (reqId, buffer, offset, length) => {
    onHandle(reqId, buffer, async (open) => {
      if (open.kind !== 'file') throw new SftpRefusal(STATUS.FAILURE, 'Not a file handle');
      const bytes = Buffer.alloc(Math.min(length, MAX_READ_BYTES));
      const { bytesRead } = await open.file.read(bytes, 0, bytes.length, offset);
      if (bytesRead === 0) sftp.status(reqId, STATUS.EOF);
      else sftp.data(reqId, bytes.subarray(0, bytesRead));
    });
  });

  sftp.on('WRITE', (reqId, buffer, offset, data) => {
    onHandle(reqId, buffer, async (open) => {
      if (open.kind !== 'file' || !open.isWritable) throw new SftpRefusal(STATUS.FAILURE, 'Not open for writing');
      if (open.isDoomed || open.hasFailed) {
        open.hasFailed = true;
        throw new SftpRefusal(STATUS.FAILURE, 'Write failed (simulated store failure)');
      }
      await open.file.write(data, 0, data.length, offset);
      sftp.status(reqId, STATUS.OK);
    });
  });

  sftp.on('FSTAT', (reqId, buffer) => {
    onHandle(reqId, buffer, async (open) => {
      sftp.attrs(reqId, toAttributes(open.kind === 'file' ? await open.file.stat() : await stat(open.realPath)));
    });
  });

  sftp.on('FSETSTAT', (reqId, buffer) => onHandle(reqId, buffer, async () => sftp.status(reqId, STATUS.OK)));

  sftp.on('CLOSE', (reqId, buffer) => {
    onHandle(reqId, buffer, async (open) => {
      handles.delete(buffer.readUInt32BE(0));
      if (open.kind === 'file') {
        await open.file.close();
        // Told before the client hears OK, so whoever waits on the store sees the work queued.
        if (open.isWritable && !open.hasFailed) options.onFileWritten?.(account.username, open.virtualPath);
      }
      sftp.status(reqId, STATUS.OK);
    });
  });

  sftp.on('OPENDIR', (reqId, requested) => {
    void answer(reqId, async () => {
      const { realPath } = resolve(requested);
      if (!(await stat(realPath)).isDirectory()) throw new SftpRefusal(STATUS.FAILURE, 'Not a folder');
      sftp.handle(reqId, newHandle({ kind: 'folder', realPath, isListed: false, queue: Promise.resolve() }));
    });
  });

  sftp.on('READDIR', (reqId, buffer) => {
    onHandle(reqId, buffer, async (open) => {
      if (open.kind !== 'folder') throw new SftpRefusal(STATUS.FAILURE, 'Not a folder handle');
      if (open.isListed) return sftp.status(reqId, STATUS.EOF);
      open.isListed = true;
      const entries: FileEntry[] = [];
      for (const name of (await readdir(open.realPath)).sort()) {
        const stats = await lstat(path.join(open.realPath, name)).catch(() => undefined);
        if (!stats) continue; // removed while listing
        entries.push({ filename: name, longname: longName(name, stats, account.username), attrs: toAttributes(stats) });
      }
      if (entries.length === 0) sftp.status(reqId, STATUS.EOF);
      else sftp.name(reqId, entries);
    });
  });

  for (const event of ['STAT', 'LSTAT'] as const) {
    sftp.on(event, (reqId: number, requested: string) => {
      void answer(reqId, async () => {
        const { realPath } = resolve(requested);
        sftp.attrs(reqId, toAttributes(event === 'STAT' ? await stat(realPath) : await lstat(realPath)));
      });
    });
  }

  sftp.on('SETSTAT', (reqId, requested) => {
    void answer(reqId, async () => {
      await stat(resolve(requested).realPath);
      sftp.status(reqId, STATUS.OK);
    });
  });

  sftp.on('REALPATH', (reqId, requested) => {
    void answer(reqId, async () => {
      const { virtualPath } = resolve(requested);
      sftp.name(reqId, [{ filename: virtualPath, longname: virtualPath } as FileEntry]);
    });
  });

  sftp.on('MKDIR', (reqId, requested) => {
    void answer(reqId, async () => {
      await mkdir(writable(requested).realPath);
      sftp.status(reqId, STATUS.OK);
    });
  });

  sftp.on('RMDIR', (reqId, requested) => {
    void answer(reqId, async () => {
      await rmdir(writable(requested).realPath);
      sftp.status(reqId, STATUS.OK);
    });
  });

  sftp.on('REMOVE', (reqId, requested) => {
    void answer(reqId, async () => {
      const { virtualPath, realPath } = resolve(requested);
      if (!isBelow(virtualPath, '/inbox') && !isBelow(virtualPath, '/outbox')) {
        throw new SftpRefusal(STATUS.PERMISSION_DENIED, 'Only files in /inbox and /outbox can be removed');
      }
      await unlink(realPath);
      sftp.status(reqId, STATUS.OK);
    });
  });

  sftp.on('RENAME', (reqId, from, to) => {
    void answer(reqId, async () => {
      const source = writable(from);
      const target = writable(to);
      // SFTP v3 (and OpenSSH) never replace an existing target.
      if (await lstat(target.realPath).catch(() => undefined)) throw new SftpRefusal(STATUS.FAILURE, 'Target exists');
      await rename(source.realPath, target.realPath);
      if ((await stat(target.realPath)).isFile()) options.onFileWritten?.(account.username, target.virtualPath);
      sftp.status(reqId, STATUS.OK);
    });
  });

  for (const event of ['READLINK', 'SYMLINK'] as const) {
    sftp.on(event, (reqId: number) => sftp.status(reqId, STATUS.OP_UNSUPPORTED, 'Links are not supported'));
  }

  const closeAll = () => {
    for (const open of handles.values()) if (open.kind === 'file') void open.file.close().catch(() => undefined);
    handles.clear();
  };
  sftp.on('close', closeAll);
  // The client is done (OpenSSH's sftp at `quit`): close our side of the channel too, or it waits forever.
  sftp.on('end', () => {
    closeAll();
    sftp.end();
  });
}

/** Password authentication, compared in constant time; every other method is refused. */
function authenticate(connection: Connection, accounts: readonly SftpAccount[], onAccount: (a: SftpAccount) => void) {
  connection.on('authentication', (context) => {
    const account = accounts.find((candidate) => candidate.username === context.username);
    if (context.method !== 'password' || !account) return context.reject(['password']);
    if (!timingSafeEqual(digest(context.password), digest(account.password))) return context.reject(['password']);
    onAccount(account);
    context.accept();
  });
}

export async function startSftpServer(options: SftpServerOptions): Promise<SftpServer> {
  const connections = new Set<Connection>();
  const server = new Server({ hostKeys: [options.hostKey] }, (connection) => {
    connections.add(connection);
    // SFTP is many small requests and answers: Nagle's algorithm would hold each one back ~40 ms.
    (connection as Connection & { setNoDelay(noDelay: boolean): void }).setNoDelay(true);
    let account: SftpAccount | undefined;
    connection.on('error', () => undefined);
    connection.on('close', () => connections.delete(connection));
    authenticate(connection, options.accounts, (authenticated) => {
      account = authenticated;
    });
    connection.on('ready', () => {
      connection.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          if (account) serveSftp(acceptSftp(), account, options);
        });
      });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    host,
    port,
    close: async () => {
      for (const connection of connections) connection.end();
      await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
    },
  };
}
