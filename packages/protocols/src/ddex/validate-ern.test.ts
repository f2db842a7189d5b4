// Schema and identifier checks on DDEX's samples, our own messages and broken ones.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildNewReleaseMessage } from './build-ern.ts';
import { sampleErnInput } from './ern-sample-inputs.ts';
import type { ErnMessageInput, ErnValidationResult } from './ern-types.ts';
import { createErnValidator } from './validate-ern.ts';

const FIXTURES = new URL('./fixtures/ern43/', import.meta.url);
const samples = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.xml'))
  .sort()
  .map((name) => ({ name, xml: readFileSync(new URL(name, FIXTURES), 'utf8') }));

const validator = createErnValidator();

const withRelease = (input: ErnMessageInput, change: Partial<ErnMessageInput['release']>): ErnMessageInput => ({
  ...input,
  release: { ...input.release, ...change },
});

describe("DDEX's nine samples", () => {
  let results: ErnValidationResult[];
  beforeAll(async () => {
    results = await validator.validate(samples);
  });

  it('all pass the ERN 4.3 schema', () => {
    expect(results).toHaveLength(9);
    expect(results.flatMap((result) => result.problems.filter((problem) => problem.kind !== 'identifier'))).toEqual([]);
  });

  it('3-mixedmedia.xml: the three ICPNs with a wrong GS1 check digit are reported, with where they are', () => {
    const result = results.find((candidate) => candidate.name === '3-mixedmedia.xml');
    expect(result?.isValid).toBe(false);
    expect(result?.problems).toEqual([
      {
        kind: 'identifier',
        message: 'ICPN 05099907138655 of release R0 fails the GS1 check digit (expected 2)',
        line: 897,
      },
      {
        kind: 'identifier',
        message: 'ICPN 5099907138457 of a resource group of release R0 fails the GS1 check digit (expected 4)',
        line: 928,
      },
      {
        kind: 'identifier',
        message: 'ICPN 5099907138556 of a resource group of release R0 fails the GS1 check digit (expected 3)',
        line: 993,
      },
    ]);
  });

  it('8-djmix.xml: the made-up ICPN 123123123123 is reported', () => {
    const result = results.find((candidate) => candidate.name === '8-djmix.xml');
    expect(result?.problems).toEqual([
      {
        kind: 'identifier',
        message: 'ICPN 123123123123 of release R0 fails the GS1 check digit (expected 5)',
        line: 364,
      },
    ]);
  });

  it('the other seven samples have no problem at all', () => {
    const others = results.filter((result) => result.name !== '3-mixedmedia.xml' && result.name !== '8-djmix.xml');
    expect(others.map((result) => [result.name, result.isValid, result.problems])).toEqual(
      others.map((result) => [result.name, true, []]),
    );
  });
});

describe('identifiers in our own messages', () => {
  const album = sampleErnInput('album');

  it('reports an ISRC that is not one and an ICPN with a wrong check digit, naming the value and where it is', async () => {
    const tracks = album.release.tracks.map((track, index) =>
      index === 1 ? { ...track, isrc: 'JPZ9925000A2' } : track,
    );
    const xml = buildNewReleaseMessage(withRelease(album, { icpn: '4595678000121', tracks }));
    const [result] = await validator.validate([{ name: 'broken', xml }]);
    expect(result?.isValid).toBe(false);
    expect(result?.problems.map((problem) => [problem.kind, problem.message])).toEqual([
      [
        'identifier',
        'ISRC JPZ9925000A2 of resource A2 is not an ISRC (country code, 3-character registrant, 2-digit year, 5-digit designation: CCXXXYYNNNNN)',
      ],
      ['identifier', 'ICPN 4595678000121 of release R0 fails the GS1 check digit (expected 5)'],
    ]);
    expect(result?.problems.every((problem) => typeof problem.line === 'number')).toBe(true);
  });

  it('reports an ICPN of the wrong length and one with letters', async () => {
    const [short, lettered] = await validator.validate([
      { name: 'short', xml: buildNewReleaseMessage(withRelease(album, { icpn: '45956780001' })) },
      { name: 'lettered', xml: buildNewReleaseMessage(withRelease(album, { icpn: '45956780001X5' })) },
    ]);
    expect(short?.problems.map((problem) => problem.message)).toEqual([
      'ICPN 45956780001 of release R0 has 11 digits, not 12 (UPC) or 13 (EAN/JAN)',
    ]);
    expect(lettered?.problems.map((problem) => problem.message)).toEqual([
      'ICPN 45956780001X5 of release R0 is not all digits',
    ]);
  });
});

describe('messages that cannot be read', () => {
  it('gives parse or schema problems, never an exception, and still checks the good message of the batch', async () => {
    const good = buildNewReleaseMessage(sampleErnInput('single'));
    const results = await validator.validate([
      { name: 'unclosed', xml: '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">\n<MessageHeader>' },
      { name: 'mismatched', xml: '<a>\n<b></a>' },
      { name: 'empty', xml: '' },
      { name: 'undefined entity', xml: '<a>&bogus;</a>' },
      { name: 'not ERN', xml: '<?xml version="1.0"?>\n<PurchaseOrder/>' },
      { name: 'truncated', xml: good.slice(0, good.length / 2) },
      { name: 'good', xml: good },
    ]);
    expect(
      results.map((result) => [result.name, result.isValid, result.problems.map((problem) => problem.kind)]),
    ).toEqual([
      ['unclosed', false, ['parse']],
      ['mismatched', false, ['parse']],
      ['empty', false, ['parse']],
      ['undefined entity', false, ['parse']],
      ['not ERN', false, ['schema']],
      ['truncated', false, ['parse']],
      ['good', true, []],
    ]);
    expect(results[1]?.problems[0]).toMatchObject({
      line: 2,
      message: expect.stringMatching(/^not well-formed XML: /),
    });
    expect(results[4]?.problems[0]).toEqual({
      kind: 'schema',
      message: "Element 'PurchaseOrder': No matching global declaration available for the validation root.",
      line: 2,
    });
  });

  it('reports a schema problem with its line when an element is out of place', async () => {
    const xml = buildNewReleaseMessage(sampleErnInput('single')).replace(
      '<MessageControlType>LiveMessage</MessageControlType>',
      '<MessageControlType>Live</MessageControlType>',
    );
    const [result] = await validator.validate([{ name: 'bad control type', xml }]);
    const lineOfControlType = xml.split('\n').findIndex((line) => line.includes('<MessageControlType>')) + 1;
    expect(result?.problems).toEqual([
      expect.objectContaining({ kind: 'schema', line: lineOfControlType, message: expect.stringContaining("'Live'") }),
    ]);
  });

  it('answers an empty batch with no results', async () => {
    expect(await validator.validate([])).toEqual([]);
  });
});
