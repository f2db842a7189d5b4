import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { correctMyReleaseMetadata } from '@otodoke/contract';
import { NAME_MAX_LENGTH, TITLE_MAX_LENGTH } from '@otodoke/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { FormDialogActions } from '../../ui/FormDialogActions.tsx';
import type { ReleaseDistribution } from './distribution-state.ts';
import {
  hasTitleChanges,
  type TitleAndVersion,
  type TitleCorrection,
  titleCorrectionBody,
  titleCorrectionProblems,
  titleFieldPath,
} from './title-correction.ts';

interface CorrectTitlesDialogProps {
  open: boolean;
  releaseId: number;
  /** The titles as the release has them now (the form starts from them at each opening). */
  current: TitleCorrection;
  onCorrected: (distribution: ReleaseDistribution) => void;
  onClose: () => void;
}

/**
 * The release's title and version and each song's, to correct after release; every store that has the release is
 * sent it again. Full screen on phones.
 */
export function CorrectTitlesDialog({ open, releaseId, current, onCorrected, onClose }: CorrectTitlesDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const language = useLanguage();
  const titleId = useId();
  const fieldId = useId();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [values, setValues] = useState(current);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts again from the release at each opening only
  useEffect(() => {
    if (!open) return;
    setValues(current);
    setProblems({});
  }, [open]);

  const idOf = (path: string) => `${fieldId}-${path.replaceAll('.', '-')}`;

  /** `song`: the index of a song, null for the release. */
  const change = (song: number | null, key: keyof TitleAndVersion, text: string) => {
    setValues((shown) =>
      song === null
        ? { ...shown, [key]: text }
        : { ...shown, songs: shown.songs.map((one, at) => (at === song ? { ...one, [key]: text } : one)) },
    );
    const path = titleFieldPath(song, key);
    if (problems[path]) setProblems((shown) => Object.fromEntries(Object.entries(shown).filter(([at]) => at !== path)));
  };

  const showProblems = (found: Record<string, string>) => {
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = titleCorrectionProblems(values, language);
    if (Object.keys(found).length > 0) return showProblems(found);
    if (!hasTitleChanges(current, values)) {
      showSnackbar(t('distribution.correction.nothingChanged'), 'info');
      return;
    }
    setIsSubmitting(true);
    try {
      const updated = await callApi(correctMyReleaseMetadata, {
        params: { id: releaseId },
        body: titleCorrectionBody(values),
      });
      showSnackbar(t('distribution.correction.done'), 'success');
      onCorrected(updated);
      onClose();
    } catch (thrown) {
      const fromServer: Record<string, string> = {};
      handleError(thrown, {
        setFieldError: (path, message) => {
          fromServer[path] = message;
        },
      });
      showProblems(fromServer);
    } finally {
      setIsSubmitting(false);
    }
  };

  const fieldsOf = (song: number | null, value: TitleAndVersion, labels: { title: string; version: string }) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' }, gap: 2 }}>
      {(['title', 'version'] as const).map((key) => {
        const path = titleFieldPath(song, key);
        return (
          <TextField
            key={key}
            id={idOf(path)}
            label={labels[key]}
            value={value[key]}
            onChange={(event) => change(song, key, event.target.value)}
            required={key === 'title'}
            fullWidth
            error={problems[path] !== undefined}
            helperText={problems[path]}
            slotProps={{ htmlInput: { maxLength: key === 'title' ? TITLE_MAX_LENGTH : NAME_MAX_LENGTH } }}
          />
        );
      })}
    </Box>
  );

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
      <DialogTitle id={titleId}>{t('distribution.correction.title')}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogContent dividers>
          <Stack spacing={3}>
            <Stack spacing={1.5}>
              <DialogContentText>{t('distribution.correction.body')}</DialogContentText>
              <Alert severity="info" variant="outlined">
                {t('distribution.correction.limits')}
              </Alert>
            </Stack>
            <Box component="section" aria-labelledby={`${fieldId}-release`}>
              <Typography id={`${fieldId}-release`} variant="h5" component="h3" sx={{ mb: 1.5 }}>
                {t('distribution.correction.releaseSection')}
              </Typography>
              {fieldsOf(null, values, {
                title: t('distribution.correction.releaseTitle'),
                version: t('distribution.correction.releaseVersion'),
              })}
            </Box>
            {values.songs.length > 0 && (
              <Box component="section" aria-labelledby={`${fieldId}-songs`}>
                <Typography id={`${fieldId}-songs`} variant="h5" component="h3" sx={{ mb: 1.5 }}>
                  {t('distribution.correction.songsSection')}
                </Typography>
                <Stack spacing={2.5} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {values.songs.map((song, index) => (
                    <Box component="li" key={song.id}>
                      <Typography
                        id={idOf(`songs.${index}`)}
                        variant="body2"
                        sx={{ mb: 1.25, color: 'text.secondary', fontWeight: 700 }}
                      >
                        {t('distribution.correction.songNumber', { n: index + 1 })}
                      </Typography>
                      <Box role="group" aria-labelledby={idOf(`songs.${index}`)}>
                        {fieldsOf(index, song, {
                          title: t('distribution.correction.songTitle'),
                          version: t('distribution.correction.songVersion'),
                        })}
                      </Box>
                    </Box>
                  ))}
                </Stack>
              </Box>
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('distribution.correction.submit')}
          isSubmitting={isSubmitting}
        />
      </form>
    </Dialog>
  );
}
