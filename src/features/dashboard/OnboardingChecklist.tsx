import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, AlertTitle, Box, Button, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useStore } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '../../../contract';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { paths } from '../../platform/paths';
import { useT, type PlainKey } from '../../ui/translate';

/** What a newly subscribed dealer still has to set up to quote well, derived from the stored user (issue 27). */
export function onboardingSteps(user: User): { label: PlainKey; done: boolean }[] {
  return [
    { label: 'app.dashboard.onboarding.iban', done: Boolean(user.iban) },
    { label: 'app.dashboard.onboarding.shipping', done: user.default_flat_fee > 0 },
    { label: 'app.dashboard.onboarding.methods', done: user.available_methods.length > 0 },
    { label: 'app.dashboard.onboarding.provinces', done: user.user_provinces.length > 0 },
  ];
}

/** Shown on the dashboard until every step is done or the dealer dismisses it (remembered per dealer). */
export function OnboardingChecklist() {
  const t = useT();
  const user = useStoredUser();
  const [dismissed, setDismissed] = useStore<boolean>(`dashboard.onboardingDismissed.${user?.id ?? 0}`, false);
  if (!user || dismissed || !user.current_subscription) return null;
  const steps = onboardingSteps(user);
  if (steps.every((step) => step.done)) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}>
          <Button component={RouterLink} to={paths.profile} color="inherit" size="small" variant="outlined">
            {t('app.dashboard.onboarding.open')}
          </Button>
          <Button color="inherit" size="small" onClick={() => setDismissed(true)}>
            {t('app.dashboard.onboarding.dismiss')}
          </Button>
        </Box>
      }
    >
      <AlertTitle component="h2">{t('app.dashboard.onboarding.title')}</AlertTitle>
      <List dense disablePadding aria-label={t('app.dashboard.onboarding.title')}>
        {steps.map((step) => (
          <ListItem key={step.label} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {step.done ? <CheckCircleIcon color="success" fontSize="small" aria-hidden /> : <RadioButtonUncheckedIcon fontSize="small" aria-hidden />}
            </ListItemIcon>
            <ListItemText primary={`${t(step.label)}${step.done ? ` — ${t('app.dashboard.onboarding.done')}` : ''}`} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
