import { Alert, Box } from '@mui/material';
import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { PageLoading } from '../../ui/layout/PageLoading';
import { useT } from '../../ui/translate';
import { logPaymentError } from './paymentErrors';
import type { PaymentKind } from './paymentTypes';
import type { PaymentFlow } from './usePaymentFlow';

export interface PayPalPaymentProps {
  clientId: string;
  /** ping's paypal_dealer_plan: the subscription is created with it when the server did not create it. */
  planId: string | null;
  /** The PayPal subscription or order id the server created (null: create the subscription here). */
  clientSecret: string | null;
  orderId: number;
  kind: Exclude<PaymentKind, 'card'>;
  flow: PaymentFlow;
}

/** SDK options per flow: the subscription needs vault + intent subscription; orders are captured in EUR. */
export function payPalOptions(clientId: string, kind: PayPalPaymentProps['kind']): ReactPayPalScriptOptions {
  return kind === 'subscription'
    ? { clientId, vault: true, intent: 'subscription', components: 'buttons', locale: 'it_IT' }
    : { clientId, currency: 'EUR', intent: 'capture', components: 'buttons', locale: 'it_IT' };
}

function PayPalArea({ planId, clientSecret, orderId, kind, flow }: Omit<PayPalPaymentProps, 'clientId'>) {
  const t = useT();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) return <Alert severity="warning">{t('app.payments.common.providerUnavailable')}</Alert>;

  const approve = (externalId: string | null | undefined) =>
    flow.confirm(orderId, async () =>
      externalId ? { externalId } : { error: t('app.payments.dialogs.unexpectedProvider') },
    );
  const flowProps =
    kind === 'subscription'
      ? {
          // SPEC §7: the subscription carries the plan id and our order id as custom id.
          createSubscription: (
            _data: unknown,
            actions: { subscription: { create: (body: { plan_id: string; custom_id: string }) => Promise<string> } },
          ) =>
            clientSecret
              ? Promise.resolve(clientSecret)
              : actions.subscription.create({ plan_id: planId ?? '', custom_id: String(orderId) }),
          onApprove: (data: { subscriptionID?: string | null }) => approve(data.subscriptionID),
        }
      : {
          createOrder: () => Promise.resolve(clientSecret ?? ''),
          onApprove: (data: { orderID: string }) => approve(data.orderID),
        };

  return (
    <Box>
      {isPending && <PageLoading />}
      <PayPalButtons
        style={{ layout: 'vertical', label: kind === 'subscription' ? 'subscribe' : 'pay' }}
        forceReRender={[clientSecret, orderId]}
        {...flowProps}
        // SPEC §8: provider errors are only logged.
        onError={(error) => logPaymentError('PayPal', error)}
      />
    </Box>
  );
}

/** PayPal buttons through the React SDK; loaded (with the PayPal script) only on the pages that pay. */
export default function PayPalPayment({ clientId, ...area }: PayPalPaymentProps) {
  return (
    <PayPalScriptProvider options={payPalOptions(clientId, area.kind)}>
      <PayPalArea {...area} />
    </PayPalScriptProvider>
  );
}
