// The link prompt of the editor: an address (http/https, mailto or a path of the site; anything else is refused).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkHrefOf } from '../content-doc.ts';

export interface LinkDialogProps {
  open: boolean;
  /** The address of the link under the cursor, when there is one. */
  initial: string;
  onClose: () => void;
  onApply: (href: string) => void;
  onRemove: () => void;
}

export function LinkDialog({ open, initial, onClose, onApply, onRemove }: LinkDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setValue(initial);
      setError(null);
    }
  }, [open, initial]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = linkHrefOf(value);
    if (!href) {
      setError(t('contentAdmin.editor.link.invalid'));
      return;
    }
    onApply(href);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('contentAdmin.editor.link.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('contentAdmin.editor.link.url')}
            placeholder="https://"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? t('contentAdmin.editor.link.help')}
            slotProps={{ htmlInput: { spellCheck: false, inputMode: 'url', maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {initial !== '' && (
            <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
              {t('contentAdmin.editor.link.remove')}
            </Button>
          )}
          <Button onClick={onClose}>{t('contentAdmin.common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('contentAdmin.editor.link.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
