import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl, shouldPrettyPrint } from './logger.ts';

/** A logger writing JSON lines into memory. */
function memoryLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('createLogger', () => {
  it('redacts passwords, e-mail addresses and tokens at the top level and one or two levels down', () => {
    const { logger, lines } = memoryLogger();
    logger.info(
      {
        password: 'hunter22',
        email: 'aoi@example.test',
        token: 'tok-1',
        body: { current_password: 'old-secret', user: { email: 'nested@example.test', name: 'Aoi' } },
        list: [{ token: 'tok-2' }],
        name: 'kept',
      },
      'signed up',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'signed up',
      password: '[redacted]',
      email: '[redacted]',
      token: '[redacted]',
      body: { current_password: '[redacted]', user: { email: '[redacted]', name: 'Aoi' } },
      list: [{ token: '[redacted]' }],
      name: 'kept',
    });
    expect(JSON.stringify(lines)).not.toMatch(/hunter22|aoi@example|tok-1|tok-2|old-secret|nested@example/);
  });

  it('redacts card fields inside a nested payment object', () => {
    const { logger, lines } = memoryLogger();
    logger.warn({
      payment: { card: { cardNumber: '4242424242424242', card_token: 'tok_visa', brand: 'visa' } },
      card: { card_number: '4000056655665556' },
    });
    expect(lines[0]).toMatchObject({
      payment: { card: { cardNumber: '[redacted]', card_token: '[redacted]', brand: 'visa' } },
      card: { card_number: '[redacted]' },
    });
  });

  it('logs request URLs with their tokens hidden and leaves out lower levels', () => {
    const { logger, lines } = memoryLogger('info');
    logger.debug({ password: 'x' }, 'not written');
    logger.info({ req: { id: 'r1', method: 'GET', url: '/creators?action=invite&token=abc123' } }, 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.req).toEqual({ id: 'r1', method: 'GET', url: '/creators?action=invite&token=[redacted]' });
  });
});

describe('readable logs', () => {
  it('writes a readable line, not JSON, with the message and without the redacted secrets', () => {
    const written: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void written.push(line) }, { pretty: true });
    logger.info({ password: 'hunter22', body: { email: 'aoi@example.test' }, release_id: 7 }, 'release submitted');
    expect(written).toHaveLength(1);
    const line = written[0]!;
    expect(() => JSON.parse(line)).toThrow();
    expect(line).toMatch(/INFO.*release submitted/);
    expect(line).toContain('release_id: 7');
    expect(line).toContain('[redacted]');
    expect(line).not.toMatch(/hunter22|aoi@example/);
  });

  it.each([
    [{ NODE_ENV: 'development' }, true, true],
    [{}, true, true],
    [{ NODE_ENV: 'development' }, false, false],
    [{ NODE_ENV: 'development', LOG_PRETTY: '1' }, false, true],
    [{ NODE_ENV: 'development', LOG_PRETTY: '0' }, true, false],
    [{ NODE_ENV: 'production', LOG_PRETTY: '1' }, true, false],
    [{ NODE_ENV: 'test', LOG_PRETTY: '1' }, true, false],
  ])('%o on a terminal: %s -> readable %s', (env, isTty, expected) => {
    expect(shouldPrettyPrint(env, isTty)).toBe(expected);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/creators?action=welcome&token=abc', '/creators?action=welcome&token=[redacted]'],
    [
      '/dashboard/validate-google-auth?code=4/0Ab&state=xyz&iss=https%3A%2F%2Faccounts.google.com',
      '/dashboard/validate-google-auth?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Faccounts.google.com',
    ],
    ['/cb?access_token=a.b.c#frag', '/cb?access_token=[redacted]#frag'],
    ['/x?TOKEN=upper&page=2', '/x?TOKEN=[redacted]&page=2'],
    ['/dashboard/releases?page=2&sort_key=create_time', '/dashboard/releases?page=2&sort_key=create_time'],
    ['/api/v2/uploads/3f2a9c1d7e', '/api/v2/uploads/[redacted]'],
    ['/api/v2/uploads', '/api/v2/uploads'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
