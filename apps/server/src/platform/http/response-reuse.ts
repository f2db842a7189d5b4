// Responses made of kept reads (read-cache.ts) are built, checked against their schema and serialized once, then
// sent again as long as what they were made of is the very same kept values.
import type { FastifySerializerCompiler } from 'fastify';
import { freezeDeep, isDeepFrozen } from '../db/read-cache.ts';

/** An input may stand for its content only when it cannot change: a primitive, or a value frozen by `freezeDeep`. */
function isStable(input: unknown): boolean {
  return input === null || typeof input !== 'object' ? typeof input !== 'function' : isDeepFrozen(input);
}

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/**
 * The last value built for each owner (a kept value, such as a signed-in individual), reused while every input is
 * the same primitive or the same kept value. The value is frozen through, so `reusingSerializer` sends its first
 * serialization again. When an input is neither, nothing is kept: the value is built every time.
 */
export function lastBuilt<Owner extends object, Value>() {
  const last = new WeakMap<Owner, { inputs: readonly unknown[]; value: Value }>();
  return (owner: Owner, inputs: readonly unknown[], build: () => Value): Value => {
    const kept = last.get(owner);
    if (kept && sameInputs(kept.inputs, inputs)) return kept.value;
    if (!isDeepFrozen(owner) || !inputs.every(isStable)) return build();
    const value = freezeDeep(build());
    last.set(owner, { inputs, value });
    return value;
  };
}

/**
 * Wraps a route's response serializer (the contract's schema check and JSON): a value frozen through is checked and
 * serialized once, and the same text is sent for it again. Any other value goes through the schema every time.
 */
export function reusingSerializer<Schema>(
  compile: FastifySerializerCompiler<Schema>,
): FastifySerializerCompiler<Schema> {
  return (route) => {
    const serialize = compile(route);
    const texts = new WeakMap<object, string>();
    return (data) => {
      if (!isDeepFrozen(data)) return serialize(data);
      const object = data as object;
      let text = texts.get(object);
      if (text === undefined) {
        text = serialize(data);
        texts.set(object, text);
      }
      return text;
    };
  };
}
