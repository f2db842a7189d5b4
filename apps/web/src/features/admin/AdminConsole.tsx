import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { getAdminCounts } from '@otodoke/contract';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { adminToolsOf } from '../../app/admin-registry.ts';
import { useApi } from '../../app/data/use-api.ts';
import { PageHeading } from '../../ui/PageHeading.tsx';
import {
  ADMIN_SECTIONS,
  type AdminCounts,
  type AdminSection,
  badgeText,
  SECTION_PARAM,
  sectionHref,
  sectionOf,
  waitingIn,
} from './admin-sections.ts';

/** How often the counts are read again while the console is open. */
const COUNTS_REFRESH_MS = 30_000;

const tabId = (section: AdminSection) => `admin-tab-${section}`;
const panelId = (section: AdminSection) => `admin-panel-${section}`;

/** The tools of a section, as the features contribute them, in order: their code loads with the section. */
function SectionTools({ section }: { section: AdminSection }) {
  return adminToolsOf(section).map((tool) => <tool.Component key={`${tool.owner}.${tool.name}`} />);
}

/**
 * /admin: the operator's tools in sections (?section=), each filled by the features that own the data (their
 * capabilities' adminSections, registered by the shell), each a tab with the count of what waits in it (review queue
 * and delivery problems; unmatched sales and a month to close; withdrawals and deferred payments), read from
 * GET /admin/api/v2/counts. Tabs from 600 px, a select on phones.
 */
export function AdminConsole() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const section = sectionOf(params.get(SECTION_PARAM));
  const { data: counts, mutate } = useApi(getAdminCounts, {}, { refreshInterval: COUNTS_REFRESH_MS });
  // Work done in one section changes what waits: the counts are read again on the way to another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads again when the section changes
  useEffect(() => {
    void mutate();
  }, [section]);
  return (
    <>
      <PageHeading title={t('admin.title')} lead={t('admin.lead')} />
      <AdminNavigation section={section} counts={counts} />
      <Stack
        spacing={3}
        role="tabpanel"
        id={panelId(section)}
        aria-labelledby={tabId(section)}
        sx={{ mt: { xs: 2, sm: 3 } }}
      >
        <Suspense fallback={<Skeleton variant="rounded" height={240} aria-label={t('common.loading')} />}>
          <SectionTools section={section} />
        </Suspense>
      </Stack>
    </>
  );
}

function AdminNavigation({ section, counts }: { section: AdminSection; counts: AdminCounts | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameOf = (each: AdminSection) => t(`admin.nav.sections.${each}`);
  const fullName = (each: AdminSection) => {
    const count = waitingIn(each, counts);
    return count > 0 ? t('admin.nav.withWaiting', { name: nameOf(each), count }) : nameOf(each);
  };
  return (
    <Box component="nav" aria-label={t('admin.nav.label')}>
      {/* Phones: one select, every section readable at once. */}
      <TextField
        select
        fullWidth
        size="small"
        label={t('admin.nav.select')}
        value={section}
        onChange={(event) => void navigate(sectionHref(sectionOf(event.target.value)))}
        sx={{ display: { xs: 'flex', sm: 'none' } }}
      >
        {ADMIN_SECTIONS.map((each) => (
          <MenuItem key={each} value={each}>
            {fullName(each)}
          </MenuItem>
        ))}
      </TextField>
      <Tabs
        value={section}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('admin.nav.label')}
        sx={{ display: { xs: 'none', sm: 'flex' }, borderBottom: 1, borderColor: 'divider', minHeight: 48 }}
      >
        {ADMIN_SECTIONS.map((each) => {
          const count = waitingIn(each, counts);
          return (
            <Tab
              key={each}
              value={each}
              id={tabId(each)}
              aria-controls={each === section ? panelId(each) : undefined}
              aria-current={each === section ? 'page' : undefined}
              aria-label={fullName(each)}
              component={RouterLink}
              to={sectionHref(each)}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{nameOf(each)}</span>
                  {count > 0 && (
                    <Box
                      component="span"
                      title={t('admin.nav.waiting', { count })}
                      sx={{
                        minWidth: 22,
                        height: 22,
                        px: 0.75,
                        borderRadius: 11,
                        bgcolor: 'warning.main',
                        color: 'warning.contrastText',
                        fontSize: 12,
                        fontWeight: 700,
                        lineHeight: '22px',
                        textAlign: 'center',
                      }}
                    >
                      {badgeText(count)}
                    </Box>
                  )}
                </Stack>
              }
              sx={{ minHeight: 48, px: { sm: 2, md: 2.5 }, fontSize: 14, whiteSpace: 'nowrap' }}
            />
          );
        })}
      </Tabs>
    </Box>
  );
}
