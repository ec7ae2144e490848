import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  RETURN_CONDITIONS,
  ReturnReceivedBody,
  ReturnRefuseBody,
  type DealerReturn,
  type ReturnCondition,
} from '../../../../contract/returns';
import { returnsCopy as copy } from '../../../../i18n/it/app/returns';
import { returnConditionNames } from '../../../../i18n/it/returns';
import { authStore } from '../../../platform/auth/storage';
import { api } from '../../../platform/api/dealer';
import { ConfirmDialog } from '../../../ui/components/ConfirmDialog';
import { fill } from '../../../ui/fill';
import { issuesByField } from '../../../ui/forms/fieldIssues';
import { namedMessages } from '../../../ui/forms/formErrors';
import { formatCurrency } from '../../../ui/format';
import { RefundButton } from './RefundDialog';
import { useReturnStep } from './useAfterStep';

const dealerId = () => authStore.user()?.id ?? 0;

/** A step's form in a dialog (full screen on a phone): the dialog is the confirmation, its button says what it does. */
function StepDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  error,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{text}</DialogContentText>
          {children}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {copy.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AcceptButton({ item }: { item: DealerReturn }) {
  const { open, setOpen, busy, error, run } = useReturnStep();
  const accept = async () => {
    await run(
      () => api.post('dealerReturnAccept', { params: { dealerId: dealerId(), returnId: item.id } }),
      copy.accept.done,
    );
  };
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {copy.accept.button}
      </Button>
      <ConfirmDialog
        open={open}
        title={copy.accept.title}
        confirmLabel={copy.accept.confirm}
        cancelLabel={copy.cancel}
        busy={busy}
        onConfirm={() => void accept()}
        onCancel={() => setOpen(false)}
      >
        <Typography component="span">{fill(copy.accept.text, { amount: formatCurrency(item.amount) })}</Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}

function RefuseButton({ item }: { item: DealerReturn }) {
  const { open, setOpen, busy, error, run } = useReturnStep();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refuse = async () => {
    const parsed = ReturnRefuseBody.safeParse({ reason });
    if (!parsed.success) {
      setProblem(namedMessages(issuesByField(parsed.error.issues), () => copy.refuse.reason).reason ?? null);
      return;
    }
    await run(
      () => api.post('dealerReturnRefuse', { params: { dealerId: dealerId(), returnId: item.id }, body: parsed.data }),
      copy.refuse.done,
    );
  };
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {copy.refuse.button}
      </Button>
      <StepDialog
        open={open}
        title={copy.refuse.title}
        text={copy.refuse.text}
        confirmLabel={copy.refuse.confirm}
        busy={busy}
        error={error}
        onSubmit={() => void refuse()}
        onClose={() => setOpen(false)}
      >
        <TextField
          label={copy.refuse.reason}
          value={reason}
          onChange={(event) => {
            setProblem(null);
            setReason(event.target.value);
          }}
          error={Boolean(problem)}
          helperText={problem ?? copy.refuse.reasonHelp}
          multiline
          minRows={3}
          required
          fullWidth
          autoFocus
        />
      </StepDialog>
    </>
  );
}

function ReceiveButton({ item }: { item: DealerReturn }) {
  const { open, setOpen, busy, error, run } = useReturnStep();
  const [condition, setCondition] = useState<ReturnCondition | ''>('');
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const labels: Record<string, string> = { condition: copy.receive.condition, note: copy.receive.note };
  const receive = async () => {
    const parsed = ReturnReceivedBody.safeParse({ condition: condition || undefined, note: note.trim() || null });
    if (!parsed.success) {
      setFields(namedMessages(issuesByField(parsed.error.issues), (field) => labels[field]));
      return;
    }
    await run(
      () =>
        api.post('dealerReturnReceived', { params: { dealerId: dealerId(), returnId: item.id }, body: parsed.data }),
      copy.receive.done,
    );
  };
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {copy.receive.button}
      </Button>
      <StepDialog
        open={open}
        title={copy.receive.title}
        text={copy.receive.text}
        confirmLabel={copy.receive.confirm}
        busy={busy}
        error={error}
        onSubmit={() => void receive()}
        onClose={() => setOpen(false)}
      >
        <FormControl component="fieldset" error={Boolean(fields.condition)} required>
          <FormLabel component="legend">{copy.receive.condition}</FormLabel>
          <RadioGroup
            value={condition}
            onChange={(event) => {
              setFields(({ condition: _condition, ...rest }) => rest);
              setCondition(event.target.value as ReturnCondition);
            }}
          >
            {RETURN_CONDITIONS.map((value) => (
              <FormControlLabel key={value} value={value} label={returnConditionNames[value]} control={<Radio />} />
            ))}
          </RadioGroup>
          {fields.condition && <FormHelperText>{fields.condition}</FormHelperText>}
        </FormControl>
        <TextField
          label={copy.receive.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={Boolean(fields.note)}
          helperText={fields.note}
          multiline
          minRows={2}
          fullWidth
        />
      </StepDialog>
    </>
  );
}

/**
 * The steps the person may take on this return now, as the server says (may_answer: Accetta / Rifiuta, the warehouse
 * and the owner; may_receive: Reso ricevuto; may_refund: Rimborsa or Segna come rimborsato, the owner and
 * Amministrazione). Every step asks first.
 */
export function ReturnActions({ item }: { item: DealerReturn }) {
  if (!item.may_answer && !item.may_receive && !item.may_refund) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {item.may_answer && <AcceptButton item={item} />}
      {item.may_answer && <RefuseButton item={item} />}
      {item.may_receive && <ReceiveButton item={item} />}
      {item.may_refund && <RefundButton item={item} />}
    </Stack>
  );
}
