/**
 * Narrowing check for `as const` lists, so values arriving from query strings,
 * API bodies or storage can be trusted as a union member after one test.
 */
export const isOneOf = <const T extends readonly unknown[]>(list: T, value: unknown): value is T[number] =>
  list.includes(value);

/** Builds the number -> name lookup for the name -> code tables. */
export const invertCodes = <K extends string, V extends number>(
  table: Readonly<Record<K, V>>,
): ReadonlyMap<number, K> => new Map(Object.entries(table).map(([name, code]) => [code as number, name as K]));
