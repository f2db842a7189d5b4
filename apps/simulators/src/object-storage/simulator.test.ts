// The object storage simulator against the real AWS SDK: round trips (plain, streamed with a trailing checksum,
// multipart, ranges) and the refusals S3 makes (wrong secret, unknown key id, skewed clock, tampered body, missing
// bucket and key), in S3's XML error shape.
import { createHash, createHmac } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_PART_BYTES } from './buckets.ts';
import { type ObjectStorageSimulator, startObjectStorageSimulator } from './index.ts';

let simulator: ObjectStorageSimulator;
const clock = Date.now();

function client(overrides: { secretAccessKey?: string; accessKeyId?: string; systemClockOffset?: number } = {}) {
  return new S3Client({
    endpoint: simulator.endpoint,
    region: simulator.region,
    forcePathStyle: true,
    maxAttempts: 1,
    systemClockOffset: overrides.systemClockOffset,
    credentials: {
      accessKeyId: overrides.accessKeyId ?? simulator.accessKeyId,
      secretAccessKey: overrides.secretAccessKey ?? simulator.secretAccessKey,
    },
  });
}

async function refusal(promise: Promise<unknown>): Promise<{ name: string; status: number | undefined }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(S3ServiceException);
  const s3 = error as S3ServiceException;
  return { name: s3.name, status: s3.$metadata.httpStatusCode };
}

beforeAll(async () => {
  simulator = await startObjectStorageSimulator({ buckets: ['media'], now: () => clock });
});
afterAll(async () => {
  await simulator?.close();
});

describe('object storage simulator', () => {
  it('stores, reads whole and in ranges, heads and deletes objects through the SDK', async () => {
    const s3 = client();
    await s3.send(new PutObjectCommand({ Bucket: 'media', Key: 'a/b/hello.txt', Body: 'hello, world' }));
    const whole = await s3.send(new GetObjectCommand({ Bucket: 'media', Key: 'a/b/hello.txt' }));
    expect(await whole.Body!.transformToString()).toBe('hello, world');
    const part = await s3.send(new GetObjectCommand({ Bucket: 'media', Key: 'a/b/hello.txt', Range: 'bytes=7-' }));
    expect(part.ContentRange).toBe('bytes 7-11/12');
    expect(await part.Body!.transformToString()).toBe('world');
    const head = await s3.send(new HeadObjectCommand({ Bucket: 'media', Key: 'a/b/hello.txt' }));
    expect(head.ContentLength).toBe(12);
    expect(head.ETag).toBe(`"${createHash('md5').update('hello, world').digest('hex')}"`);
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: 'media', Prefix: 'a/' }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(['a/b/hello.txt']);
    await s3.send(new DeleteObjectCommand({ Bucket: 'media', Key: 'a/b/hello.txt' }));
    expect(await refusal(s3.send(new HeadObjectCommand({ Bucket: 'media', Key: 'a/b/hello.txt' })))).toMatchObject({
      name: 'NotFound',
      status: 404,
    });
    expect(await refusal(s3.send(new GetObjectCommand({ Bucket: 'media', Key: 'a/b/hello.txt' })))).toEqual({
      name: 'NoSuchKey',
      status: 404,
    });
  });

  it('decodes a streamed body (aws-chunked with a CRC32 trailer) and keeps keys with spaces and unicode', async () => {
    const s3 = client();
    const key = 'tracks/曲 one (live).wav';
    const body = Readable.from([Buffer.from('RIFF'), Buffer.from('-streamed-')]);
    await s3.send(new PutObjectCommand({ Bucket: 'media', Key: key, Body: body, ContentLength: 14 }));
    expect(simulator.store.peek('media', key)?.body.toString()).toBe('RIFF-streamed-');
  });

  it('assembles a multipart upload from its parts, refusing a small part but the last and unknown uploads', async () => {
    const s3 = client();
    const Key = 'big/file.bin';
    const start = async () => (await s3.send(new CreateMultipartUploadCommand({ Bucket: 'media', Key }))).UploadId!;
    const part = async (UploadId: string, PartNumber: number, Body: Buffer) => ({
      PartNumber,
      ETag: (await s3.send(new UploadPartCommand({ Bucket: 'media', Key, UploadId, PartNumber, Body }))).ETag!,
    });
    const first = Buffer.alloc(MIN_PART_BYTES, 1);
    const last = Buffer.from('tail');

    const uploadId = await start();
    const parts = [await part(uploadId, 1, first), await part(uploadId, 2, last)];
    await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: 'media',
        Key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
    const stored = simulator.store.peek('media', Key)!;
    expect(stored.body.equals(Buffer.concat([first, last]))).toBe(true);
    expect(stored.etag).toMatch(/^"[0-9a-f]{32}-2"$/);
    expect(simulator.store.openUploads('media')).toBe(0);

    const small = await start();
    const smallParts = [await part(small, 1, last), await part(small, 2, last)];
    const complete = new CompleteMultipartUploadCommand({
      Bucket: 'media',
      Key,
      UploadId: small,
      MultipartUpload: { Parts: smallParts },
    });
    expect(await refusal(s3.send(complete))).toEqual({ name: 'EntityTooSmall', status: 400 });
    await s3.send(new AbortMultipartUploadCommand({ Bucket: 'media', Key, UploadId: small }));
    expect(await refusal(s3.send(complete))).toEqual({ name: 'NoSuchUpload', status: 404 });
    expect(simulator.store.openUploads('media')).toBe(0);
  });

  it('creates and finds buckets, and answers NoSuchBucket for one that does not exist', async () => {
    const s3 = client();
    await s3.send(new CreateBucketCommand({ Bucket: 'fresh-bucket' }));
    await s3.send(new HeadBucketCommand({ Bucket: 'fresh-bucket' }));
    expect(await refusal(s3.send(new PutObjectCommand({ Bucket: 'missing', Key: 'x', Body: 'x' })))).toEqual({
      name: 'NoSuchBucket',
      status: 404,
    });
  });

  it('refuses a wrong secret, an unknown key id and a clock more than 15 minutes off', async () => {
    const get = new GetObjectCommand({ Bucket: 'media', Key: 'anything' });
    expect(await refusal(client({ secretAccessKey: 'not-the-secret' }).send(get))).toEqual({
      name: 'SignatureDoesNotMatch',
      status: 403,
    });
    expect(await refusal(client({ accessKeyId: 'AKIAUNKNOWN' }).send(get))).toEqual({
      name: 'InvalidAccessKeyId',
      status: 403,
    });
    const skewed = client({ systemClockOffset: 16 * 60_000 });
    // The SDK corrects its clock from the error's Date header and retries: one attempt shows the refusal.
    expect(await refusal(skewed.send(get))).toEqual({ name: 'RequestTimeTooSkewed', status: 403 });
    // Within the 15 minutes a request is fine.
    await client({ systemClockOffset: 10 * 60_000 }).send(
      new PutObjectCommand({ Bucket: 'media', Key: 's', Body: 's' }),
    );
  });

  it('refuses a body that is not the one signed, and an unsigned request', async () => {
    const s3 = client();
    s3.middlewareStack.add(
      (next) => async (args) => {
        const req = args.request as { body?: unknown };
        if (typeof req.body === 'string' || Buffer.isBuffer(req.body) || req.body instanceof Uint8Array) {
          req.body = Buffer.from('tampered'); // same length, other bytes;
        }
        return next(args);
      },
      { step: 'deserialize', name: 'tamperAfterSigning' },
    );
    expect(await refusal(s3.send(new PutObjectCommand({ Bucket: 'media', Key: 't', Body: 'original' })))).toEqual({
      name: 'XAmzContentSHA256Mismatch',
      status: 400,
    });
    expect(simulator.store.peek('media', 't')).toBeUndefined();

    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL('/media/t', simulator.endpoint);
      request(url, { method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
        .on('error', reject)
        .end();
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatch(/<Error><Code>AccessDenied<\/Code><Message>Access Denied<\/Message>/);
  });

  it('refuses a signature over another path (a replayed header) with SignatureDoesNotMatch', async () => {
    // Sign a request for one key by hand (the SigV4 steps), then send it for another.
    const amzDate = new Date(clock)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const host = new URL(simulator.endpoint).host;
    const emptyHash = createHash('sha256').update('').digest('hex');
    const canonical = [
      'GET',
      '/media/one',
      '',
      `host:${host}`,
      `x-amz-content-sha256:${emptyHash}`,
      `x-amz-date:${amzDate}`,
      '',
      'host;x-amz-content-sha256;x-amz-date',
      emptyHash,
    ].join('\n');
    const scope = `${day}/${simulator.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join(
      '\n',
    );
    const mac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
    const signingKey = mac(
      mac(mac(mac(`AWS4${simulator.secretAccessKey}`, day), simulator.region), 's3'),
      'aws4_request',
    );
    const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
    const headers = {
      'x-amz-date': amzDate,
      'x-amz-content-sha256': emptyHash,
      authorization: `AWS4-HMAC-SHA256 Credential=${simulator.accessKeyId}/${scope}, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=${signature}`,
    };
    const send = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        request(new URL(path, simulator.endpoint), { method: 'GET', headers }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
          .on('error', reject)
          .end();
      });
    // The hand-made signature is right for its own path (NoSuchKey, past the signature check)...
    expect((await send('/media/one')).body).toContain('<Code>NoSuchKey</Code>');
    // ...and wrong for any other, or at another time of the same day.
    const other = await send('/media/two');
    expect(other.status).toBe(403);
    expect(other.body).toContain('<Code>SignatureDoesNotMatch</Code>');
    const later = amzDate.replace(
      /\d\dZ$/,
      (seconds) => `${String((Number(seconds.slice(0, 2)) + 1) % 60).padStart(2, '0')}Z`,
    );
    headers['x-amz-date'] = later;
    expect((await send('/media/one')).body).toContain('<Code>SignatureDoesNotMatch</Code>');
    // A date outside the credential's day is refused before the signature is looked at.
    headers['x-amz-date'] = `${String(Number(day) - 1)}T235959Z`;
    expect((await send('/media/one')).body).toContain('<Code>AccessDenied</Code>');
  });
});
