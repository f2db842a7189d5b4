import AddIcon from '@mui/icons-material/Add';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { setReleaseSplit } from '@otodoke/contract';
import { formatShareRate, formatValidationMessage, monthOf, nextMonth, todayInTokyo } from '@otodoke/domain';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { FormDialogActions } from '../../ui/FormDialogActions.tsx';
import {
  newCollaboratorRow,
  rateGap,
  rateTotal,
  type SplitField,
  type SplitFormValues,
  type SplitVersion,
  splitBodyFrom,
  splitFieldOf,
  splitFormFrom,
  splitProblems,
} from './split-form.ts';
import { formatYearMonth, splitStatusColour, splitStatusText } from './split-words.ts';

/** The contract's limit on collaborators of one release. */
const MAX_COLLABORATORS = 20;

export interface SplitTarget {
  releaseId: number;
  title: string;
  current: SplitVersion | null;
  upcoming: SplitVersion | null;
}

interface EditSplitDialogProps {
  /** The release whose split is set; null keeps the dialog closed. */
  target: SplitTarget | null;
  /** The signed-in person's address (they cannot be their own collaborator). */
  ownerEmail: string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Sets a release's split from next month (PUT /api/v2/me/releases/{id}/split): this account's rate and each
 * collaborator's address and rate, with the running total. The domain's rules speak after the first try to save and
 * then as the person types; the server's field messages land on the same fields.
 */
export function EditSplitDialog({ target, ownerEmail, onClose, onSaved }: EditSplitDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const language = useLanguage();
  const titleId = useId();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const form = useForm<SplitFormValues>({ defaultValues: splitFormFrom(null) });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'collaborators' });
  const [hasTried, setHasTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<SplitField, string>>>({});

  const { reset } = form;
  useEffect(() => {
    if (!target) return;
    reset(splitFormFrom(target.upcoming ?? target.current));
    setHasTried(false);
    setServerErrors({});
  }, [target, reset]);

  const values = form.watch();
  const problems = splitProblems(values, ownerEmail);
  const messageOf = (field: SplitField): string | undefined => {
    const problem = hasTried ? problems[field] : undefined;
    return serverErrors[field] ?? (problem ? formatValidationMessage(problem, language) : undefined);
  };
  // A field the person changes drops the server's word on it (and on the total, which every rate changes).
  const field = (name: Exclude<SplitField, 'total'>) => {
    const { ref, ...handlers } = form.register(name, {
      onChange: () =>
        setServerErrors((current) => {
          const { [name]: _field, total: _total, ...rest } = current;
          return rest;
        }),
    });
    const message = messageOf(name);
    return { ...handlers, inputRef: ref, error: Boolean(message), helperText: message };
  };

  const startMonth = nextMonth(monthOf(todayInTokyo(new Date())));
  const total = rateTotal(values);
  const gap = rateGap(total);
  const totalMessage = messageOf('total');

  const submit = form.handleSubmit(async (submitted) => {
    if (!target) return;
    setHasTried(true);
    const found = Object.keys(splitProblems(submitted, ownerEmail)) as SplitField[];
    const first = found.find((name): name is Exclude<SplitField, 'total'> => name !== 'total');
    if (found.length > 0) {
      if (first) form.setFocus(first);
      return;
    }
    try {
      const saved = await callApi(setReleaseSplit, {
        params: { id: target.releaseId },
        body: splitBodyFrom(submitted),
      });
      showSnackbar(t('splits.dialog.saved', { month: formatYearMonth(saved.effectiveFrom, language) }), 'success');
      onSaved();
      onClose();
    } catch (thrown) {
      const errors: Partial<Record<SplitField, string>> = {};
      handleError(thrown, {
        setFieldError: (path, message) => {
          const name = splitFieldOf(path);
          if (name) errors[name] = message;
        },
      });
      setServerErrors(errors);
    }
  });

  const rateAdornment = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };
  const rateInput = { inputMode: 'decimal' as const, maxLength: 10, autoComplete: 'off' };

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={isPhone}
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {t('splits.dialog.title')}
        {target && (
          <Typography component="span" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {t('splits.dialog.release', { title: target.title || t('splits.releases.untitled') })}
          </Typography>
        )}
      </DialogTitle>
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <Alert severity="info" sx={{ '& .MuiAlert-message': { display: 'grid', gap: 0.75 } }}>
              <span>{t('splits.dialog.appliesFrom', { month: formatYearMonth(startMonth, language) })}</span>
              {target?.upcoming && (
                <span>
                  {t('splits.dialog.replaces', { month: formatYearMonth(target.upcoming.effectiveFrom, language) })}
                </span>
              )}
              <span>{t('splits.dialog.invites')}</span>
            </Alert>
            <TextField
              {...field('ownerRate')}
              helperText={messageOf('ownerRate') ?? t('splits.dialog.ownerRateHelp')}
              label={t('splits.dialog.ownerRate')}
              required
              slotProps={{ htmlInput: rateInput, ...rateAdornment }}
              sx={{ maxWidth: { sm: 240 } }}
            />
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
                {t('splits.dialog.collaborators')}
              </Typography>
              {fields.length === 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                  {t('splits.dialog.collaboratorsEmpty')}
                </Typography>
              )}
              <Stack spacing={2}>
                {fields.map((row, index) => {
                  const now = values.collaborators[index];
                  // The saved answer still holds only for the same person at the same rate.
                  const isUnchanged =
                    row.status !== null &&
                    now !== undefined &&
                    now.email.trim().toLowerCase() === row.email.toLowerCase() &&
                    now.rate.trim() === row.rate;
                  return (
                    <Box
                      key={row.id}
                      role="group"
                      aria-label={t('splits.dialog.row', { n: index + 1 })}
                      sx={{
                        display: 'grid',
                        gap: 1.5,
                        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) 176px auto' },
                        alignItems: 'start',
                        // On phones a row takes two lines: a frame keeps each person's address and share together.
                        p: { xs: 1.5, sm: 0 },
                        borderStyle: 'solid',
                        borderWidth: { xs: 1, sm: 0 },
                        borderColor: 'divider',
                        borderRadius: 2,
                      }}
                    >
                      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minWidth: 0 }}>
                        <TextField
                          {...field(`collaborators.${index}.email`)}
                          type="email"
                          label={t('splits.dialog.email')}
                          required
                          fullWidth
                          autoComplete="off"
                          slotProps={{ htmlInput: { maxLength: 254, spellCheck: false } }}
                        />
                        {isUnchanged && row.status !== null && (
                          <Chip
                            size="small"
                            variant="outlined"
                            color={splitStatusColour(row.status)}
                            label={splitStatusText(row.status, language)}
                            sx={{ mt: 0.75 }}
                          />
                        )}
                      </Box>
                      <TextField
                        {...field(`collaborators.${index}.rate`)}
                        label={t('splits.dialog.rate')}
                        required
                        slotProps={{ htmlInput: rateInput, ...rateAdornment }}
                      />
                      <IconButton
                        onClick={() => {
                          remove(index);
                          // Field paths of the rows below move up: the server's words no longer match them.
                          setServerErrors({});
                        }}
                        aria-label={t('splits.dialog.remove', { n: index + 1 })}
                        sx={{ mt: 1 }}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Box>
                  );
                })}
              </Stack>
              <Button
                startIcon={<AddIcon />}
                onClick={() => {
                  append(newCollaboratorRow(), { shouldFocus: true });
                  setServerErrors({});
                }}
                disabled={fields.length >= MAX_COLLABORATORS}
                sx={{ mt: 1.5 }}
              >
                {t('splits.dialog.add')}
              </Button>
            </Box>
            <TotalLine basisPoints={total.basisPoints} gap={gap} isComplete={total.isComplete} message={totalMessage} />
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('splits.dialog.submit')}
          isSubmitting={form.formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}

interface TotalLineProps {
  basisPoints: number;
  gap: number;
  isComplete: boolean;
  message: string | undefined;
}

/** The running total under the rows: 100% is the goal; a message about the sum shows here. */
function TotalLine({ basisPoints, gap, isComplete, message }: TotalLineProps) {
  const { t } = useTranslation();
  const isRight = isComplete && gap === 0;
  let note: string | null = null;
  if (gap > 0) note = t('splits.dialog.totalShort', { rate: formatShareRate(gap) });
  else if (gap < 0) note = t('splits.dialog.totalOver', { rate: formatShareRate(-gap) });
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: message ? 'error.main' : isRight ? 'success.main' : 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            color: isRight ? 'success.main' : 'text.primary',
          }}
        >
          {isRight && <CheckCircleOutlineIcon fontSize="small" aria-hidden="true" />}
          {t('splits.dialog.total', { rate: formatShareRate(basisPoints) })}
        </Typography>
        {note && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {note}
          </Typography>
        )}
      </Box>
      {message && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main', mt: 0.5 }}>
          {message}
        </Typography>
      )}
    </Box>
  );
}
