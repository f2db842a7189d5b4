// The object storage simulator: one loopback HTTP server speaking the subset of the S3 REST API the storage adapter
// uses, path-style (`/<bucket>/<key>`): buckets (create, head, ListObjectsV2), objects (put, get with Range, head,
// delete) and multipart uploads, each request checked with AWS Signature Version 4 as S3 checks it, refusals in
// S3's XML error shape. Objects live in memory, so it is for development and tests, not for keeping files.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, BucketStore } from './buckets.ts';
import { payloadBytes, S3Error, type SigningSecrets, verifySignature } from './sigv4.ts';
import { errorDocument, newRequestId, parseCompleteMultipartUpload } from './xml.ts';

/** The simulator's own credentials: local only, meaningless anywhere else. */
export const OBJECT_STORAGE_SIMULATOR_CREDENTIALS = {
  accessKeyId: 'OTODOKESIMULATORKEY1',
  secretAccessKey: 'otodoke-object-storage-simulator-secret-key',
} as const;

export interface ObjectStorageSimulatorOptions {
  /** 0 (the default) picks any free port. */
  port?: number;
  host?: string;
  /** The region signatures must be scoped to (default us-east-1). */
  region?: string;
  /** Keys it accepts (default OBJECT_STORAGE_SIMULATOR_CREDENTIALS). */
  credentials?: readonly SigningSecrets[];
  /** Buckets that exist from the start (default: `otodoke`). */
  buckets?: readonly string[];
  /** How far a request's x-amz-date may be from the clock (S3: 15 minutes). */
  maxSkewMs?: number;
  /** The clock signatures are checked against (tests move it). */
  now?: () => number;
  /** The largest object or part it takes (default 1 GiB: it keeps them in memory). */
  maxObjectBytes?: number;
}

export interface ObjectStorageSimulator {
  /** The endpoint to give an S3 client, with forcePathStyle. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The buckets made at start. */
  buckets: readonly string[];
  store: BucketStore;
  server: Server;
  close(): Promise<void>;
}

/** The part of the body past the object itself an aws-chunked encoding may add (chunk headers, trailers). */
const ENCODING_ALLOWANCE = 1024 * 1024;

async function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      throw new S3Error('EntityTooLarge', 400, 'Your proposed upload exceeds the maximum allowed object size.');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function decodePath(rawPath: string): string[] {
  const [, ...segments] = rawPath.split('/');
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    throw new S3Error('InvalidURI', 400, "Couldn't parse the specified URI.");
  }
}

export async function startObjectStorageSimulator(
  options: ObjectStorageSimulatorOptions = {},
): Promise<ObjectStorageSimulator> {
  const host = options.host ?? '127.0.0.1';
  const region = options.region ?? 'us-east-1';
  const credentials = options.credentials ?? [OBJECT_STORAGE_SIMULATOR_CREDENTIALS];
  const now = options.now ?? Date.now;
  const maxObjectBytes = options.maxObjectBytes ?? 1024 * 1024 * 1024;
  const store = new BucketStore(maxObjectBytes, now);
  const buckets = options.buckets ?? ['otodoke'];
  for (const bucket of buckets) store.createBucket(bucket);
  const verify = { credentials, region, maxSkewMs: options.maxSkewMs ?? 15 * 60_000, now };

  async function answer(req: IncomingMessage): Promise<Answer> {
    const signed = verifySignature(req, verify);
    const url = new URL(req.url ?? '/', 'http://simulator');
    const rawPath = (req.url ?? '/').split('?')[0]!;
    const [bucket = '', ...keySegments] = decodePath(rawPath);
    const key = keySegments.join('/');
    const method = req.method ?? 'GET';
    const query = url.searchParams;
    const contentType = req.headers['content-type'];
    const body = async () => payloadBytes(req, signed, await readBody(req, maxObjectBytes + ENCODING_ALLOWANCE));
    if (bucket === '') throw new S3Error('NotImplemented', 501, 'ListBuckets is not simulated');
    if (key === '') {
      if (method === 'PUT') return store.createBucket(bucket);
      if (method === 'HEAD') return store.headBucket(bucket);
      if (method === 'GET' && query.get('list-type') === '2') return store.listObjectsV2(bucket, query);
      throw new S3Error('NotImplemented', 501, `${method} on a bucket is not simulated`);
    }
    const uploadId = query.get('uploadId');
    switch (method) {
      case 'PUT':
        if (req.headers['x-amz-copy-source']) throw new S3Error('NotImplemented', 501, 'Copying is not simulated');
        if (uploadId !== null)
          return store.uploadPart(bucket, key, uploadId, query.get('partNumber') ?? '', await body());
        return store.putObject(bucket, key, await body(), contentType);
      case 'GET':
      case 'HEAD':
        return store.getObject(bucket, key, req.headers.range, method === 'HEAD');
      case 'DELETE':
        return uploadId !== null ? store.abortMultipartUpload(bucket, key, uploadId) : store.deleteObject(bucket, key);
      case 'POST': {
        if (query.has('uploads')) return store.createMultipartUpload(bucket, key, contentType);
        if (uploadId === null) throw new S3Error('NotImplemented', 501, 'POST on an object is not simulated');
        const parts = parseCompleteMultipartUpload((await body()).toString('utf8'));
        if (!parts) {
          throw new S3Error('MalformedXML', 400, 'The XML you provided was not well-formed or did not validate.');
        }
        return store.completeMultipartUpload(bucket, key, uploadId, parts);
      }
      default:
        throw new S3Error('MethodNotAllowed', 405, 'The specified method is not allowed against this resource.');
    }
  }

  function send(req: IncomingMessage, res: ServerResponse, reply: Answer): void {
    res.writeHead(reply.status, { 'x-amz-request-id': newRequestId(), ...reply.headers });
    res.end(req.method === 'HEAD' ? undefined : reply.body);
  }

  function refusal(req: IncomingMessage, error: unknown): Answer {
    const s3 =
      error instanceof S3Error
        ? error
        : new S3Error('InternalError', 500, `Simulator error: ${(error as Error).message}`);
    const resource = (req.url ?? '/').split('?')[0]!;
    return {
      status: s3.status,
      headers: { 'content-type': 'application/xml' },
      body: errorDocument(s3.code, s3.message, { Resource: resource }),
    };
  }

  const server = createServer((req, res) => {
    answer(req)
      .catch((error: unknown) => refusal(req, error))
      .then((reply) => send(req, res, reply))
      .catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const first = credentials[0] ?? OBJECT_STORAGE_SIMULATOR_CREDENTIALS;
  return {
    endpoint: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    region,
    accessKeyId: first.accessKeyId,
    secretAccessKey: first.secretAccessKey,
    buckets,
    store,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
