// The port a simulator's command line takes from its environment variable: the default when unset, refused by name.
import { afterEach, describe, expect, it } from 'vitest';
import { readPort } from './http-kit.ts';

const NAME = 'HTTP_KIT_TEST_PORT';

afterEach(() => {
  delete process.env[NAME];
});

describe('readPort', () => {
  it('takes the variable, else the default when it is unset or empty', () => {
    expect(readPort(NAME, 3020)).toBe(3020);
    process.env[NAME] = '';
    expect(readPort(NAME, 3020)).toBe(3020);
    process.env[NAME] = '4010';
    expect(readPort(NAME, 3020)).toBe(4010);
  });

  it('refuses what is not a port, naming the variable', () => {
    for (const value of ['http', '70000', '-1', '80.5']) {
      process.env[NAME] = value;
      expect(() => readPort(NAME, 3020)).toThrow(`${NAME} must be a port number, not "${value}"`);
    }
  });
});
