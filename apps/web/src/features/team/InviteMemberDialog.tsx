import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { inviteMember } from '@otodoke/contract';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { toApiRequestError } from '../../app/api-error.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { FormDialogActions } from '../../ui/FormDialogActions.tsx';
import { muiField, serverFieldErrors } from '../../ui/mui-field.ts';
import { PermissionFields } from './PermissionFields.tsx';
import { applyChoice, draftFromMap, type PermissionDraft, permissionMapOf } from './permission-map.ts';
import { type InviteValues, inviteSchema } from './team-schemas.ts';
import type { TeamInvite } from './team-types.ts';

/** The server's answer for an address that already belongs to a member. */
const ALREADY_MEMBER = 'ALREADY_MEMBER';

/** New invitations start read-only: the manager widens them on purpose. */
const initialDraft = (): PermissionDraft => applyChoice(draftFromMap({}), 'readonly');

interface InviteMemberDialogProps {
  open: boolean;
  onClose: () => void;
  onInvited: (invite: TeamInvite) => void;
}

/** "メンバーを招待": e-mail, permissions (all at once or per area), manager flag; POST /api/v1/me/team/invites. */
export function InviteMemberDialog({ open, onClose, onInvited }: InviteMemberDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [draft, setDraft] = useState<PermissionDraft>(initialDraft);
  const schema = useMemo(() => inviteSchema(language), [language]);
  const form = useForm<InviteValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', isAccountManager: false },
  });
  const { reset } = form;
  const isAccountManager = form.watch('isAccountManager');

  useEffect(() => {
    if (!open) return;
    reset({ email: '', isAccountManager: false });
    setDraft(initialDraft());
  }, [open, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const invite = await callApi(inviteMember, {
        body: {
          email: values.email.trim(),
          permissions: permissionMapOf(draft, values.isAccountManager),
          isAccountManager: values.isAccountManager,
        },
      });
      onInvited(invite);
      showSnackbar(t('feedback.sent'));
      onClose();
    } catch (thrown) {
      // An address that is already a member is a problem of the field: say it there.
      const error = toApiRequestError(thrown);
      const isAlreadyMember = error.code === ALREADY_MEMBER;
      handleError(error, { setFieldError: serverFieldErrors(form), silent: isAlreadyMember });
      if (isAlreadyMember) form.setError('email', { message: error.message }, { shouldFocus: true });
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{t('team.invite')}</DialogTitle>
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <DialogContentText>{t('team.inviteLead')}</DialogContentText>
            <TextField
              {...muiField(form, 'email')}
              label={t('team.inviteEmail')}
              type="email"
              autoComplete="off"
              required
              autoFocus
            />
            <PermissionFields value={draft} onChange={setDraft} disabled={isAccountManager} />
            <Controller
              control={form.control}
              name="isAccountManager"
              render={({ field }) => (
                <div>
                  <FormControlLabel
                    control={
                      <Checkbox
                        name={field.name}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={t('team.inviteAsManager')}
                  />
                  <FormHelperText sx={{ mt: 0, ml: 4 }}>{t('team.managerHelp')}</FormHelperText>
                </div>
              )}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('team.sendInvite')}
          isSubmitting={form.formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
