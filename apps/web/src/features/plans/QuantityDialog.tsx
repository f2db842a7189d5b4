import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MAX_PURCHASE_QUANTITY } from '@otodoke/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addOnPrice, yen } from '../pricing/index.ts';
import { parseQuantity, type QuantityPurchase } from './plan-labels.ts';

interface QuantityDialogProps {
  /** What is being bought by the unit; null keeps the dialog closed. */
  kind: QuantityPurchase | null;
  onClose: () => void;
  onNext: (kind: QuantityPurchase, quantity: number) => void;
}

/** How many artists, members or mastering credits to buy, before the checkout prices them. */
export function QuantityDialog({ kind, onClose, onNext }: QuantityDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [text, setText] = useState('1');
  const [shownKind, setShownKind] = useState<QuantityPurchase>(kind ?? 'artist_capacity');
  const [isTouched, setTouched] = useState(false);
  useEffect(() => {
    if (!kind) return;
    setShownKind(kind);
    setText('1');
    setTouched(false);
  }, [kind]);
  const quantity = parseQuantity(text);
  const showError = isTouched && quantity === null;

  return (
    <Dialog open={kind !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form
        noValidate
        style={{ display: 'contents' }}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (quantity !== null) onNext(shownKind, quantity);
        }}
      >
        <DialogTitle id={titleId}>{t(`plans.quantity.title.${shownKind}`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>
            {t(`plans.quantity.lead.${shownKind}`, { price: yen(addOnPrice(shownKind).gross) })}
          </DialogContentText>
          <TextField
            label={t('plans.quantity.label')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
            error={showError}
            helperText={t('plans.quantity.helper')}
            required
            autoFocus
            type="number"
            slotProps={{ htmlInput: { min: 1, max: MAX_PURCHASE_QUANTITY, step: 1, inputMode: 'numeric' } }}
            sx={{ maxWidth: 200 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained">
            {t('plans.quantity.next')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
