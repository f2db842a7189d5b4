import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findTextProblems, multiline } from './text-guard.ts';

const schema = z.object({
  name: z.string().trim().max(100),
  profile: multiline(z.string().max(3500)).default(''),
  songs: z
    .array(z.object({ title: z.string(), lyrics: multiline(z.string()).optional(), tags: z.array(z.string()) }))
    .default([]),
  choice: z.union([z.object({ note: multiline(z.string()) }), z.literal('none')]).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  count: z.coerce.number().optional(),
});

describe('findTextProblems', () => {
  it('finds nothing in clean input, keeping line breaks where the field is multi-line', () => {
    expect(
      findTextProblems(schema, {
        name: 'Otodoke 😀',
        profile: 'one\ntwo\tthree',
        songs: [{ title: 'A', lyrics: 'la\r\nla', tags: ['x'] }],
        choice: { note: 'a\nb' },
        details: { stack: 'at f\nat g' },
      }),
    ).toEqual({});
  });

  it('names every bad field by its wire path, at any depth and through unions and records', () => {
    expect(
      findTextProblems(schema, {
        name: 'a\nb',
        profile: 'bell\u0007',
        songs: [
          { title: 'ok', tags: [] },
          { title: 'half \ud800', lyrics: 'ok\n', tags: ['ok', '\u0000'] },
        ],
        choice: { note: '\u001b' },
        details: { deep: [{ deeper: 'x\udc00' }] },
        count: '1\n',
      }),
    ).toEqual({
      name: 'controlCharacters',
      profile: 'invalidCharacters',
      'songs.1.title': 'invalidCharacters',
      'songs.1.tags.1': 'invalidCharacters',
      'choice.note': 'invalidCharacters',
      'details.deep.0.deeper': 'invalidCharacters',
      count: 'controlCharacters',
    });
  });

  it('holds values the schema does not describe to the multi-line rule, and names the object of a bad property name', () => {
    expect(findTextProblems(schema, { extra: 'a\nb', other: { 'k\u0000': 1 } })).toEqual({
      other: 'invalidCharacters',
    });
    expect(findTextProblems(undefined, { q: '\u0000' })).toEqual({ q: 'invalidCharacters' });
    expect(findTextProblems(z.string(), '\u0000')).toEqual({ _: 'invalidCharacters' });
  });

  it('walks junk nested far deeper than the stack would allow, and stops after twenty fields', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(Object.keys(findTextProblems(schema, { details: { deep } }))).toHaveLength(1);
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`k${index}`, '\u0000']));
    expect(Object.keys(findTextProblems(undefined, many))).toHaveLength(20);
  });
});
