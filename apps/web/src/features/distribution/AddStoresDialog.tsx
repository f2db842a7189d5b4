import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { addMyReleaseStores } from '@otodoke/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { FormDialogActions } from '../../ui/FormDialogActions.tsx';
import type { ReleaseDistribution } from './distribution-state.ts';

interface AddStoresDialogProps {
  open: boolean;
  releaseId: number;
  stores: ReleaseDistribution['addableStores'];
  onAdded: (distribution: ReleaseDistribution) => void;
  onClose: () => void;
}

/** Stores the release can still go to, as checkboxes; at least one, then the release is delivered there too. */
export function AddStoresDialog({ open, releaseId, stores, onAdded, onClose }: AddStoresDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    if (!open) return;
    setChosen(new Set());
    setProblem(null);
  }, [open]);

  const toggle = (id: string, isOn: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      if (isOn) next.add(id);
      else next.delete(id);
      return next;
    });
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // In the order the list shows them.
    const storeIds = stores.filter((store) => chosen.has(store.id)).map((store) => store.id);
    if (storeIds.length === 0) {
      setProblem(t('distribution.addStores.atLeastOne'));
      return;
    }
    setIsSubmitting(true);
    try {
      const updated = await callApi(addMyReleaseStores, { params: { id: releaseId }, body: { storeIds } });
      showSnackbar(t('distribution.addStores.done', { count: storeIds.length }), 'success');
      onAdded(updated);
      onClose();
    } catch (thrown) {
      handleError(thrown, { setFieldError: (field, message) => field === 'storeIds' && setProblem(message) });
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{t('distribution.addStores.title')}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>{t('distribution.addStores.body')}</DialogContentText>
          <FormControl component="fieldset" error={problem !== null} fullWidth>
            <FormLabel component="legend" sx={{ mb: 1 }}>
              {t('distribution.addStores.listLabel')}
            </FormLabel>
            {problem && (
              <FormHelperText role="alert" sx={{ mx: 0, mt: 0, mb: 1 }}>
                {problem}
              </FormHelperText>
            )}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              {stores.map((store) => (
                <FormControlLabel
                  key={store.id}
                  control={
                    <Checkbox
                      checked={chosen.has(store.id)}
                      onChange={(event) => toggle(store.id, event.target.checked)}
                    />
                  }
                  label={store.name}
                />
              ))}
            </Box>
          </FormControl>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('distribution.addStores.submit')}
          isSubmitting={isSubmitting}
        />
      </form>
    </Dialog>
  );
}
