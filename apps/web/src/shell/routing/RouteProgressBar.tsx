import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import { TopProgressBar } from '../../ui/TopProgressBar.tsx';
import { shouldShowRouteProgress } from './route-progress.ts';

const FINISH_MS = 300;

/** A thin bar at the top while a route change is under way (and briefly after it lands). */
export function RouteProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const [finishing, setFinishing] = useState(false);
  const previousPath = useRef(location.pathname);

  const pending = navigation.state !== 'idle' && navigation.location !== undefined;
  const pendingVisible = pending && shouldShowRouteProgress(location.pathname, navigation.location?.pathname ?? '');

  useEffect(() => {
    const from = previousPath.current;
    previousPath.current = location.pathname;
    if (from === location.pathname && !pendingVisible) return;
    if (!shouldShowRouteProgress(from, location.pathname)) return;
    setFinishing(true);
    const timer = setTimeout(() => setFinishing(false), FINISH_MS);
    return () => clearTimeout(timer);
  }, [location.pathname, pendingVisible]);

  if (!pendingVisible && !finishing) return null;
  return <TopProgressBar state={pendingVisible ? 'running' : 'finished'} label={t('common.loading')} />;
}
