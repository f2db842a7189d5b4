import Box from '@mui/material/Box';
import type { DeliveryStatus } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { FoldedRecord } from '../../ui/FoldedRecord.tsx';
import { deliveryProblemText } from './store-refusal.ts';

/**
 * Why a store did not take the release, in the interface language with what to do, and the store's own (English,
 * technical) words folded away beneath for whoever needs them.
 */
export function DeliveryProblemReason({
  delivery,
}: {
  delivery: { status: DeliveryStatus; reason: string | null; reasonCode: string | null };
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = deliveryProblemText(delivery, language);
  if (!text) return null;
  return (
    <Box sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
      <Box sx={{ color: 'error.main' }}>{text.message}</Box>
      {text.detail && <FoldedRecord summary={t('distribution.refusal.detailSummary')} record={text.detail} />}
    </Box>
  );
}
