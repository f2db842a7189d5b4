import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  asyncDestination,
  createLogger,
  flushLogger,
  redactSensitive,
  redactUrl,
  shouldPrettyPrint,
} from './logger.ts';

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

  it("redacts the outside world's credentials should a configuration be logged", () => {
    const { logger, lines } = memoryLogger();
    logger.info(
      {
        storage: { s3: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 's3-secret-value', bucket: 'files' } },
        google: { clientSecret: 'oidc-secret-value' },
        gateway: { secretKey: 'sk_live_value', webhookSecret: 'whsec_value' },
      },
      'configured',
    );
    expect(lines[0]).toMatchObject({ storage: { s3: { secretAccessKey: '[redacted]', bucket: 'files' } } });
    expect(JSON.stringify(lines)).not.toMatch(/s3-secret-value|oidc-secret-value|sk_live_value|whsec_value/);
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

describe('redaction', () => {
  it('finds a sensitive key four levels down and in arrays of arrays, and leaves the logged object untouched', () => {
    const { logger, lines } = memoryLogger();
    const logged = { a: { b: { c: { email: 'deep@example.test', kept: 1 } } }, rows: [[{ phone: '090-0000-0000' }]] };
    logger.info(logged, 'deep');
    expect(lines[0]).toMatchObject({
      a: { b: { c: { email: '[redacted]', kept: 1 } } },
      rows: [[{ phone: '[redacted]' }]],
    });
    expect(logged.a.b.c.email).toBe('deep@example.test');
    expect(logged.rows[0]![0]!.phone).toBe('090-0000-0000');
  });

  it("redacts a child logger's bindings", () => {
    const { logger, lines } = memoryLogger();
    logger.child({ component: 'mail', email: 'bound@example.test' }).info('sent');
    expect(lines[0]).toMatchObject({ component: 'mail', email: '[redacted]', msg: 'sent' });
  });

  it('returns the same object when nothing in it is sensitive (no copy per line)', () => {
    const line = { req: { id: 'r1' }, res: { statusCode: 200 }, responseTime: 1.2, accountId: 3, nested: { n: [1] } };
    expect(redactSensitive(line)).toBe(line);
    expect(redactSensitive(line.nested)).toBe(line.nested);
  });

  it("redacts an error's own sensitive fields and keeps its message, type and stack", () => {
    const { logger, lines } = memoryLogger();
    const error = Object.assign(new Error('card declined'), {
      cardNumber: '4242424242424242',
      details: { email: 'e@x.test' },
    });
    logger.error({ err: error }, 'payment failed');
    expect(lines[0]!.err).toMatchObject({
      type: 'Error',
      message: 'card declined',
      cardNumber: '[redacted]',
      details: { email: '[redacted]' },
    });
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain('card declined');
    expect(JSON.stringify(lines)).not.toMatch(/4242424242424242|e@x\.test/);
    expect(error.cardNumber).toBe('4242424242424242');
  });

  it('keeps the request serializer: the URL without its token, no headers', () => {
    const { logger, lines } = memoryLogger();
    logger.info({ req: { id: 'r2', method: 'GET', url: '/x?token=abc', headers: { cookie: 'otodoke_sid=s3cr3t' } } });
    expect(lines[0]!.req).toEqual({ id: 'r2', method: 'GET', url: '/x?token=[redacted]' });
    expect(JSON.stringify(lines)).not.toContain('s3cr3t');
  });
});

describe('background destination', () => {
  it('writes every line to the file once flushed, in order', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-log-'));
    try {
      const file = path.join(dir, 'app.log');
      const logger = createLogger('info', asyncDestination(file));
      for (let i = 0; i < 20_000; i++) logger.info({ i }, 'line');
      await flushLogger(logger);
      const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
      expect(lines).toHaveLength(20_000);
      expect(lines.map((line) => JSON.parse(line).i)).toEqual(Array.from({ length: 20_000 }, (_, i) => i));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('loses no line when the process exits right after logging', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-log-'));
    try {
      const file = path.join(dir, 'exit.log');
      const script = path.join(dir, 'exit.ts');
      const loggerModule = path.resolve(import.meta.dirname, 'logger.ts');
      await writeFile(
        script,
        [
          `import { asyncDestination, createLogger } from ${JSON.stringify(loggerModule)};`,
          `const logger = createLogger('info', asyncDestination(${JSON.stringify(file)}));`,
          "for (let i = 0; i < 5000; i++) logger.info({ i, password: 'hunter22' }, 'before exit');",
          'process.exit(0);',
        ].join('\n'),
      );
      await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        cwd: path.resolve(import.meta.dirname, '../../../..'),
      });
      const text = await readFile(file, 'utf8');
      expect(text.trimEnd().split('\n')).toHaveLength(5000);
      expect(text).not.toContain('hunter22');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
