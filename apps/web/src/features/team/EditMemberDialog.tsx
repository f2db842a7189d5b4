import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { updateMember } from '@otodoke/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { PermissionFields } from './PermissionFields.tsx';
import { draftFromMap, type PermissionDraft, permissionMapOf } from './permission-map.ts';
import type { TeamMember } from './team-types.ts';

interface EditMemberDialogProps {
  /** The member being edited; null when closed. The last one stays while the dialog closes. */
  member: TeamMember | null;
  open: boolean;
  onClose: () => void;
  onSaved: (member: TeamMember) => void;
}

/**
 * A member's permissions and manager flag (PATCH /api/v1/me/team/members/{id}). The server replaces the whole map,
 * so all eight ids are always sent. Taking the manager flag from the last manager is refused (409 LAST_MANAGER),
 * and that message shows in the snackbar.
 */
export function EditMemberDialog({ member, open, onClose, onSaved }: EditMemberDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [draft, setDraft] = useState<PermissionDraft>(() => draftFromMap(member?.permissions ?? {}));
  const [isAccountManager, setIsAccountManager] = useState(member?.isAccountManager ?? false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open || !member) return;
    setDraft(draftFromMap(member.permissions));
    setIsAccountManager(member.isAccountManager);
  }, [open, member]);

  if (!member) return null;

  const save = async () => {
    setSaving(true);
    try {
      const updated = await callApi(updateMember, {
        params: { id: member.individualId },
        body: { permissions: permissionMapOf(draft, isAccountManager), isAccountManager },
      });
      onSaved(updated);
      showSnackbar(t('feedback.saved'));
      onClose();
    } catch (thrown) {
      handleError(thrown);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{t('team.editTitle', { name: member.name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <div>
            <FormControlLabel
              control={
                <Checkbox checked={isAccountManager} onChange={(event) => setIsAccountManager(event.target.checked)} />
              }
              label={t('team.makeManager')}
            />
            <FormHelperText sx={{ mt: 0, ml: 4 }}>{t('team.managerHelp')}</FormHelperText>
          </div>
          {isAccountManager ? (
            <Alert severity="info">{t('team.managerHasAll')}</Alert>
          ) : (
            <PermissionFields value={draft} onChange={setDraft} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
