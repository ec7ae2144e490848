import { Button, Stack } from '@mui/material';
import { VAT_RATE_ORDERS } from '../../../../contract';
import { formatCurrency } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import { AmountList, NoOrderNotice, OrderLines, PaymentProviderArea } from '../../../domain/payments';
import type { PaymentFlow, PaymentSession } from '../../../domain/payments';

/** The wallet order the server created (authoritative: its rows, amount, VAT and total) and the provider to pay it. */
export function CreditsCheckout({
  session,
  flow,
  onChange,
}: {
  session: PaymentSession;
  flow: PaymentFlow;
  onChange: () => void;
}) {
  const t = useT();
  const order = session.order;
  return (
    <Stack spacing={2}>
      {order ? (
        <>
          <OrderLines rows={order.order_rows} />
          <AmountList
            lines={[
              { label: t('app.payments.credits.amountNet'), value: formatCurrency(session.amount) },
              {
                label: t('app.payments.credits.vat', { rate: VAT_RATE_ORDERS }),
                value: formatCurrency(session.tax_amount),
              },
              { label: t('app.payments.common.toPay'), value: formatCurrency(order.total_amount), strong: true },
            ]}
          />
          <PaymentProviderArea
            session={session}
            kind="wallet"
            flow={flow}
            submitLabel={t('app.payments.common.pay', { amount: formatCurrency(order.total_amount) })}
          />
        </>
      ) : (
        <NoOrderNotice />
      )}
      <Button onClick={onChange} disabled={flow.state.status === 'inProgress'}>
        {t('app.payments.common.change')}
      </Button>
    </Stack>
  );
}
