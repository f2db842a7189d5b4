import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getBulkUpload, listBulkUploads } from '@otodoke/contract';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSWRConfig } from 'swr';
import { API_ERROR_CODES } from '../../app/api-error.ts';
import { apiKey, useApi } from '../../app/data/use-api.ts';
import { useSession } from '../../app/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { useSelectedIdParam } from '../../ui/use-selected-id-param.ts';
import { BatchHistory, HISTORY_PAGE_SIZE } from './BatchHistory.tsx';
import { BatchResult } from './BatchResult.tsx';
import { canEditReleases, META_UPLOAD_SAMPLE_PAGE, TEMPLATE_URL } from './bulk-upload-paths.ts';
import type { BulkUploadBatch } from './bulk-upload-types.ts';
import { UploadStep } from './UploadStep.tsx';

/**
 * /dashboard/bulk-upload: download the template, upload the CSV, see its problems or the releases it will create,
 * register them (a job; the page follows it), and the past batches. The open batch is `?id=` in the address.
 */
export function BulkUploadScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { mutate } = useSWRConfig();
  const hasAccount = Boolean(session?.user);
  const canEdit = canEditReleases(session?.individual);
  const { selectedId, open } = useSelectedIdParam();
  const uploadAnchor = useRef<HTMLDivElement>(null);
  // The first page of the list tells whether this member may see batches at all.
  const probe = useApi(listBulkUploads, hasAccount ? { query: { page: 1, limit: HISTORY_PAGE_SIZE } } : null);

  const refreshList = useCallback(() => {
    void mutate((key) => Array.isArray(key) && key[0] === listBulkUploads.path);
  }, [mutate]);

  const checked = (batch: BulkUploadBatch) => {
    void mutate(apiKey(getBulkUpload, { params: { id: batch.id } }), batch, { revalidate: false });
    refreshList();
    open(batch.id);
  };

  const heading = <PageHeading title={t('bulkUpload.title')} lead={t('bulkUpload.lead')} />;
  if (!hasAccount) {
    return (
      <>
        {heading}
        <EmptyState icon={<UploadFileOutlinedIcon />} title={t('bulkUpload.noAccount')} />
      </>
    );
  }
  if (probe.error?.code === API_ERROR_CODES.forbidden) {
    return (
      <>
        {heading}
        <EmptyState
          icon={<LockOutlinedIcon />}
          title={t('bulkUpload.forbiddenTitle')}
          body={t('bulkUpload.forbiddenBody')}
        />
      </>
    );
  }

  return (
    <>
      {heading}
      <Stack spacing={3}>
        {!canEdit && <Alert severity="info">{t('bulkUpload.readonlyNotice')}</Alert>}
        {canEdit && (
          <SettingsSection
            title={`${t('bulkUpload.step', { n: 1 })}: ${t('bulkUpload.template.title')}`}
            description={t('bulkUpload.template.body')}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" startIcon={<DownloadOutlinedIcon />} href={TEMPLATE_URL} download>
                {t('bulkUpload.template.download')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<MenuBookOutlinedIcon />}
                component={RouterLink}
                to={META_UPLOAD_SAMPLE_PAGE}
              >
                {t('bulkUpload.template.guide')}
              </Button>
            </Stack>
          </SettingsSection>
        )}
        {canEdit && (
          <Box ref={uploadAnchor} sx={{ scrollMarginTop: 80 }}>
            <UploadStep onChecked={checked} />
          </Box>
        )}
        {selectedId !== null && (
          <BatchResult
            id={selectedId}
            canEdit={canEdit}
            onChanged={refreshList}
            onClose={() => {
              open(null);
              uploadAnchor.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
            }}
          />
        )}
        <BatchHistory selectedId={selectedId} onOpen={(id) => open(id)} />
      </Stack>
    </>
  );
}
