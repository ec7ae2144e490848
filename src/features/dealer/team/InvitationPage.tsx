import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { InvitationAcceptBody } from '../../../../contract/api/staff';
import { authStore } from '../../../platform/auth/storage';
import { api } from '../../../platform/api/dealer';
import { paths } from '../../../platform/paths';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { muiRegister } from '../../../ui/forms/muiRegister';
import { zodResolver } from '../../../ui/forms/zodResolver';
import { AuthCard } from '../../../ui/layout/AuthCard';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { fill, teamText } from '../../../domain/team/copy';

interface Form {
  token: string;
  password: string;
  password_confirmation: string;
}

/**
 * /invito/<token>: the person invited by the owner chooses a password, once, and enters the portal; a link
 * used, replaced or expired says so and leads to the login.
 */
export default function InvitationPage() {
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const info = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api.post('invitationInfo', { body: { token } }),
    retry: false,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver<Form, Form>(InvitationAcceptBody),
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  if (info.isPending) return <PageLoading />;
  if (info.error) {
    return (
      <AuthCard title={teamText.invitation.title}>
        <Alert severity="warning" role="alert">
          {errorMessage(info.error)}
        </Alert>
        <Box sx={{ mt: 2 }}>
          <Link component={RouterLink} to={paths.login}>
            {teamText.invitation.backToLogin}
          </Link>
        </Box>
      </AuthCard>
    );
  }

  const onSubmit = async (values: Form) => {
    setServerError(null);
    try {
      authStore.set(await api.post('invitationAccept', { body: values }));
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };
  const { errors } = formState;
  return (
    <AuthCard
      title={teamText.invitation.title}
      intro={fill(teamText.invitation.intro, { company: info.data.company, role: teamText.roles[info.data.role] })}
    >
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={teamText.invitation.email}
          value={info.data.email}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextField
          label={teamText.invitation.password}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          margin="normal"
          error={!!errors.password}
          helperText={errors.password?.message}
          {...muiRegister(register('password'))}
        />
        <TextField
          label={teamText.invitation.confirmation}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          margin="normal"
          error={!!errors.password_confirmation}
          helperText={errors.password_confirmation?.message}
          {...muiRegister(register('password_confirmation'))}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={formState.isSubmitting}
          sx={{ mt: 2 }}
        >
          {teamText.invitation.submit}
        </Button>
        {serverError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {serverError}
          </Alert>
        )}
      </Box>
    </AuthCard>
  );
}
