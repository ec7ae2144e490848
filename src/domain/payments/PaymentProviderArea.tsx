import { Alert } from '@mui/material';
import { lazy, Suspense } from 'react';
import { PageLoading } from '../../ui/layout/PageLoading';
import { useT } from '../../ui/translate';
import { usePing } from '../inbox';
import { DemoPaymentForm } from './DemoPaymentForm';
import type { PaymentKind, PaymentSession } from './paymentTypes';
import type { PaymentFlow } from './usePaymentFlow';

// The providers' SDKs (and their scripts) load only here, on the pages that pay, and only the one in use.
const StripePayment = lazy(() => import('./StripePayment'));
const PayPalPayment = lazy(() => import('./PayPalPayment'));

export interface PaymentProviderAreaProps {
  session: PaymentSession;
  kind: PaymentKind;
  flow: PaymentFlow;
  /** The pay button's text ('Paga 61,00 €', 'Salva'). */
  submitLabel: string;
}

/** The payment provider the server chose for this session: Stripe Elements, PayPal buttons or the demo form. */
export function PaymentProviderArea({ session, kind, flow, submitLabel }: PaymentProviderAreaProps) {
  const t = useT();
  const ping = usePing();
  const orderId = session.order?.id ?? null;
  const secret = session.client_secret;
  const unavailable = <Alert severity="warning">{t('app.payments.common.providerUnavailable')}</Alert>;

  if (session.provider === 'demo') {
    if (!secret) return unavailable;
    return <DemoPaymentForm clientSecret={secret} orderId={orderId} flow={flow} submitLabel={submitLabel} />;
  }
  if (ping.isPending) return <PageLoading />;
  const keys = ping.data;

  if (session.provider === 'stripe') {
    if (!keys?.stripe_public_key || !secret) return unavailable;
    return (
      <Suspense fallback={<PageLoading />}>
        <StripePayment
          publicKey={keys.stripe_public_key}
          clientSecret={secret}
          orderId={orderId}
          kind={kind}
          flow={flow}
          submitLabel={submitLabel}
        />
      </Suspense>
    );
  }

  // PayPal: no card update; a subscription needs the server's subscription id or the plan to create it.
  const canPay = Boolean(secret) || (kind === 'subscription' && Boolean(keys?.paypal_dealer_plan));
  if (kind === 'card' || !keys?.paypal_client_id || !canPay || orderId === null) return unavailable;
  return (
    <Suspense fallback={<PageLoading />}>
      <PayPalPayment
        clientId={keys.paypal_client_id}
        planId={keys.paypal_dealer_plan}
        clientSecret={secret}
        orderId={orderId}
        kind={kind}
        flow={flow}
      />
    </Suspense>
  );
}
