import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readBootstrapSession } from '../../app/bootstrap.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { reportViaOnce } from '../../app/routing/report-via.ts';
import { useAcidInUrl } from '../../app/routing/use-acid-in-url.ts';
import { useSession } from '../../app/session/use-session.ts';
import { useRouteHandle } from './use-route-handle.ts';

/** Page-wide effects of the shell: document title, the _acid rule, via reporting, maintenance. Renders nothing. */
export function ShellEffects() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const { session } = useSession();

  useAcidInUrl();

  // The page's title is its WEB_ROUTES entry's, as the server renders it in <title>.
  useEffect(() => {
    document.title = handle.title ? handle.title[language] : t('routes.notFound');
  }, [handle.title, language, t]);

  useEffect(() => {
    void reportViaOnce(window.location.search, readBootstrapSession()?.pageVia);
  }, []);

  const isMaintenance = session?.isMaintenance === true;
  const isAdmin = session?.individual?.isAdmin === true;
  useEffect(() => {
    if (!isMaintenance || isAdmin) return;
    // Operators still reach sign-in and the admin screens to end the maintenance.
    const path = location.pathname;
    if (path === '/maintenance' || path.startsWith('/admin') || path.startsWith('/creators')) return;
    navigate('/maintenance', { replace: true });
  }, [isMaintenance, isAdmin, location.pathname, navigate]);

  return null;
}
