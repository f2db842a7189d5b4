// The entry's secret preview link: make one (its address is shown this once, to copy), replace it, or revoke it.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { createContentPreviewLink, revokeContentPreviewLink } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';

export interface PreviewLinkPanelProps {
  entryId: number;
  hasLink: boolean;
  onChanged: (hasLink: boolean) => void;
  onFailed: (thrown: unknown) => void;
}

export function PreviewLinkPanel({ entryId, hasLink, onChanged, onFailed }: PreviewLinkPanelProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    const make = async () => {
      const made = await callApi(createContentPreviewLink, { params: { id: entryId } });
      setUrl(made.url);
      onChanged(true);
    };
    setBusy(true);
    try {
      if (hasLink) {
        await confirm({
          title: t('contentAdmin.preview.replaceTitle'),
          content: t('contentAdmin.preview.replaceConfirm'),
          okLabel: t('contentAdmin.preview.replace'),
          onConfirm: make,
        });
      } else {
        await make();
      }
    } catch (thrown) {
      onFailed(thrown);
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    setBusy(true);
    try {
      const done = await confirm({
        title: t('contentAdmin.preview.revokeTitle'),
        content: t('contentAdmin.preview.revokeConfirm'),
        okLabel: t('contentAdmin.preview.revoke'),
        onConfirm: () => callApi(revokeContentPreviewLink, { params: { id: entryId } }),
      });
      if (!done) return;
      setUrl(null);
      onChanged(false);
      showSnackbar(t('contentAdmin.preview.revoked'), 'success');
    } catch (thrown) {
      onFailed(thrown);
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showSnackbar(t('contentAdmin.preview.copied'), 'success');
    } catch {
      showSnackbar(t('contentAdmin.preview.copyFailed'), 'error');
    }
  };

  return (
    <SettingsSection title={t('contentAdmin.preview.title')} description={t('contentAdmin.preview.lead')}>
      <Stack spacing={2}>
        {url ? (
          <>
            <Alert severity="success">{t('contentAdmin.preview.shownOnce')}</Alert>
            <TextField
              fullWidth
              label={t('contentAdmin.preview.url')}
              value={url}
              onFocus={(event) => event.target.select()}
              slotProps={{
                htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'preview-url' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={t('contentAdmin.preview.copy')}>
                        <IconButton aria-label={t('contentAdmin.preview.copy')} onClick={() => void copy()} edge="end">
                          <ContentCopyIcon />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(hasLink ? 'contentAdmin.preview.exists' : 'contentAdmin.preview.none')}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={busy} onClick={() => void create()}>
            {t(hasLink ? 'contentAdmin.preview.replace' : 'contentAdmin.preview.create')}
          </Button>
          {url && (
            <Button component="a" href={url} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
              {t('contentAdmin.preview.open')}
            </Button>
          )}
          {hasLink && (
            <Button color="error" disabled={busy} onClick={() => void revoke()}>
              {t('contentAdmin.preview.revoke')}
            </Button>
          )}
        </Stack>
      </Stack>
    </SettingsSection>
  );
}
