import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { StaffInviteBody } from '../../../../contract/api/staff';
import type { DelegatedRole } from '../../../../contract/staff';
import { muiRegister } from '../../../ui/forms/muiRegister';
import { applyServerErrors } from '../../../ui/forms/serverErrors';
import { zodResolver } from '../../../ui/forms/zodResolver';
import { teamText } from '../../../domain/team/copy';

export const MEMBER_ROLES: readonly DelegatedRole[] = ['quoter', 'shipping', 'billing'];

interface Form {
  email: string;
  name: string;
  surname: string;
  role: DelegatedRole;
}

/** "Invita una persona": email, name, surname and role; the server mails the one-time link. */
export function InviteDialog({
  open,
  onClose,
  onInvite,
}: {
  open: boolean;
  onClose: () => void;
  onInvite: (body: Form) => Promise<unknown>;
}) {
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Form>({
    resolver: zodResolver<Form, Form>(StaffInviteBody),
    defaultValues: { email: '', name: '', surname: '', role: 'quoter' },
  });
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
        <DialogTitle id={titleId}>{teamText.inviteDialog.title}</DialogTitle>
        <DialogContent>
          <TextField
            label={teamText.inviteDialog.email}
            type="email"
            required
            fullWidth
            margin="dense"
            autoComplete="off"
            error={!!errors.email}
            helperText={errors.email?.message}
            {...muiRegister(register('email'))}
          />
          <TextField
            label={teamText.inviteDialog.name}
            required
            fullWidth
            margin="dense"
            autoComplete="off"
            error={!!errors.name}
            helperText={errors.name?.message}
            {...muiRegister(register('name'))}
          />
          <TextField
            label={teamText.inviteDialog.surname}
            required
            fullWidth
            margin="dense"
            autoComplete="off"
            error={!!errors.surname}
            helperText={errors.surname?.message}
            {...muiRegister(register('surname'))}
          />
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <TextField
                select
                label={teamText.inviteDialog.role}
                fullWidth
                margin="dense"
                {...field}
                helperText={teamText.roleHelp[field.value]}
              >
                {MEMBER_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {teamText.roles[role]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {serverError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {serverError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{teamText.inviteDialog.cancel}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {teamText.inviteDialog.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
