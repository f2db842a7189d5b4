// What the notices feature puts around every dashboard page: the account's one-time alert as a banner above the page,
// and its popups as a modal, one after another (only with the message-modal flag; `?show_notice=1` shows the latest
// again). Closing or following the button is recorded; neither is fetched again on focus (a `once` one is gone).
import { clickMyOneTimeAlert, getMyOneTimeAlert, listMyPopups, readMyPopup } from '@otodoke/contract';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ApiResult, callApi } from '../../app/api-client.ts';
import { useSession } from '../../app/session/use-session.ts';
import { mergeQueue, nextPopup, wantsNoticeAgain, withoutShowNotice } from './notice-logic.ts';
import { OneTimeAlertBanner } from './OneTimeAlertBanner.tsx';
import { PopupDialog } from './PopupDialog.tsx';

type Popup = ApiResult<typeof listMyPopups>['items'][number];

/** A failed read of a notice is not worth interrupting the page: it is left out, and said in the console. */
function quietly(what: string) {
  return (error: unknown) => console.warn(`notices: ${what} failed`, error);
}

function PopupLayer() {
  const location = useLocation();
  const navigate = useNavigate();
  const again = wantsNoticeAgain(location.search);
  const [queue, setQueue] = useState<Popup[]>([]);
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    // No "ignore after unmount": a `once` popup is answered to one request only, which must not be thrown away.
    callApi(listMyPopups, { query: again ? { showNotice: '1' } : {} }).then((answer) => {
      const ids = new Set(answer.items.map((popup) => popup.id));
      if (again) setDismissed((before) => new Set([...before].filter((id) => !ids.has(id))));
      setQueue((before) => mergeQueue(before, answer.items));
    }, quietly('popups'));
  }, [again]);

  const current = nextPopup(queue, dismissed);
  if (!current) return null;

  const read = () => {
    setDismissed((before) => new Set(before).add(current.id));
    callApi(readMyPopup, { body: { id: current.id } }).catch(quietly('marking a popup read'));
  };
  // Closed where it was asked for again: the address drops show_notice, so a reload does not bring it back. (Its
  // button leads elsewhere anyway.)
  const close = () => {
    read();
    if (again) navigate({ pathname: location.pathname, search: withoutShowNotice(location.search) }, { replace: true });
  };
  return <PopupDialog key={current.id} notice={current} open onClose={close} onCta={read} />;
}

type Alert = NonNullable<ApiResult<typeof getMyOneTimeAlert>['alert']>;

function AlertLayer() {
  const [alert, setAlert] = useState<Alert | null>(null);
  useEffect(() => {
    callApi(getMyOneTimeAlert).then((answer) => setAlert(answer.alert), quietly('the one-time alert'));
  }, []);
  if (!alert) return null;
  const click = (part: 'close' | 'cta') => {
    setAlert(null);
    callApi(clickMyOneTimeAlert, { body: { id: alert.id, part } }).catch(quietly('recording the alert click'));
  };
  return <OneTimeAlertBanner alert={alert} onClose={() => click('close')} onCta={() => click('cta')} />;
}

export function NoticeLayer() {
  const { session } = useSession();
  const accountId = session?.user?.id;
  if (accountId === undefined) return null;
  return (
    <>
      {/* Keyed by the account: switching accounts starts afresh with the other account's. */}
      <AlertLayer key={`alert-${accountId}`} />
      {session?.user?.features.isMessageModalAvailable === true && <PopupLayer key={`popup-${accountId}`} />}
    </>
  );
}
