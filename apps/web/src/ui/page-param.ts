// The page number of a paged list kept in the address (?page=2), read the same way by every list.

/** `?page=` as a whole number from 1; 1 when absent, zero, negative, fractional or not a number. */
export function readPageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
