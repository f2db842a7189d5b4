import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import Chip from '@mui/material/Chip';
import type { listMySplits } from '@otodoke/contract';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../app/api-client.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { formatRate, formatYearMonth, splitStatusColour, splitStatusText } from './split-words.ts';

type Collaboration = ApiResult<typeof listMySplits>['collaborations'][number];

/** Other accounts' releases this account takes a share of (invitations it accepted). */
export function CollaborationsSection({ collaborations }: { collaborations: readonly Collaboration[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: Array<DataColumn<Collaboration>> = [
    {
      key: 'release',
      header: t('splits.collaborations.release'),
      isPrimary: true,
      minWidth: 160,
      render: (row) => row.releaseTitle || t('splits.releases.untitled'),
    },
    { key: 'owner', header: t('splits.collaborations.owner'), minWidth: 120, render: (row) => row.ownerName },
    {
      key: 'share',
      header: t('splits.collaborations.share'),
      align: 'right',
      nowrap: true,
      render: (row) => formatRate(row.shareBp),
    },
    {
      key: 'status',
      header: t('splits.collaborations.status'),
      nowrap: true,
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={splitStatusColour(row.status)}
          label={splitStatusText(row.status, language)}
        />
      ),
    },
    {
      key: 'from',
      header: t('splits.collaborations.from'),
      nowrap: true,
      render: (row) => t('splits.collaborations.fromValue', { month: formatYearMonth(row.effectiveFrom, language) }),
    },
  ];
  return (
    <SettingsSection title={t('splits.collaborations.title')} description={t('splits.collaborations.lead')}>
      {collaborations.length === 0 ? (
        <EmptyState
          icon={<HandshakeOutlinedIcon />}
          title={t('splits.collaborations.empty')}
          body={t('splits.collaborations.emptyBody')}
        />
      ) : (
        <DataTable
          label={t('splits.collaborations.tableLabel')}
          columns={columns}
          rows={collaborations}
          rowKey={(row) => row.shareId}
        />
      )}
    </SettingsSection>
  );
}
