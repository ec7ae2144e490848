import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { settlementCopy as text } from '../../../../i18n/it/app/settlement';
import { api } from '../../../platform/api/dealer';
import { paths } from '../../../platform/paths';
import { LoadFailure } from '../../../domain/payments/LoadFailure';
import { useFreshUser } from '../../../domain/payments/useFreshUser';
import { fill } from '../../../ui/fill';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { useRouteTitle } from '../../../ui/RoutePage';
import { useDealerId, usePayoutAccount, useRefreshSettlement } from './queries';

/** An IBAN in groups of four, as printed on a bank statement. */
const grouped = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

/**
 * /incassi/attiva (the demo provider's onboarding link, `?conto=`): the simulated activation confirms the profile's
 * IBAN, then the account is active (POST …/payout-account/demo-activate) and the dealer is back on Incassi. Without an
 * IBAN it points to the profile; with Stripe or PayPal the activation happens on their pages, not here.
 */
export default function ActivatePage() {
  const dealerId = useDealerId();
  const navigate = useNavigate();
  const refresh = useRefreshSettlement();
  const account = usePayoutAccount();
  const { user } = useFreshUser();
  const activate = useMutation({
    mutationFn: () => api.post('payoutAccountDemoActivate', { params: { dealerId } }),
    onSuccess: async () => {
      await refresh();
      navigate(paths.settlement);
    },
  });
  const back = (
    <Button component={RouterLink} to={paths.settlement} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
      {text.activate.back}
    </Button>
  );
  const body = () => {
    if (account.error) return <LoadFailure error={account.error} onRetry={() => void account.refetch()} />;
    if (!account.data) return <PageLoading />;
    if (account.data.provider !== 'demo')
      return (
        <>
          <Alert severity="info">
            {fill(text.activate.notDemo, { provider: text.providers[account.data.provider] })}
          </Alert>
          {back}
        </>
      );
    if (account.data.state === 'active')
      return (
        <>
          <Alert severity="success">{text.activate.already}</Alert>
          {back}
        </>
      );
    const iban = user?.iban;
    return (
      <>
        <Typography>{text.activate.intro}</Typography>
        {iban ? (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography>{text.activate.iban}</Typography>
            <Typography sx={{ fontWeight: 700, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {grouped(iban)}
            </Typography>
          </Paper>
        ) : (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to={paths.profile} color="inherit" size="small">
                {text.activate.toProfile}
              </Button>
            }
          >
            {text.activate.noIban}
          </Alert>
        )}
        {activate.error && <Alert severity="error">{errorMessage(activate.error)}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" disabled={!iban || activate.isPending} onClick={() => activate.mutate()}>
            {activate.isPending ? text.activate.busy : text.activate.confirm}
          </Button>
          <Button component={RouterLink} to={paths.settlement}>
            {text.activate.back}
          </Button>
        </Stack>
      </>
    );
  };
  return (
    <PageContainer title={useRouteTitle()}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {body()}
      </Stack>
    </PageContainer>
  );
}
