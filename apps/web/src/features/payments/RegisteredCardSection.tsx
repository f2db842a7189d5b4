import AddCardOutlinedIcon from '@mui/icons-material/AddCardOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DefinitionRows } from '../../ui/DefinitionRows.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import type { RegisteredCard } from './payment-types.ts';
import { cardBrandText, cardExpiryText } from './payment-words.ts';
import { SimulatorCardsNote } from './SimulatorCardsNote.tsx';
import { useJapanTime } from './use-japan-time.ts';

interface RegisteredCardSectionProps {
  card: RegisteredCard | null;
  isSimulator: boolean;
  canEdit: boolean;
  onRegister: () => void;
  onRemove: (card: RegisteredCard) => void;
}

/** The card on file (brand, last digits, expiry, since when) or none, with register / change / remove. */
export function RegisteredCardSection({
  card,
  isSimulator,
  canEdit,
  onRegister,
  onRemove,
}: RegisteredCardSectionProps) {
  const { t } = useTranslation();
  const time = useJapanTime();
  const register = (
    <Button variant="contained" startIcon={<AddCardOutlinedIcon />} onClick={onRegister} disabled={!canEdit}>
      {card ? t('payments.card.change') : t('payments.card.register')}
    </Button>
  );
  return (
    <SettingsSection title={t('payments.card.registeredTitle')}>
      <Stack spacing={3}>
        {card ? (
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            sx={{ alignItems: { xs: 'stretch', md: 'flex-start' }, justifyContent: 'space-between' }}
          >
            <DefinitionRows
              items={[
                { label: t('payments.card.brand'), value: cardBrandText(card.brand, t) },
                { label: t('payments.card.number'), value: `•••• •••• •••• ${card.last4}` },
                { label: t('payments.card.expiry'), value: cardExpiryText(card, t) },
                { label: t('payments.card.registeredAt'), value: time.date(card.createdAt) },
              ]}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexShrink: 0 }}>
              {register}
              <Button color="error" variant="outlined" onClick={() => onRemove(card)} disabled={!canEdit}>
                {t('payments.card.remove')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <EmptyState
            icon={<CreditCardOutlinedIcon />}
            title={t('payments.card.emptyTitle')}
            body={t('payments.card.emptyBody')}
            action={register}
          />
        )}
        {isSimulator && canEdit && <SimulatorCardsNote />}
      </Stack>
    </SettingsSection>
  );
}
