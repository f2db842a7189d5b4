import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getReview, resolveUnmatchedSales } from '@otodoke/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../app/api-client.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { FormDialogActions } from '../../../ui/FormDialogActions.tsx';
import { releaseStatusText } from '../../distribution/index.ts';
import { releaseIdOf, type UnmatchedGroup, unmatchedIdsText, unmatchedTitle } from './unmatched-sales.ts';

interface ResolveUnmatchedDialogProps {
  group: UnmatchedGroup | null;
  onClose: () => void;
  onResolved: () => void;
}

/**
 * Files a group of unmatched sales under a release the operator names by id. The release is looked up (the admin
 * review endpoint, which answers for any release) so the operator sees its title and account before filing.
 */
export function ResolveUnmatchedDialog({ group, onClose, onResolved }: ResolveUnmatchedDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [text, setText] = useState('');
  const [checkedId, setCheckedId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const lookup = useApi(getReview, checkedId === null ? null : { params: { id: checkedId } }, {
    shouldRetryOnError: false,
  });

  useEffect(() => {
    if (!group) return;
    setText('');
    setCheckedId(null);
    setProblem(null);
  }, [group]);

  const typedId = releaseIdOf(text);
  const isFound = lookup.data !== undefined && checkedId === typedId;

  const check = () => {
    if (typedId === null) {
      setProblem(t('revenue.admin.unmatched.dialog.releaseIdFormat'));
      return;
    }
    setProblem(null);
    setCheckedId(typedId);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!group) return;
    if (typedId === null) {
      setProblem(t('revenue.admin.unmatched.dialog.releaseIdFormat'));
      return;
    }
    // Filing happens only once the operator has seen which release it is.
    if (!isFound) {
      check();
      return;
    }
    setIsSubmitting(true);
    try {
      const { lines } = await callApi(resolveUnmatchedSales, {
        body: { isrc: group.isrc, icpn: group.icpn, releaseId: typedId },
      });
      showSnackbar(
        t('revenue.admin.unmatched.dialog.resolved', { lines: format.number(lines), id: typedId }),
        'success',
      );
      onResolved();
      onClose();
    } catch (thrown) {
      handleError(thrown, { setFieldError: (field, message) => field === 'releaseId' && setProblem(message) });
    } finally {
      setIsSubmitting(false);
    }
  };

  let found = null;
  if (checkedId !== null && checkedId === typedId) {
    if (lookup.error) {
      found = (
        <Alert severity="warning">
          {lookup.error.statusCode === 404 ? t('revenue.admin.unmatched.dialog.notFound') : lookup.error.message}
        </Alert>
      );
    } else if (!lookup.data) found = <Skeleton variant="rounded" height={48} aria-label={t('common.loading')} />;
    else {
      const release = lookup.data.release;
      found = (
        <Alert severity="success" icon={false}>
          {t('revenue.admin.unmatched.dialog.found', {
            id: release.id,
            title: release.title || t('revenue.admin.unmatched.untitled'),
            account: lookup.data.account.name,
          })}
          {' · '}
          {releaseStatusText(release.status, release.status, format.language)}
        </Alert>
      );
    }
  }

  return (
    <Dialog open={group !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('revenue.admin.unmatched.dialog.title')}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogContent>
          {group && (
            <Stack spacing={2.5}>
              <DialogContentText>
                {t('revenue.admin.unmatched.dialog.lead', {
                  title: unmatchedTitle(group) || t('revenue.admin.unmatched.untitled'),
                  ids: unmatchedIdsText(group, t('revenue.admin.unmatched.noCode')),
                  lines: format.number(group.lines),
                })}
              </DialogContentText>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label={t('revenue.admin.unmatched.dialog.releaseId')}
                  value={text}
                  onChange={(event) => {
                    setText(event.target.value);
                    setProblem(null);
                  }}
                  onBlur={() => typedId !== null && setCheckedId(typedId)}
                  required
                  autoFocus
                  error={problem !== null}
                  helperText={problem ?? t('revenue.admin.unmatched.dialog.releaseIdHelp')}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13, autoComplete: 'off' } }}
                  sx={{ flexGrow: 1 }}
                />
                <Button variant="outlined" onClick={check} sx={{ mt: 1, flexShrink: 0 }}>
                  {t('revenue.admin.unmatched.dialog.lookup')}
                </Button>
              </Stack>
              {found}
            </Stack>
          )}
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('revenue.admin.unmatched.dialog.submit')}
          isSubmitting={isSubmitting || (checkedId === typedId && checkedId !== null && !isFound)}
        />
      </form>
    </Dialog>
  );
}
