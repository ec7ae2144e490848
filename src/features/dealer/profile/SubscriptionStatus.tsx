import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { User } from '../../../../contract';
import { formatDate } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import { UnsubscribeDialog } from './UnsubscribeDialog';

/** SPEC §4: active shows the end date and 'Disdici abbonamento'; any other state is inactive, with the cancel date if any. */
export function SubscriptionStatus({ user }: { user: User }) {
  const t = useT();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const subscription = user.current_subscription;
  const active = subscription?.status === 'active';

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" id={titleId} sx={{ mb: 1.5 }}>
        {t('app.profile.subscription.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Chip
          label={active ? t('app.profile.subscription.active') : t('app.profile.subscription.inactive')}
          color={active ? 'success' : 'default'}
          variant={active ? 'filled' : 'outlined'}
        />
        {active && subscription.ends_at && (
          <Typography>{t('app.profile.subscription.endsAt', { date: formatDate(subscription.ends_at) })}</Typography>
        )}
        {!active && subscription?.canceled_at && (
          <Typography>
            {t('app.profile.subscription.canceledAt', { date: formatDate(subscription.canceled_at) })}
          </Typography>
        )}
      </Box>
      {active && (
        <Button variant="outlined" color="secondary" sx={{ mt: 2 }} onClick={() => setOpen(true)}>
          {t('app.profile.subscription.unsubscribe')}
        </Button>
      )}
      <UnsubscribeDialog open={open} onClose={() => setOpen(false)} />
    </Paper>
  );
}
