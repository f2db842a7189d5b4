// The one check of the characters of every string a request sends (path parameters, query and body, at any depth),
// next to the schema that says which fields are multi-line. Runs on the raw input, before the schema parses it.
import { type TextCharacterProblem, textCharacterProblem } from '@otodoke/domain';
import { z } from 'zod';

/** Text fields that may span lines (profiles, lyrics, message bodies, reasons): they keep line breaks and tabs. */
export const multilineTexts = z.registry();

/** Marks a text schema as multi-line; the schema itself is returned, so `.optional()` and the like may follow. */
export function multiline<T extends z.ZodType>(schema: T): T {
  multilineTexts.add(schema);
  return schema;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as unknown as Def;

/** Wrappers whose input is their inner schema's input. */
const WRAPPERS = new Set(['optional', 'nullable', 'nonoptional', 'default', 'prefault', 'catch', 'readonly']);
/** Schemas under which a client may send anything (client logs' details): free text, multi-line. */
const FREE_FORM = new Set(['unknown', 'any']);

interface Expanded {
  /** The schemas that could judge this value: objects, arrays, strings, … with the wrappers taken off. */
  leaves: z.core.$ZodType[];
  /** A string here may span lines: marked so, or free-form. */
  isMultiline: boolean;
}

function expand(schemas: readonly z.core.$ZodType[]): Expanded {
  const leaves: z.core.$ZodType[] = [];
  const seen = new Set<z.core.$ZodType>();
  let isMultiline = false;
  const pending = [...schemas];
  while (pending.length > 0) {
    const schema = pending.pop()!;
    if (seen.has(schema)) continue;
    seen.add(schema);
    if (multilineTexts.has(schema)) isMultiline = true;
    const def = defOf(schema);
    if (WRAPPERS.has(def.type)) pending.push(def.innerType as z.core.$ZodType);
    else if (def.type === 'pipe') {
      // The raw value meets `in`; a preprocess (`in` a transform) hands it on to `out` as it is.
      const input = def.in as z.core.$ZodType;
      pending.push(input);
      if (defOf(input).type === 'transform') pending.push(def.out as z.core.$ZodType);
    } else if (def.type === 'union') pending.push(...(def.options as z.core.$ZodType[]));
    else if (def.type === 'intersection') pending.push(def.left as z.core.$ZodType, def.right as z.core.$ZodType);
    else if (def.type === 'lazy') pending.push((def.getter as () => z.core.$ZodType)());
    else {
      if (FREE_FORM.has(def.type)) isMultiline = true;
      leaves.push(schema);
    }
  }
  return { leaves, isMultiline };
}

/** What no schema describes (unknown properties, wrong types): one array, expanded once. */
const NO_SCHEMAS: z.core.$ZodType[] = [];

/** Under free-form schemas all is free-form: the same array all the way down, so it is expanded once. */
const isAllFreeForm = (leaves: readonly z.core.$ZodType[]) =>
  leaves.length > 0 && leaves.every((leaf) => FREE_FORM.has(defOf(leaf).type));

/** The schemas of an array's item at `index`. */
function itemSchemas(leaves: z.core.$ZodType[], index: number): z.core.$ZodType[] {
  if (isAllFreeForm(leaves)) return leaves;
  const found: z.core.$ZodType[] = [];
  for (const leaf of leaves) {
    const def = defOf(leaf);
    if (def.type === 'array') found.push(def.element as z.core.$ZodType);
    else if (def.type === 'tuple') {
      const item = (def.items as z.core.$ZodType[])[index] ?? (def.rest as z.core.$ZodType | null);
      if (item) found.push(item);
    } else if (FREE_FORM.has(def.type)) found.push(leaf);
  }
  return found.length > 0 ? found : NO_SCHEMAS;
}

/** The schemas of an object's property `key`. */
function propertySchemas(leaves: z.core.$ZodType[], key: string): z.core.$ZodType[] {
  if (isAllFreeForm(leaves)) return leaves;
  const found: z.core.$ZodType[] = [];
  for (const leaf of leaves) {
    const def = defOf(leaf);
    if (def.type === 'object') {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const property = Object.hasOwn(shape, key) ? shape[key] : (def.catchall as z.core.$ZodType | undefined);
      if (property) found.push(property);
    } else if (def.type === 'record') found.push(def.valueType as z.core.$ZodType);
    else if (FREE_FORM.has(def.type)) found.push(leaf);
  }
  return found.length > 0 ? found : NO_SCHEMAS;
}

/** Where a value sits, child to parent: shared by siblings, so deep nesting costs no copying. */
type PathNode = { parent: PathNode | null; key: string };

function wirePath(path: PathNode | null): string {
  const keys: string[] = [];
  for (let node = path; node; node = node.parent) keys.push(node.key);
  return keys.reverse().join('.') || '_';
}

/** At most this many fields are named in one answer; the rest of a junk request adds nothing. */
const MAX_REPORTED = 20;

/**
 * Every field of `value` (read against `schema`) whose text no field may hold, by wire path ("songs.0.name"; "_" for
 * the value itself): NUL or lone surrogates anywhere (property names too), control characters in one-line fields.
 * Values the schema does not describe (unknown properties, wrong types) are held to the multi-line rule; the schema
 * refuses or drops them afterwards. Walks without recursion, so no nesting depth can overflow the stack.
 */
export function findTextProblems(
  schema: z.core.$ZodType | undefined,
  value: unknown,
): Record<string, TextCharacterProblem> {
  const problems: Record<string, TextCharacterProblem> = {};
  let reported = 0;
  const report = (path: PathNode | null, problem: TextCharacterProblem) => {
    const name = wirePath(path);
    if (problems[name] || reported >= MAX_REPORTED) return;
    problems[name] = problem;
    reported++;
  };
  const pending: { value: unknown; schemas: z.core.$ZodType[]; path: PathNode | null }[] = [
    { value, schemas: schema ? [schema] : NO_SCHEMAS, path: null },
  ];
  // The items of one array share their schemas (tuples aside): expanded once, not once per item.
  const expanded = new WeakMap<z.core.$ZodType[], Expanded>();
  const expandOnce = (schemas: z.core.$ZodType[]) => {
    let found = expanded.get(schemas);
    if (!found) {
      found = expand(schemas);
      expanded.set(schemas, found);
      // Free-form leaves expand to themselves: what lies under them is read with the same answer.
      if (isAllFreeForm(found.leaves)) expanded.set(found.leaves, found);
    }
    return found;
  };
  while (pending.length > 0 && reported < MAX_REPORTED) {
    const item = pending.pop()!;
    if (typeof item.value === 'string') {
      const { isMultiline } = expandOnce(item.schemas);
      const problem = textCharacterProblem(item.value, isMultiline || item.schemas.length === 0);
      if (problem) report(item.path, problem);
    } else if (Array.isArray(item.value)) {
      const { leaves } = expandOnce(item.schemas);
      const shared = leaves.some((leaf) => defOf(leaf).type === 'tuple') ? null : itemSchemas(leaves, 0);
      item.value.forEach((child, index) => {
        const schemas = shared ?? itemSchemas(leaves, index);
        pending.push({ value: child, schemas, path: { parent: item.path, key: String(index) } });
      });
    } else if (typeof item.value === 'object' && item.value !== null) {
      const { leaves } = expandOnce(item.schemas);
      for (const [key, child] of Object.entries(item.value)) {
        // A name no field has is not echoed back: the object holding it is the field named.
        if (textCharacterProblem(key, true)) report(item.path, 'invalidCharacters');
        else pending.push({ value: child, schemas: propertySchemas(leaves, key), path: { parent: item.path, key } });
      }
    }
  }
  return problems;
}
