import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getAffiliate, joinAffiliate } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useSession } from '../../app/session/use-session.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { AffiliateStats } from './AffiliateStats.tsx';
import { RewardRates } from './RewardRates.tsx';

/** Joining the programme, the invite link to share, the figures so far and what each payment earns. */
export function InviteView() {
  const { t } = useTranslation();
  const { mutate: mutateSession } = useSession();
  const { data, error, mutate } = useApi(getAffiliate, {});
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [joining, setJoining] = useState(false);

  if (error) return <LoadError message={error.message} onRetry={() => void mutate()} />;
  if (!data) return <Skeleton variant="rounded" height={240} aria-label={t('common.loading')} />;

  const join = async () => {
    setJoining(true);
    try {
      await mutate(await callApi(joinAffiliate, {}), { revalidate: false });
      void mutateSession();
      showSnackbar(t('affiliate.join.done'), 'success');
    } catch (joinError) {
      handleError(joinError);
    } finally {
      setJoining(false);
    }
  };

  const copy = async () => {
    if (!data.inviteUrl) return;
    try {
      await navigator.clipboard.writeText(data.inviteUrl);
      showSnackbar(t('affiliate.link.copied'), 'success');
    } catch {
      // Clipboard refused (permissions, old browser): the field is selectable by hand.
    }
  };

  return (
    <Stack spacing={3}>
      {data.joined && data.inviteUrl ? (
        <SettingsSection title={t('affiliate.link.title')} description={t('affiliate.link.body')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              id="affiliate-invite-url"
              label={t('affiliate.link.label')}
              value={data.inviteUrl}
              fullWidth
              slotProps={{
                htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() },
              }}
            />
            <Button
              variant="contained"
              startIcon={<ContentCopyIcon />}
              onClick={() => void copy()}
              sx={{ flexShrink: 0 }}
            >
              {t('affiliate.link.copy')}
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
            {t('affiliate.link.code', { code: data.code })}
          </Typography>
        </SettingsSection>
      ) : (
        <SettingsSection title={t('affiliate.join.title')} description={t('affiliate.join.body')}>
          <Button variant="contained" onClick={() => void join()} disabled={joining}>
            {t('affiliate.join.button')}
          </Button>
        </SettingsSection>
      )}
      {data.joined && <AffiliateStats state={data} />}
      <RewardRates holdDays={data.holdDays} />
    </Stack>
  );
}
