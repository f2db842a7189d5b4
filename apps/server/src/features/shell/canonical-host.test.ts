import { describe, expect, it } from 'vitest';
import { canonicalPageUrl } from './canonical-host.ts';

const development = {
  publicUrl: 'http://localhost:3000',
  isProduction: false,
  bindHost: '127.0.0.1',
  listenPort: 3000,
};
const production = { publicUrl: 'https://otodoke.example', isProduction: true, bindHost: '0.0.0.0', listenPort: 3000 };

describe('canonicalPageUrl', () => {
  it.each([
    ['127.0.0.1:3000', 'http://localhost:3000/creators?action=signin'],
    ['[::1]:3000', 'http://localhost:3000/creators?action=signin'],
    ['LOCALHOST:3000', null],
    ['localhost:3000', null],
    ['192.168.1.20:3000', null],
    ['127.0.0.1:5173', null],
    [undefined, null],
  ])('in development, Host %s -> %s', (host, expected) => {
    expect(canonicalPageUrl({ host, url: '/creators?action=signin' }, development)).toBe(expected);
  });

  it('counts the bind host as a name of this server, and never a bind-all address', () => {
    const onLan = { ...development, bindHost: '192.168.1.20' };
    expect(canonicalPageUrl({ host: '192.168.1.20:3000', url: '/' }, onLan)).toBe('http://localhost:3000/');
    const everywhere = { ...development, bindHost: '0.0.0.0' };
    expect(canonicalPageUrl({ host: '0.0.0.0:3000', url: '/' }, everywhere)).toBeNull();
  });

  it('in production moves every other host to PUBLIC_URL and keeps its own (default port included)', () => {
    expect(canonicalPageUrl({ host: 'www.otodoke.example', url: '/pricing?via=ad' }, production)).toBe(
      'https://otodoke.example/pricing?via=ad',
    );
    expect(canonicalPageUrl({ host: 'otodoke.example', url: '/' }, production)).toBeNull();
    expect(canonicalPageUrl({ host: 'otodoke.example:443', url: '/' }, production)).toBeNull();
  });

  it("stays on PUBLIC_URL's origin whatever the path looks like", () => {
    expect(canonicalPageUrl({ host: 'evil.example', url: '//evil.example/x' }, production)).toBe(
      'https://otodoke.example//evil.example/x',
    );
  });
});
