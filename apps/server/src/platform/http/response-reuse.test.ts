// A response made of kept values is built and serialized once while they stay the same, and never otherwise.
import { describe, expect, it } from 'vitest';
import { freezeDeep } from '../db/read-cache.ts';
import { lastBuilt, reusingSerializer } from './response-reuse.ts';

describe('lastBuilt', () => {
  it('reuses the value while the owner and every input are the same, and builds again when one changes', () => {
    const last = lastBuilt<object, { n: number }>();
    const owner = freezeDeep({ id: 1 });
    const kept = freezeDeep([{ name: 'a' }]);
    let builds = 0;
    const build = () => ({ n: ++builds });
    const first = last(owner, ['ja', kept, 3], build);
    expect(last(owner, ['ja', kept, 3], build)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(last(owner, ['en', kept, 3], build)).toEqual({ n: 2 });
    // Equal content but another value (the kept read was read again): built again.
    expect(last(owner, ['en', freezeDeep([{ name: 'a' }]), 3], build)).toEqual({ n: 3 });
    expect(last(freezeDeep({ id: 1 }), ['en', kept, 3], build)).toEqual({ n: 4 });
    expect(builds).toBe(4);
  });

  it('keeps nothing made of a value that could still change', () => {
    const last = lastBuilt<object, { n: number }>();
    let builds = 0;
    const build = () => ({ n: ++builds });
    const mutable = [{ name: 'a' }];
    const owner = freezeDeep({ id: 1 });
    last(owner, [mutable], build);
    mutable[0]!.name = 'b';
    expect(last(owner, [mutable], build)).toEqual({ n: 2 });
    // Frozen on top only: an inner object could still change.
    const shallow = Object.freeze({ inner: { name: 'a' } });
    last(owner, [shallow], build);
    expect(last(owner, [shallow], build)).toEqual({ n: 4 });
    const looseOwner = { id: 2 };
    last(looseOwner, [], build);
    expect(last(looseOwner, [], build)).toEqual({ n: 6 });
  });
});

describe('reusingSerializer', () => {
  const counting = () => {
    const seen: unknown[] = [];
    const compile = reusingSerializer(() => (data: unknown) => {
      seen.push(data);
      return JSON.stringify(data);
    });
    return { serialize: compile({ schema: {}, method: 'GET', url: '/x', httpStatus: '200' }), seen };
  };

  it('serializes a value frozen through once', () => {
    const { serialize, seen } = counting();
    const value = freezeDeep({ items: [{ id: 1 }] });
    expect(serialize(value)).toBe('{"items":[{"id":1}]}');
    expect(serialize(value)).toBe('{"items":[{"id":1}]}');
    expect(seen).toHaveLength(1);
  });

  it('serializes every other value each time, so a change is always sent', () => {
    const { serialize, seen } = counting();
    const value = { items: [{ id: 1 }] };
    serialize(value);
    value.items[0]!.id = 2;
    expect(serialize(value)).toBe('{"items":[{"id":2}]}');
    const shallow = Object.freeze({ items: [{ id: 1 }] });
    serialize(shallow);
    shallow.items[0]!.id = 3;
    expect(serialize(shallow)).toBe('{"items":[{"id":3}]}');
    expect(seen).toHaveLength(4);
  });

  it('does not keep a serialization that failed', () => {
    let calls = 0;
    const compile = reusingSerializer(() => () => {
      calls++;
      throw new Error('does not match the schema');
    });
    const serialize = compile({ schema: {}, method: 'GET', url: '/x', httpStatus: '200' });
    const value = freezeDeep({ wrong: true });
    expect(() => serialize(value)).toThrow();
    expect(() => serialize(value)).toThrow();
    expect(calls).toBe(2);
  });
});
