// An entry's saved versions per language (who, when, title), each to view and to restore as the current text (a new
// version; history is never deleted).
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { getContentVersion, listContentVersions, restoreContentVersion } from '@otodoke/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiResult, callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../app/i18n/format.ts';
import type { DataColumn } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PagedList } from '../../ui/ListSection.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { type ContentEntry, LANGUAGES, type Language } from './entry-form.ts';
import { RenderedBody } from './RenderedBody.tsx';

type VersionRow = ApiResult<typeof listContentVersions>['items'][number];
const PAGE_SIZE = 10;

export interface VersionsPanelProps {
  entry: ContentEntry;
  /** Unsaved changes: restoring would replace them, so it waits for a save. */
  dirty: boolean;
  /** Changes when a save or restore wrote a version (the list is read again). */
  refreshKey: string;
  onRestored: (entry: ContentEntry) => void;
  onFailed: (thrown: unknown) => void;
}

export function VersionsPanel({ entry, dirty, refreshKey, onRestored, onFailed }: VersionsPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const [language, setLanguage] = useState<Language>(entry.translations.ja ? 'ja' : 'en');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<VersionRow | null>(null);
  const list = useApi(
    listContentVersions,
    { params: { id: entry.id }, query: { language, page, limit: PAGE_SIZE } },
    { keepPreviousData: true },
  );
  // A save or a restore wrote a version: read the list again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads again when the key changes
  useEffect(() => {
    void list.mutate();
  }, [refreshKey]);

  const restore = async (row: VersionRow) => {
    let restored = null as ContentEntry | null;
    try {
      const ok = await confirm({
        title: t('contentAdmin.versions.restoreTitle'),
        content: t('contentAdmin.versions.restoreConfirm', {
          date: format.dateTime(row.createdAt),
          language: t(`contentAdmin.languages.${row.language}`),
        }),
        okLabel: t('contentAdmin.versions.restore'),
        onConfirm: async () => {
          restored = await callApi(restoreContentVersion, {
            params: { id: row.id },
            body: { updatedAt: entry.updatedAt },
          });
        },
      });
      if (!ok || !restored) return;
      setViewing(null);
      setPage(1);
      onRestored(restored);
      showSnackbar(t('contentAdmin.versions.restored'), 'success');
    } catch (thrown) {
      onFailed(thrown);
    }
  };

  const columns: Array<DataColumn<VersionRow>> = [
    {
      key: 'when',
      header: t('contentAdmin.versions.when'),
      nowrap: true,
      render: (row) => (
        <Box>
          <Box>{format.dateTime(row.createdAt)}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 13 }}>
            {row.createdByName ?? t('contentAdmin.versions.unknownWho')}
          </Box>
        </Box>
      ),
    },
    {
      key: 'title',
      header: t('contentAdmin.versions.versionTitle'),
      isPrimary: true,
      render: (row) => (
        <Box lang={row.language} sx={{ overflowWrap: 'anywhere' }}>
          {row.title}
        </Box>
      ),
    },
    {
      key: 'actions',
      header: t('contentAdmin.versions.actions'),
      isActions: true,
      render: (row) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setViewing(row)}>
            {t('contentAdmin.versions.view')}
          </Button>
          <Button size="small" disabled={dirty} onClick={() => void restore(row)}>
            {t('contentAdmin.versions.restore')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <SettingsSection title={t('contentAdmin.versions.title')} description={t('contentAdmin.versions.lead')}>
      <Tabs
        value={language}
        onChange={(_, next: Language) => {
          setLanguage(next);
          setPage(1);
        }}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('contentAdmin.versions.languageTabs')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {LANGUAGES.map((lang) => (
          <Tab key={lang} value={lang} label={t(`contentAdmin.languages.${lang}`)} />
        ))}
      </Tabs>
      {dirty && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('contentAdmin.versions.saveFirst')}
        </Alert>
      )}
      <PagedList
        list={list}
        empty={<EmptyState icon={<HistoryIcon />} title={t('contentAdmin.versions.empty')} />}
        countText={(total) => t('contentAdmin.versions.count', { count: total })}
        tableLabel={t('contentAdmin.versions.tableLabel')}
        pagingLabel={t('contentAdmin.versions.pagination')}
        columns={columns}
        rowKey={(row) => row.id}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
      <VersionDialog
        row={viewing}
        canRestore={!dirty}
        onClose={() => setViewing(null)}
        onRestore={(row) => void restore(row)}
      />
    </SettingsSection>
  );
}

function VersionDialog({
  row,
  canRestore,
  onClose,
  onRestore,
}: {
  row: VersionRow | null;
  canRestore: boolean;
  onClose: () => void;
  onRestore: (row: VersionRow) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const version = useApi(getContentVersion, row ? { params: { id: row.id } } : null);
  return (
    <Dialog open={row !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>
        {row ? t('contentAdmin.versions.viewTitle', { date: format.dateTime(row.createdAt) }) : ''}
      </DialogTitle>
      <DialogContent dividers>
        {version.error && <Alert severity="error">{version.error.message}</Alert>}
        {!version.data && !version.error && (
          <Skeleton variant="rounded" height={200} aria-label={t('common.loading')} />
        )}
        {version.data && (
          <Box lang={version.data.language}>
            <Typography variant="h4" component="p" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {version.data.title}
            </Typography>
            {version.data.summary && (
              <Typography sx={{ color: 'text.secondary', mb: 2, whiteSpace: 'pre-line' }}>
                {version.data.summary}
              </Typography>
            )}
            <RenderedBody body={version.data.body} lang={version.data.language} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('contentAdmin.common.close')}</Button>
        {row && (
          <Button variant="contained" disabled={!canRestore} onClick={() => onRestore(row)}>
            {t('contentAdmin.versions.restore')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
