// /store: every store of the domain's catalogue, grouped by kind, with what each takes and its conditions; a search
// by name and a filter by what it takes, as a long list needs.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { STORES, type StoreDefinition } from '@otodoke/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { findStores, STORE_KINDS, STORE_TAKES, type StoreTakes, storeKindOf } from './feature-facts.ts';

function StoreRow({ store }: { store: StoreDefinition }) {
  const { t } = useTranslation();
  const conditions = [
    store.needsHires ? t('publicFeatures.store.hires') : null,
    store.worldwideOnly ? t('publicFeatures.store.worldwide') : null,
    store.genres ? t('publicFeatures.store.genres') : null,
    store.refusesShortAudio ? t('publicFeatures.store.short') : null,
  ].filter((text): text is string => text !== null);
  return (
    <Box
      component="li"
      sx={{
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Typography sx={{ fontWeight: 700, minWidth: { sm: 260 }, flexGrow: { xs: 1, sm: 0 } }}>{store.name}</Typography>
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {store.media.map((media) => (
          <Chip key={media} size="small" label={t(`publicFeatures.store.takes.${media}`)} />
        ))}
        {conditions.map((condition) => (
          <Chip key={condition} size="small" variant="outlined" label={condition} />
        ))}
      </Stack>
    </Box>
  );
}

export function StoreDirectory() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [takes, setTakes] = useState<StoreTakes | 'all'>('all');
  const found = findStores(query, takes);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 46 }, mb: 2 }}>
        {t('publicFeatures.store.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760, mb: 4 }}>
        {t('publicFeatures.store.lead', { count: STORES.length })}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <TextField
          label={t('publicFeatures.store.search')}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ flex: { md: '0 1 420px' } }}
        />
        <ToggleButtonGroup
          exclusive
          value={takes}
          onChange={(_, value: StoreTakes | 'all' | null) => value && setTakes(value)}
          aria-label={t('publicFeatures.store.takesLabel')}
          size="small"
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'center' } }}
        >
          <ToggleButton value="all">{t('publicFeatures.store.all')}</ToggleButton>
          {STORE_TAKES.map((media) => (
            <ToggleButton key={media} value={media}>
              {t(`publicFeatures.store.takes.${media}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography role="status" sx={{ color: 'text.secondary', mb: 3 }}>
        {found.length > 0 ? t('publicFeatures.store.found', { count: found.length }) : t('publicFeatures.store.none')}
      </Typography>
      {STORE_KINDS.map((kind) => {
        const stores = found.filter((store) => storeKindOf(store) === kind);
        if (stores.length === 0) return null;
        return (
          <Box component="section" key={kind} aria-labelledby={`stores-${kind}`} sx={{ mb: 5 }}>
            <Typography id={`stores-${kind}`} variant="h2" sx={{ fontSize: { xs: 20, md: 24 }, mb: 1 }}>
              {t(`publicFeatures.store.kinds.${kind}`)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {stores.map((store) => (
                <StoreRow key={store.id} store={store} />
              ))}
            </Box>
            {kind === 'ringtone' && (
              <Typography sx={{ mt: 2 }}>
                <Link component={RouterLink} to="/store/itunes-ringtone">
                  {t('publicFeatures.store.ringtoneLink')}
                </Link>
              </Typography>
            )}
          </Box>
        );
      })}
    </Container>
  );
}
