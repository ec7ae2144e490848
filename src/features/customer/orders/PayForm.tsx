import { Alert, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { CustomerPayStart, CustomerQuotation } from '../../../../contract/api/customer';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { api } from '../../../platform/api/customer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatCurrency } from '../../../ui/format';
import { DemoCardForm } from './DemoCardForm';
import { usePayConfirm, type PayConfirm } from './payConfirm';

// The providers' SDKs (and their scripts) load only here, and only the one in use.
const StripeCardPay = lazy(() => import('./StripeCardPay'));
const PayPalPay = lazy(() => import('./PayPalPay'));

/**
 * Back from a Stripe redirect (a card whose bank asks for a page of its own): Stripe adds payment_intent and
 * redirect_status to the return URL; the payment is confirmed once, and the parameters leave the address bar.
 */
function useStripeReturn(start: CustomerPayStart | undefined, payment: PayConfirm) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || start?.provider !== 'stripe' || !start.external_id) return;
    const url = new URL(window.location.href);
    const intent = url.searchParams.get('payment_intent');
    if (!intent || intent !== start.external_id || url.searchParams.get('redirect_status') === 'failed') return;
    done.current = true;
    for (const name of ['payment_intent', 'payment_intent_client_secret', 'redirect_status'])
      url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', url);
    void payment.pay(async () => ({ externalId: intent }));
  }, [start, payment]);
}

/**
 * Online payment of an accepted quotation through the provider the server is configured with: it starts
 * (or resumes: the server keeps one payment per quotation) the provider's payment, then shows Stripe's card Element,
 * PayPal's buttons or, with the demo provider, the demo card form. The server moves the quotation to paid exactly once.
 */
export function PayForm({
  quotation,
  onPaid,
}: {
  quotation: CustomerQuotation;
  onPaid: (paid: CustomerQuotation) => void;
}) {
  const start = useQuery({
    queryKey: ['customer-pay-start', quotation.id],
    queryFn: () => api.post('customerQuotationPayStart', { params: { id: quotation.id } }),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const payment = usePayConfirm(quotation.id, onPaid);
  useStripeReturn(start.data, payment);
  // A refused start (paid meanwhile in another tab, no longer payable): the order page reads the quotation again.
  const queryClient = useQueryClient();
  const startFailed = Boolean(start.error);
  useEffect(() => {
    if (startFailed) void queryClient.invalidateQueries({ queryKey: ['customer-quotation', quotation.id] });
  }, [startFailed, queryClient, quotation.id]);
  const payLabel = m.order.payNow(formatCurrency(start.data?.amount ?? quotation.total_price));
  const session = start.data;

  let body;
  if (start.isPending) body = <CircularProgress aria-label={m.order.payPreparing} />;
  else if (start.error) {
    body = (
      <>
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(start.error)}
        </Alert>
        <Button onClick={() => void start.refetch()}>{m.order.payRetry}</Button>
      </>
    );
  } else if (session?.provider === 'stripe' && session.stripe_public_key && session.client_secret) {
    body = (
      <StripeCardPay
        publicKey={session.stripe_public_key}
        clientSecret={session.client_secret}
        payLabel={payLabel}
        payment={payment}
      />
    );
  } else if (session?.provider === 'paypal' && session.paypal_client_id && session.client_secret) {
    body = <PayPalPay clientId={session.paypal_client_id} paypalOrderId={session.client_secret} payment={payment} />;
  } else if (session?.provider === 'demo') {
    body = <DemoCardForm quotation={quotation} onPaid={onPaid} />;
  } else {
    body = <Alert severity="warning">{m.order.payUnavailable}</Alert>;
  }
  return (
    <Paper component="section" aria-label={m.order.pay} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {m.order.pay}
      </Typography>
      <Suspense fallback={<CircularProgress aria-label={m.order.payPreparing} />}>{body}</Suspense>
    </Paper>
  );
}
