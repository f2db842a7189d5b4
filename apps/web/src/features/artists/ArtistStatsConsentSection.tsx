// The artist editor's consent to appear in the yearly music statistics: a switch saved as soon as it is turned (off by
// default), with what it means and since when the account agreed.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getMyArtist, MUSIC_STATS_FIRST_YEAR, setMyArtistStatsConsent } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSWRConfig } from 'swr';
import { callApi } from '../../app/api-client.ts';
import { apiKey } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { SwitchRow } from '../../ui/SwitchRow.tsx';
import type { MyArtist } from './artist-types.ts';

/** The statistics of the last year that is over (the music-stats feature's page), never before the first one. */
const latestStatsPath = () => `/music-stats/${Math.max(MUSIC_STATS_FIRST_YEAR, new Date().getFullYear() - 1)}`;

export function ArtistStatsConsentSection({ artist }: { artist: MyArtist }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { mutate } = useSWRConfig();
  const { showSnackbar } = useSnackbar();
  const handleError = useApiErrorHandler();
  const [consentAt, setConsentAt] = useState(artist.statsConsentAt);
  const [saving, setSaving] = useState(false);

  const change = async (consent: boolean) => {
    setSaving(true);
    try {
      const saved = await callApi(setMyArtistStatsConsent, { params: { id: artist.id }, body: { consent } });
      setConsentAt(saved.statsConsentAt);
      await mutate(apiKey(getMyArtist, { params: { id: saved.id } }), saved, { revalidate: false });
      showSnackbar(t(consent ? 'artists.form.statsConsentOn' : 'artists.form.statsConsentOff'));
    } catch (thrown) {
      handleError(thrown);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection title={t('artists.form.statsTitle')}>
      <Stack spacing={1.5}>
        <SwitchRow
          label={t('artists.form.statsConsent')}
          description={t('artists.form.statsConsentHelp')}
          checked={consentAt !== null}
          disabled={saving}
          onChange={(checked) => void change(checked)}
        />
        {consentAt && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('artists.form.statsConsentSince', { date: format.date(consentAt) })}
          </Typography>
        )}
        <Link component={RouterLink} to={latestStatsPath()} sx={{ alignSelf: 'flex-start' }}>
          {t('artists.form.statsConsentLink')}
        </Link>
      </Stack>
    </SettingsSection>
  );
}
