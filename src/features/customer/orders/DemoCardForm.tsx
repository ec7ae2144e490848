import { Alert } from '@mui/material';
import { useState } from 'react';
import type { CustomerQuotation } from '../../../../contract/api/customer';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { DemoCardForm as CardForm, type DemoCard } from '../../../domain/payments/DemoCardForm';
import { api } from '../../../platform/api/customer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { serverFieldErrors } from '../../../ui/forms/fieldIssues';
import { formatCurrency } from '../../../ui/format';

/**
 * Online payment of an accepted quotation with the demo provider, shown by PayForm while the demo provider is the
 * configured one: the one demo card form of both apps (domain/payments/DemoCardForm). The server moves it to paid
 * exactly once; the button is disabled while the call runs.
 */
export function DemoCardForm({
  quotation,
  onPaid,
}: {
  quotation: CustomerQuotation;
  onPaid: (paid: CustomerQuotation) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pay = async ({ holder, card_number, expiry, cvc }: DemoCard) => {
    setError(null);
    setBusy(true);
    try {
      onPaid(
        await api.post('customerQuotationPayDemo', {
          params: { id: quotation.id },
          body: { holder, card_number, expiry, cvc },
        }),
      );
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
      return serverFieldErrors(failure);
    }
  };
  return (
    <CardForm onPay={pay} submitLabel={m.order.payNow(formatCurrency(quotation.total_price))} busy={busy}>
      {error && <Alert severity="error">{error}</Alert>}
    </CardForm>
  );
}
