import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** A setting's state as a small chip: オン / オフ. */
export function OnOffChip({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={on ? t('common.on') : t('common.off')}
      color={on ? 'success' : 'default'}
      variant={on ? 'filled' : 'outlined'}
    />
  );
}
