import { Alert, Box, CircularProgress } from '@mui/material';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import type { PayConfirm } from './payConfirm';

export interface PayPalPayProps {
  clientId: string;
  /** The PayPal order the server created for the quotation's order. */
  paypalOrderId: string;
  payment: PayConfirm;
}

function Buttons({ paypalOrderId, payment }: Omit<PayPalPayProps, 'clientId'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) return <Alert severity="warning">{m.order.payUnavailable}</Alert>;
  return (
    <Box>
      {isPending && <CircularProgress aria-label={m.order.payPreparing} />}
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        forceReRender={[paypalOrderId]}
        disabled={payment.running || payment.processing}
        createOrder={() => Promise.resolve(paypalOrderId)}
        onApprove={(data) =>
          payment.pay(async () => (data.orderID ? { externalId: data.orderID } : { error: m.order.payUnexpected }))
        }
      />
      {payment.running && <Alert severity="info">{m.order.payRunning}</Alert>}
      {payment.processing && <Alert severity="info">{m.order.payProcessing}</Alert>}
      {payment.error && <Alert severity="error">{payment.error}</Alert>}
    </Box>
  );
}

/**
 * PayPal's buttons for the PayPal order of the quotation, EUR, captured by the server on confirm. The
 * customer app's own small equivalent of the dealer portal's PayPalPayment; loaded only when PayPal is the provider.
 */
export default function PayPalPay({ clientId, ...buttons }: PayPalPayProps) {
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {m.order.payPaypalLabel}
      </Alert>
      <PayPalScriptProvider
        options={{ clientId, currency: 'EUR', intent: 'capture', components: 'buttons', locale: 'it_IT' }}
      >
        <Buttons {...buttons} />
      </PayPalScriptProvider>
    </>
  );
}
