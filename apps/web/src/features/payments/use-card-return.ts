// The card page after the gateway's page: finishes the registration (?session_id=…) once, or notes a cancel
// (?canceled=1); then goes back to return_to, or stays with a clean address.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toApiRequestError } from '../../app/api-error.ts';
import { isShellError, useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { cardReturnFrom, destinationAfterCard } from './card-return.ts';
import { completeCardOnce } from './complete-card-once.ts';
import { CARD_PAGE } from './payment-paths.ts';
import type { RegisteredCard } from './payment-types.ts';

export type CardNotice =
  | { kind: 'completing' }
  | { kind: 'registered'; card: RegisteredCard }
  | { kind: 'canceled'; returnTo: string | null }
  | { kind: 'failed'; message: string };

export function useCardReturn(onSaved: (card: RegisteredCard) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [search, setSearch] = useSearchParams();
  const arrival = useMemo(() => cardReturnFrom(search), [search]);
  // The way back is kept from the first address: the address is cleaned once the return is handled.
  const [returnTo] = useState(arrival.returnTo);
  const [notice, setNotice] = useState<CardNotice | null>(null);

  const sessionId = arrival.kind === 'completed' ? arrival.sessionId : null;
  const isCanceled = arrival.kind === 'canceled';

  useEffect(() => {
    if (!sessionId) return;
    let active = true;
    setNotice({ kind: 'completing' });
    completeCardOnce(sessionId)
      .then((card) => {
        if (!active) return;
        onSaved(card);
        const destination = destinationAfterCard(returnTo, CARD_PAGE);
        if (destination) {
          // Leaving: the snackbar says it on the next page; staying, the notice on this page does.
          showSnackbar(t('payments.card.registered'), 'success');
          navigate(destination, { replace: true });
          return;
        }
        setNotice({ kind: 'registered', card });
        setSearch({}, { replace: true });
      })
      .catch((thrown: unknown) => {
        if (!active) return;
        const error = toApiRequestError(thrown);
        if (isShellError(error)) handleError(error);
        setNotice({ kind: 'failed', message: error.message });
        setSearch({}, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [sessionId, returnTo, onSaved, showSnackbar, t, navigate, setSearch, handleError]);

  useEffect(() => {
    if (!isCanceled) return;
    setNotice({ kind: 'canceled', returnTo });
    setSearch({}, { replace: true });
  }, [isCanceled, returnTo, setSearch]);

  return { notice, returnTo };
}
