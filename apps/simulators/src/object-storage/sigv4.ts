// AWS Signature Version 4 as S3 checks it: the Authorization header's credential scope and signed headers, the
// canonical request rebuilt from what arrived, the clock skew, and the payload (a hex SHA-256, UNSIGNED-PAYLOAD, or an
// aws-chunked body with a trailing checksum, as the SDK sends streams).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { crc32 } from 'node:zlib';

/** Why a request is refused: S3's error code, HTTP status and message. */
export class S3Error extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, status: number, message: string) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export interface SigningSecrets {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface VerifyOptions {
  credentials: readonly SigningSecrets[];
  region: string;
  /** How far x-amz-date may be from the simulator's clock (S3: 15 minutes). */
  maxSkewMs: number;
  now: () => number;
}

/** What the signature check leaves for reading the body. */
export interface SignedRequest {
  /** x-amz-content-sha256 as sent: a hex digest, UNSIGNED-PAYLOAD or STREAMING-UNSIGNED-PAYLOAD-TRAILER. */
  payload: string;
}

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');
const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
const SUPPORTED_PAYLOADS = new Set(['UNSIGNED-PAYLOAD', 'STREAMING-UNSIGNED-PAYLOAD-TRAILER']);

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters escaped, spaces as %20. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function decodeOrKeep(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, '%20'));
  } catch {
    return value;
  }
}

/** S3's canonical URI: each path segment encoded once (S3 does not normalize or double-encode). */
function canonicalUri(rawPath: string): string {
  return rawPath
    .split('/')
    .map((segment) => uriEncode(decodeOrKeep(segment)))
    .join('/');
}

function canonicalQuery(rawQuery: string): string {
  if (rawQuery === '') return '';
  return rawQuery
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at < 0 ? pair : pair.slice(0, at);
      const value = at < 0 ? '' : pair.slice(at + 1);
      return [uriEncode(decodeOrKeep(name)), uriEncode(decodeOrKeep(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function parseAmzDate(value: string): number | null {
  const m = AMZ_DATE.exec(value);
  if (!m) return null;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/**
 * Checks a request's signature against the credentials the simulator knows. Throws S3Error (AccessDenied,
 * InvalidAccessKeyId, AuthorizationHeaderMalformed, RequestTimeTooSkewed, SignatureDoesNotMatch, ...) when it fails.
 */
export function verifySignature(req: IncomingMessage, options: VerifyOptions): SignedRequest {
  const authorization = headerValue(req, 'authorization');
  if (!authorization) throw new S3Error('AccessDenied', 403, 'Access Denied');
  const match = AUTHORIZATION.exec(authorization.trim());
  if (!match) {
    throw new S3Error('AuthorizationHeaderMalformed', 400, 'The authorization header is malformed.');
  }
  const [, credential, signedHeaderList, signature] = match as unknown as [string, string, string, string];
  const [accessKeyId, scopeDate, region, service, terminator, ...extra] = credential.split('/');
  if (!accessKeyId || !scopeDate || !region || service !== 's3' || terminator !== 'aws4_request' || extra.length) {
    throw new S3Error('AuthorizationHeaderMalformed', 400, 'The authorization header is malformed.');
  }
  const secrets = options.credentials.find((known) => known.accessKeyId === accessKeyId);
  if (!secrets) {
    throw new S3Error('InvalidAccessKeyId', 403, 'The AWS Access Key Id you provided does not exist in our records.');
  }
  if (region !== options.region) {
    throw new S3Error(
      'AuthorizationHeaderMalformed',
      400,
      `The authorization header is malformed; the region '${region}' is wrong; expecting '${options.region}'`,
    );
  }
  const amzDate = headerValue(req, 'x-amz-date') ?? '';
  const signedAt = parseAmzDate(amzDate);
  if (signedAt === null || amzDate.slice(0, 8) !== scopeDate) {
    throw new S3Error('AccessDenied', 403, 'AWS authentication requires a valid Date or x-amz-date header');
  }
  if (Math.abs(options.now() - signedAt) > options.maxSkewMs) {
    throw new S3Error(
      'RequestTimeTooSkewed',
      403,
      'The difference between the request time and the current time is too large.',
    );
  }
  const payload = headerValue(req, 'x-amz-content-sha256');
  if (!payload)
    throw new S3Error('InvalidRequest', 400, 'Missing required header for this request: x-amz-content-sha256');
  if (!/^[0-9a-f]{64}$/.test(payload) && !SUPPORTED_PAYLOADS.has(payload)) {
    throw new S3Error('NotImplemented', 501, `x-amz-content-sha256 ${payload} is not supported by the simulator`);
  }
  const signedHeaders = signedHeaderList.split(';');
  const sorted = [...signedHeaders].sort();
  if (
    signedHeaders.join(';') !== sorted.join(';') ||
    !signedHeaders.includes('host') ||
    !signedHeaders.includes('x-amz-date') ||
    !signedHeaders.includes('x-amz-content-sha256')
  ) {
    throw new S3Error('AccessDenied', 403, 'Host, x-amz-date and x-amz-content-sha256 must be signed headers');
  }
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${(headerValue(req, name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const rawUrl = req.url ?? '/';
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
  const rawQuery = queryAt < 0 ? '' : rawUrl.slice(queryAt + 1);
  const canonicalRequest = [
    req.method ?? 'GET',
    canonicalUri(rawPath),
    canonicalQuery(rawQuery),
    canonicalHeaders,
    signedHeaderList,
    payload,
  ].join('\n');
  const scope = `${scopeDate}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const expected = hmac(signingKey(secrets.secretAccessKey, scopeDate, region, 's3'), stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw new S3Error(
      'SignatureDoesNotMatch',
      403,
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
  return { payload };
}

/**
 * The object's bytes from a body that passed the signature check: a signed digest must match the bytes, an
 * aws-chunked body is decoded and its trailing checksum (and decoded length) checked.
 */
export function payloadBytes(req: IncomingMessage, signed: SignedRequest, body: Buffer): Buffer {
  if (signed.payload === 'UNSIGNED-PAYLOAD') return verifyChecksumHeader(req, body);
  if (signed.payload === 'STREAMING-UNSIGNED-PAYLOAD-TRAILER') return decodeAwsChunked(req, body);
  const digest = body.length === 0 ? EMPTY_SHA256 : sha256Hex(body);
  if (digest !== signed.payload) {
    throw new S3Error(
      'XAmzContentSHA256Mismatch',
      400,
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    );
  }
  return verifyChecksumHeader(req, body);
}

function crc32Base64(data: Buffer): string {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc32(data));
  return out.toString('base64');
}

function checkCrc32(given: string | undefined, data: Buffer): void {
  if (given !== undefined && given !== crc32Base64(data)) {
    throw new S3Error('BadDigest', 400, 'The CRC32 you specified did not match the calculated checksum.');
  }
}

function verifyChecksumHeader(req: IncomingMessage, body: Buffer): Buffer {
  checkCrc32(headerValue(req, 'x-amz-checksum-crc32'), body);
  return body;
}

const CHUNK_HEADER = /^([0-9a-fA-F]{1,16})(;.*)?$/;

function decodeAwsChunked(req: IncomingMessage, body: Buffer): Buffer {
  const malformed = () => new S3Error('IncompleteBody', 400, 'The aws-chunked body is malformed.');
  const chunks: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) throw malformed();
    const header = CHUNK_HEADER.exec(body.subarray(at, lineEnd).toString('latin1'));
    if (!header) throw malformed();
    const size = Number.parseInt(header[1]!, 16);
    at = lineEnd + 2;
    if (size === 0) break;
    if (at + size + 2 > body.length || body.subarray(at + size, at + size + 2).toString('latin1') !== '\r\n') {
      throw malformed();
    }
    chunks.push(body.subarray(at, at + size));
    at += size + 2;
  }
  const trailers = new Map<string, string>();
  for (const line of body.subarray(at).toString('latin1').split('\r\n')) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon < 0) throw malformed();
    trailers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const data = Buffer.concat(chunks);
  const declared = headerValue(req, 'x-amz-decoded-content-length');
  if (declared !== undefined && Number(declared) !== data.length) {
    throw new S3Error('IncompleteBody', 400, 'You did not provide the number of bytes specified by the header.');
  }
  const announced = (headerValue(req, 'x-amz-trailer') ?? '').toLowerCase();
  if (announced && !trailers.has(announced)) throw malformed();
  checkCrc32(trailers.get('x-amz-checksum-crc32'), data);
  return data;
}
