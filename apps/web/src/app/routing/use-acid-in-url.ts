import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseAcid, requestContext } from '../request-context.ts';
import { nextPinnedAcid, searchWithAcid } from './acid-in-url.ts';

/** The account the page was opened for through `?_acid=` (then also sent as x-tcj-acid from the first request). */
function acidFromAddress(): number | null {
  return typeof window === 'undefined' ? null : parseAcid(new URLSearchParams(window.location.search).get('_acid'));
}

/** Keeps `_acid` in the address while this tab works for a pinned account (see acid-in-url.ts). */
export function useAcidInUrl(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const [pinnedAcid, setPinnedAcid] = useState<number | null>(acidFromAddress);

  useEffect(
    () =>
      requestContext.onAcidChange((acid, previous) =>
        setPinnedAcid((current) => nextPinnedAcid(current, acid, previous)),
      ),
    [],
  );

  useEffect(() => {
    const search = searchWithAcid(location.pathname, location.search, pinnedAcid);
    if (search === null) return;
    navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  }, [location, pinnedAcid, navigate]);
}
