import { Button, Stack } from '@mui/material';
import { VAT_RATE_ORDERS } from '../../../../contract';
import { formatCurrency } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import { AmountList, PaymentProviderArea } from '../../../domain/payments';
import type { PaymentFlow, PaymentSession } from '../../../domain/payments';

/** The fee order ready to pay: amount, VAT and the VAT-inclusive total (SPEC §2), then the provider. */
export function FeeCheckout({
  session,
  flow,
  onChange,
}: {
  session: PaymentSession;
  flow: PaymentFlow;
  onChange: () => void;
}) {
  const t = useT();
  const total = session.order?.total_amount ?? session.amount + session.tax_amount;
  return (
    <Stack spacing={2}>
      <AmountList
        lines={[
          { label: t('app.payments.credits.amountNet'), value: formatCurrency(session.amount) },
          {
            label: t('app.payments.credits.vat', { rate: VAT_RATE_ORDERS }),
            value: formatCurrency(session.tax_amount),
          },
          { label: t('app.payments.common.toPay'), value: formatCurrency(total), strong: true },
        ]}
      />
      <PaymentProviderArea
        session={session}
        kind="fee"
        flow={flow}
        submitLabel={t('app.payments.common.pay', { amount: formatCurrency(total) })}
      />
      <Button onClick={onChange} disabled={flow.state.status === 'inProgress'}>
        {t('app.payments.common.back')}
      </Button>
    </Stack>
  );
}
