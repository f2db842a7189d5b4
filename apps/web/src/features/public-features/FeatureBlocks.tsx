// The pieces feature pages are made of: a titled band, a list of points, a price list and a list of store names.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { StoreDefinition } from '@otodoke/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { yen } from '../../app/i18n/format.ts';
import { PriceLine } from '../../ui/marketing/PriceLine.tsx';

/** A band of the page with its h2. */
export function Band({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ py: { xs: 5, md: 8 }, scrollMarginTop: 72 }}>
      <Container maxWidth="lg">
        <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: { xs: 24, md: 32 }, mb: lead ? 1.5 : 3 }}>
          {title}
        </Typography>
        {lead && <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 760 }}>{lead}</Typography>}
        {children}
      </Container>
    </Box>
  );
}

/** Statements with a check mark each. */
export function PointList({ points }: { points: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, maxWidth: 820 }}>
      {points.map((point) => (
        <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <CheckCircleOutlineIcon aria-hidden="true" sx={{ color: 'primary.main', mt: '2px', flexShrink: 0 }} />
          <Typography>{point}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Prices, tax included first with the net amount under it. */
export function PriceRows({ rows }: { rows: readonly { label: string; price: { gross: number; net: number } }[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 640 }}>
      {rows.map(({ label, price }) => (
        <PriceLine
          key={label}
          label={label}
          gross={price.gross}
          note={t('publicFeatures.taxNote', { net: yen(price.net) })}
        />
      ))}
    </Box>
  );
}

/** Store names as a wrapped list of tags. */
export function StoreNames({ stores }: { stores: readonly StoreDefinition[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {stores.map((store) => (
        <Box
          component="li"
          key={store.id}
          sx={{ px: 1.5, py: 0.75, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Typography variant="body2">{store.name}</Typography>
        </Box>
      ))}
    </Box>
  );
}
