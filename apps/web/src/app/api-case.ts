// snake_case (wire) <-> camelCase (client) key conversion, both ways, for bodies and query strings (spec 7).

/** Keys that cross the wire unchanged in both directions (spec 7). */
export const UNCONVERTED_KEYS: ReadonlySet<string> = new Set(['_acid', 'artists.fields', 'releases.fields']);

type UnconvertedKey = '_acid' | 'artists.fields' | 'releases.fields';
type IsLowerLetter<C extends string> = C extends Lowercase<C> ? (C extends Uppercase<C> ? false : true) : false;

type CamelSegments<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? Tail extends `${infer First}${infer Rest}`
    ? IsLowerLetter<First> extends true
      ? Head extends ''
        ? `_${CamelSegments<Tail>}`
        : `${Head}${CamelSegments<`${Uppercase<First>}${Rest}`>}`
      : `${Head}_${CamelSegments<Tail>}`
    : S
  : S;

/**
 * `release_type` -> `releaseType`. An underscore before a digit or at the start stays (`credit_36` -> `credit_36`),
 * so that the conversion is lossless both ways. Mirrors toCamelKey.
 */
export type CamelCase<S extends string> = S extends UnconvertedKey ? S : CamelSegments<S>;

type Primitive = string | number | boolean | bigint | symbol | null | undefined;

/** The camelCased view of a wire type, applied through objects and arrays. */
export type CamelCaseKeysDeep<T> = T extends Primitive | Date | Blob
  ? T
  : T extends readonly (infer E)[]
    ? CamelCaseKeysDeep<E>[]
    : T extends object
      ? { [K in keyof T as K extends string ? CamelCase<K> : K]: CamelCaseKeysDeep<T[K]> }
      : T;

export function toCamelKey(key: string): string {
  if (UNCONVERTED_KEYS.has(key)) return key;
  return key.replace(/(?<=[A-Za-z0-9])_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export function toSnakeKey(key: string): string {
  if (UNCONVERTED_KEYS.has(key)) return key;
  return key.replace(/(?<=[A-Za-z0-9])([A-Z])/g, '_$1').toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeysDeep(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeysDeep(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[convert(key)] = convertKeysDeep(item, convert);
  return out;
}

export function camelizeKeys<T>(value: T): CamelCaseKeysDeep<T> {
  return convertKeysDeep(value, toCamelKey) as CamelCaseKeysDeep<T>;
}

/** The inverse of camelizeKeys; the client writes camelCase and the wire receives snake_case. */
export function snakifyKeys(value: unknown): unknown {
  return convertKeysDeep(value, toSnakeKey);
}

/** Builds a query string with snake_case keys; arrays repeat the key, null and undefined are left out. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const wireKey = toSnakeKey(key);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(wireKey, typeof item === 'object' ? JSON.stringify(snakifyKeys(item)) : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Reads a query string into camelCase keys (a repeated key becomes an array). */
export function fromQueryString(search: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const name = toCamelKey(key);
    const existing = out[name];
    if (existing === undefined) out[name] = value;
    else out[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}
