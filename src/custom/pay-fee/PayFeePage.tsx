import { Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStoredUser } from '../../authProvider/useStoredUser';
import { api } from '../../dataProvider/api';
import { formatCurrency } from '../../format';
import { PageContainer } from '../../layout/PageContainer';
import { PageLoading } from '../../layout/PageLoading';
import { paths } from '../../routing/paths';
import { useRouteTitle } from '../../routing/RoutePage';
import { useT } from '../../translate';
import { AmountList } from '../payments/AmountList';
import { LoadFailure } from '../payments/LoadFailure';
import { linesTotal, OrderLines } from '../payments/OrderLines';
import { logPaymentError } from '../payments/paymentErrors';
import { PaymentDialogs } from '../payments/PaymentDialogs';
import { PaymentPanel } from '../payments/PaymentPanel';
import { FEE_AMOUNT_QUERY_KEY } from '../payments/paymentQueries';
import { useProviderReturn } from '../payments/providerReturn';
import { usePaymentFlow } from '../payments/usePaymentFlow';
import { FeeCheckout } from './FeeCheckout';
import { FeesPaid } from './FeesPaid';

/** /pay-fee: the due fees (rows, total without VAT); fee/pay → provider (VAT included) → /thank-you/fee. */
export default function PayFeePage() {
  const t = useT();
  const user = useStoredUser();
  const navigate = useNavigate();
  const fees = useQuery({
    queryKey: FEE_AMOUNT_QUERY_KEY,
    queryFn: ({ signal }) => api.get('feeAmount', { params: { id: user?.id ?? 0 }, signal }),
    enabled: user !== null,
  });
  const pay = useMutation({
    mutationFn: () => api.post('feePay', { params: { id: user?.id ?? 0 } }),
    // SPEC §8: fee errors are only logged; the button is usable again.
    onError: (error) => logPaymentError('pagamento fee', error),
  });
  const flow = usePaymentFlow(useCallback(() => navigate(paths.thankYouFee), [navigate]));
  useProviderReturn(flow);

  const order = fees.data?.order ?? null;
  // fee/pay may find nothing due any more (paid meanwhile): same as nothing due.
  const nothingDue = (fees.data && !order) || (pay.data && !pay.data.order);
  return (
    <PageContainer title={useRouteTitle()}>
      {fees.isPending && <PageLoading />}
      {fees.error && <LoadFailure error={fees.error} onRetry={() => fees.refetch()} />}
      {nothingDue && <FeesPaid />}
      {order && !nothingDue && (
        <Stack spacing={3} sx={{ maxWidth: 760 }}>
          <Typography color="text.secondary">{t('app.payments.fee.intro')}</Typography>
          <PaymentPanel id="fee-order" title={t('app.payments.common.lines')}>
            <OrderLines rows={order.order_rows} />
            <AmountList lines={[{ label: t('app.payments.fee.totalNet'), value: formatCurrency(linesTotal(order.order_rows)), strong: true }]} />
            <Typography variant="body2" color="text.secondary">
              {t('app.payments.fee.vatNote')}
            </Typography>
          </PaymentPanel>
          <PaymentPanel id="fee-pay" title={t('app.payments.common.paymentSection')}>
            {pay.data ? (
              <FeeCheckout session={pay.data} flow={flow} onChange={() => pay.reset()} />
            ) : (
              <Button variant="contained" size="large" onClick={() => pay.mutate()} disabled={pay.isPending}>
                {pay.isPending ? t('app.payments.fee.preparing') : t('app.payments.fee.proceed')}
              </Button>
            )}
          </PaymentPanel>
        </Stack>
      )}
      <PaymentDialogs flow={flow} />
    </PageContainer>
  );
}
