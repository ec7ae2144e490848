import { BlockIcon, CheckCircleIcon } from '../../ui/icons';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactElement } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { readAmount } from '../../../contract/amounts';
import { consoleCopy } from '../../../i18n/it/app/console';
import { errors } from '../../../i18n/it/errors';
import { AmountField } from '../../ui/forms/AmountField';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** Runs one of the console's action routes (suspend, expire…), then shows the server's refusal or refreshes the view. */
function useAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await action();
      notify(done ?? consoleCopy.done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** A button calling an action route at once (Sospendi, Riattiva, Fai scadere). */
export function ActionButton({
  label,
  icon,
  action,
  done,
}: {
  label: string;
  icon?: ReactElement;
  action: () => Promise<unknown>;
  done?: string;
}) {
  const { busy, run } = useAction();
  return (
    <Button size="small" startIcon={icon} disabled={busy} onClick={() => void run(action, done)}>
      {label}
    </Button>
  );
}

/**
 * An amount that may be negative (a credit adjustment takes credits away): the sign, then an amount as the
 * contract's readAmount reads it ("-12,50", "1.234,56"); null when it cannot be read for sure.
 */
export function signedAmount(typed: string): number | null {
  const negative = /^\s*[-−]/.test(typed);
  const reading = readAmount(typed.replace(/^\s*[-−]\s*/, ''));
  if (!reading.ok) return null;
  return negative ? -reading.value : reading.value;
}

/**
 * A button opening a dialog that asks for a mandatory reason (and, with `amountLabel`, an amount): the credit
 * adjustment, the refund, the suspension. The dialog is the confirmation: `description` says what will happen.
 * The server checks the reason as well (422 with its Italian message). Full screen on a phone.
 */
export function ReasonButton({
  label,
  icon,
  amountLabel,
  description,
  confirmLabel,
  action,
  done,
}: {
  label: string;
  icon?: ReactElement;
  amountLabel?: string;
  description?: string;
  confirmLabel?: string;
  action: (values: { reason: string; amount: number }) => Promise<unknown>;
  done?: string;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { busy, run } = useAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const parsed = signedAmount(amount);
  const unreadable = amount.trim() !== '' && parsed === null;
  const valid = reason.trim().length >= 3 && (!amountLabel || (parsed !== null && parsed !== 0));
  const submit = async () => {
    if (await run(() => action({ reason: reason.trim(), amount: parsed ?? 0 }), done)) {
      setOpen(false);
      setReason('');
      setAmount('');
    }
  };
  return (
    <>
      <Button size="small" startIcon={icon} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="reason-dialog-title" fullScreen={phone}>
        <DialogTitle id="reason-dialog-title">{label}</DialogTitle>
        <DialogContent>
          {description ? <DialogContentText sx={{ mb: 1 }}>{description}</DialogContentText> : null}
          {amountLabel ? (
            <AmountField
              label={amountLabel}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={unreadable}
              helperText={unreadable ? errors.amountUnreadable : undefined}
              fullWidth
              margin="dense"
              required
            />
          ) : null}
          <TextField
            label={consoleCopy.reason}
            helperText={consoleCopy.reasonHelp}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            fullWidth
            margin="dense"
            multiline
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{consoleCopy.cancel}</Button>
          <Button variant="contained" disabled={!valid || busy} onClick={() => void submit()}>
            {confirmLabel ?? consoleCopy.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Yes/No choices for a `true|false` query flag. */
export const flagChoices = [
  { id: 'true', name: consoleCopy.yes },
  { id: 'false', name: consoleCopy.no },
];

/**
 * Sospendi or Riattiva, whichever applies (a dealer's or a customer's page). Suspending locks a person out at once,
 * so it asks first and takes a reason; reactivating gives access back and acts at once.
 */
export function SuspendToggle({
  suspended,
  copy,
  suspend,
  reactivate,
}: {
  suspended: boolean;
  copy: {
    suspend: string;
    suspendConfirm: string;
    suspendText: string;
    reactivate: string;
    suspended: string;
    reactivated: string;
  };
  suspend: (reason: string) => Promise<unknown>;
  reactivate: () => Promise<unknown>;
}) {
  return suspended ? (
    <ActionButton label={copy.reactivate} icon={<CheckCircleIcon />} done={copy.reactivated} action={reactivate} />
  ) : (
    <ReasonButton
      label={copy.suspend}
      icon={<BlockIcon />}
      description={copy.suspendText}
      confirmLabel={copy.suspendConfirm}
      done={copy.suspended}
      action={({ reason }) => suspend(reason)}
    />
  );
}
