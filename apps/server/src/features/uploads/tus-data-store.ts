// The tus DataStore over the storage interface: bytes go to the upload row's storage key, the row keeps the length,
// and the offset is the stored file's size, so an upload resumes after a restart from whatever reached the disk.
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { Db } from '../../platform/db/client.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repo from './uploads.repository.ts';

export class UploadDataStore extends DataStore {
  private readonly db: Db;
  private readonly storage: Storage;
  constructor(db: Db, storage: Storage) {
    super();
    this.db = db;
    this.storage = storage;
    // No deferred length: the length must be known (and checked against the announcement) when the upload starts.
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
  }

  private async rowOf(id: string) {
    const row = await repo.findUploadByTusId(this.db, id);
    if (!row?.storageKey) throw ERRORS.FILE_NOT_FOUND;
    return row as typeof row & { storageKey: string };
  }

  override async create(upload: Upload): Promise<Upload> {
    const row = await this.rowOf(upload.id);
    // Created once: a second creation request must not empty a file that is arriving or already checked.
    if (row.status !== 'uploading' || (await this.storage.stat(row.storageKey)) !== null)
      throw ERRORS.FILE_NO_LONGER_EXISTS;
    await this.storage.put(row.storageKey, Buffer.alloc(0));
    if (upload.size !== undefined && upload.size !== row.sizeBytes) await repo.setSize(this.db, row.id, upload.size);
    upload.storage = { type: 'storage', path: row.storageKey };
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await this.rowOf(id);
    const stored = await this.storage.stat(row.storageKey);
    if (!stored) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: row.sizeBytes,
      offset: stored.size,
      metadata: { upload_id: String(row.id), filename: row.originalName },
      creation_date: row.createdAt.toISOString(),
      storage: { type: 'storage', path: row.storageKey },
    });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const row = await this.rowOf(id);
    if (row.status !== 'uploading') throw ERRORS.FILE_NO_LONGER_EXISTS;
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(readable, counter, await this.storage.createWriteStream(row.storageKey, { start: offset }));
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + received;
  }

  override async remove(id: string): Promise<void> {
    const row = await this.rowOf(id);
    await this.storage.delete(row.storageKey);
    await repo.deleteUnfinished(this.db, row.id);
  }
}
