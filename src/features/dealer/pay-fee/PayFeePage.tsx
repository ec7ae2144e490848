import { Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FeesPaidWithCredits } from '../../../../contract';
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
  AmountList,
  FEE_AMOUNT_QUERY_KEY,
  useFreshUser,
  linesTotal,
  LoadFailure,
  logPaymentError,
  OrderLines,
  PaymentDialogs,
  PaymentPanel,
  usePaymentFlow,
  useProviderReturn,
} from '../../../domain/payments';
import { FeeCheckout } from './FeeCheckout';
import { FeesPaid } from './FeesPaid';
import { PayWithCredits } from './PayWithCredits';

/** /pay-fee: the due fees (rows, total without VAT); fee/pay → provider (VAT included) → /thank-you/fee. */
export default function PayFeePage() {
  const t = useT();
  const user = useStoredUser();
  const { user: fresh } = useFreshUser();
  const [settled, setSettled] = useState<FeesPaidWithCredits | null>(null);
  const navigate = useNavigate();
  const fees = useQuery({
    queryKey: FEE_AMOUNT_QUERY_KEY,
    queryFn: ({ signal }) => api.get('feeAmount', { params: { dealerId: user?.id ?? 0 }, signal }),
    enabled: user !== null,
  });
  const pay = useMutation({
    mutationFn: () => api.post('feePay', { params: { dealerId: user?.id ?? 0 } }),
    // SPEC §8: fee errors are only logged; the button is usable again.
    onError: (error) => logPaymentError('pagamento fee', error),
  });
  const flow = usePaymentFlow(useCallback(() => navigate(paths.thankYouFee), [navigate]));
  useProviderReturn(flow);

  const order = fees.data?.order ?? null;
  // fee/pay may find nothing due any more (paid meanwhile): same as nothing due.
  const nothingDue = Boolean((fees.data && !order) || (pay.data && !pay.data.order) || settled);
  const due = order ? linesTotal(order.order_rows) : 0;
  return (
    <PageContainer title={useRouteTitle()}>
      {fees.isPending && <PageLoading />}
      {fees.error && <LoadFailure error={fees.error} onRetry={() => fees.refetch()} />}
      {nothingDue && <FeesPaid settled={settled} />}
      {order && !nothingDue && (
        <Stack spacing={3} sx={{ maxWidth: 760 }}>
          <Typography color="text.secondary">{t('app.payments.fee.intro')}</Typography>
          <PaymentPanel id="fee-order" title={t('app.payments.common.lines')}>
            <OrderLines rows={order.order_rows} />
            <AmountList lines={[{ label: t('app.payments.fee.totalNet'), value: formatCurrency(due), strong: true }]} />
            <Typography variant="body2" color="text.secondary">
              {t('app.payments.fee.vatNote')}
            </Typography>
          </PaymentPanel>
          {!pay.data && (
            <PaymentPanel id="fee-credits" title={t('app.payments.fee.creditsSection')}>
              <PayWithCredits due={due} credits={fresh?.credits ?? 0} onPaid={setSettled} />
            </PaymentPanel>
          )}
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
