// The pay step of a checkout: one idempotency key per submission, the call, and what its answer leads to.
import { payForImmersiveSong, payForPlan, payForRelease } from '@otodoke/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { callApi } from '../../app/api-client.ts';
import { isShellError, useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { attemptFor, type CheckoutAttempt, newIdempotencyKey, nextStepOf } from './checkout-steps.ts';
import type { CheckoutMethod, CheckoutTarget, PaymentOrderView } from './plan-types.ts';
import { isQuoteKey } from './use-checkout-quote.ts';

/** The server's answer when the card method is chosen without a registered card. */
const CARD_NOT_REGISTERED = 'CARD_NOT_REGISTERED';

export type CheckoutProblem = { kind: 'declined' | 'cardNeeded' | 'error'; message: string | null };

function pay(target: CheckoutTarget, method: CheckoutMethod, couponCode: string | undefined, idempotencyKey: string) {
  if (target.kind === 'release') {
    return callApi(payForRelease, { body: { releaseId: target.releaseId, method, couponCode, idempotencyKey } });
  }
  if (target.kind === 'immersive') {
    return callApi(payForImmersiveSong, {
      params: { id: target.immersiveSongId },
      body: { method, couponCode, idempotencyKey },
    });
  }
  return callApi(payForPlan, { body: { purchase: target.purchase, method, couponCode, idempotencyKey } });
}

/**
 * `submit(method, couponCode)` pays for `target` (the hook lives as long as one opening of the checkout). Paid: a
 * snackbar, every read refreshed and `onFinished(order)`; a redirect: the browser leaves for the gateway's page;
 * konbini, Pay-easy or still processing: the result page; declined or refused: `problem` says why.
 */
export function useCheckoutPayment(target: CheckoutTarget, onFinished: (order: PaymentOrderView | null) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const { mutate } = useSWRConfig();
  // Every read may have changed (the release's status, the plan, credits, the session's plan); a quote would now be
  // refused (the plan just bought cannot be bought again), so quotes are left alone.
  const refreshReads = useCallback(() => mutate((key) => !isQuoteKey(key)), [mutate]);
  const attempt = useRef<CheckoutAttempt>({ key: newIdempotencyKey(), signature: null });
  const busy = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [isRedirecting, setRedirecting] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);

  const submit = useCallback(
    async (method: CheckoutMethod, couponCode: string | undefined) => {
      // A second click while the first is on its way sends nothing (and would carry the same key anyway).
      if (busy.current) return;
      busy.current = true;
      attempt.current = attemptFor(attempt.current, `${method}|${couponCode ?? ''}`, newIdempotencyKey);
      setSubmitting(true);
      setProblem(null);
      let isLeaving = false;
      try {
        const order = await pay(target, method, couponCode, attempt.current.key);
        const step = nextStepOf(order);
        if (step.kind === 'redirect') {
          isLeaving = true;
          setRedirecting(true);
          window.location.assign(step.url);
          return;
        }
        void refreshReads();
        if (step.kind === 'declined') {
          // That order is over: trying again is a new order with a new key.
          attempt.current = { key: newIdempotencyKey(), signature: null };
          setProblem({ kind: 'declined', message: step.message });
          return;
        }
        if (step.kind === 'paid') showSnackbar(t('plans.checkout.paid'), 'success');
        else navigate(step.path);
        onFinished(order);
      } catch (thrown) {
        const error = handleError(thrown, { silent: true });
        if (isShellError(error)) return;
        setProblem({ kind: error.code === CARD_NOT_REGISTERED ? 'cardNeeded' : 'error', message: error.message });
      } finally {
        busy.current = false;
        if (!isLeaving) setSubmitting(false);
      }
    },
    [target, handleError, navigate, onFinished, refreshReads, showSnackbar, t],
  );

  return { submit, isSubmitting, isRedirecting, problem };
}
