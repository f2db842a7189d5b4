import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { artistEditPath, publicArtistPath } from './artist-paths.ts';
import type { MyArtist } from './artist-types.ts';

interface ArtistRowActionsProps {
  artist: MyArtist;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
}

/** "編集" and a menu with the public page, archive or restore, and delete. */
export function ArtistRowActions({ artist, onArchive, onRestore, onDelete }: ArtistRowActionsProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const isArchived = artist.archivedAt !== null;
  const name = artist.nameJa;

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EditOutlinedIcon />}
        component={RouterLink}
        to={artistEditPath(artist.id)}
        aria-label={t('artists.editLabel', { name })}
      >
        {t('artists.edit')}
      </Button>
      <IconButton
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('artists.moreLabel', { name })}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {artist.showOnArtistPage && !isArchived && (
          <MenuItem component={RouterLink} to={publicArtistPath(artist.id)} target="_blank" onClick={close}>
            <ListItemIcon>
              <OpenInNewIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('artists.viewPublicPage')}</ListItemText>
          </MenuItem>
        )}
        {isArchived ? (
          <MenuItem
            onClick={() => {
              close();
              onRestore();
            }}
          >
            <ListItemIcon>
              <UnarchiveOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('artists.restore')}</ListItemText>
          </MenuItem>
        ) : (
          <MenuItem
            onClick={() => {
              close();
              onArchive();
            }}
          >
            <ListItemIcon>
              <ArchiveOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('artists.archive')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('artists.delete')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
