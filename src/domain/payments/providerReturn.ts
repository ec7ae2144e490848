import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../platform/paths';
import { useT } from '../../ui/translate';
import type { PaymentKind } from './paymentTypes';
import type { PaymentFlow } from './usePaymentFlow';

const PAGE_OF: Record<PaymentKind, string> = {
  subscription: paths.subscriptionPayment,
  wallet: paths.purchaseCredits,
  fee: paths.payFee,
  card: paths.profile,
};
const RETURN_KEYS = [
  'order_id',
  'redirect_status',
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent',
  'setup_intent_client_secret',
];

/** Where Stripe sends the dealer back after a redirect-based method (SPEC §7: card setup returns to the profile). */
export function providerReturnUrl(kind: PaymentKind, orderId: number | null): string {
  const url = new URL(PAGE_OF[kind], window.location.origin);
  if (orderId !== null) url.searchParams.set('order_id', String(orderId));
  return url.toString();
}

/**
 * Finishes a payment that left the page for the provider (Stripe adds payment_intent or setup_intent and
 * redirect_status to the return URL): records it like an in-page approval, or shows the provider error.
 */
export function useProviderReturn(flow: PaymentFlow) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const status = params.get('redirect_status');
  const externalId = params.get('payment_intent') ?? params.get('setup_intent');
  const orderId = Number(params.get('order_id')) || null;

  useEffect(() => {
    if (!status || !externalId || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of RETURN_KEYS) next.delete(key);
        return next;
      },
      { replace: true },
    );
    if (status === 'succeeded' || status === 'processing') void flow.confirm(orderId, async () => ({ externalId }));
    else flow.fail(t('app.payments.dialogs.unexpectedProvider'));
  }, [status, externalId, orderId, flow, setParams, t]);
}
