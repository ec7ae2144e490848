import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { RegisterBody } from '../../../../contract';
import { refreshStoredUser } from '../../../platform/auth';
import { authStore } from '../../../platform/auth/storage';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { TERMS_URL } from '../../../platform/config';
import { api } from '../../../platform/api/dealer';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { VisuallyHidden } from '../../../ui/layout/VisuallyHidden';
import { paths } from '../../../platform/paths';
import { useT } from '../../../ui/translate';
import { muiRegister } from '../../../ui/forms/muiRegister';
import { PasswordField } from '../../../ui/forms/PasswordField';
import { applyServerErrors } from '../../../ui/forms/serverErrors';
import { zodResolver } from '../../../ui/forms/zodResolver';
import { CompanyFields } from '../../../domain/company/CompanyFields';
import { COMPANY_FIELDS, companyDefaults, type CompanyForm } from '../../../domain/company/companyForm';

export interface RegisterForm extends CompanyForm {
  password: string;
  password_confirmation: string;
  terms: boolean;
}

const FIELDS = [...COMPANY_FIELDS, 'password', 'password_confirmation', 'terms'] as const;

/**
 * /register (SPEC §2): the dealer completes its company data, sets its password and accepts the terms, checked
 * by the contract's RegisterBody like the server does; then it goes on to pay the subscription.
 */
export default function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const user = useStoredUser();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm, unknown, RegisterBody>({
    // "Accetta i termini e condizioni" names its box already.
    resolver: zodResolver<RegisterForm, RegisterBody>(RegisterBody, { terms: '' }),
    defaultValues: { ...companyDefaults(user), password: '', password_confirmation: '', terms: false },
  });

  if (!user) return null;
  const subscription = user.current_subscription;
  // Registered but not subscribed yet: the next step is the payment, not a dead "already registered".
  if (subscription && subscription.status !== 'active' && subscription.status !== 'pending') {
    return <Navigate to={paths.subscriptionPayment} replace />;
  }
  if (subscription !== null) {
    return (
      <PageContainer title={t('app.routes.register')}>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.profile}>
              {t('app.register.goToProfile')}
            </Button>
          }
        >
          {t('app.register.alreadyRegistered')}
        </Alert>
      </PageContainer>
    );
  }

  const onSubmit = async (values: RegisterBody) => {
    setServerError(null);
    try {
      const updated = await api.post('dealerUpdate', { params: { dealerId: user.id }, body: values });
      authStore.updateUser(updated);
      // The answer is the dealer's row; GET /api/user brings the subscription state the guard reads.
      await refreshStoredUser().catch(() => undefined);
      navigate(paths.subscriptionPayment);
    } catch (error) {
      setServerError(applyServerErrors(error, setError, FIELDS));
    }
  };

  return (
    <PageContainer title={t('app.routes.register')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('app.register.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 880 }}>
        <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('app.register.account.title')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={t('app.register.account.email')}
              value={user.email}
              fullWidth
              sx={{ gridColumn: '1 / -1', '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <PasswordField
              label={t('app.register.account.password')}
              autoComplete="new-password"
              required
              fullWidth
              error={!!errors.password}
              helperText={errors.password?.message ?? t('app.register.account.passwordHelp')}
              {...muiRegister(register('password'))}
            />
            <PasswordField
              label={t('app.register.account.passwordConfirmation')}
              autoComplete="new-password"
              required
              fullWidth
              error={!!errors.password_confirmation}
              helperText={errors.password_confirmation?.message}
              {...muiRegister(register('password_confirmation'))}
            />
          </Box>
          <CompanyFields register={register} errors={errors} />
          <FormControl error={!!errors.terms} sx={{ mt: 3, display: 'block' }}>
            <FormControlLabel
              control={
                <Checkbox
                  {...muiRegister(register('terms'))}
                  slotProps={{ input: { 'aria-describedby': errors.terms ? 'terms-error' : undefined } }}
                />
              }
              label={
                <>
                  {t('app.register.terms.accept')}{' '}
                  <Link href={TERMS_URL} target="_blank" rel="noopener noreferrer">
                    {t('app.register.terms.link')}
                    <VisuallyHidden> {t('app.common.newTab')}</VisuallyHidden>
                  </Link>
                </>
              }
            />
            {errors.terms && <FormHelperText id="terms-error">{errors.terms.message}</FormHelperText>}
          </FormControl>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting} sx={{ mt: 3 }}>
            {t('app.register.submit')}
          </Button>
          {serverError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {serverError}
            </Alert>
          )}
        </Box>
      </Paper>
    </PageContainer>
  );
}
