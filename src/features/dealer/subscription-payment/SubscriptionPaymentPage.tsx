import { Divider, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';
import { formatCurrency } from '../../../ui/format';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { paths } from '../../../platform/paths';
import { useRouteTitle } from '../../../ui/RoutePage';
import { useT } from '../../../ui/translate';
import {
  LoadFailure,
  NoOrderNotice,
  PaymentDialogs,
  PaymentPanel,
  PaymentProviderArea,
  usePaymentFlow,
  useProviderReturn,
} from '../../../domain/payments';
import { BankTransferOption } from './BankTransferOption';
import { SubscriptionOrderSummary } from './SubscriptionOrderSummary';

/** /subscription-payment: payment/setup → order → provider → payment/update → /thank-you/subscription (SPEC §2, §4). */
export default function SubscriptionPaymentPage() {
  const t = useT();
  const user = useStoredUser();
  const navigate = useNavigate();
  const setup = useQuery({
    queryKey: ['payment-setup', 'subscription', user?.id],
    // A POST that prepares the order: asked once per visit, never refetched behind the dealer's back.
    queryFn: () => api.post('paymentSetup', { params: { dealerId: user?.id ?? 0 } }),
    enabled: user !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const flow = usePaymentFlow(useCallback(() => navigate(paths.thankYouSubscription), [navigate]));
  useProviderReturn(flow);

  const session = setup.data;
  const order = session?.order ?? null;
  return (
    <PageContainer title={useRouteTitle()}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('app.payments.subscription.intro')}
      </Typography>
      {setup.isPending && <PageLoading />}
      {setup.error && <LoadFailure error={setup.error} onRetry={() => setup.refetch()} />}
      {session && !order && <NoOrderNotice />}
      {session && order && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SubscriptionOrderSummary order={order} session={session} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PaymentPanel id="subscription-pay" title={t('app.payments.subscription.payTitle')}>
              <Stack spacing={3}>
                <PaymentProviderArea
                  session={session}
                  kind="subscription"
                  flow={flow}
                  submitLabel={t('app.payments.common.pay', { amount: formatCurrency(order.total_amount) })}
                />
                <Divider />
                <BankTransferOption />
              </Stack>
            </PaymentPanel>
          </Grid>
        </Grid>
      )}
      <PaymentDialogs flow={flow} />
    </PageContainer>
  );
}
