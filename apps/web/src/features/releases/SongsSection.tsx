import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { maxSongsFor, RELEASE_TYPE_RULES } from '@otodoke/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../app/global-layer/global-layer-hooks.ts';
import { useSession } from '../../app/session/use-session.ts';
import { EditorSection } from './EditorSection.tsx';
import { fieldDomId } from './issue-paths.ts';
import { useReleaseEditor } from './release-editor-context.ts';
import { emptySong, type ReleaseFormValues } from './release-form.ts';
import { SongPanel } from './SongPanel.tsx';
import { removeIndex, swapIndexes } from './song-order.ts';
import { useFieldProblem } from './use-field-problem.ts';

/** Section 3: the songs in order, each in a panel that opens; add, move and remove. */
export function SongsSection({ number, problemCount }: { number: number; problemCount: number }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { session } = useSession();
  const { control, getValues } = useFormContext<ReleaseFormValues>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'songs' });
  const { type, readOnly, setExpandedSongs, focusField } = useReleaseEditor();
  const problem = useFieldProblem('songs');
  const rule = RELEASE_TYPE_RULES[type];
  const max = maxSongsFor(type, session?.user?.features.isAlbumUpTo99SongsAvailable === true);

  const move = (from: number, to: number) => {
    swap(from, to);
    setExpandedSongs((open) => swapIndexes(open, from, to));
  };

  const removeSong = async (index: number) => {
    const song = getValues(`songs.${index}`);
    const isBlank = song.songId === null && song.title.trim() === '' && song.fileUploadId === null;
    if (!isBlank) {
      const ok = await confirm({
        title: t('releases.song.removeTitle'),
        content: t('releases.song.removeConfirm', {
          n: index + 1,
          title: song.title.trim() || t('releases.song.untitled'),
        }),
        okLabel: t('releases.song.removeOk'),
      });
      if (!ok) return;
    }
    remove(index);
    setExpandedSongs((open) => removeIndex(open, index));
  };

  const add = () => {
    const index = fields.length;
    append(emptySong(), { shouldFocus: false });
    setExpandedSongs((open) => new Set(open).add(index));
    focusField(`songs.${index}.title`);
  };

  return (
    <EditorSection
      id="songs"
      number={number}
      title={t('releases.sections.songs')}
      problemCount={problemCount}
      description={
        rule.minSongs === max ? t('releases.song.limitOne') : t('releases.song.limits', { min: rule.minSongs, max })
      }
    >
      <Stack spacing={1.5}>
        <Box id={fieldDomId('songs')} tabIndex={-1} sx={{ outline: 'none' }}>
          {problem.error && <Alert severity="error">{problem.error}</Alert>}
          {!problem.error && problem.notice && <Alert severity="info">{problem.notice}</Alert>}
        </Box>
        {fields.length === 0 && (
          <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('releases.song.empty')}</Typography>
        )}
        {fields.map((field, index) => (
          <SongPanel
            key={field.id}
            index={index}
            count={fields.length}
            onMoveUp={() => move(index, index - 1)}
            onMoveDown={() => move(index, index + 1)}
            onRemove={() => void removeSong(index)}
          />
        ))}
        {!readOnly && (
          <Box>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={fields.length >= max}>
              {t('releases.song.add')}
            </Button>
            {fields.length >= max && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }}>
                {t('releases.song.atMax')}
              </Typography>
            )}
          </Box>
        )}
      </Stack>
    </EditorSection>
  );
}
