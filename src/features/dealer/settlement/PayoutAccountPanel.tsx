import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { PayoutAccount } from '../../../../contract/entities/settlement';
import { settlementCopy as text } from '../../../../i18n/it/app/settlement';
import { api } from '../../../platform/api/dealer';
import { paths } from '../../../platform/paths';
import { PaymentPanel } from '../../../domain/payments/PaymentPanel';
import { fill } from '../../../ui/fill';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { useDealerId, useRefreshSettlement } from './queries';

/**
 * The payout account: "Attiva incassi" while there is none (the demo provider's own page; Stripe's or PayPal's
 * onboarding link otherwise), what is missing while onboarding is unfinished, the account once active, the operator's
 * block, and what the provider cannot do (its `limits`, docs/payments-api.md).
 */
export function PayoutAccountPanel({ account }: { account: PayoutAccount }) {
  const dealerId = useDealerId();
  const refresh = useRefreshSettlement();
  const provider = text.providers[account.provider];
  const onboard = useMutation({
    mutationFn: () => api.post('payoutAccountOnboard', { params: { dealerId } }),
    // The provider's own pages: the browser leaves the portal and comes back to /incassi.
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const reread = useMutation({
    mutationFn: () => api.post('payoutAccountRefresh', { params: { dealerId } }),
    onSuccess: () => refresh(),
  });
  const demo = account.provider === 'demo';
  const activate = demo ? (
    <Button component={RouterLink} to={paths.settlementActivate} variant="contained">
      {text.account.activate}
    </Button>
  ) : (
    <Button variant="contained" onClick={() => onboard.mutate()} disabled={onboard.isPending}>
      {onboard.isPending
        ? text.account.opening
        : account.state === 'none'
          ? text.account.activate
          : text.account.complete}
    </Button>
  );
  return (
    <PaymentPanel id="settlement-account" title={text.account.title}>
      <Stack spacing={2}>
        {account.state === 'none' && <Typography>{text.account.none}</Typography>}
        {account.state === 'pending' && <Typography>{fill(text.account.pending, { provider })}</Typography>}
        {account.state === 'restricted' && <Typography>{fill(text.account.restricted, { provider })}</Typography>}
        {account.state === 'active' && (
          <Typography>
            {account.iban_last4
              ? fill(text.account.activeIban, { provider, last4: account.iban_last4 })
              : fill(text.account.active, { provider })}
          </Typography>
        )}
        {account.blocked && <Alert severity="warning">{text.account.blocked}</Alert>}
        {account.state !== 'active' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            {activate}
            {!demo && account.state !== 'none' && (
              <Button variant="outlined" onClick={() => reread.mutate()} disabled={reread.isPending}>
                {reread.isPending ? text.account.refreshing : text.account.refresh}
              </Button>
            )}
          </Stack>
        )}
        {(onboard.error || reread.error) && (
          <Alert severity="error">{errorMessage(onboard.error ?? reread.error)}</Alert>
        )}
        {account.limits.length > 0 && (
          <Alert severity="info">
            <Typography component="h3" variant="subtitle2">
              {fill(text.account.limitsTitle, { provider })}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {account.limits.map((limit) => (
                <li key={limit}>{limit}</li>
              ))}
            </Box>
          </Alert>
        )}
      </Stack>
    </PaymentPanel>
  );
}
