// @vitest-environment jsdom
// The open item in `?id=`: what counts as an id, and open/close through the hook in a router (the other parameters
// stay; opening adds a history entry, closing replaces it).
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readSelectedId, useSelectedIdParam, withSelectedId } from './use-selected-id-param.ts';

afterEach(cleanup);

const read = (search: string) => readSelectedId(new URLSearchParams(search));

describe('readSelectedId', () => {
  it('reads a positive whole number of up to nine digits', () => {
    expect(read('id=1')).toBe(1);
    expect(read('page=2&id=987654321')).toBe(987654321);
  });

  it('is null for anything else', () => {
    for (const search of ['', 'id=', 'id=0', 'id=-3', 'id=1.5', 'id=abc', 'id=1234567890', 'id=%201']) {
      expect(read(search), search).toBeNull();
    }
  });

  it('sets and clears the id, keeping the other parameters', () => {
    const current = new URLSearchParams('page=2&id=4');
    expect(withSelectedId(current, 9).toString()).toBe('page=2&id=9');
    expect(withSelectedId(current, null).toString()).toBe('page=2');
    expect(current.toString()).toBe('page=2&id=4');
  });
});

describe('useSelectedIdParam', () => {
  it('opens with a new history entry and closes by replacing it', () => {
    let seen: ReturnType<typeof useSelectedIdParam> | null = null;
    function Probe() {
      seen = useSelectedIdParam();
      return null;
    }
    const router = createMemoryRouter([{ path: '/list', Component: Probe }], { initialEntries: ['/list?page=3'] });
    render(<RouterProvider router={router} />);
    expect(seen!.selectedId).toBeNull();

    act(() => seen!.open(42));
    expect(seen!.selectedId).toBe(42);
    expect(router.state.location.search).toBe('?page=3&id=42');
    expect(router.state.historyAction).toBe('PUSH');

    act(() => seen!.open(null));
    expect(seen!.selectedId).toBeNull();
    expect(router.state.location.search).toBe('?page=3');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
