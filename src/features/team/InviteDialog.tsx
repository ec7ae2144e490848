import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { StaffInviteBody } from '../../../contract/api/staff';
import type { DelegatedRole } from '../../../contract/staff';
import { muiRegister } from '../../ui/forms/muiRegister';
import { applyServerErrors } from '../../ui/forms/serverErrors';
import { zodResolver } from '../../ui/forms/zodResolver';
import { useT } from '../../ui/translate';

export const MEMBER_ROLES: readonly DelegatedRole[] = ['quoter', 'shipping', 'billing'];

interface Form {
  email: string;
  name: string;
  surname: string;
  role: DelegatedRole;
}

/** "Invita una persona": email, name, surname and role; the server mails the one-time link. */
export function InviteDialog({ open, onClose, onInvite }: { open: boolean; onClose: () => void; onInvite: (body: Form) => Promise<unknown> }) {
  const t = useT();
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Form>({ resolver: zodResolver<Form, Form>(StaffInviteBody), defaultValues: { email: '', name: '', surname: '', role: 'quoter' } });
  const { register, handleSubmit, control, reset, setError, formState } = form;
  const { errors } = formState;
  const close = () => {
    reset();
    setServerError(null);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onInvite(values);
      close();
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['email', 'name', 'surname', 'role']));
    }
  });
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('app.team.inviteDialog.title')}</DialogTitle>
        <DialogContent>
          <TextField label={t('app.team.inviteDialog.email')} type="email" required fullWidth margin="dense" autoComplete="off"
            error={!!errors.email} helperText={errors.email?.message} {...muiRegister(register('email'))} />
          <TextField label={t('app.team.inviteDialog.name')} required fullWidth margin="dense" autoComplete="off"
            error={!!errors.name} helperText={errors.name?.message} {...muiRegister(register('name'))} />
          <TextField label={t('app.team.inviteDialog.surname')} required fullWidth margin="dense" autoComplete="off"
            error={!!errors.surname} helperText={errors.surname?.message} {...muiRegister(register('surname'))} />
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <TextField select label={t('app.team.inviteDialog.role')} fullWidth margin="dense" {...field}
                helperText={t(`app.team.roleHelp.${field.value}`)}>
                {MEMBER_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>{t(`app.team.roles.${role}`)}</MenuItem>
                ))}
              </TextField>
            )}
          />
          {serverError && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{serverError}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('app.team.inviteDialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>{t('app.team.inviteDialog.submit')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
