import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import type { BulkUploadProblem } from './bulk-upload-types.ts';

const PAGE_SIZE = 50;

/** The problems of a file by row and column, a page at a time (a large file can have hundreds). */
export function BatchProblemsTable({ problems }: { problems: readonly BulkUploadProblem[] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(problems.length / PAGE_SIZE));
  const shown = problems.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const columns: Array<DataColumn<{ index: number; problem: BulkUploadProblem }>> = [
    {
      key: 'row',
      header: t('bulkUpload.columns.row'),
      nowrap: true,
      width: 96,
      render: ({ problem }) => (problem.row === null ? t('bulkUpload.wholeFile') : problem.row),
    },
    {
      key: 'column',
      header: t('bulkUpload.columns.column'),
      // Column names stay whole in the table (the longest fits); phone cards wrap them.
      nowrap: true,
      render: ({ problem }) =>
        problem.column === null ? (
          '—'
        ) : (
          <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
            {problem.column}
          </Box>
        ),
    },
    {
      key: 'message',
      header: t('bulkUpload.columns.message'),
      isPrimary: true,
      // The message leads each card on phones, in the text's own weight: a list of problems should not shout.
      render: ({ problem }) => (
        <Box component="span" sx={{ fontWeight: 400 }}>
          {problem.message}
        </Box>
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      <DataTable
        label={t('bulkUpload.result.errorsTable')}
        columns={columns}
        rows={shown.map((problem, i) => ({ index: (page - 1) * PAGE_SIZE + i, problem }))}
        rowKey={(item) => item.index}
      />
      {pages > 1 && (
        <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} sx={{ alignSelf: 'center' }} />
      )}
    </Stack>
  );
}
