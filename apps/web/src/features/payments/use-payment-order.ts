// The order of the result page: read once asking the gateway (refresh=true), then again every 2 s while it is still
// settling, for about a minute.
import { getMyPayment } from '@otodoke/contract';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../app/api-client.ts';
import { type ApiRequestError, toApiRequestError } from '../../app/api-error.ts';
import { nextPollDelay } from './payment-result.ts';
import type { PaymentOrder } from './payment-types.ts';

export interface PaymentOrderState {
  order: PaymentOrder | null;
  error: ApiRequestError | null;
  /** Still settling after the polling time: the page offers a reload. */
  hasGivenUp: boolean;
  /** Reads again from the gateway and polls anew. */
  reload: () => void;
  /** Replaces the order with one the server just returned (after cancelling). */
  replace: (order: PaymentOrder) => void;
}

export function usePaymentOrder(id: number | null): PaymentOrderState {
  const [order, setOrder] = useState<PaymentOrder | null>(null);
  const [error, setError] = useState<ApiRequestError | null>(null);
  const [hasGivenUp, setHasGivenUp] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (id === null) return;
    // Each round (the first load, or a reload) refreshes from the gateway once, then polls without refresh.
    void round;
    const controller = new AbortController();
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    setHasGivenUp(false);

    const load = async (refresh: boolean) => {
      try {
        const next = await callApi(getMyPayment, {
          params: { id },
          query: { refresh: refresh ? 'true' : 'false' },
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        setOrder(next);
        setError(null);
        const delay = nextPollDelay(next, Date.now() - startedAt);
        if (delay !== null) timer = setTimeout(() => void load(false), delay);
        else setHasGivenUp(nextPollDelay(next, 0) !== null);
      } catch (thrown) {
        if (!controller.signal.aborted) setError(toApiRequestError(thrown));
      }
    };
    void load(true);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, round]);

  const reload = useCallback(() => {
    setError(null);
    setRound((value) => value + 1);
  }, []);

  return { order, error, hasGivenUp, reload, replace: setOrder };
}
