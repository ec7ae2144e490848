import { Alert, Box, Button, Stack } from '@mui/material';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { FormEvent } from 'react';
import { useStripeLoader } from '../../../platform/stripeLoader';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import type { Approval, PayConfirm } from './payConfirm';

export interface StripeCardPayProps {
  publicKey: string;
  clientSecret: string;
  payLabel: string;
  payment: PayConfirm;
}

function CardForm({ payLabel, payment }: Pick<StripeCardPayProps, 'payLabel' | 'payment'>) {
  const stripe = useStripe();
  const elements = useElements();
  const approve = async (): Promise<Approval> => {
    if (!stripe || !elements) return { error: m.order.payUnexpected };
    // A card that needs a redirect (3-D Secure by bank page) comes back to this page: PayForm confirms on return.
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: window.location.href },
      redirect: 'if_required',
    });
    if (result.error) return { error: result.error.message ?? m.order.payUnexpected };
    return result.paymentIntent ? { externalId: result.paymentIntent.id } : { error: m.order.payUnexpected };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void payment.pay(approve);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <PaymentElement options={{ layout: 'tabs' }} />
        {payment.error && <Alert severity="error">{payment.error}</Alert>}
        {payment.processing && <Alert severity="info">{m.order.payProcessing}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!stripe || !elements || payment.running || payment.processing}
        >
          {payment.running ? m.order.payRunning : payLabel}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Stripe's Payment Element for the quotation's PaymentIntent: the customer app's own small equivalent of the
 * dealer portal's StripePayment (which is bound to the dealer's payment/update flow). Loaded, with Stripe.js, only when
 * the configured provider is Stripe and a quotation is to be paid.
 */
export default function StripeCardPay({ publicKey, clientSecret, ...form }: StripeCardPayProps) {
  const { stripePromise, unavailable } = useStripeLoader(publicKey);
  if (unavailable) return <Alert severity="warning">{m.order.payUnavailable}</Alert>;
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {m.order.payCardLabel}
      </Alert>
      <Elements key={clientSecret} stripe={stripePromise} options={{ clientSecret, locale: 'it' }}>
        <CardForm {...form} />
      </Elements>
    </>
  );
}
