// The top of the release editor: the way back to the list, the release's artwork, title, type, status and id, and
// its delete button.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ReleaseArtworkThumb } from './ReleaseArtworkThumb.tsx';
import { ReleaseStatusChip } from './ReleaseStatusChip.tsx';
import { RELEASES_PATH } from './release-terms.ts';
import type { Release } from './release-types.ts';
import { useReleaseLabels } from './use-release-labels.ts';

export function BackToList() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={RELEASES_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1.5, ml: -1 }}>
      {t('releases.editor.backToList')}
    </Button>
  );
}

interface ReleaseEditorHeaderProps {
  release: Release;
  /** Absent when the release cannot be deleted. */
  onDelete: (() => void) | undefined;
}

export function ReleaseEditorHeader({ release, onDelete }: ReleaseEditorHeaderProps) {
  const { t } = useTranslation();
  const labels = useReleaseLabels();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2.5, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <ReleaseArtworkThumb url={release.artwork?.previewUrl ?? null} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 22, md: 28 } }}>
            {release.isEditable ? t('releases.editor.titleEdit') : t('releases.editor.titleView')}
          </Typography>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {release.title || t('releases.editor.untitled')}
            {release.version && (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 0.75 }}>
                ({release.version})
              </Box>
            )}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.75, alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={labels.type(release.type)} />
            <ReleaseStatusChip
              status={release.status}
              group={release.statusGroup}
              saleDate={release.requestedSaleStartDate}
            />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('releases.editor.releaseId', { id: release.id })}
            </Typography>
          </Stack>
        </Box>
      </Stack>
      {onDelete && (
        <Box sx={{ flexShrink: 0 }}>
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
            {t('releases.editor.delete')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
