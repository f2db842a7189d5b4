import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReleaseEditor } from './release-editor-context.ts';
import type { ReleaseFormValues } from './release-form.ts';
import type { ReleaseProblem } from './release-problems.ts';
import { SongFields } from './SongFields.tsx';

interface SongPanelProps {
  index: number;
  count: number;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}

function errorsUnder(maps: ReadonlyArray<ReadonlyMap<string, ReleaseProblem[]>>, prefix: string): number {
  let count = 0;
  for (const map of maps) {
    for (const [path, problems] of map) {
      if (path === prefix || path.startsWith(`${prefix}.`))
        count += problems.filter((p) => p.severity === 'error').length;
    }
  }
  return count;
}

/** One song: a header that opens and closes it, with its number, title and state, and buttons to move or remove. */
export function SongPanel({ index, count, onMoveUp, onMoveDown, onRemove }: SongPanelProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<ReleaseFormValues>();
  const { readOnly, expandedSongs, setExpandedSongs, serverProblems, localProblems } = useReleaseEditor();
  const title = useWatch({ control, name: `songs.${index}.title` });
  const fileUploadId = useWatch({ control, name: `songs.${index}.fileUploadId` });
  const expanded = expandedSongs.has(index);
  const n = index + 1;
  const bodyId = `release-song-${index}-body`;
  const problems = errorsUnder([serverProblems, localProblems], `songs.${index}`);
  const toggle = () =>
    setExpandedSongs((open) => {
      const next = new Set(open);
      if (expanded) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, borderColor: problems > 0 ? 'error.light' : 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'stretch', minWidth: 0 }}>
        <ButtonBase
          onClick={toggle}
          aria-expanded={expanded}
          aria-controls={expanded ? bodyId : undefined}
          aria-label={expanded ? t('releases.song.collapse', { n }) : t('releases.song.expand', { n })}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            textAlign: 'left',
            gap: 1.5,
            px: { xs: 1.5, sm: 2 },
            py: 1.5,
            borderRadius: 3,
          }}
        >
          <ExpandMoreIcon
            aria-hidden="true"
            sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none', flexShrink: 0 }}
          />
          <Box component="span" sx={{ minWidth: 0, display: 'block' }}>
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary', display: 'block' }}>
              {t('releases.song.heading', { n })}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }}>
              {title.trim() || t('releases.song.untitled')}
            </Typography>
            {(problems > 0 || fileUploadId === null) && (
              <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
                {fileUploadId === null && <Chip component="span" size="small" label={t('releases.song.fileMissing')} />}
                {problems > 0 && (
                  <Chip
                    component="span"
                    size="small"
                    color="error"
                    variant="outlined"
                    label={t('releases.problemCount', { count: problems })}
                  />
                )}
              </Stack>
            )}
          </Box>
        </ButtonBase>
        {!readOnly && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ alignItems: 'center', justifyContent: 'center', pr: { xs: 0.5, sm: 1 }, flexShrink: 0 }}
          >
            <Stack direction="row" sx={{ display: count > 1 ? 'flex' : 'none' }}>
              <Tooltip title={t('releases.song.moveUp', { n })}>
                <span>
                  <IconButton aria-label={t('releases.song.moveUp', { n })} onClick={onMoveUp} disabled={index === 0}>
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('releases.song.moveDown', { n })}>
                <span>
                  <IconButton
                    aria-label={t('releases.song.moveDown', { n })}
                    onClick={onMoveDown}
                    disabled={index === count - 1}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
            <Tooltip title={t('releases.song.remove', { n })}>
              <IconButton aria-label={t('releases.song.remove', { n })} onClick={onRemove} color="error">
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        )}
      </Stack>
      {expanded && (
        <Box
          id={bodyId}
          sx={{ px: { xs: 1.5, sm: 2.5 }, pb: { xs: 2, sm: 2.5 }, pt: 1, borderTop: 1, borderColor: 'divider' }}
        >
          <SongFields index={index} />
        </Box>
      )}
    </Paper>
  );
}
