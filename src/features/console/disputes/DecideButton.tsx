import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import {
  DISPUTE_OUTCOMES,
  DisputeDecisionBody,
  type AdminDisputeDetail,
  type DisputeOutcome,
} from '../../../../contract/returns';
import { disputesCopy as copy } from '../../../../i18n/it/console/disputes';
import { disputeOutcomeNames, returnMessages } from '../../../../i18n/it/returns';
import { api } from '../../../platform/api/console';
import { ConfirmDialog } from '../../../ui/components/ConfirmDialog';
import { AmountField } from '../../../ui/forms/AmountField';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { issuesByField } from '../../../ui/forms/fieldIssues';
import { namedMessages } from '../../../ui/forms/formErrors';
import { formatCurrency } from '../../../ui/format';
import { GavelIcon } from '../../../ui/icons';

const LABELS: Record<string, string> = { outcome: copy.outcome, amount: copy.amount, note: copy.note };

/**
 * "Decidi": full refund, partial (the amount typed the Italian way, at most what can still be refunded) or none, with
 * the note both sides read; checked with the contract's DisputeDecisionBody, then confirmed with the amount in full.
 * The server carries it out once. Full screen on a phone.
 */
export function DecideButton({ dispute }: { dispute: AdminDisputeDetail }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<DisputeOutcome>('full');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [decision, setDecision] = useState<DisputeDecisionBody | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const max = formatCurrency(dispute.refundable);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const partial = outcome === 'partial';
    const parsed = DisputeDecisionBody.safeParse({
      outcome,
      amount: partial && amount.trim() !== '' ? amount : undefined,
      note,
    });
    const found = parsed.success ? {} : issuesByField(parsed.error.issues);
    // The schema's own rule on a missing amount waits for every field to pass: said at once, beside the others.
    if (partial && amount.trim() === '') found.amount ??= returnMessages.amountForPartial;
    if (parsed.success && parsed.data.amount !== undefined && parsed.data.amount > dispute.refundable)
      found.amount = copy.amountTooHigh(max);
    setFields(namedMessages(found, (field) => LABELS[field]));
    if (!parsed.success || Object.keys(found).length > 0) return;
    setError(null);
    setDecision(parsed.data);
  };
  const decide = async () => {
    if (!decision) return;
    setBusy(true);
    try {
      await api.post('adminDisputeDecide', { params: { id: dispute.id }, body: decision });
      setDecision(null);
      setOpen(false);
      notify(copy.decided, { type: 'success' });
      refresh();
    } catch (failure) {
      setDecision(null);
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const confirmation =
    decision?.outcome === 'full'
      ? copy.confirmFull(max)
      : decision?.outcome === 'partial'
        ? copy.confirmPartial(formatCurrency(decision.amount ?? 0))
        : copy.confirmNone;

  return (
    <>
      <Button size="small" startIcon={<GavelIcon />} onClick={() => setOpen(true)}>
        {copy.decide}
      </Button>
      <Dialog
        open={open && decision === null}
        onClose={busy ? undefined : () => setOpen(false)}
        fullScreen={phone}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
        slotProps={{ paper: { component: 'form', onSubmit: check, noValidate: true } as object }}
      >
        <DialogTitle id={titleId}>{copy.decideTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormControl component="fieldset">
              <FormLabel component="legend">{copy.outcome}</FormLabel>
              <RadioGroup
                value={outcome}
                onChange={(event) => {
                  setFields({});
                  setOutcome(event.target.value as DisputeOutcome);
                }}
              >
                {DISPUTE_OUTCOMES.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={value === 'full' ? `${disputeOutcomeNames.full} (${max})` : disputeOutcomeNames[value]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {outcome === 'partial' && (
              <AmountField
                label={copy.amount}
                value={amount}
                onChange={(event) => {
                  setFields(({ amount: _amount, ...rest }) => rest);
                  setAmount(event.target.value);
                }}
                error={Boolean(fields.amount)}
                helperText={fields.amount ?? copy.amountHelp(max)}
                required
                fullWidth
              />
            )}
            <TextField
              label={copy.note}
              value={note}
              onChange={(event) => {
                setFields(({ note: _note, ...rest }) => rest);
                setNote(event.target.value);
              }}
              error={Boolean(fields.note)}
              helperText={fields.note ?? copy.noteHelp}
              multiline
              minRows={3}
              required
              fullWidth
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{copy.cancel}</Button>
          <Button type="submit" variant="contained">
            {copy.next}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={decision !== null}
        title={copy.confirmTitle}
        confirmLabel={copy.confirm}
        cancelLabel={copy.cancel}
        busy={busy}
        onConfirm={() => void decide()}
        onCancel={() => setDecision(null)}
      >
        {confirmation}
      </ConfirmDialog>
    </>
  );
}
