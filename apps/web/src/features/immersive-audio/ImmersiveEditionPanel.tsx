// One immersive edition: its song and status, the file (upload, and again after a failure or as an update), the file
// check as it moves, the payment through the checkout once verified, delivery, and deleting it before payment.
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deleteImmersiveSong, getImmersiveSong } from '@otodoke/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { CheckoutDialog, type CheckoutTarget, useReopenCheckout } from '../plans/index.ts';
import { EditionFileStep } from './EditionFileStep.tsx';
import { ImmersiveStatusChips } from './ImmersiveStatusChips.tsx';
import { editionActionsOf, formatSeconds, type ImmersiveSong, refreshIntervalOf } from './immersive-rules.ts';
import { VerificationPanel } from './VerificationPanel.tsx';

interface ImmersiveEditionPanelProps {
  id: number;
  canEdit: boolean;
  /** Something the list shows changed (status, file check, deletion). */
  onChanged: () => void;
  onClose: () => void;
}

export function ImmersiveEditionPanel({ id, canEdit, onChanged, onClose }: ImmersiveEditionPanelProps) {
  const { t } = useTranslation();
  // Polled only while its file is being checked, or while it is paid and on its way to the stores. A number, not
  // SWR's function form: an answer put in the cache without a request (the attached file) must start the polling too.
  const [pollEvery, setPollEvery] = useState(0);
  const { data: song, error, mutate } = useApi(getImmersiveSong, { params: { id } }, { refreshInterval: pollEvery });
  const wanted = refreshIntervalOf(song);
  if (wanted !== pollEvery) setPollEvery(wanted);
  // The list follows when the check ends (or anything else the list shows moves).
  const seen = useRef<string | null>(null);
  const signature = song ? `${song.statusCode}:${song.verificationStatus}` : null;
  useEffect(() => {
    if (signature && seen.current !== null && seen.current !== signature) onChanged();
    seen.current = signature;
  }, [signature, onChanged]);

  if (error?.statusCode === 404) {
    return <EmptyState title={t('immersiveAudio.edition.notFound')} action={<CloseButton onClose={onClose} />} />;
  }
  if (error) return <LoadError message={error.message} onRetry={() => void mutate()} />;
  if (!song) return <Skeleton variant="rounded" height={320} aria-label={t('common.loading')} />;
  return (
    <EditionCard
      song={song}
      canEdit={canEdit}
      onUpdated={(next) => void mutate(next, { revalidate: false })}
      onDeleted={() => {
        onChanged();
        onClose();
      }}
      onClose={onClose}
    />
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Button onClick={onClose} startIcon={<CloseIcon />} color="inherit">
      {t('immersiveAudio.edition.close')}
    </Button>
  );
}

interface EditionCardProps {
  song: ImmersiveSong;
  canEdit: boolean;
  onUpdated: (song: ImmersiveSong) => void;
  onDeleted: () => void;
  onClose: () => void;
}

function EditionCard({ song, canEdit, onUpdated, onDeleted, onClose }: EditionCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const titleId = useId();
  const [checkout, setCheckout] = useState<CheckoutTarget | null>(null);
  const actions = editionActionsOf(song, canEdit);
  const formatName = t(`immersiveAudio.formats.${song.format}`);
  const payTarget: CheckoutTarget = { kind: 'immersive', immersiveSongId: song.id, title: song.song.title };
  const price = format.money(song.price);
  /** What paying is for: the first payment, one to make again, or the yearly renewal fee. */
  const paymentText = (edition: ImmersiveSong) => {
    if (edition.renewalPayable && edition.status === 'renewal_payment_failure') {
      return t('immersiveAudio.edition.renewalGraceBody', { price });
    }
    if (edition.renewalPayable) {
      return t('immersiveAudio.edition.renewalBody', {
        price,
        date: edition.termEndsAt ? format.date(edition.termEndsAt) : '—',
      });
    }
    if (edition.actionStatus === 'paymentModifiable') return t('immersiveAudio.edition.paymentAgainBody');
    return t('immersiveAudio.edition.paymentBody', { price });
  };
  // Back from the card page, the checkout of this edition opens again.
  useReopenCheckout(
    (request) =>
      actions.canPay && request.kind === 'immersive' && request.immersiveSongId === song.id ? payTarget : null,
    setCheckout,
  );

  const remove = async () => {
    const done = await confirm({
      title: t('immersiveAudio.edition.deleteTitle'),
      content: t('immersiveAudio.edition.deleteConfirm', { title: song.song.title, format: formatName }),
      okLabel: t('immersiveAudio.edition.deleteOk'),
      onConfirm: () => callApi(deleteImmersiveSong, { params: { id: song.id } }),
    });
    if (!done) return;
    showSnackbar(t('immersiveAudio.edition.deleted'));
    onDeleted();
  };

  const stereoLength = formatSeconds(song.song.durationSeconds);
  const details = [
    t('immersiveAudio.edition.release', { title: song.release.title }),
    song.song.isrc ? t('immersiveAudio.edition.isrc', { isrc: song.song.isrc }) : null,
    stereoLength ? t('immersiveAudio.edition.stereoLength', { length: stereoLength }) : null,
  ].filter(Boolean);

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 700 }}>
              {formatName}
            </Typography>
            <Typography
              id={titleId}
              variant="h3"
              component="h2"
              sx={{ fontSize: { xs: 22, sm: 26 }, overflowWrap: 'anywhere' }}
            >
              {song.song.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
              {details.join(' · ')}
            </Typography>
          </Box>
          <IconButton onClick={onClose} aria-label={t('immersiveAudio.edition.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Stack spacing={0.75} sx={{ mt: 1.5 }}>
          <ImmersiveStatusChips song={song} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t(`immersiveAudio.actionStatus.${song.actionStatus}`)}
          </Typography>
        </Stack>

        <Stack spacing={3} divider={<Divider flexItem />} sx={{ mt: 3 }}>
          {actions.canUpload && !actions.isResend && (
            <EditionFileStep song={song} isResend={false} onAttached={onUpdated} />
          )}
          <Part title={t('immersiveAudio.edition.verificationTitle')}>
            {song.fileName && (
              <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
                {t('immersiveAudio.edition.currentFile', { name: song.fileName })}
              </Typography>
            )}
            <VerificationPanel song={song} />
          </Part>
          {(actions.canPay || song.paidAt) && (
            <Part title={t('immersiveAudio.edition.paymentTitle')}>
              {actions.canPay && (
                <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <Typography variant="body2">{paymentText(song)}</Typography>
                  <Button
                    variant="contained"
                    color="warning"
                    startIcon={<PaymentsOutlinedIcon />}
                    onClick={() => setCheckout(payTarget)}
                    aria-label={t('immersiveAudio.edition.payLabel', { title: song.song.title })}
                  >
                    {t('immersiveAudio.edition.pay')}
                  </Button>
                </Stack>
              )}
              {song.paidAt && (
                <Typography variant="body2">
                  {t('immersiveAudio.edition.paidAt', { at: format.dateTime(song.paidAt) })}
                </Typography>
              )}
              {RENEWAL_SETTLED.has(song.status) && (
                <Typography variant="body2">{t('immersiveAudio.edition.renewalSettled')}</Typography>
              )}
            </Part>
          )}
          {song.paidAt && <DeliveryPart song={song} />}
          {/* On sale, what is delivered comes first and sending an updated file after it. */}
          {actions.canUpload && actions.isResend && <EditionFileStep song={song} isResend onAttached={onUpdated} />}
          {actions.canDelete && (
            <Box>
              <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => void remove()}>
                {t('immersiveAudio.edition.delete')}
              </Button>
            </Box>
          )}
        </Stack>
        {!canEdit && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('immersiveAudio.readonlyNotice')}
          </Alert>
        )}
      </CardContent>
      <CheckoutDialog target={checkout} onClose={() => setCheckout(null)} />
    </Card>
  );
}

/** Renewal steps whose yearly fee is paid: the edition stays on sale for the release's next year. */
const RENEWAL_SETTLED: ReadonlySet<string> = new Set([
  'renewal_hidden_settled',
  'renewal_editable_settled',
  'renewal_uneditable_settled',
  'renewal_payment_success',
]);

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h3" sx={{ mb: 1.25 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Where the paid edition goes: the stores of the release that take its format, and when it was delivered. */
function DeliveryPart({ song }: { song: ImmersiveSong }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Part title={t('immersiveAudio.edition.deliveryTitle')}>
      <Stack spacing={1}>
        {song.stores.length === 0 ? (
          <Typography variant="body2">
            {t('immersiveAudio.edition.noStores', { format: t(`immersiveAudio.formats.${song.format}`) })}
          </Typography>
        ) : (
          <Box>
            <Typography variant="subtitle2" component="h4">
              {t('immersiveAudio.edition.stores')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {song.stores.map((store) => (
                <li key={store.id}>
                  <Typography variant="body2">{store.name}</Typography>
                </li>
              ))}
            </Box>
          </Box>
        )}
        {song.termEndsAt && (
          <Typography variant="body2">
            {t('immersiveAudio.edition.termEndsAt', { date: format.date(song.termEndsAt) })}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: song.deliveredAt ? 'text.primary' : 'text.secondary' }}>
          {song.deliveredAt
            ? t('immersiveAudio.edition.deliveredAt', { at: format.dateTime(song.deliveredAt) })
            : t('immersiveAudio.edition.notDeliveredYet')}
        </Typography>
      </Stack>
    </Part>
  );
}
