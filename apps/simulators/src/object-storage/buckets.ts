// The simulator's buckets, in memory: objects (bytes, ETag, modification time), and multipart uploads with their parts,
// and the S3 operations on them answered as S3 answers (status, headers, XML), errors as S3Error.
import { createHash, randomBytes } from 'node:crypto';
import { S3Error } from './sigv4.ts';
import { type CompletedPart, xmlDocument } from './xml.ts';

export interface StoredObject {
  body: Buffer;
  etag: string;
  lastModified: Date;
  contentType: string;
}

interface Part {
  body: Buffer;
  etag: string;
}

interface MultipartUpload {
  key: string;
  contentType: string;
  parts: Map<number, Part>;
}

interface Bucket {
  objects: Map<string, StoredObject>;
  uploads: Map<string, MultipartUpload>;
}

/** What a request is answered with. */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** S3's smallest part but the last, 5 MiB. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
const MAX_PARTS = 10_000;

function md5(data: Buffer): Buffer {
  return createHash('md5').update(data).digest();
}

function noSuchBucket(name: string): S3Error {
  return new S3Error('NoSuchBucket', 404, `The specified bucket does not exist: ${name}`);
}

function noSuchKey(): S3Error {
  return new S3Error('NoSuchKey', 404, 'The specified key does not exist.');
}

function noSuchUpload(): S3Error {
  return new S3Error(
    'NoSuchUpload',
    404,
    'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
  );
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function objectHeaders(object: StoredObject): Record<string, string> {
  return {
    etag: object.etag,
    'last-modified': object.lastModified.toUTCString(),
    'content-type': object.contentType,
    'accept-ranges': 'bytes',
  };
}

/** The inclusive range a Range header asks for; null to send everything (none, or one S3 ignores). */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const invalid = () => new S3Error('InvalidRange', 416, 'The requested range is not satisfiable');
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) throw invalid();
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) throw invalid();
  return { start, end };
}

export class BucketStore {
  private readonly buckets = new Map<string, Bucket>();
  /** Object and part bytes taken since the start (tests count what a client sent). */
  receivedBytes = 0;

  private readonly maxObjectBytes: number;
  private readonly now: () => number;

  constructor(maxObjectBytes: number, now: () => number) {
    this.maxObjectBytes = maxObjectBytes;
    this.now = now;
  }

  private bucket(name: string): Bucket {
    const found = this.buckets.get(name);
    if (!found) throw noSuchBucket(name);
    return found;
  }

  /** Open multipart uploads of a bucket (tests check nothing is left behind). */
  openUploads(bucket: string): number {
    return this.bucket(bucket).uploads.size;
  }

  /** The keys of a bucket's objects, sorted. */
  objectKeys(bucket: string): string[] {
    return [...this.bucket(bucket).objects.keys()].sort();
  }

  /** An object's stored bytes, or undefined (tests look behind the API). */
  peek(bucket: string, key: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.objects.get(key);
  }

  createBucket(name: string): Answer {
    if (!BUCKET_NAME.test(name)) throw new S3Error('InvalidBucketName', 400, 'The specified bucket is not valid.');
    if (this.buckets.has(name)) {
      throw new S3Error('BucketAlreadyOwnedByYou', 409, 'Your previous request to create the named bucket succeeded.');
    }
    this.buckets.set(name, { objects: new Map(), uploads: new Map() });
    return { status: 200, headers: { location: `/${name}` } };
  }

  headBucket(name: string): Answer {
    this.bucket(name);
    return { status: 200 };
  }

  listObjectsV2(name: string, query: URLSearchParams): Answer {
    const bucket = this.bucket(name);
    const prefix = query.get('prefix') ?? '';
    const maxKeys = Math.min(1000, Math.max(0, Number(query.get('max-keys') ?? 1000) || 0));
    const after = query.get('continuation-token') ?? query.get('start-after') ?? '';
    const keys = [...bucket.objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, maxKeys);
    const truncated = keys.length > page.length;
    return {
      status: 200,
      headers: { 'content-type': 'application/xml' },
      body: xmlDocument('ListBucketResult', {
        Name: name,
        Prefix: prefix,
        KeyCount: page.length,
        MaxKeys: maxKeys,
        IsTruncated: String(truncated),
        NextContinuationToken: truncated ? page.at(-1) : undefined,
        Contents: page.map((key) => {
          const object = bucket.objects.get(key)!;
          return {
            Key: key,
            LastModified: object.lastModified.toISOString(),
            ETag: object.etag,
            Size: object.body.length,
            StorageClass: 'STANDARD',
          };
        }),
      }),
    };
  }

  putObject(name: string, key: string, body: Buffer, contentType: string | undefined): Answer {
    const bucket = this.bucket(name);
    this.checkSize(body.length);
    this.receivedBytes += body.length;
    const object: StoredObject = {
      body,
      etag: `"${md5(body).toString('hex')}"`,
      lastModified: new Date(this.now()),
      contentType: contentType ?? 'binary/octet-stream',
    };
    bucket.objects.set(key, object);
    return { status: 200, headers: { etag: object.etag } };
  }

  getObject(name: string, key: string, rangeHeader: string | undefined, head: boolean): Answer {
    const object = this.bucket(name).objects.get(key);
    if (!object) throw noSuchKey();
    const size = object.body.length;
    const range = byteRange(rangeHeader, size);
    if (!range) {
      return {
        status: 200,
        headers: { ...objectHeaders(object), 'content-length': String(size) },
        body: head ? undefined : object.body,
      };
    }
    const slice = object.body.subarray(range.start, range.end + 1);
    return {
      status: 206,
      headers: {
        ...objectHeaders(object),
        'content-length': String(slice.length),
        'content-range': `bytes ${range.start}-${range.end}/${size}`,
      },
      body: head ? undefined : slice,
    };
  }

  deleteObject(name: string, key: string): Answer {
    this.bucket(name).objects.delete(key);
    return { status: 204 };
  }

  createMultipartUpload(name: string, key: string, contentType: string | undefined): Answer {
    const bucket = this.bucket(name);
    const uploadId = randomBytes(24).toString('base64url');
    bucket.uploads.set(uploadId, { key, contentType: contentType ?? 'binary/octet-stream', parts: new Map() });
    return {
      status: 200,
      headers: { 'content-type': 'application/xml' },
      body: xmlDocument('InitiateMultipartUploadResult', { Bucket: name, Key: key, UploadId: uploadId }),
    };
  }

  private upload(name: string, key: string, uploadId: string): MultipartUpload {
    const upload = this.bucket(name).uploads.get(uploadId);
    if (!upload || upload.key !== key) throw noSuchUpload();
    return upload;
  }

  uploadPart(name: string, key: string, uploadId: string, partNumberText: string, body: Buffer): Answer {
    const upload = this.upload(name, key, uploadId);
    const partNumber = Number(partNumberText);
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PARTS) {
      throw new S3Error('InvalidArgument', 400, 'Part number must be an integer between 1 and 10000, inclusive');
    }
    this.checkSize(body.length);
    this.receivedBytes += body.length;
    const etag = `"${md5(body).toString('hex')}"`;
    upload.parts.set(partNumber, { body, etag });
    return { status: 200, headers: { etag } };
  }

  completeMultipartUpload(name: string, key: string, uploadId: string, listed: CompletedPart[]): Answer {
    const bucket = this.bucket(name);
    const upload = this.upload(name, key, uploadId);
    if (listed.length === 0) {
      throw new S3Error('MalformedXML', 400, 'The XML you provided was not well-formed or did not validate.');
    }
    const parts: Part[] = [];
    let previous = 0;
    for (const [index, { partNumber, etag }] of listed.entries()) {
      if (partNumber <= previous) {
        throw new S3Error('InvalidPartOrder', 400, 'The list of parts was not in ascending order.');
      }
      previous = partNumber;
      const part = upload.parts.get(partNumber);
      if (!part || part.etag !== (etag.startsWith('"') ? etag : `"${etag}"`)) {
        throw new S3Error('InvalidPart', 400, 'One or more of the specified parts could not be found.');
      }
      if (index < listed.length - 1 && part.body.length < MIN_PART_BYTES) {
        throw new S3Error('EntityTooSmall', 400, 'Your proposed upload is smaller than the minimum allowed size');
      }
      parts.push(part);
    }
    const body = Buffer.concat(parts.map((part) => part.body));
    this.checkSize(body.length);
    const digest = md5(Buffer.concat(parts.map((part) => Buffer.from(part.etag.slice(1, -1), 'hex'))));
    const etag = `"${digest.toString('hex')}-${parts.length}"`;
    bucket.objects.set(key, { body, etag, lastModified: new Date(this.now()), contentType: upload.contentType });
    bucket.uploads.delete(uploadId);
    return {
      status: 200,
      headers: { 'content-type': 'application/xml' },
      body: xmlDocument('CompleteMultipartUploadResult', { Bucket: name, Key: key, ETag: etag }),
    };
  }

  abortMultipartUpload(name: string, key: string, uploadId: string): Answer {
    this.upload(name, key, uploadId);
    this.bucket(name).uploads.delete(uploadId);
    return { status: 204 };
  }

  private checkSize(bytes: number): void {
    if (bytes > this.maxObjectBytes) {
      throw new S3Error('EntityTooLarge', 400, 'Your proposed upload exceeds the maximum allowed object size.');
    }
  }
}
