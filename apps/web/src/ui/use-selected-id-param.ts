// The item a page has open, kept in its address as `?id=N` (a reload or a shared link opens the same one): the read
// of it, and `open(id)` that sets it (a new history entry) or clears it (replacing the entry, so Back does not reopen it).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const SELECTED_ID_PARAM = 'id';

/** `?id=` as a positive whole number of at most nine digits; null when absent or anything else. */
export function readSelectedId(search: URLSearchParams): number | null {
  const raw = search.get(SELECTED_ID_PARAM);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The query with `?id=` set to `id`, or without it for null; every other parameter kept. */
export function withSelectedId(current: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (id === null) next.delete(SELECTED_ID_PARAM);
  else next.set(SELECTED_ID_PARAM, String(id));
  return next;
}

export function useSelectedIdParam(): { selectedId: number | null; open: (id: number | null) => void } {
  const [search, setSearch] = useSearchParams();
  const open = useCallback(
    (id: number | null) => setSearch((current) => withSelectedId(current, id), { replace: id === null }),
    [setSearch],
  );
  return { selectedId: readSelectedId(search), open };
}
