// Stripe's form encoding both ways: nested objects as `a[b][c]=v`, lists of plain values as `a[]=v`, lists of
// objects as `a[0][b]=v`. The adapter writes it; the simulator reads it back into objects.

export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [key: string]: FormValue };

function appendFormValue(params: URLSearchParams, key: string, value: FormValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item: FormValue, index: number) => {
      const isPlain = item === null || typeof item !== 'object';
      appendFormValue(params, isPlain ? `${key}[]` : `${key}[${index}]`, item);
    });
    return;
  }
  if (typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) appendFormValue(params, `${key}[${name}]`, item);
    return;
  }
  params.append(key, String(value));
}

/** Absent (undefined or null) fields are left out rather than sent empty. */
export function encodeStripeForm(fields: Record<string, FormValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) appendFormValue(params, key, value);
  return params.toString();
}

export type FormNode = string | FormNode[] | FormObject;
export interface FormObject {
  [key: string]: FormNode;
}

/** `a[b][]=1&a[b][]=2&c=3` → `{ a: { b: ['1', '2'] }, c: '3' }`, as Stripe reads its form bodies. */
export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const path = match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)] : [key];
    let node: FormObject = root;
    path.forEach((segment, index) => {
      // `[]` appends: the next free index, turned into a list below.
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next === 'object' && !Array.isArray(next)) {
        node = next;
      } else {
        const created: FormObject = {};
        node[name] = created;
        node = created;
      }
    });
  }
  return turnIndexedObjectsIntoLists(root) as FormObject;
}

function turnIndexedObjectsIntoLists(node: FormNode): FormNode {
  if (typeof node === 'string' || Array.isArray(node)) return node;
  const keys = Object.keys(node);
  const converted = Object.fromEntries(keys.map((key) => [key, turnIndexedObjectsIntoLists(node[key]!)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]!);
  }
  return converted;
}

export function readFormPath(node: FormNode | undefined, ...path: string[]): FormNode | undefined {
  let current = node;
  for (const segment of path) {
    if (current === undefined || typeof current === 'string' || Array.isArray(current)) return undefined;
    current = current[segment];
  }
  return current;
}

export function readFormString(node: FormNode | undefined, ...path: string[]): string | undefined {
  const value = readFormPath(node, ...path);
  return typeof value === 'string' ? value : undefined;
}

export function readFormStringList(node: FormNode | undefined, ...path: string[]): string[] {
  const value = readFormPath(node, ...path);
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** The same parameters in any order give the same text, so a replay is recognised however the client orders them. */
export function toCanonicalJson(node: FormNode): string {
  if (typeof node === 'string') return JSON.stringify(node);
  if (Array.isArray(node)) return `[${node.map(toCanonicalJson).join(',')}]`;
  const keys = Object.keys(node).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${toCanonicalJson(node[key]!)}`).join(',')}}`;
}
