import { Alert, AlertTitle, Box, Button, Link } from '@mui/material';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LoginCredentials } from '../../../platform/auth';
import { authStore } from '../../../platform/auth/storage';
import { AuthCard } from '../../../ui/layout/AuthCard';
import { SUPPORT_EMAIL } from '../../../platform/config';
import { paths } from '../../../platform/paths';
import { useT } from '../../../ui/translate';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { namedMessage } from '../../../ui/forms/formErrors';
import { OutlinedField } from '../../../ui/forms/OutlinedField';
import { PasswordField } from '../../../ui/forms/PasswordField';

type Field = keyof LoginCredentials;
const FIELDS: Field[] = ['email', 'password'];

/**
 * Route '/': email and password; the server's message appears under the form; success goes where the guard says.
 * Two required fields need no form library: plain state keeps react-hook-form out of the first bundle.
 */
export default function LoginPage() {
  const t = useT();
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const [signOutReason] = useState(() => authStore.signOutReason());
  const [values, setValues] = useState<LoginCredentials>({ email: '', password: '' });
  const [missing, setMissing] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [isSubmitting, setSubmitting] = useState(false);

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    // An error shows after a submit and goes as soon as the field is filled.
    setMissing((current) => ({ ...current, [field]: current[field] && value === '' }));
  };

  const onSubmit = async (event: FormEvent<HTMLElement>) => {
    event.preventDefault();
    const empty = { email: values.email === '', password: values.password === '' };
    setMissing(empty);
    const firstEmpty = FIELDS.find((field) => empty[field]);
    if (firstEmpty) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${firstEmpty}"]`)?.focus();
      return;
    }
    setServerError(null);
    setSubmitting(true);
    try {
      await login(values);
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const labels = { email: t('app.login.email'), password: t('app.login.password') };
  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: onChange(field),
    required: true,
    fullWidth: true,
    margin: 'normal' as const,
    error: missing[field],
    helperText: missing[field] ? namedMessage(labels[field], t('app.validation.required')) : undefined,
  });

  return (
    <AuthCard title={t('app.login.title')} intro={t('app.login.intro')}>
      {signOutReason === 'expired' && !serverError && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('app.login.sessionExpired')}
        </Alert>
      )}
      {signOutReason === 'suspended' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>{t('app.login.suspendedTitle')}</AlertTitle>
          {t('app.login.suspended', { email: SUPPORT_EMAIL })}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <OutlinedField label={labels.email} type="email" autoComplete="username" {...fieldProps('email')} />
        <PasswordField label={labels.password} autoComplete="current-password" {...fieldProps('password')} />
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
