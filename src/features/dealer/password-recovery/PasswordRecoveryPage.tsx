import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ForgotPasswordBody } from '../../../../contract';
import { api } from '../../../platform/api/dealer';
import { AuthCard } from '../../../ui/layout/AuthCard';
import { paths } from '../../../platform/paths';
import { useT } from '../../../ui/translate';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { muiRegister } from '../../../ui/forms/muiRegister';
import { zodResolver } from '../../../ui/forms/zodResolver';

/** Sends a new password by email (POST /api/user/forgot-password); on success back to login with the server's notice. */
export default function PasswordRecoveryPage() {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver<ForgotPasswordBody, ForgotPasswordBody>(ForgotPasswordBody),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: ForgotPasswordBody) => {
    setServerError(null);
    try {
      const reply = await api.post('forgotPassword', { body: { email } });
      notify(reply.message, { type: 'success', messageArgs: { _: reply.message } });
      navigate(paths.login);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return (
    <AuthCard title={t('app.passwordRecovery.title')} intro={t('app.passwordRecovery.intro')}>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={t('app.passwordRecovery.email')}
          type="email"
          autoComplete="email"
          required
          fullWidth
          margin="normal"
          error={!!errors.email}
          helperText={errors.email?.message}
          {...muiRegister(register('email'))}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}>
          {t('app.passwordRecovery.submit')}
        </Button>
        {serverError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {serverError}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <Link component={RouterLink} to={paths.login}>
            {t('app.passwordRecovery.backToLogin')}
          </Link>
        </Box>
      </Box>
    </AuthCard>
  );
}
