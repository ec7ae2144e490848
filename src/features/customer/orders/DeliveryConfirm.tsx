import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { CustomerQuotation } from '../../../../contract/api/customer';
import { mayConfirmReceipt } from '../../../../contract/delivery';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { api } from '../../../platform/api/customer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatDate } from '../../../ui/format';

/**
 * The goods reached the customer (contract/delivery.ts): "Ho ricevuto il ricambio" on a concluded sale, once; then
 * when it arrived and who recorded it. Confirming opens the rating of an offline sale or one shipped without a code.
 */
export function DeliveryConfirm({
  quotation,
  onReceived,
}: {
  quotation: CustomerQuotation;
  onReceived: (updated: CustomerQuotation) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      onReceived(await api.post('customerQuotationReceived', { params: { id: quotation.id } }));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const recorded = quotation.delivered_at ? formatDate(quotation.delivered_at) : null;
  if (!recorded && !mayConfirmReceipt(quotation)) return null;
  return (
    <Paper component="section" aria-label={m.order.delivery} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {m.order.delivery}
      </Typography>
      {recorded ? (
        <Typography>
          {quotation.delivery_kind === 'collected'
            ? m.order.collectedOn(recorded)
            : quotation.delivery_kind === 'delivered'
              ? m.order.deliveredOn(recorded)
              : quotation.delivery_kind === 'courier'
                ? m.order.courierOn(recorded)
                : m.order.receivedOn(recorded)}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          <Typography>{m.order.receivedQuestion}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <Button variant="contained" onClick={() => void confirm()} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {busy ? m.order.receiving : m.order.received}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
