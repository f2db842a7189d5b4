// Compresses a rendered HTML page for browsers that accept it (brotli, else gzip): the landing page carries its
// prerendered markup, several times the size of the shell alone.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);
/** Smaller pages gain less than the work costs. */
const MIN_BYTES = 1024;
/** Fast settings: the page is compressed on every request (it holds a per-request bootstrap). */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

export interface EncodedPage {
  body: string | Buffer;
  /** The Content-Encoding to send, or null for the page as it is. */
  encoding: 'br' | 'gzip' | null;
}

/** Which of our encodings an Accept-Encoding header allows (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const allowed = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip')) return 'gzip';
  return null;
}

export async function encodePage(html: string, acceptEncoding: string | undefined): Promise<EncodedPage> {
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding || Buffer.byteLength(html) < MIN_BYTES) return { body: html, encoding: null };
  const body =
    encoding === 'br'
      ? await toBrotli(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : await toGzip(html, { level: GZIP_LEVEL });
  return { body, encoding };
}
