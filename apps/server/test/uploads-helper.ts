// Sends a file the way the web app does: announce it (createUpload), create the tus upload, PATCH the bytes, and wait
// for the server's checks. For any test that needs an accepted (or rejected) upload.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { uploadSchema } from '@otodoke/contract';
import type { UploadKind } from '@otodoke/domain';
import type { z } from 'zod';
import type { TestClient, TestResponse } from './test-client.ts';

export type PresentedUpload = z.infer<typeof uploadSchema>;
export type AnnouncedUpload = PresentedUpload & { tus_url: string };

export const TUS_HEADERS = { 'tus-resumable': '1.0.0' } as const;
export const CHUNK_BYTES = 8 * 1024 * 1024;

function fail(step: string, response: TestResponse): never {
  throw new Error(`${step} answered ${response.status}: ${response.text.slice(0, 500)}`);
}

/** The Upload-Metadata header: comma-separated `key base64(value)`. */
export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

export async function announceUpload(
  client: TestClient,
  kind: UploadKind,
  filename: string,
  sizeBytes: number,
): Promise<AnnouncedUpload> {
  const announced = await client.post<AnnouncedUpload>('/api/v2/me/uploads', { kind, filename, size_bytes: sizeBytes });
  if (announced.status !== 201) fail('createUpload', announced);
  return announced.body;
}

/** The tus creation request; returns the raw answer (Location holds the upload URL on 201). */
export function createTusUpload(client: TestClient, upload: { id: number; original_name: string }, length: number) {
  return client.send('POST', '/api/v2/uploads', {
    headers: {
      ...TUS_HEADERS,
      'upload-length': String(length),
      'upload-metadata': tusMetadata({ upload_id: String(upload.id), filename: upload.original_name }),
    },
  });
}

export function patchTus(client: TestClient, url: string, offset: number, bytes: Buffer) {
  return client.send('PATCH', url, {
    payload: bytes,
    headers: {
      ...TUS_HEADERS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
  });
}

export function headTus(client: TestClient, url: string) {
  return client.send('HEAD', url, { headers: { ...TUS_HEADERS } });
}

/** Sends `bytes` from `offset` in chunks; returns the final offset. */
export async function sendChunks(client: TestClient, url: string, bytes: Buffer, offset = 0, chunkBytes = CHUNK_BYTES) {
  let sent = offset;
  while (sent < bytes.length) {
    const chunk = bytes.subarray(sent, Math.min(bytes.length, sent + chunkBytes));
    const patched = await patchTus(client, url, sent, chunk);
    if (patched.status !== 204) fail(`PATCH at ${sent}`, patched);
    sent = Number(patched.headers['upload-offset']);
  }
  return sent;
}

/** Polls the upload until its checks are done. */
export async function waitForChecks(client: TestClient, id: number, timeoutMs = 60_000): Promise<PresentedUpload> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = await client.get<PresentedUpload>(`/api/v2/me/uploads/${id}`);
    if (got.status !== 200) fail('getUpload', got);
    if (got.body.status === 'accepted' || got.body.status === 'rejected') return got.body;
    if (Date.now() > deadline) throw new Error(`upload ${id} still ${got.body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Uploads a file (a path or bytes) as `kind` for the client's current account and returns it once checked.
 * `name` is the file name shown to the user (default: the path's base name, or `<kind>.bin`).
 */
export async function uploadFile(
  client: TestClient,
  kind: UploadKind,
  fileOrBuffer: string | Buffer,
  name?: string,
): Promise<PresentedUpload> {
  const bytes = typeof fileOrBuffer === 'string' ? await readFile(fileOrBuffer) : fileOrBuffer;
  const filename = name ?? (typeof fileOrBuffer === 'string' ? path.basename(fileOrBuffer) : `${kind}.bin`);
  const announced = await announceUpload(client, kind, filename, bytes.length);
  const created = await createTusUpload(client, announced, bytes.length);
  if (created.status !== 201) fail('tus POST', created);
  await sendChunks(client, String(created.headers.location), bytes);
  return waitForChecks(client, announced.id);
}
