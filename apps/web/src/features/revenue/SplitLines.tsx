import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatYen } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { MoneyLineItem } from './MoneyLineItem.tsx';
import { isNegativeMicros } from './revenue-money.ts';
import type { StatementLine } from './statement-lines.ts';

/** Shares received from other people's releases and shares of this account's releases paid to collaborators. */
export function SplitLines({ received, paid }: { received: StatementLine[]; paid: StatementLine[] }) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('revenue.financial.splits.title')}
      description={t('revenue.financial.splits.description')}
    >
      <Stack spacing={2.5}>
        {received.length > 0 && (
          <SplitList title={t('revenue.financial.splits.received')} lines={received} direction="in" />
        )}
        {paid.length > 0 && <SplitList title={t('revenue.financial.splits.paid')} lines={paid} direction="out" />}
      </Stack>
    </SettingsSection>
  );
}

function SplitList({ title, lines, direction }: { title: string; lines: StatementLine[]; direction: 'in' | 'out' }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Box>
      <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.map((line) => {
          const name = line.counterpartyName ?? t('revenue.financial.splits.someone');
          return (
            <MoneyLineItem
              // Lines have no id; a statement has one split line per release and collaborator.
              key={`${line.releaseId}:${line.counterpartyName}:${line.revenueType}:${line.amountMicros}`}
              amount={formatYen(line.amountYen, lang)}
              amountSx={{ color: isNegativeMicros(line.amountMicros) ? 'error.main' : 'success.main' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {line.releaseTitle || t('revenue.financial.lines.unknownRelease')}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {direction === 'in'
                  ? t('revenue.financial.splits.receivedFrom', { name })
                  : t('revenue.financial.splits.paidTo', { name })}
              </Typography>
            </MoneyLineItem>
          );
        })}
      </Box>
    </Box>
  );
}
