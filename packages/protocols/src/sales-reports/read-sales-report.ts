// Reads a store's sales report, a DDEX DSR flat file or Apple's daily sales TSV, gzipped or not, as a stream of
// events: one per summary and one per sale. Streams with flat memory: lines are cut from the chunks as they come.
import { pipeline, Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { createAppleLineParser } from './read-apple-sales.ts';
import { createDsrLineParser } from './read-dsr.ts';
import { type SalesReportEvent, type SalesReportLineParser, SalesReportReadError } from './sales-report-types.ts';

type Chunk = Buffer | string;

async function* chunksFrom(head: Chunk[], iterator: AsyncIterator<Chunk>): AsyncGenerator<Chunk> {
  try {
    yield* head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  } finally {
    await iterator.return?.();
  }
}

const isGzip = (head: Chunk[]): boolean => {
  if (!head.every((chunk) => typeof chunk !== 'string')) return false;
  const bytes = Buffer.concat(head as Buffer[]);
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
};

/** The input's chunks, gunzipped when its first bytes are gzip's magic number (1f 8b), whatever the file's name. */
async function* decompressedChunks(input: AsyncIterable<Chunk>): AsyncGenerator<Chunk> {
  const iterator = input[Symbol.asyncIterator]();
  const head: Chunk[] = [];
  for (let length = 0; length < 2; ) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    length += typeof next.value === 'string' ? 2 : next.value.length;
  }
  const chunks = chunksFrom(head, iterator);
  if (!isGzip(head)) {
    yield* chunks;
    return;
  }
  const gunzip = createGunzip();
  // A failing input or corrupt gzip destroys `gunzip` with the error, which the loop below then throws.
  pipeline(Readable.from(chunks), gunzip, () => {});
  for await (const chunk of gunzip) yield chunk as Buffer;
}

/**
 * The longest line read, in characters. A DSR row lists a sale or a block's few ids (a UGC RU01 row of a thousand
 * video ids is about 12 000 characters); a longer line is not a report line, and would hold memory for nothing.
 */
export const MAX_LINE_LENGTH = 1024 * 1024;

/**
 * The chunks' complete lines, a batch per chunk, without their `\n` or `\r\n`; the last line may lack its newline.
 * Linear in the input: a line that spans chunks is kept as its pieces and joined once, when its newline comes, and
 * reading stops as soon as a line grows past MAX_LINE_LENGTH.
 */
async function* lineBatches(chunks: AsyncIterable<Chunk>, fileName: string): AsyncGenerator<string[]> {
  const decoder = new StringDecoder('utf8');
  let pieces: string[] = [];
  let pending = 0;
  let lineNo = 0;
  const tooLong = () =>
    new SalesReportReadError(
      lineNo + 1,
      `${fileName}: line ${lineNo + 1} is longer than ${MAX_LINE_LENGTH} characters: not a sales report line`,
    );
  const withoutCr = (line: string) => (line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line);
  const cut = (text: string, isLast: boolean): string[] => {
    const batch: string[] = [];
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      if (pending + end - start > MAX_LINE_LENGTH + 1) throw tooLong();
      const piece = text.slice(start, end);
      const line = pieces.length === 0 ? piece : pieces.join('') + piece;
      pieces = [];
      pending = 0;
      batch.push(withoutCr(line));
      lineNo++;
      start = end + 1;
    }
    if (start < text.length) {
      pieces.push(start === 0 ? text : text.slice(start));
      pending += text.length - start;
      if (pending > MAX_LINE_LENGTH + 1) throw tooLong();
    }
    if (isLast && pending > 0) {
      batch.push(withoutCr(pieces.join('')));
      pieces = [];
      pending = 0;
    }
    return batch;
  };
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text === '') continue;
    const batch = cut(text, false);
    if (batch.length > 0) yield batch;
  }
  yield cut(decoder.end(), true);
}

/** DSR when the first line is a HEAD row (or its `#HEAD` header row), Apple when it is Apple's header row. */
const parserFor = (firstLine: string, fileName: string): SalesReportLineParser => {
  if (/^#?HEAD(\t|$)/.test(firstLine)) return createDsrLineParser(fileName);
  if (firstLine.startsWith('Provider\t')) return createAppleLineParser(fileName);
  throw new SalesReportReadError(
    1,
    `${fileName} is not a sales report we read: a DDEX DSR flat file starts with a HEAD row, Apple's daily sales ` +
      `report with "Provider<tab>…"; this one starts ${JSON.stringify(firstLine.slice(0, 40))}`,
  );
};

/**
 * Events of a sales report in file order: the header, the summaries, one event per sale, the footer, and warnings
 * (never thrown: a count that disagrees or a bad row is the importer's to judge). Throws only when the file is not a
 * report at all (its first line names no format), is corrupt gzip, or the input fails.
 */
export async function* readSalesReport(
  input: AsyncIterable<Buffer | string> | NodeJS.ReadableStream,
  options: { fileName: string },
): AsyncGenerator<SalesReportEvent> {
  const { fileName } = options;
  let parser: SalesReportLineParser | undefined;
  let lineNo = 0;
  const out: SalesReportEvent[] = [];
  for await (const batch of lineBatches(decompressedChunks(input as AsyncIterable<Chunk>), fileName)) {
    for (const text of batch) {
      lineNo++;
      const line = lineNo === 1 && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
      if (!parser && line === '') continue;
      parser ??= parserFor(line, fileName);
      if (line.includes('\u0000')) {
        out.push({ kind: 'warning', lineNo, code: 'BAD_ROW', message: `line ${lineNo} holds a NUL character` });
        continue;
      }
      parser.line(line, lineNo, out);
    }
    for (const event of out) yield event;
    out.length = 0;
  }
  if (!parser) throw new SalesReportReadError(0, `${fileName} is empty: not a sales report`);
  parser.end(lineNo, out);
  yield* out;
}
