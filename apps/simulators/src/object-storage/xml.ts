// S3's XML on the wire: the error document every refusal carries, and the few result and request documents the
// simulator writes and reads (multipart upload, bucket listing).
import { randomBytes } from 'node:crypto';

export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

function unescapeXml(value: string): string {
  return value.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, name: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[name] ?? '',
  );
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';

/** An element tree written as S3 writes it: `{ Name: value }`, arrays repeat the element. */
export type XmlValue = string | number | XmlNode | XmlNode[];
export interface XmlNode {
  [name: string]: XmlValue | undefined;
}

function writeNode(node: XmlNode): string {
  let out = '';
  for (const [name, value] of Object.entries(node)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) out += `<${name}>${writeNode(item)}</${name}>`;
    } else if (typeof value === 'object') out += `<${name}>${writeNode(value)}</${name}>`;
    else out += `<${name}>${escapeXml(String(value))}</${name}>`;
  }
  return out;
}

export function xmlDocument(root: string, body: XmlNode): string {
  return `${DECLARATION}<${root} xmlns="${NAMESPACE}">${writeNode(body)}</${root}>`;
}

export function newRequestId(): string {
  return randomBytes(8).toString('hex').toUpperCase();
}

/** S3's error document: `<Error><Code>…</Code><Message>…</Message>…</Error>` (no namespace). */
export function errorDocument(code: string, message: string, extra: Record<string, string> = {}): string {
  const fields = Object.entries({ Code: code, Message: message, ...extra, RequestId: newRequestId() })
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  return `${DECLARATION}<Error>${fields}</Error>`;
}

export interface CompletedPart {
  partNumber: number;
  etag: string;
}

/** The parts a CompleteMultipartUpload body lists, in the order given; null when it is not that document. */
export function parseCompleteMultipartUpload(xml: string): CompletedPart[] | null {
  if (!/<CompleteMultipartUpload[\s>]/.test(xml)) return null;
  const parts: CompletedPart[] = [];
  for (const [, inner] of xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)) {
    const number = /<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(inner!)?.[1];
    const etag = /<ETag>([\s\S]*?)<\/ETag>/.exec(inner!)?.[1];
    if (number === undefined || etag === undefined) return null;
    parts.push({ partNumber: Number(number), etag: unescapeXml(etag).trim() });
  }
  return parts;
}
