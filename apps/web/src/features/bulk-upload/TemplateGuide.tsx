import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { BULK_CSV_COLUMNS, type BulkCsvColumn, bulkCsvExampleRows } from '@otodoke/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { BULK_UPLOAD_PAGE, TEMPLATE_URL } from './bulk-upload-paths.ts';

const RULES = ['rows', 'releaseColumns', 'lists', 'artists', 'drafts', 'encoding', 'errors'] as const;

/** /member/meta-upload/sample: the bulk upload template explained column by column, with the download. */
export function TemplateGuide() {
  const { t } = useTranslation();
  const language = useLanguage();
  // The examples as the downloaded template has them today (its sale date is a month ahead).
  const examples = useMemo(() => {
    const [first] = bulkCsvExampleRows(new Date());
    return new Map(BULK_CSV_COLUMNS.map((column, index) => [column.key, first[index] ?? '']));
  }, []);
  const example = (value: string) =>
    value === '' ? (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        {t('bulkUpload.sample.empty')}
      </Box>
    ) : (
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    );
  const columns: Array<DataColumn<BulkCsvColumn>> = [
    {
      key: 'column',
      header: t('bulkUpload.sample.column'),
      isPrimary: true,
      minWidth: 230,
      render: (column) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Box component="code" sx={{ fontFamily: 'monospace', fontWeight: 700, wordBreak: 'break-all' }}>
            {column.key}
          </Box>
          <Chip
            size="small"
            variant="outlined"
            color={column.required ? 'primary' : 'default'}
            label={column.required ? t('bulkUpload.sample.isRequired') : t('bulkUpload.sample.isOptional')}
          />
        </Stack>
      ),
    },
    {
      key: 'level',
      header: t('bulkUpload.sample.level'),
      nowrap: true,
      render: (column) => t(`bulkUpload.sample.levels.${column.level}`),
    },
    {
      key: 'description',
      header: t('bulkUpload.sample.description'),
      minWidth: 260,
      render: (column) => column.description[language],
    },
    {
      key: 'example',
      header: t('bulkUpload.sample.example'),
      minWidth: 140,
      render: (column) => example(examples.get(column.key) ?? ''),
    },
  ];
  return (
    <>
      <PageHeading title={t('bulkUpload.sample.title')} lead={t('bulkUpload.sample.lead')} />
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<DownloadOutlinedIcon />} href={TEMPLATE_URL} download>
            {t('bulkUpload.sample.download')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            component={RouterLink}
            to={BULK_UPLOAD_PAGE}
          >
            {t('bulkUpload.sample.backToBulkUpload')}
          </Button>
        </Stack>
        <SettingsSection title={t('bulkUpload.sample.rulesTitle')}>
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 }, '& li:last-of-type': { mb: 0 } }}>
            {RULES.map((rule) => (
              <li key={rule}>{t(`bulkUpload.sample.rules.${rule}`)}</li>
            ))}
          </Box>
        </SettingsSection>
        <SettingsSection title={t('bulkUpload.sample.columnsTitle')}>
          <DataTable
            label={t('bulkUpload.sample.columnsTable')}
            columns={columns}
            rows={BULK_CSV_COLUMNS}
            rowKey={(column) => column.key}
          />
        </SettingsSection>
      </Stack>
    </>
  );
}
