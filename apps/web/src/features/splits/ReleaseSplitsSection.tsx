import AlbumOutlinedIcon from '@mui/icons-material/AlbumOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { listMySplits } from '@otodoke/contract';
import { SPLIT_STATUS } from '@otodoke/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApiResult } from '../../app/api-client.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { EditSplitDialog, type SplitTarget } from './EditSplitDialog.tsx';
import { SplitVersionView } from './SplitVersionView.tsx';
import { formatYearMonth } from './split-words.ts';

type ReleaseSplit = ApiResult<typeof listMySplits>['releases'][number];

const PAGE_SIZE = 10;

interface ReleaseSplitsSectionProps {
  releases: readonly ReleaseSplit[];
  accountName: string;
  ownerEmail: string;
  canEdit: boolean;
  onSaved: () => void;
}

/** The account's releases, each with the split in force and the one set for next month, and a way to change it. */
export function ReleaseSplitsSection({
  releases,
  accountName,
  ownerEmail,
  canEdit,
  onSaved,
}: ReleaseSplitsSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<SplitTarget | null>(null);
  const pages = Math.max(1, Math.ceil(releases.length / PAGE_SIZE));
  const shown = releases.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const hasInvited = releases.some((release) =>
    [release.current, release.upcoming].some((version) =>
      version?.shares.some((share) => share.status === SPLIT_STATUS.invited),
    ),
  );

  return (
    <SettingsSection
      title={t('splits.releases.title')}
      description={
        <>
          {t('splits.releases.lead')}
          {hasInvited && (
            <Box component="span" sx={{ display: 'block' }}>
              {t('splits.releases.invitedNote')}
            </Box>
          )}
          {!canEdit && (
            <Box component="span" sx={{ display: 'block' }}>
              {t('splits.releases.readOnly')}
            </Box>
          )}
        </>
      }
    >
      {releases.length === 0 ? (
        <EmptyState
          icon={<AlbumOutlinedIcon />}
          title={t('splits.releases.empty')}
          body={t('splits.releases.emptyBody')}
          action={
            <Button component={RouterLink} to="/dashboard/releases" variant="outlined">
              {t('splits.releases.toReleases')}
            </Button>
          }
        />
      ) : (
        <>
          {releases.length > PAGE_SIZE && (
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('splits.releases.count', { count: releases.length })}
            </Typography>
          )}
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {shown.map((release) => {
              const title = release.title || t('splits.releases.untitled');
              const hasSplit = release.current !== null || release.upcoming !== null;
              return (
                <Paper
                  component="li"
                  variant="outlined"
                  key={release.releaseId}
                  sx={{
                    p: { xs: 2, sm: 2.5 },
                    borderRadius: 3,
                    display: 'grid',
                    columnGap: 2,
                    rowGap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
                    // On phones the button follows the split it changes; on wider screens it sits by the title.
                    gridTemplateAreas: { xs: '"head" "body" "action"', sm: '"head action" "body body"' },
                  }}
                >
                  <Box sx={{ gridArea: 'head', minWidth: 0 }}>
                    <Typography variant="h5" component="h3" sx={{ fontSize: 17, overflowWrap: 'anywhere' }}>
                      {title}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {[release.artistName, release.upc ? t('splits.releases.upc', { upc: release.upc }) : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                  {canEdit && (
                    <Box sx={{ gridArea: 'action' }}>
                      <Button
                        variant="outlined"
                        size="small"
                        startIcon={<EditOutlinedIcon />}
                        onClick={() =>
                          setTarget({
                            releaseId: release.releaseId,
                            title: release.title,
                            current: release.current,
                            upcoming: release.upcoming,
                          })
                        }
                        aria-label={t('splits.releases.editLabel', { title })}
                      >
                        {hasSplit ? t('splits.releases.change') : t('splits.releases.edit')}
                      </Button>
                    </Box>
                  )}
                  <Box
                    sx={{
                      gridArea: 'body',
                      display: 'grid',
                      gap: { xs: 2, md: 3 },
                      gridTemplateColumns: { xs: '1fr', md: release.upcoming ? '1fr 1fr' : '1fr' },
                    }}
                  >
                    {release.current ? (
                      <SplitVersionView
                        heading={t('splits.releases.current', {
                          month: formatYearMonth(release.current.effectiveFrom, language),
                        })}
                        version={release.current}
                        ownerName={accountName}
                      />
                    ) : (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {t('splits.releases.noSplit')}
                      </Typography>
                    )}
                    {release.upcoming && (
                      <SplitVersionView
                        heading={t('splits.releases.upcoming', {
                          month: formatYearMonth(release.upcoming.effectiveFrom, language),
                        })}
                        version={release.upcoming}
                        ownerName={accountName}
                      />
                    )}
                  </Box>
                </Paper>
              );
            })}
          </Stack>
          <PageNumbers
            page={page}
            count={pages}
            onChange={(next) => setPage(next)}
            label={t('splits.releases.pagination')}
          />
        </>
      )}
      <EditSplitDialog target={target} ownerEmail={ownerEmail} onClose={() => setTarget(null)} onSaved={onSaved} />
    </SettingsSection>
  );
}
