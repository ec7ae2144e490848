import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { CustomerDemoPayBody, type CustomerQuotation } from '../../../contract/api/customer';
import { customerApp as m } from '../../../i18n/it/customer/app';
import { api } from '../../platform/dataProvider/api';
import { errorMessage } from '../../ui/forms/errorMessage';
import { issuesByField, serverFieldErrors } from '../../ui/forms/fieldIssues';
import { formatCurrency } from '../../ui/format';

const FIELDS = [
  ['card_number', m.order.cardNumber, 'cc-number', 'numeric'],
  ['expiry', m.order.expiry, 'cc-exp', 'numeric'],
  ['cvc', m.order.cvc, 'cc-csc', 'numeric'],
  ['holder', m.order.holder, 'cc-name', 'text'],
] as const;

/**
 * Online payment of an accepted quotation with the demo provider's card form (labelled as a demonstration: no real
 * money), shown by PayForm while the demo provider is the configured one. The server moves it to paid exactly once;
 * the button is disabled while the call runs.
 */
export function DemoCardForm({
  quotation,
  onPaid,
}: {
  quotation: CustomerQuotation;
  onPaid: (paid: CustomerQuotation) => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CustomerDemoPayBody.safeParse(values);
    if (!parsed.success) return setFields(issuesByField(parsed.error.issues));
    setFields({});
    setError(null);
    setBusy(true);
    try {
      onPaid(await api.post('customerQuotationPayDemo', { params: { id: quotation.id }, body: parsed.data }));
    } catch (failure) {
      setFields(serverFieldErrors(failure));
      setError(errorMessage(failure));
      setBusy(false);
    }
  };
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {m.order.demoLabel}
      </Alert>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {FIELDS.map(([name, label, autoComplete, inputMode]) => (
            <TextField
              key={name}
              label={label}
              autoComplete={autoComplete}
              value={values[name] ?? ''}
              fullWidth
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
              error={Boolean(fields[name])}
              helperText={fields[name]}
              slotProps={{ htmlInput: { inputMode } }}
            />
          ))}
          {error && <Alert severity="error">{error}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {m.order.payNow(formatCurrency(quotation.total_price))}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
