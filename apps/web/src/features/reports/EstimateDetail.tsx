import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { getEstimateReport } from '@otodoke/contract';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../app/api-client.ts';
import { formatNumber } from '../../app/i18n/format.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import {
  DETAIL_PAGE_SIZE,
  ESTIMATE_DISPLAYS,
  type EstimateMetric,
  type EstimateView,
  type SortOrder,
} from './estimate-query.ts';
import {
  type DetailRow,
  formatMicrosYen,
  formatShare,
  metricTotal,
  metricValue,
  pageOfRows,
  type RankedRow,
  rankDetailRows,
  shareBasisPoints,
} from './report-figures.ts';

type EstimateReport = ApiResult<typeof getEstimateReport>;

type SortKey = 'amountDesc' | 'amountAsc' | 'quantityDesc' | 'quantityAsc';
const SORTS: ReadonlyArray<{ sort: EstimateMetric; order: SortOrder; key: SortKey }> = [
  { sort: 'amount', order: 'desc', key: 'amountDesc' },
  { sort: 'amount', order: 'asc', key: 'amountAsc' },
  { sort: 'quantity', order: 'desc', key: 'quantityDesc' },
  { sort: 'quantity', order: 'asc', key: 'quantityAsc' },
];

interface EstimateDetailProps {
  report: EstimateReport;
  view: EstimateView;
  onChange: (next: Partial<EstimateView>) => void;
}

/**
 * The period broken down by release, song, country, prefecture or store: ranked by revenue or by plays and downloads,
 * each row with its share of the total as a bar, 25 rows a page.
 */
export function EstimateDetail({ report, view, onChange }: EstimateDetailProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  // DataTable turns rows into cards below sm; the rank then heads the card instead of taking a line of its own.
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const ranked = rankDetailRows(report.detailData, view.sort, view.order);
  const { items, page, pages } = pageOfRows(ranked, view.page, DETAIL_PAGE_SIZE);
  const total = metricTotal(report.totals, view.sort);
  const sortKey = SORTS.find((each) => each.sort === view.sort && each.order === view.order)?.key ?? 'amountDesc';

  const nameOf = ({ row }: RankedRow<DetailRow>) => (
    <Box sx={{ minWidth: 0 }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' }}>
        {row.label}
      </Box>
      {row.subLabel && (
        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {row.subLabel}
        </Typography>
      )}
    </Box>
  );

  const columns: Array<DataColumn<RankedRow<DetailRow>>> = [
    ...(isPhone
      ? []
      : [
          {
            key: 'rank',
            header: t('reports.estimate.detail.columns.rank'),
            render: ({ rank }: RankedRow<DetailRow>) => rank,
            align: 'right' as const,
            width: 56,
            nowrap: true,
          },
        ]),
    {
      key: 'name',
      header: t(`reports.estimate.detail.columns.name.${view.display}`),
      isPrimary: true,
      minWidth: 200,
      render: (entry) =>
        isPhone ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
            <Box component="span" sx={{ color: 'primary.main', whiteSpace: 'nowrap' }}>
              {t('reports.estimate.detail.rank', { rank: entry.rank })}
            </Box>
            {nameOf(entry)}
          </Stack>
        ) : (
          nameOf(entry)
        ),
    },
    {
      key: 'quantity',
      header: t('reports.estimate.detail.columns.quantity'),
      render: ({ row }) => formatNumber(row.quantity, language),
      align: 'right',
      nowrap: true,
    },
    {
      key: 'amount',
      header: t('reports.estimate.detail.columns.amount'),
      render: ({ row }) => formatMicrosYen(row.amountMicros, language),
      align: 'right',
      nowrap: true,
    },
    {
      key: 'share',
      header: t('reports.estimate.detail.columns.share'),
      width: 180,
      render: ({ row }) => (
        <ShareBar
          basisPoints={shareBasisPoints(metricValue(row, view.sort), total)}
          label={t(`reports.estimate.detail.shareOf.${view.sort}`)}
        />
      ),
    },
  ];

  return (
    <SettingsSection title={t('reports.estimate.detail.title')}>
      <Tabs
        value={view.display}
        onChange={(_event, display: EstimateView['display']) => onChange({ display, page: 1 })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('reports.estimate.detail.displays.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44, mb: 2, mx: { xs: -1, sm: 0 } }}
      >
        {ESTIMATE_DISPLAYS.map((display) => (
          <Tab
            key={display}
            value={display}
            label={t(`reports.estimate.detail.displays.${display}`)}
            sx={{ minHeight: 44, px: { xs: 1.5, sm: 2 } }}
          />
        ))}
      </Tabs>
      {view.display === 'jppref' && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('reports.estimate.detail.jpprefNote')}
        </Typography>
      )}
      {ranked.length === 0 ? (
        <EmptyState
          icon={<StorefrontOutlinedIcon />}
          title={t('reports.estimate.detail.empty')}
          body={t('reports.estimate.detail.emptyBody')}
        />
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}
          >
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
              {t('reports.estimate.detail.range', {
                count: ranked.length,
                first: (page - 1) * DETAIL_PAGE_SIZE + 1,
                last: (page - 1) * DETAIL_PAGE_SIZE + items.length,
              })}
            </Typography>
            <TextField
              select
              size="small"
              label={t('reports.estimate.detail.sort.label')}
              value={sortKey}
              onChange={(event) => {
                const chosen = SORTS.find((each) => each.key === event.target.value);
                if (chosen) onChange({ sort: chosen.sort, order: chosen.order, page: 1 });
              }}
              sx={{ width: { xs: '100%', sm: 280 }, flexShrink: 0 }}
            >
              {SORTS.map((each) => (
                <MenuItem key={each.key} value={each.key}>
                  {t(`reports.estimate.detail.sort.${each.key}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {view.display === 'jppref' ? (
            <PrefectureRanking
              label={t('reports.estimate.detail.displays.jppref')}
              items={items}
              sort={view.sort}
              total={total}
            />
          ) : (
            <DataTable
              label={t(`reports.estimate.detail.displays.${view.display}`)}
              columns={columns}
              rows={items}
              rowKey={({ row }) => row.key}
            />
          )}
          <PageNumbers
            page={page}
            count={pages}
            onChange={(next) => onChange({ page: next })}
            label={t('reports.estimate.detail.pagination')}
          />
        </>
      )}
    </SettingsSection>
  );
}

/**
 * Prefectures as a ranked list, one line each with a bar for its share (a map would say less about small
 * differences, and reads badly on a phone). The figure ranked by leads; the other follows in small type.
 */
function PrefectureRanking({
  label,
  items,
  sort,
  total,
}: {
  label: string;
  items: ReadonlyArray<RankedRow<DetailRow>>;
  sort: EstimateMetric;
  total: bigint;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const amountOf = (row: DetailRow) => formatMicrosYen(row.amountMicros, language);
  const quantityOf = (row: DetailRow) => formatNumber(row.quantity, language);
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map(({ row, rank }) => (
        <Box
          component="li"
          key={row.key}
          sx={{
            display: 'grid',
            // Phones: rank, name and figures on a line, the bar under them; wider: all on one line.
            gridTemplateColumns: { xs: '2rem minmax(0, 1fr) auto', sm: '3rem 10rem minmax(0, 1fr) 12rem' },
            gridTemplateAreas: { xs: '"rank name figures" ". bar bar"', sm: '"rank name bar figures"' },
            columnGap: { xs: 1, sm: 2 },
            rowGap: 0.5,
            alignItems: 'center',
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            component="span"
            sx={{ gridArea: 'rank', color: 'text.secondary', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
          >
            <Box component="span" aria-hidden="true">
              {rank}
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {t('reports.estimate.detail.rank', { rank })}
            </Box>
          </Box>
          <Box component="span" sx={{ gridArea: 'name', fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
            {row.label}
          </Box>
          <Box sx={{ gridArea: 'bar', minWidth: 0 }}>
            <ShareBar
              basisPoints={shareBasisPoints(metricValue(row, sort), total)}
              label={t(`reports.estimate.detail.shareOf.${sort}`)}
              isCompact
            />
          </Box>
          <Box
            sx={{ gridArea: 'figures', textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            <Box component="span" sx={{ display: 'block', fontWeight: 700, fontSize: 14 }}>
              {sort === 'amount' ? amountOf(row) : quantityOf(row)}
            </Box>
            <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
              {sort === 'amount'
                ? `${t('reports.estimate.detail.columns.quantity')} ${quantityOf(row)}`
                : `${t('reports.estimate.detail.columns.amount')} ${amountOf(row)}`}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A row's share of the total: a thin bar and the percentage. */
function ShareBar({
  basisPoints,
  label,
  isCompact = false,
}: {
  basisPoints: number;
  label: string;
  isCompact?: boolean;
}) {
  const language = useLanguage();
  const share = formatShare(basisPoints, language);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: isCompact ? 0 : 120 }}>
      <Box
        role="img"
        aria-label={`${label} ${share}`}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box sx={{ width: `${basisPoints / 100}%`, height: '100%', bgcolor: 'primary.main', borderRadius: 4 }} />
      </Box>
      <Box
        component="span"
        aria-hidden="true"
        sx={{ fontSize: 13, whiteSpace: 'nowrap', minWidth: 48, textAlign: 'right' }}
      >
        {share}
      </Box>
    </Stack>
  );
}
