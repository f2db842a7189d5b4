// The accounts section's feature flags panel: an account's flags as switches, grouped, with who set each and when
// (GET/PUT /admin/api/v2/accounts/{id}/features); a change shows at once, then a snackbar, or the error inline.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { getAccountFeatureFlags, setAccountFeatureFlag } from '@otodoke/contract';
import type { UserFeatureFlag } from '@otodoke/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { toApiRequestError } from '../../app/api-error.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { SwitchRow } from '../../ui/SwitchRow.tsx';
import { type AccountFlag, flagsByGroup, withFlagSet } from './account-feature-flags.ts';

const KEYS = 'adminConsole.featureFlags';

export function AccountFeatureFlagsDialog({
  account,
  onClose,
}: {
  account: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const { showSnackbar } = useSnackbar();
  const { data, error, mutate } = useApi(
    getAccountFeatureFlags,
    account ? { params: { accountId: account.id } } : null,
  );
  const [busy, setBusy] = useState<UserFeatureFlag | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const label = (flag: UserFeatureFlag) => t(`${KEYS}.flags.${flag}`);

  const change = async (flag: UserFeatureFlag, enabled: boolean) => {
    if (!account || !data) return;
    setBusy(flag);
    setFailure(null);
    try {
      await mutate(callApi(setAccountFeatureFlag, { params: { accountId: account.id, flag }, body: { enabled } }), {
        optimisticData: withFlagSet(data, flag, enabled),
        rollbackOnError: true,
        revalidate: false,
      });
      showSnackbar(t(enabled ? `${KEYS}.turnedOn` : `${KEYS}.turnedOff`, { flag: label(flag) }), 'success');
    } catch (thrown) {
      setFailure(t(`${KEYS}.failed`, { flag: label(flag), message: toApiRequestError(thrown).message }));
    } finally {
      setBusy(null);
    }
  };

  const describe = (entry: AccountFlag) => {
    const byDefault = t(entry.defaultEnabled ? `${KEYS}.defaultOn` : `${KEYS}.defaultOff`);
    if (!entry.isSet || !entry.setAt) return byDefault;
    const date = format.dateTime(entry.setAt);
    const set = entry.setBy
      ? t(`${KEYS}.setBy`, { name: entry.setBy.name || entry.setBy.email, date })
      : t(`${KEYS}.setBySystem`, { date });
    return `${byDefault} / ${set}`;
  };

  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      maxWidth="sm"
      fullWidth
      scroll="paper"
      sx={isPhone ? { '& .MuiDialog-paper': { m: 0, width: '100%', maxHeight: 'none', borderRadius: 0 } } : undefined}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t(`${KEYS}.title`, { name: account?.name ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t(`${KEYS}.lead`)}
        </Typography>
        {failure && (
          <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {error ? (
          <LoadError message={error.message} onRetry={() => void mutate()} />
        ) : !data ? (
          <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
          </Stack>
        ) : (
          <Stack spacing={3}>
            {flagsByGroup(data.flags).map(({ group, flags }) => (
              <Box component="section" key={group} aria-labelledby={`${titleId}-${group}`}>
                <Typography id={`${titleId}-${group}`} variant="h6" component="h3" sx={{ mb: 1 }}>
                  {t(`${KEYS}.groups.${group}`)}
                </Typography>
                <Stack spacing={1.5} divider={<Divider flexItem />}>
                  {flags.map((entry) => (
                    <SwitchRow
                      key={entry.flag}
                      label={label(entry.flag)}
                      description={describe(entry)}
                      checked={entry.enabled}
                      disabled={busy !== null}
                      onChange={(on) => void change(entry.flag, on)}
                    />
                  ))}
                </Stack>
              </Box>
            ))}
            <Box component="section" aria-labelledby={`${titleId}-history`}>
              <Typography id={`${titleId}-history`} variant="h6" component="h3" sx={{ mb: 1 }}>
                {t(`${KEYS}.historyTitle`)}
              </Typography>
              {data.changes.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`${KEYS}.historyEmpty`)}
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {data.changes.map((change, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the history is newest first and only read
                    <Typography component="li" variant="body2" key={index} sx={{ overflowWrap: 'anywhere' }}>
                      {t(`${KEYS}.historyEntry`, {
                        date: format.dateTime(change.setAt),
                        flag: label(change.flag),
                        value: t(change.enabled ? `${KEYS}.on` : `${KEYS}.off`),
                        who: change.setBy ? change.setBy.name || change.setBy.email : t(`${KEYS}.system`),
                      })}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
