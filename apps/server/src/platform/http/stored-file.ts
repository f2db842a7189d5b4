// Sends a file from storage over HTTP, with single byte ranges (206) so audio and video can seek.
import type { FastifyReply } from 'fastify';
import type { Storage } from '../storage/storage.ts';

export interface SendableFile {
  key: string;
  size: number;
  contentType: string;
  disposition: 'inline' | 'attachment';
  filename: string;
}

/**
 * The inclusive range a `Range` header asks for: null to send the whole file (no header, one we do not serve such
 * as several ranges, or a malformed one, which RFC 9110 lets a server ignore), 'unsatisfiable' when it starts past
 * the end.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  file: SendableFile,
  rangeHeader: string | undefined,
) {
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.disposition, file.filename))
    .header('cache-control', 'private, max-age=300')
    .header('x-content-type-options', 'nosniff')
    // The bytes are the user's own file: never let a browser run them as a page of ours.
    .header('content-security-policy', "default-src 'none'; sandbox");
  const range = parseByteRange(rangeHeader, file.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${file.size}`).send();
  }
  if (range === null) {
    return reply.status(200).header('content-length', String(file.size)).send(storage.createReadStream(file.key));
  }
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', String(range.end - range.start + 1))
    .send(storage.createReadStream(file.key, range));
}
