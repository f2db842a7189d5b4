// An entry's status and what can be done with it: publish now, schedule (a future time), take back to draft, archive.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { setContentEntryStatus } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { type ContentEntry, instantOf, localInputOf, scheduleProblem } from './entry-form.ts';
import { StatusChip } from './StatusChip.tsx';

type Action = 'publish' | 'schedule' | 'draft' | 'archive';

/** The actions an entry in a status offers, in the order shown. */
export function actionsFor(status: ContentEntry['status']): Action[] {
  switch (status) {
    case 'draft':
      return ['publish', 'schedule', 'archive'];
    case 'scheduled':
      return ['publish', 'schedule', 'draft', 'archive'];
    case 'published':
      return ['draft', 'archive'];
    case 'archived':
      return ['draft'];
  }
}

export interface StatusPanelProps {
  entry: ContentEntry;
  /** Unsaved changes: publishing waits for a save (what is published is what is saved). */
  dirty: boolean;
  onChanged: (entry: ContentEntry) => void;
  onFailed: (thrown: unknown) => void;
}

export function StatusPanel({ entry, dirty, onChanged, onFailed }: StatusPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const [when, setWhen] = useState(() => (entry.status === 'scheduled' ? localInputOf(entry.publishAt) : ''));
  const [whenProblem, setWhenProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = actionsFor(entry.status);

  const run = async (action: Action) => {
    let publishAt: string | undefined;
    if (action === 'schedule') {
      const problem = scheduleProblem(when);
      if (problem) {
        setWhenProblem(t(`contentAdmin.problems.${problem}`));
        return;
      }
      publishAt = instantOf(when) ?? undefined;
    }
    let changed = null as ContentEntry | null;
    const call = async () => {
      changed = await callApi(setContentEntryStatus, {
        params: { id: entry.id },
        body: { action, updatedAt: entry.updatedAt, ...(publishAt ? { publishAt } : {}) },
      });
    };
    setBusy(true);
    try {
      if (action === 'archive' || (action === 'draft' && entry.status === 'published')) {
        const ok = await confirm({
          title: t(`contentAdmin.statusActions.confirm.${action}Title`),
          content: t(`contentAdmin.statusActions.confirm.${action}`),
          okLabel: t(`contentAdmin.statusActions.${action}`),
          onConfirm: call,
        });
        if (!ok) return;
      } else {
        await call();
      }
      if (!changed) return;
      onChanged(changed);
      showSnackbar(t(`contentAdmin.statusActions.done.${action}`), 'success');
    } catch (thrown) {
      onFailed(thrown);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t('contentAdmin.statusActions.title')}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip status={entry.status} publishAt={entry.publishAt} />
          {entry.status === 'published' && entry.publishAt && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('contentAdmin.statusActions.publishedAt', { date: format.dateTime(entry.publishAt) })}
            </Typography>
          )}
        </Stack>
        {dirty && <Alert severity="info">{t('contentAdmin.statusActions.saveFirst')}</Alert>}
        {actions.includes('schedule') && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              type="datetime-local"
              size="small"
              label={t('contentAdmin.statusActions.when')}
              value={when}
              onChange={(event) => {
                setWhen(event.target.value);
                setWhenProblem(null);
              }}
              error={whenProblem !== null}
              helperText={whenProblem ?? t('contentAdmin.statusActions.whenHelp')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localInputOf(new Date().toISOString()) } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <Button
              variant="outlined"
              disabled={busy || dirty}
              onClick={() => void run('schedule')}
              sx={{ mt: { sm: 0.25 } }}
            >
              {t(
                entry.status === 'scheduled'
                  ? 'contentAdmin.statusActions.reschedule'
                  : 'contentAdmin.statusActions.schedule',
              )}
            </Button>
          </Stack>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions
            .filter((action) => action !== 'schedule')
            .map((action) => (
              <Button
                key={action}
                variant={action === 'publish' ? 'contained' : 'outlined'}
                color={action === 'archive' ? 'error' : 'primary'}
                disabled={busy || (dirty && action === 'publish')}
                onClick={() => void run(action)}
              >
                {t(
                  action === 'draft' && entry.status === 'published'
                    ? 'contentAdmin.statusActions.unpublish'
                    : `contentAdmin.statusActions.${action}`,
                )}
              </Button>
            ))}
        </Stack>
      </Stack>
    </SettingsSection>
  );
}
