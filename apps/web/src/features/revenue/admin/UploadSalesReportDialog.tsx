import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatValidationMessage, STORES } from '@otodoke/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiRequestError } from '../../../app/api-error.ts';
import { useApiErrorHandler } from '../../../app/errors/use-api-error-handler.ts';
import { useConfirm } from '../../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { formatBytes, formatMicrosAsYen } from './admin-revenue.ts';
import { ExchangeRateRows } from './ExchangeRateRows.tsx';
import {
  importFailureKindOf,
  type RateRow,
  rateRowOfField,
  rateRowProblems,
  type SalesReport,
  uploadSalesReport,
  uploadUrl,
} from './sales-report-upload.ts';
import { UploadOutcome, type UploadPhase } from './UploadOutcome.tsx';

interface FieldMessages {
  store?: string;
  file?: string;
  rates: Map<number, { currency?: string; rate?: string }>;
}

const NO_MESSAGES: FieldMessages = { rates: new Map() };

interface UploadSalesReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The server took the file: imported, or refused and listed among the failures (the lists read again). */
  onUploaded: () => void;
  /** The imported report the file corrects: its lines are taken back as the file comes in (same store). */
  replaces?: SalesReport | null;
}

/**
 * An operator uploads a store's report file (the raw file as the body, with progress): the store, the file, and
 * exchange rates for currencies the month's table lacks. Ends with what was imported, that it already was, or why not.
 */
export function UploadSalesReportDialog({ open, onClose, onUploaded, replaces = null }: UploadSalesReportDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const fileLabelId = useId();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const [storeId, setStoreId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [rates, setRates] = useState<RateRow[]>([]);
  const [messages, setMessages] = useState<FieldMessages>(NO_MESSAGES);
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'form' });
  const abortRef = useRef<AbortController | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setStoreId(replaces?.storeId ?? '');
    setFile(null);
    setRates([]);
    setMessages(NO_MESSAGES);
    setPhase({ kind: 'form' });
  }, [open, replaces]);
  // Leaving the page stops a running upload.
  useEffect(() => () => abortRef.current?.abort(), []);

  const isSending = phase.kind === 'sending';
  const required = formatValidationMessage('required', format.language);

  const close = async () => {
    if (isSending) {
      const isSure = await confirm({
        title: t('revenue.admin.upload.leaveTitle'),
        content: t('revenue.admin.upload.leaveBody'),
        okLabel: t('revenue.admin.upload.cancelUpload'),
      });
      if (!isSure) return;
      abortRef.current?.abort();
    }
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rateProblems = rateRowProblems(rates);
    const found: FieldMessages = { rates: new Map() };
    if (!storeId) found.store = required;
    if (!file) found.file = required;
    for (const [index, problem] of rateProblems) {
      found.rates.set(index, {
        currency:
          problem.currency === 'duplicate'
            ? t('revenue.admin.upload.currencyDuplicate')
            : problem.currency
              ? t('revenue.admin.upload.currencyFormat')
              : undefined,
        rate: problem.rate ? t('revenue.admin.upload.rateFormat') : undefined,
      });
    }
    setMessages(found);
    if (found.store || found.file || found.rates.size > 0 || !file) return;
    if (replaces) {
      const isSure = await confirm({
        title: t('revenue.admin.upload.replaceConfirmTitle', { id: replaces.id }),
        content: t('revenue.admin.upload.replaceConfirmBody', {
          name: replaces.fileName,
          lines: format.number(replaces.lines),
          revenue: formatMicrosAsYen(replaces.revenueMicros, format.language),
          file: file.name,
        }),
        okLabel: t('revenue.admin.upload.replaceSubmit'),
      });
      if (!isSure) return;
    }

    const controller = new AbortController();
    abortRef.current = controller;
    setPhase({ kind: 'sending', progress: { sent: 0, total: file.size } });
    try {
      const result = await uploadSalesReport(file, uploadUrl(storeId, file.name, rates, replaces?.id), {
        signal: controller.signal,
        onProgress: (progress) => setPhase({ kind: 'sending', progress }),
      });
      setPhase({ kind: 'done', result });
      onUploaded();
    } catch (thrown) {
      if (thrown instanceof DOMException && thrown.name === 'AbortError') {
        setPhase({ kind: 'aborted' });
        return;
      }
      const error = toApiRequestError(thrown);
      const fields: FieldMessages = { rates: new Map() };
      let hasFieldMessage = false;
      handleError(error, {
        silent: true,
        setFieldError: (field, message) => {
          hasFieldMessage = true;
          if (field === 'storeId') fields.store = message;
          else if (field === 'fileName' || field === 'file') fields.file = message;
          else {
            const row = rateRowOfField(field, rates);
            if (row >= 0) fields.rates.set(row, { ...fields.rates.get(row), rate: message });
            else fields.file = message;
          }
        },
      });
      if (hasFieldMessage) {
        setMessages(fields);
        setPhase({ kind: 'form' });
        return;
      }
      const reason = typeof error.details.reason === 'string' ? error.details.reason : null;
      // The server's reason is a technical record in English: the kind says what happened in the page's language.
      const failure = importFailureKindOf(error.details);
      setPhase({
        kind: 'failed',
        message: error.message,
        explanation: failure ? t(`revenue.admin.upload.failure.${failure}`) : null,
        reason,
      });
      if (failure) onUploaded();
    } finally {
      abortRef.current = null;
    }
  };

  const again = () => {
    setFile(null);
    setMessages(NO_MESSAGES);
    setPhase({ kind: 'form' });
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  const outcome = <UploadOutcome phase={phase} replaces={replaces} />;

  const isFinished = phase.kind === 'done';

  return (
    <Dialog open={open} onClose={() => void close()} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>
        {replaces ? t('revenue.admin.upload.replaceTitle', { id: replaces.id }) : t('revenue.admin.upload.title')}
      </DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogContent dividers>
          {phase.kind === 'done' ? (
            outcome
          ) : (
            <Stack spacing={2.5}>
              <DialogContentText>
                {replaces
                  ? t('revenue.admin.upload.replaceLead', {
                      id: replaces.id,
                      name: replaces.fileName,
                      lines: format.number(replaces.lines),
                    })
                  : t('revenue.admin.upload.lead')}
              </DialogContentText>
              <TextField
                select
                label={t('revenue.admin.upload.store')}
                value={storeId}
                onChange={(event) => {
                  setStoreId(event.target.value);
                  setMessages((current) => ({ ...current, store: undefined }));
                }}
                required
                disabled={isSending || replaces !== null}
                error={Boolean(messages.store)}
                helperText={messages.store}
              >
                {STORES.map((store) => (
                  <MenuItem key={store.id} value={store.id}>
                    {store.name}
                  </MenuItem>
                ))}
              </TextField>
              <Box>
                <Typography id={fileLabelId} variant="body2" sx={{ mb: 1, fontWeight: 700 }}>
                  {t('revenue.admin.upload.file')} *
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                  <Button
                    variant="outlined"
                    startIcon={<UploadFileOutlinedIcon />}
                    onClick={() => fileInputRef.current?.click()}
                    disabled={isSending}
                    aria-describedby={fileLabelId}
                    sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
                  >
                    {t('revenue.admin.upload.chooseFile')}
                  </Button>
                  <Typography
                    variant="body2"
                    sx={{ color: file ? 'text.primary' : 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}
                  >
                    {file ? `${file.name} · ${formatBytes(file.size)}` : t('revenue.admin.upload.noFile')}
                  </Typography>
                </Stack>
                <input
                  ref={fileInputRef}
                  aria-labelledby={fileLabelId}
                  type="file"
                  hidden
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setMessages((current) => ({ ...current, file: undefined }));
                  }}
                />
                {messages.file && <FormHelperText error>{messages.file}</FormHelperText>}
              </Box>
              <ExchangeRateRows
                rates={rates}
                messages={messages.rates}
                disabled={isSending}
                onChange={setRates}
                onRemoved={() => setMessages((current) => ({ ...current, rates: new Map() }))}
              />
              {outcome}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {isSending ? (
            <Button color="warning" onClick={() => abortRef.current?.abort()}>
              {t('revenue.admin.upload.cancelUpload')}
            </Button>
          ) : (
            <Button color="inherit" onClick={() => void close()}>
              {isFinished ? t('common.close') : t('common.cancel')}
            </Button>
          )}
          {isFinished ? (
            !replaces && (
              <Button variant="contained" onClick={again}>
                {t('revenue.admin.upload.another')}
              </Button>
            )
          ) : (
            <Button type="submit" variant="contained" disabled={isSending} startIcon={<UploadFileOutlinedIcon />}>
              {replaces ? t('revenue.admin.upload.replaceSubmit') : t('revenue.admin.upload.submit')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
