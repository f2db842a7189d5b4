// "Add an immersive edition": pick a song of the account's releases (searched, paged) and the format, then create it.
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createImmersiveSong, listImmersiveCandidates } from '@otodoke/contract';
import { IMMERSIVE_AUDIO_FORMATS, type ImmersiveAudioFormat } from '@otodoke/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FormDialogActions } from '../../ui/FormDialogActions.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { formatSeconds, type ImmersiveCandidate, type ImmersiveSong } from './immersive-rules.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const CANDIDATE_PAGE_SIZE = 8;

interface AddImmersiveDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (song: ImmersiveSong) => void;
}

export function AddImmersiveDialog({ open, onClose, onCreated }: AddImmersiveDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      sx={isPhone ? { '& .MuiDialog-paper': { m: 0, width: '100%', maxHeight: 'none', borderRadius: 0 } } : undefined}
    >
      {open && <AddForm titleId={titleId} onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

function AddForm({ titleId, onClose, onCreated }: { titleId: string } & Omit<AddImmersiveDialogProps, 'open'>) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const songLabelId = useId();
  const formatLabelId = useId();
  const [words, setWords] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ImmersiveCandidate | null>(null);
  const [format, setFormat] = useState<ImmersiveAudioFormat>('dolby');
  const [isSubmitting, setSubmitting] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const q = useDebouncedValue(words.trim(), 300);
  const query = q ? { page, limit: CANDIDATE_PAGE_SIZE, q } : { page, limit: CANDIDATE_PAGE_SIZE };
  const candidates = useApi(listImmersiveCandidates, { query });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setShowMissing(true);
      return;
    }
    setSubmitting(true);
    try {
      const song = await callApi(createImmersiveSong, { body: { songId: chosen.songId, format } });
      onCreated(song);
    } catch (thrown) {
      handleError(thrown);
    } finally {
      setSubmitting(false);
    }
  };

  let songs: ReactNode;
  const data = candidates.data;
  if (candidates.error) {
    songs = <LoadError message={candidates.error.message} onRetry={() => void candidates.mutate()} />;
  } else if (!data) {
    songs = <Skeleton variant="rounded" height={180} aria-label={t('common.loading')} />;
  } else if (data.total === 0) {
    songs = q ? (
      <EmptyState title={t('immersiveAudio.add.noMatch', { q })} />
    ) : (
      <EmptyState title={t('immersiveAudio.add.noCandidates')} body={t('immersiveAudio.add.noCandidatesBody')} />
    );
  } else {
    songs = (
      <>
        <RadioGroup
          aria-labelledby={songLabelId}
          value={chosen ? String(chosen.songId) : ''}
          onChange={(_event, value) => {
            setChosen(data.items.find((item) => String(item.songId) === value) ?? null);
            setShowMissing(false);
          }}
        >
          {data.items.map((item) => (
            <FormControlLabel
              key={item.songId}
              value={String(item.songId)}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', py: 0.5, mr: 0, '& .MuiRadio-root': { mt: -0.5 } }}
              label={<CandidateLabel item={item} />}
            />
          ))}
        </RadioGroup>
        <PageNumbers
          page={page}
          count={Math.ceil(data.total / CANDIDATE_PAGE_SIZE)}
          onChange={setPage}
          label={t('immersiveAudio.add.pagination')}
          sx={{ mt: 1, display: 'flex', justifyContent: 'center' }}
        />
      </>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{t('immersiveAudio.add.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <FormControl component="fieldset" error={showMissing && !chosen}>
            <FormLabel id={songLabelId} component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('immersiveAudio.add.songStep')}
            </FormLabel>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {t('immersiveAudio.add.songHelp')}
            </Typography>
            <SearchField
              label={t('immersiveAudio.add.search')}
              placeholder={t('immersiveAudio.add.searchPlaceholder')}
              value={words}
              onChange={(value) => {
                setWords(value);
                setPage(1);
              }}
              maxLength={200}
              sx={{ mb: 1.5 }}
            />
            {songs}
            {showMissing && !chosen && (
              <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
                {t('immersiveAudio.add.chooseSong')}
              </Typography>
            )}
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel id={formatLabelId} component="legend" sx={{ fontWeight: 700, mb: 1 }}>
              {t('immersiveAudio.add.formatStep')}
            </FormLabel>
            <RadioGroup
              aria-labelledby={formatLabelId}
              value={format}
              onChange={(_event, value) => setFormat(value as ImmersiveAudioFormat)}
            >
              {IMMERSIVE_AUDIO_FORMATS.map((each) => (
                <FormControlLabel
                  key={each}
                  value={each}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', py: 0.5, mr: 0, '& .MuiRadio-root': { mt: -0.5 } }}
                  label={
                    <Box>
                      <Typography sx={{ fontWeight: 700 }}>{t(`immersiveAudio.formats.${each}`)}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {t(`immersiveAudio.formatHelp.${each}`)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} submitLabel={t('immersiveAudio.add.create')} isSubmitting={isSubmitting} />
    </form>
  );
}

/** A song to choose: its title, its release, and its ISRC and length when known. */
function CandidateLabel({ item }: { item: ImmersiveCandidate }) {
  const length = formatSeconds(item.durationSeconds);
  const details = [item.releaseTitle, item.isrc, length].filter(Boolean).join(' · ');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.songTitle}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {details}
      </Typography>
    </Box>
  );
}
