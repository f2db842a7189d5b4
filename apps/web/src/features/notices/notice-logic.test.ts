import { describe, expect, it } from 'vitest';
import { ctaTarget, mergeQueue, nextPopup, wantsNoticeAgain, withoutShowNotice } from './notice-logic.ts';

describe('ctaTarget', () => {
  it('links a path of the service inside the app and an https address in a new tab', () => {
    expect(ctaTarget('/dashboard/releases?x=1')).toEqual({ kind: 'internal', to: '/dashboard/releases?x=1' });
    expect(ctaTarget('https://example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
  });

  it('gives no button for anything else', () => {
    for (const url of [null, undefined, '', 'javascript:alert(1)', 'http://example.com', '//evil.test', '/\\x', 'x']) {
      expect(ctaTarget(url), String(url)).toBeNull();
    }
  });
});

describe('show_notice', () => {
  it('asks again only for 1', () => {
    expect(wantsNoticeAgain('?show_notice=1')).toBe(true);
    expect(wantsNoticeAgain('?show_notice=')).toBe(false);
    expect(wantsNoticeAgain('?show_notice=0')).toBe(false);
    expect(wantsNoticeAgain('')).toBe(false);
  });

  it('is dropped from the address, other parameters kept', () => {
    expect(withoutShowNotice('?show_notice=1')).toBe('');
    expect(withoutShowNotice('?a=1&show_notice=1&b=2')).toBe('?a=1&b=2');
  });
});

describe('the popup queue', () => {
  it('shows the first not dismissed, and a popup fetched again first and once', () => {
    const queue = [{ id: 3 }, { id: 2 }];
    expect(nextPopup(queue, new Set())).toEqual({ id: 3 });
    expect(nextPopup(queue, new Set([3]))).toEqual({ id: 2 });
    expect(nextPopup(queue, new Set([2, 3]))).toBeNull();
    expect(mergeQueue(queue, [{ id: 2 }])).toEqual([{ id: 2 }, { id: 3 }]);
  });
});
