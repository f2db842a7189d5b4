// /feature-notices/confirm and /feature-notices/unsubscribe: the pages the notice mails link to. Each sends the
// link's token once and says what happened, in the language of the link (?lang=).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { confirmFeatureNotice, unsubscribeFeatureNotice } from '@otodoke/contract';
import { PUBLIC_FEATURE_NAMES, type PublicFeature } from '@otodoke/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { callApi } from '../../app/api-client.ts';
import { toApiRequestError } from '../../app/api-error.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { FormCard } from '../../ui/FormCard.tsx';

type Outcome =
  | { status: 'working' }
  | { status: 'done'; feature: PublicFeature }
  | { status: 'failed'; message: string };

/** A token works once for confirming: remounts (and React's development double effects) share one request. */
const pending = new Map<string, Promise<{ feature: PublicFeature }>>();
function sendOnce(kind: 'confirm' | 'unsubscribe', token: string): Promise<{ feature: PublicFeature }> {
  const key = `${kind}:${token}`;
  let request = pending.get(key);
  if (!request) {
    request = callApi(kind === 'confirm' ? confirmFeatureNotice : unsubscribeFeatureNotice, { body: { token } });
    pending.set(key, request);
  }
  return request;
}

export function NoticeResultPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const kind = useLocation().pathname.endsWith('/unsubscribe') ? 'unsubscribe' : 'confirm';
  const token = useSearchParams()[0].get('token');
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { status: 'working' } : { status: 'failed', message: t('publicFeatures.result.missingToken') },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    sendOnce(kind, token)
      .then(({ feature }) => active && setOutcome({ status: 'done', feature }))
      .catch((error: unknown) => active && setOutcome({ status: 'failed', message: toApiRequestError(error).message }));
    return () => {
      active = false;
    };
  }, [kind, token]);

  if (outcome.status === 'working')
    return <CenteredSpinner label={t('publicFeatures.result.confirming')} minHeight="50vh" />;
  const back = (
    <Button component={RouterLink} to="/features" variant="contained" size="large" fullWidth>
      {t('publicFeatures.result.back')}
    </Button>
  );
  if (outcome.status === 'failed') {
    return (
      <FormCard title={t('publicFeatures.result.failedTitle')}>
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {outcome.message}
        </Alert>
        {back}
      </FormCard>
    );
  }
  const name = PUBLIC_FEATURE_NAMES[outcome.feature][language];
  return kind === 'confirm' ? (
    <FormCard
      title={t('publicFeatures.result.confirmedTitle')}
      lead={t('publicFeatures.result.confirmedBody', { name })}
    >
      {back}
    </FormCard>
  ) : (
    <FormCard
      title={t('publicFeatures.result.unsubscribedTitle')}
      lead={t('publicFeatures.result.unsubscribedBody', { name })}
    >
      {back}
    </FormCard>
  );
}
