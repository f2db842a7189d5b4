// Walks every endpoint of the contract with generated bad input (NUL, lone surrogates, control characters, huge and
// wrongly typed values, impossible dates, junk nested deep) in path parameters, query and body, and holds the service
// to answering each request below 500, every refusal in the error shape. Fixed seed and budget: FUZZ_SEED and
// FUZZ_RUNS change them for a longer hunt.
import * as contracts from '@otodoke/contract';
import { apiErrorSchema, type EndpointContract } from '@otodoke/contract';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADMIN_SIGN_IN, DEMO_SIGN_IN } from '../src/demo/seed.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient, TestResponse } from './test-client.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_512);
const RUNS = Number(process.env.FUZZ_RUNS ?? 32);

type Schema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;

// --- Bad values ---------------------------------------------------------------------------------------------------

const BAD_TEXTS = [
  '\u0000',
  'name\u0000',
  '\ud800',
  'emoji half \udc00',
  '\u0007',
  'line\nbreak',
  'tab\there',
  '\r\n',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\u202e',
  '%00',
  '',
  ' ',
  '😀',
  '9999-12-31',
  '0000-01-01',
  '10000-01-01',
  '2025-02-30',
  '9999-12',
  '0000-00',
  '-1',
  '1e309',
  '99999999999999999999',
  '2147483648',
  'null',
  "'; drop table accounts; --",
  '<script>alert(1)</script>',
  '__proto__',
];

const hugeText = fc.constantFrom('あ'.repeat(60_000), 'x'.repeat(250_000));
const badText = fc.oneof(
  { arbitrary: fc.constantFrom(...BAD_TEXTS), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 24 }), weight: 3 },
  { arbitrary: hugeText, weight: 1 },
);
const badNumber = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 6 }), weight: 4 },
  {
    arbitrary: fc.constantFrom(-1, 0.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), 1e308, -1e308, 1e-300),
    weight: 3,
  },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

/** Arrays or objects nested far deeper than any schema: for code that walks input recursively. */
function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = '\u0000';
  for (let level = 0; level < depth; level++) value = asObject ? { a: value } : [value];
  return value;
}
const deepJunk = fc.constantFrom(nested(3000, false), nested(3000, true), nested(40, true));

const junk: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(null, true, false, {}, [], [null], { __proto__: null }), weight: 3 },
  { arbitrary: badNumber, weight: 2 },
  { arbitrary: badText, weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }), weight: 2 },
  { arbitrary: deepJunk, weight: 1 },
);

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/**
 * How a value is made: `plain` is what a form would send (so a request gets past the schema and reaches the
 * service and the database), `wild` is bad wherever it can be.
 */
type Mode = 'plain' | 'wild';

/** A plain text for a field, guessed from its name. */
function plainTextFor(key: string): string {
  if (/email/.test(key)) return 'fuzz@example.test';
  if (/month|effective/.test(key)) return '2026-01';
  if (/date|^from$|^to$|valid_/.test(key)) return '2026-01-15';
  if (/url|link/.test(key)) return 'https://example.com/fuzz';
  if (/password/.test(key)) return 'correct-horse-battery-9';
  if (/rate/.test(key)) return '50';
  if (/code|token|isrc|upc|icpn/.test(key)) return 'ABCDEF1234567';
  return 'Fuzz テスト';
}

function valuesFor(schema: Schema, mode: Mode, key = '', depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return mode === 'plain' ? fc.constant(undefined) : junk;
  const shaped = shapedFor(defOf(schema), mode, key, depth);
  return mode === 'plain' ? shaped : fc.oneof({ arbitrary: shaped, weight: 5 }, { arbitrary: junk, weight: 1 });
}

function shapedFor(def: Def, mode: Mode, key: string, depth: number): fc.Arbitrary<unknown> {
  const next = (inner: unknown, innerKey = key) => valuesFor(inner as Schema, mode, innerKey, depth + 1);
  const wild = mode === 'wild';
  if (WRAPPERS.has(def.type)) {
    const absent = def.type === 'nullable' ? null : undefined;
    return fc.oneof({ arbitrary: next(def.innerType), weight: 4 }, { arbitrary: fc.constant(absent), weight: 1 });
  }
  switch (def.type) {
    case 'string':
      return wild
        ? fc.oneof(
            { arbitrary: badText, weight: 4 },
            { arbitrary: fc.constant(plainTextFor(key)), weight: 2 },
            { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
          )
        : fc.constant(plainTextFor(key));
    case 'number':
    case 'int':
    case 'bigint':
      return wild ? badNumber : fc.integer({ min: 1, max: 3 });
    case 'boolean':
      return fc.boolean();
    case 'enum': {
      const values = fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
      return wild ? fc.oneof(values, badText) : values;
    }
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, Schema>).map(([name, value]) => [name, next(value, name)]),
      );
      const record = (requiredKeys: string[]) => fc.record(shape, { requiredKeys });
      if (!wild) return record(Object.keys(shape));
      return fc
        .tuple(
          fc.oneof(record(Object.keys(shape)), record([])),
          fc.option(fc.dictionary(badText, junk, { maxKeys: 2 }), { nil: undefined }),
        )
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    case 'array':
      return fc.array(next(def.element), { maxLength: wild ? 3 : 2 });
    case 'tuple':
      return fc.tuple(...(def.items as Schema[]).map((item) => next(item)));
    case 'record':
      return fc.dictionary(wild ? fc.oneof(badText, plainText) : plainText, next(def.valueType), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => next(option)));
    case 'intersection':
      return next(def.left);
    case 'pipe':
      return next(defOf(def.in as Schema).type === 'transform' ? def.out : def.in);
    case 'lazy':
      return next((def.getter as () => Schema)());
    default:
      return wild ? junk : fc.constant(undefined);
  }
}

const plainText = fc.constantFrom('1000', 'fuzz', 'テスト');
/** What a database or a parser chokes on: the heart of the matter, so most poison is one of these. */
const unstorableText = fc.constantFrom(
  '\u0000',
  'name\u0000',
  '\ud800',
  'emoji half \udc00',
  'bell\u0007',
  'two\nlines',
);
const badLeaf = fc.oneof(
  { arbitrary: unstorableText, weight: 6 },
  { arbitrary: badText, weight: 4 },
  { arbitrary: badNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, {}, [], true), weight: 1 },
);

/** Every leaf of a value (text, number, flag, null) by its path. */
function leavesOf(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (Array.isArray(item.value)) {
      item.value.forEach((child, index) => {
        pending.push({ value: child, path: [...item.path, index] });
      });
    } else if (typeof item.value === 'object' && item.value !== null) {
      for (const [name, child] of Object.entries(item.value))
        pending.push({ value: child, path: [...item.path, name] });
    } else if (item.value !== undefined) found.push(item.path);
  }
  return found;
}

/** A plain value with one leaf turned bad: the request reaches whatever reads that field. */
function poisoned(schema: Schema): fc.Arbitrary<unknown> {
  return fc.tuple(valuesFor(schema, 'plain'), fc.nat(), badLeaf).map(([value, pick, bad]) => {
    const leaves = leavesOf(value);
    if (leaves.length === 0) return value;
    const path = leaves[pick % leaves.length]!;
    if (path.length === 0) return bad;
    const copy = structuredClone(value) as Record<string | number, unknown>;
    let parent = copy;
    for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
    parent[path.at(-1)!] = bad;
    return copy;
  });
}

/** Poisoned plain values most often, wild ones often, plain ones (an empty patch, a valid save) now and then. */
function inputsFor(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: poisoned(schema), weight: 5 },
    { arbitrary: valuesFor(schema, 'wild'), weight: 3 },
    { arbitrary: valuesFor(schema, 'plain'), weight: 1 },
  );
}

// --- Requests -----------------------------------------------------------------------------------------------------

/** Percent-encodes like a careless client: a lone surrogate goes out as the bytes of its code unit (WTF-8). */
function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value) ?? '';
  return String(value);
}

interface FuzzRequest {
  url: string;
  body: unknown;
}

function objectShapeOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return objectShapeOf(def.innerType as Schema);
  return def.type === 'object' ? (def.shape as Record<string, Schema>) : {};
}

function requestsFor(contract: EndpointContract): fc.Arbitrary<FuzzRequest> {
  const names = [...contract.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const paramShape = objectShapeOf(contract.params);
  // Path segments are short text: a shaped value or a bad one, never megabytes of nesting.
  const segment = (schema: Schema | undefined) =>
    fc.oneof(schema ? valuesFor(schema, 'plain') : badText, badText, badNumber).map(asText);
  const params = fc.tuple(...names.map((name) => segment(paramShape[name]))) as fc.Arbitrary<string[]>;
  const query = contract.query ? inputsFor(contract.query) : fc.constant(undefined);
  const extraQuery = fc.option(fc.tuple(badText, badText), { nil: undefined, freq: 3 });
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(contract.method);
  const body = contract.body
    ? inputsFor(contract.body)
    : hasBody
      ? fc.option(junk, { nil: undefined })
      : fc.constant(undefined);
  return fc
    .record({ params, query, extraQuery, body })
    .map(({ params: values, query: asked, extraQuery: extra, body }) => {
      let index = 0;
      const path = contract.path.replace(/\{\w+\}/g, () => encodeLoosely(values[index++] ?? ''));
      const pairs: [string, string][] = [];
      if (asked && typeof asked === 'object' && !Array.isArray(asked)) {
        for (const [key, value] of Object.entries(asked)) {
          if (value === undefined) continue;
          for (const each of Array.isArray(value) ? value : [value]) pairs.push([key, asText(each)]);
        }
      } else if (asked !== undefined) pairs.push(['q', asText(asked)]);
      if (extra) pairs.push(extra);
      const search = pairs.map(([key, value]) => `${encodeLoosely(key)}=${encodeLoosely(value)}`).join('&');
      return { url: search ? `${path}?${search}` : path, body: hasBody ? body : undefined };
    });
}

/** A readable line for a failure report, without the megabytes of a huge value. */
function describeRequest(contract: EndpointContract, request: FuzzRequest): string {
  const body = JSON.stringify(request.body);
  const short = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  return `${contract.method} ${short(request.url)} ${body === undefined ? '' : short(body)}`;
}

function assertAnswer(response: TestResponse, what: string): void {
  if (response.status >= 500) {
    throw new Error(`${response.status} for ${what}: ${response.text.slice(0, 500)}`);
  }
  if (response.status >= 400) {
    const shape = apiErrorSchema.safeParse(response.body);
    if (!shape.success || response.body.status_code !== response.status) {
      throw new Error(`${response.status} without the error shape for ${what}: ${response.text.slice(0, 500)}`);
    }
  }
}

// --- Who asks -----------------------------------------------------------------------------------------------------

let service: TestService;
let demo: TestClient;
let admin: TestClient;
let anonymous: TestClient;

async function signedIn(email: string, password: string): Promise<TestClient> {
  const client = service.client('ja');
  await signIn(service, client, email, password);
  return client;
}

/** Signs the user in again when an endpoint ended its session (sign-out, revoked device) or left it in a takeover. */
async function stillSignedIn(client: TestClient, email: string, password: string): Promise<TestClient> {
  const me = await client.get<{ individual: unknown; is_takeover: boolean }>('/api/v1/me');
  if (me.body.individual && !me.body.is_takeover) return client;
  if (me.body.is_takeover) await client.delete('/admin/api/v2/takeover');
  return signedIn(email, password);
}

const allEndpoints = Object.values(contracts as Record<string, unknown>).filter(
  (value): value is EndpointContract =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value,
);

/** Public endpoints run last and anonymously (sign-in attempts would soon hold the address off), sign-out at the end. */
const rank = (contract: EndpointContract) =>
  contract.path === contracts.signOut.path ? 2 : contract.access.kind === 'public' ? 1 : 0;
const ordered = [...allEndpoints].sort((a, b) => rank(a) - rank(b));

function clientFor(contract: EndpointContract): TestClient {
  if (contract.access.kind === 'admin') return admin;
  if (contract.access.kind === 'public') return anonymous;
  return demo;
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  demo = await signedIn(DEMO_SIGN_IN.email, DEMO_SIGN_IN.password);
  admin = await signedIn(ADMIN_SIGN_IN.email, ADMIN_SIGN_IN.password);
  anonymous = service.client('ja');
  // Something to find behind the small ids the fuzzer favours: an artist and a release with a song.
  const artist = await demo.post<{ id: number }>('/api/v2/artists', { artist_type: 'individual', name_ja: 'ファズ' });
  expect(artist.status).toBe(201);
  const release = await demo.post('/api/v1/me/releases', {
    type: 'single',
    title: 'Fuzz',
    main_artist_ids: [artist.body.id],
    songs: [{ title: 'Fuzz song', artists: [{ artist_id: artist.body.id, input_role: 'primary' }] }],
  });
  expect(release.status, release.text).toBe(201);
}, 120_000);

afterAll(async () => {
  await service?.close();
});

afterEach(async () => {
  // An operator may have switched maintenance on or started a takeover with a valid body: put things back.
  await admin.put('/admin/api/v2/maintenance', { is_maintenance: false });
  admin = await stillSignedIn(admin, ADMIN_SIGN_IN.email, ADMIN_SIGN_IN.password);
  demo = await stillSignedIn(demo, DEMO_SIGN_IN.email, DEMO_SIGN_IN.password);
});

describe('bad input never gives a 5xx', () => {
  it('walks every endpoint the contract exports', () => {
    expect(ordered.length).toBeGreaterThan(100);
    expect(new Set(ordered.map((contract) => `${contract.method} ${contract.path}`)).size).toBe(ordered.length);
  });

  it.each(ordered.map((contract, index) => [`${contract.method} ${contract.path}`, contract, index] as const))(
    '%s',
    async (_label, contract, index) => {
      const client = clientFor(contract);
      const statuses: number[] = [];
      const property = fc.asyncProperty(requestsFor(contract), async (request) => {
        const response = await client.request(contract.method, request.url, request.body);
        statuses.push(response.status);
        assertAnswer(response, describeRequest(contract, request));
      });
      // The failure is reported in our own words: fast-check's would print megabytes of generated junk.
      const run = await fc.check(property, { seed: SEED + index, numRuns: RUNS, endOnFailure: true });
      if (run.failed) {
        const error = 'errorInstance' in run ? run.errorInstance : undefined;
        throw new Error(
          error instanceof Error ? error.message : `fast-check stopped: ${String(error ?? 'interrupted')}`,
        );
      }
      // The fuzzer got past the guard: a caller who may use the endpoint asked, so not every answer is a refusal of
      // who is asking.
      if (contract.access.kind !== 'public') {
        expect(statuses.some((status) => status !== 401 && status !== 403)).toBe(true);
      }
    },
    60_000,
  );
});
