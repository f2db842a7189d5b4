import { describe, expect, it } from 'vitest';
import {
  inboxParams,
  inboxPath,
  inboxViewOf,
  listQueryOf,
  messageLinkOf,
  pageCount,
  readInboxQuery,
  unreadCountOf,
  withMessageRead,
} from './inbox-query.ts';

describe('the inbox in the address', () => {
  it('tells the unread view from the whole inbox', () => {
    expect(inboxViewOf('/member/message')).toBe('all');
    expect(inboxViewOf('/member/message/unread')).toBe('unread');
    expect(inboxViewOf('/member/message/unread/')).toBe('unread');
  });

  it('reads the type and page, falling back to all types and page 1', () => {
    expect(readInboxQuery(new URLSearchParams('type=personal&page=2'))).toEqual({ type: 'personal', page: 2 });
    expect(readInboxQuery(new URLSearchParams('type=spam&page=-1'))).toEqual({ type: 'all', page: 1 });
    expect(readInboxQuery(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, keeping the type between views', () => {
    expect(inboxParams({ type: 'all', page: 1 }).toString()).toBe('');
    expect(inboxPath('all', { type: 'all', page: 1 })).toBe('/member/message');
    expect(inboxPath('unread', { type: 'general', page: 1 })).toBe('/member/message/unread?type=general');
    expect(inboxPath('all', { type: 'personal', page: 3 })).toBe('/member/message?type=personal&page=3');
  });

  it('asks the API for unread messages of a type only when the view and filter say so', () => {
    expect(listQueryOf('all', { type: 'all', page: 1 })).toEqual({
      type: undefined,
      unread: undefined,
      page: 1,
      limit: 20,
    });
    expect(listQueryOf('unread', { type: 'personal', page: 2 })).toEqual({
      type: 'personal',
      unread: true,
      page: 2,
      limit: 20,
    });
  });

  it('counts unread messages of the filtered type and pages of 20', () => {
    const counts = { general: 2, personal: 1, total: 3 };
    expect(unreadCountOf(counts, 'all')).toBe(3);
    expect(unreadCountOf(counts, 'general')).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});

describe('messages', () => {
  it('follow only links to pages of the service', () => {
    expect(messageLinkOf('/dashboard/releases/new?release_id=3')).toBe('/dashboard/releases/new?release_id=3');
    expect(messageLinkOf(null)).toBeNull();
    expect(messageLinkOf('https://example.com/')).toBeNull();
    expect(messageLinkOf('//example.com/')).toBeNull();
    expect(messageLinkOf('/\\example.com')).toBeNull();
  });

  it('stay in the list where they were once read', () => {
    const page = {
      items: [
        { id: 1, isRead: false },
        { id: 2, isRead: false },
      ],
      total: 2,
    };
    expect(withMessageRead(page, 2)).toEqual({
      items: [
        { id: 1, isRead: false },
        { id: 2, isRead: true },
      ],
      total: 2,
    });
    expect(page.items[1]?.isRead).toBe(false);
  });
});
