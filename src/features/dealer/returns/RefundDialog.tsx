import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { formatAmount } from '../../../../contract/amounts';
import { OFFLINE_REFUND_METHODS, type DealerReturn, type OfflineRefundMethod } from '../../../../contract/returns';
import { returnsCopy as copy } from '../../../../i18n/it/app/returns';
import { offlineRefundMethodNames, returnMessages } from '../../../../i18n/it/returns';
import { authStore } from '../../../platform/auth/storage';
import { api } from '../../../platform/api/dealer';
import { ConfirmDialog } from '../../../ui/components/ConfirmDialog';
import { fill } from '../../../ui/fill';
import { amountProblem, amountValue } from '../../../ui/forms/amount';
import { AmountField } from '../../../ui/forms/AmountField';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { namedMessages } from '../../../ui/forms/formErrors';
import { formatCurrency } from '../../../ui/format';
import { useAfterStep } from './useAfterStep';

interface Refund {
  amount: number;
  method: OfflineRefundMethod | null;
  note: string | null;
}

/**
 * "Rimborsa" (an online sale: through the payment provider) or "Segna come rimborsato" (offline: with how the money
 * went back). First the amount, typed the Italian way (the return's value by default, less for a partial refund) and,
 * offline, the method; then the confirmation with the amount in full ("Confermi il rimborso di 45,50 €?"); the
 * server refunds once, whatever is pressed twice.
 */
export function RefundButton({ item }: { item: DealerReturn }) {
  const after = useAfterStep();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const online = item.payment_type === 'online';
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(() => formatAmount(item.amount));
  const [method, setMethod] = useState<OfflineRefundMethod | ''>('');
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<Refund | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labels: Record<string, string> = { amount: copy.refund.amount, method: copy.refund.method };
  const max = formatCurrency(item.amount);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const value = amountValue(amount);
    const problem = amountProblem(amount, true);
    if (problem) found.amount = problem;
    else if (typeof value === 'number' && value <= 0) found.amount = returnMessages.amountPositive;
    else if (typeof value === 'number' && value > item.amount) found.amount = fill(copy.refund.tooMuch, { max });
    if (!online && !method) found.method = returnMessages.methodRequired;
    setFields(namedMessages(found, (field) => labels[field]));
    if (Object.keys(found).length > 0 || typeof value !== 'number') return;
    setError(null);
    setConfirming({
      amount: value,
      method: online ? null : (method as OfflineRefundMethod),
      note: note.trim() || null,
    });
  };
  const refund = async () => {
    if (!confirming) return;
    setBusy(true);
    setError(null);
    try {
      await api.post('dealerReturnRefund', {
        params: { dealerId: authStore.user()?.id ?? 0, returnId: item.id },
        body: {
          amount: confirming.amount,
          ...(confirming.method ? { method: confirming.method } : {}),
          note: confirming.note,
        },
      });
      setConfirming(null);
      setOpen(false);
      after(fill(copy.refund.done, { amount: formatCurrency(confirming.amount) }));
    } catch (failure) {
      setConfirming(null);
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const shown = confirming ? formatCurrency(confirming.amount) : '';
  return (
    <>
      <Button variant="contained" color="success" onClick={() => setOpen(true)}>
        {online ? copy.refund.online : copy.refund.offline}
      </Button>
      <Dialog
        open={open && !confirming}
        onClose={busy ? undefined : () => setOpen(false)}
        fullScreen={phone}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
        slotProps={{ paper: { component: 'form', onSubmit: check, noValidate: true } as object }}
      >
        <DialogTitle id={titleId}>{online ? copy.refund.titleOnline : copy.refund.titleOffline}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{online ? copy.refund.textOnline : copy.refund.textOffline}</DialogContentText>
            <AmountField
              label={copy.refund.amount}
              value={amount}
              onChange={(event) => {
                setFields(({ amount: _amount, ...rest }) => rest);
                setAmount(event.target.value);
              }}
              error={Boolean(fields.amount)}
              helperText={fields.amount ?? fill(copy.refund.amountHelp, { max })}
              required
              fullWidth
            />
            {!online && (
              <TextField
                select
                label={copy.refund.method}
                value={method}
                onChange={(event) => {
                  setFields(({ method: _method, ...rest }) => rest);
                  setMethod(event.target.value as OfflineRefundMethod);
                }}
                error={Boolean(fields.method)}
                helperText={fields.method}
                required
                fullWidth
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="" disabled>
                  {copy.refund.chooseMethod}
                </option>
                {OFFLINE_REFUND_METHODS.map((value) => (
                  <option key={value} value={value}>
                    {offlineRefundMethodNames[value]}
                  </option>
                ))}
              </TextField>
            )}
            <TextField
              label={copy.refund.note}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              fullWidth
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{copy.cancel}</Button>
          <Button type="submit" variant="contained">
            {copy.refund.next}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        title={fill(copy.refund.confirmTitle, { amount: shown })}
        confirmLabel={copy.refund.confirm}
        cancelLabel={copy.cancel}
        busy={busy}
        onConfirm={() => void refund()}
        onCancel={() => setConfirming(null)}
      >
        {online
          ? fill(copy.refund.confirmOnline, { amount: shown })
          : fill(copy.refund.confirmOffline, {
              amount: shown,
              method: confirming?.method ? offlineRefundMethodNames[confirming.method] : '',
            })}
      </ConfirmDialog>
    </>
  );
}
