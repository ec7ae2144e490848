import { Typography } from '@mui/material';
import type { Order } from '../../../../contract';
import { formatCurrency } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import { AmountList, linesTotal, OrderLines, PaymentPanel } from '../../../domain/payments';
import type { PaymentSession } from '../../../domain/payments';

/** SPEC §2 "Subscription payment": order total and lines, partial total, this month's and next month's totals. */
export function SubscriptionOrderSummary({ order, session }: { order: Order; session: PaymentSession }) {
  const t = useT();
  const thisMonth = session.partial_amount ?? order.total_amount;
  const lines = [
    { label: t('app.payments.subscription.partialTotal'), value: formatCurrency(linesTotal(order.order_rows)) },
    {
      label: t('app.payments.subscription.thisMonth'),
      hint: t('app.payments.subscription.thisMonthHint'),
      value: formatCurrency(thisMonth),
      strong: true,
    },
    ...(session.next_month_amount !== undefined
      ? [
          {
            label: t('app.payments.subscription.nextMonth'),
            hint: t('app.payments.subscription.nextMonthHint'),
            value: formatCurrency(session.next_month_amount),
          },
        ]
      : []),
  ];
  return (
    <PaymentPanel id="subscription-order" title={t('app.payments.subscription.orderTitle')}>
      <Typography sx={{ mb: 2 }}>
        {t('app.payments.common.orderTotal')}: <strong>{formatCurrency(order.total_amount)}</strong>
      </Typography>
      <OrderLines rows={order.order_rows} />
      <AmountList lines={lines} />
    </PaymentPanel>
  );
}
