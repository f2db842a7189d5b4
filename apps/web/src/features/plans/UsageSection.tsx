import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { usagePercent } from './plan-labels.ts';
import type { ActiveArtists, PlanSummary } from './plan-types.ts';

interface UsageSectionProps {
  summary: PlanSummary;
  artists: ActiveArtists | undefined;
  mayPay: boolean;
  onAdd: (kind: 'artist_capacity' | 'member_capacity') => void;
}

/** Artists and team members used of the plan, each with a bar and a way to add capacity; the artists counted. */
export function UsageSection({ summary, artists, mayPay, onAdd }: UsageSectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('plans.settings.usageTitle')} description={t('plans.settings.usageLead')}>
      <Stack spacing={3}>
        <Meter
          name={t('plans.settings.artists')}
          used={summary.artists.used}
          limit={summary.artists.limit}
          extra={summary.artists.extra}
          addLabel={t('plans.settings.addArtists')}
          onAdd={mayPay ? () => onAdd('artist_capacity') : undefined}
        />
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('plans.settings.activeArtists')}
          </Typography>
          {!artists ? (
            <Skeleton variant="rounded" height={48} />
          ) : artists.items.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('plans.settings.noArtists')}
            </Typography>
          ) : (
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}
            >
              {artists.items.map((artist, index) => (
                <Box
                  component="li"
                  key={artist.id}
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 2,
                    px: 1.75,
                    py: 1,
                    borderTop: index === 0 ? 0 : 1,
                    borderColor: 'divider',
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {artist.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                    {t('plans.settings.releaseCount', { count: artist.releaseCount })}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Box>
        <Meter
          name={t('plans.settings.members')}
          used={summary.members.used}
          limit={summary.members.limit}
          extra={summary.members.extra}
          addLabel={t('plans.settings.addMembers')}
          onAdd={mayPay ? () => onAdd('member_capacity') : undefined}
        />
      </Stack>
    </SettingsSection>
  );
}

interface MeterProps {
  name: string;
  used: number;
  limit: number | null;
  extra: number;
  addLabel: string;
  onAdd: (() => void) | undefined;
}

function Meter({ name, used, limit, extra, addLabel, onAdd }: MeterProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const percent = usagePercent(used, limit);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 0.75 }}>
        <Typography id={nameId} sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: 18, fontVariantNumeric: 'tabular-nums' }}>
          {limit === null ? t('plans.settings.usedNoLimit', { used }) : t('plans.settings.usedOf', { used, limit })}
        </Typography>
      </Stack>
      {percent !== null && (
        <LinearProgress
          variant="determinate"
          value={percent}
          color={percent >= 100 ? 'warning' : 'primary'}
          aria-labelledby={nameId}
          aria-valuetext={t('plans.settings.usageLabel', { name, used, limit })}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {extra > 0 ? t('plans.settings.extra', { count: extra }) : ''}
        </Typography>
        <Button size="small" variant="outlined" onClick={onAdd} disabled={!onAdd}>
          {addLabel}
        </Button>
      </Stack>
    </Box>
  );
}
