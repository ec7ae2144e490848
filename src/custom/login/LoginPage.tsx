import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLogin } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LoginCredentials } from '../../authProvider';
import { authStore } from '../../authProvider/storage';
import { AuthCard } from '../../layout/AuthCard';
import { paths } from '../../routing/paths';
import { useT } from '../../translate';
import { errorMessage } from '../forms/errorMessage';
import { muiRegister } from '../forms/muiRegister';
import { PasswordField } from '../forms/PasswordField';

/** Route '/': email and password; the server's message appears under the form; success goes where the guard says. */
export function LoginPage() {
  const t = useT();
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sessionExpired] = useState(() => authStore.signOutReason() === 'expired');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginCredentials>({ defaultValues: { email: '', password: '' } });
  const required = { required: t('app.validation.required') };

  const onSubmit = async (values: LoginCredentials) => {
    setServerError(null);
    try {
      await login(values);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return (
    <AuthCard title={t('app.login.title')} intro={t('app.login.intro')}>
      {sessionExpired && !serverError && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('app.login.sessionExpired')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={t('app.login.email')}
          type="email"
          autoComplete="username"
          required
          fullWidth
          margin="normal"
          error={!!errors.email}
          helperText={errors.email?.message}
          {...muiRegister(register('email', required))}
        />
        <PasswordField
          label={t('app.login.password')}
          autoComplete="current-password"
          required
          fullWidth
          margin="normal"
          error={!!errors.password}
          helperText={errors.password?.message}
          {...muiRegister(register('password', required))}
        />
        <Box sx={{ textAlign: 'right', mt: 1, mb: 2 }}>
          <Link component={RouterLink} to={paths.passwordRecovery}>
            {t('app.login.forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
          {t('app.login.submit')}
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
