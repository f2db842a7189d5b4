import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RELEASE_TYPE_LABELS } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { releaseEditorPath, rowSpan } from './bulk-upload-paths.ts';
import type { BulkUploadRelease } from './bulk-upload-types.ts';

/** The releases a file describes: a preview before registration, links to the drafts after it. */
export function BatchReleasesTable({ releases }: { releases: readonly BulkUploadRelease[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hasDrafts = releases.some((release) => release.releaseId !== null);
  const columns: Array<DataColumn<BulkUploadRelease>> = [
    {
      key: 'title',
      header: t('bulkUpload.columns.title'),
      isPrimary: true,
      minWidth: 180,
      render: (release) => (
        <Box component="span" sx={{ fontWeight: 700 }}>
          {release.title || t('bulkUpload.result.untitled')}
        </Box>
      ),
    },
    {
      key: 'type',
      header: t('bulkUpload.columns.type'),
      nowrap: true,
      render: (release) => RELEASE_TYPE_LABELS[release.type][language],
    },
    {
      key: 'artists',
      header: t('bulkUpload.columns.artists'),
      minWidth: 140,
      render: (release) => release.artistNames.join(' / '),
    },
    {
      key: 'songs',
      header: t('bulkUpload.columns.songs'),
      nowrap: true,
      align: 'right',
      render: (release) => t('bulkUpload.songCount', { count: release.songCount }),
    },
    {
      key: 'rows',
      header: t('bulkUpload.columns.rows'),
      nowrap: true,
      render: (release) => {
        const span = rowSpan(release.rows);
        if (!span) return '—';
        return span.from === span.to
          ? t('bulkUpload.rowSingle', { row: span.from })
          : t('bulkUpload.rowRange', { from: span.from, to: span.to });
      },
    },
  ];
  if (hasDrafts) {
    columns.push({
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      render: (release) =>
        release.releaseId === null ? null : (
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={releaseEditorPath(release.releaseId)}
            aria-label={t('bulkUpload.result.openReleaseLabel', {
              title: release.title || t('bulkUpload.result.untitled'),
            })}
          >
            {t('bulkUpload.result.openRelease')}
          </Button>
        ),
    });
  }
  return (
    <DataTable
      label={t('bulkUpload.result.previewTable')}
      columns={columns}
      rows={releases}
      rowKey={(release) => release.key}
    />
  );
}
