import { Alert, Box, Button, Stack } from '@mui/material';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { FormEvent } from 'react';
import { useStripeLoader } from '../../platform/stripeLoader';
import type { User } from '../../../contract';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { useT } from '../../ui/translate';
import { logPaymentError, stripeErrorMessage } from './paymentErrors';
import type { PaymentKind, PaymentOutcome } from './paymentTypes';
import { providerReturnUrl } from './providerReturn';
import type { PaymentFlow } from './usePaymentFlow';

export interface StripePaymentProps {
  publicKey: string;
  clientSecret: string;
  orderId: number | null;
  kind: PaymentKind;
  flow: PaymentFlow;
  submitLabel: string;
}

/** SPEC §5: the shipping address goes to the provider, country IT (the dealer's registered office). */
function shippingOf(user: User | null) {
  if (!user?.adr_street) return undefined;
  return {
    name: user.legal_name || [user.name, user.surname].filter(Boolean).join(' ') || user.email,
    address: {
      line1: [user.adr_street, user.adr_house_no].filter(Boolean).join(' '),
      city: user.adr_city ?? undefined,
      postal_code: user.adr_zip_code ?? undefined,
      country: 'IT',
    },
  };
}

function StripeCheckoutForm({
  orderId,
  kind,
  flow,
  submitLabel,
}: Omit<StripePaymentProps, 'publicKey' | 'clientSecret'>) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const user = useStoredUser();

  const confirmWithStripe = async (): Promise<PaymentOutcome> => {
    if (!stripe || !elements) return { error: t('app.payments.dialogs.unexpectedProvider') };
    const return_url = providerReturnUrl(kind, orderId);
    if (kind === 'card') {
      const result = await stripe.confirmSetup({ elements, confirmParams: { return_url }, redirect: 'if_required' });
      return result.error ? { error: stripeErrorMessage(result.error, t) } : { externalId: result.setupIntent.id };
    }
    const shipping = kind === 'subscription' ? undefined : shippingOf(user);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url, shipping },
      redirect: 'if_required',
    });
    if (result.error) return { error: stripeErrorMessage(result.error, t) };
    return result.paymentIntent
      ? { externalId: result.paymentIntent.id }
      : { error: t('app.payments.dialogs.unexpectedProvider') };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.confirm(orderId, confirmWithStripe);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <PaymentElement options={{ layout: 'tabs' }} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!stripe || !elements || flow.state.status === 'inProgress'}
        >
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}

/** Stripe Elements with the Payment Element; loaded (with Stripe.js) only on the pages that pay. */
export default function StripePayment({ publicKey, clientSecret, ...form }: StripePaymentProps) {
  const t = useT();
  const { stripePromise, unavailable } = useStripeLoader(publicKey, (error) => logPaymentError('Stripe.js', error));

  if (unavailable) return <Alert severity="warning">{t('app.payments.common.providerUnavailable')}</Alert>;
  return (
    // The secret belongs to one intent: a new one needs new Elements.
    <Elements key={clientSecret} stripe={stripePromise} options={{ clientSecret, locale: 'it' }}>
      <StripeCheckoutForm {...form} />
    </Elements>
  );
}
