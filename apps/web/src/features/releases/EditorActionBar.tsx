// The release editor's sticky bar at the bottom: whether all is saved, "save draft" and "submit".
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface EditorActionBarProps {
  isDirty: boolean;
  onSave: () => void;
  onSubmit: () => void;
}

export function EditorActionBar({ isDirty, onSave, onSubmit }: EditorActionBarProps) {
  const { t } = useTranslation();
  return (
    <Paper
      elevation={0}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mt: 3,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        borderRadius: { xs: 0, sm: '16px 16px 0 0' },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="body2"
          role="status"
          sx={{
            mr: 'auto',
            color: isDirty ? 'warning.dark' : 'text.secondary',
            display: { xs: 'none', sm: 'block' },
          }}
        >
          {isDirty ? t('releases.editor.unsavedHint') : t('releases.editor.savedHint')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<SaveOutlinedIcon />}
          onClick={onSave}
          sx={{ flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
        >
          {t('releases.editor.saveDraft')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SendOutlinedIcon />}
          onClick={onSubmit}
          sx={{ flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
        >
          {t('releases.editor.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
