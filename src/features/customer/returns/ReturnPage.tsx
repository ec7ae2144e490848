import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { customerPaths } from '../../../../contract/paths/customer';
import type { CustomerReturn } from '../../../../contract/returns';
import { customerApp } from '../../../../i18n/it/customer/app';
import { customerReturns as m } from '../../../../i18n/it/customer/returns';
import { disputeOutcomeNames, refundMethodNames, returnReasonNames } from '../../../../i18n/it/returns';
import { downloadReturnFile } from '../../../domain/returns/returnFile';
import { ReturnPhotos } from '../../../domain/returns/ReturnPhotos';
import { ReturnStateChip } from '../../../domain/returns/ReturnStateChip';
import { ReturnTimeline } from '../../../domain/returns/ReturnTimeline';
import { api } from '../../../platform/api/customer';
import { ConfirmDialog } from '../../../ui/components/ConfirmDialog';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatCurrency, formatDate, formatDateTime } from '../../../ui/format';
import { DisputeForm } from './DisputeForm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Paper>
  );
}

/** "Scarica l'etichetta di reso": the PDF behind the customer's token. */
function LabelSection({ item }: { item: CustomerReturn }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!item.label) return null;
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadReturnFile(customerPaths.customerReturnLabel, { id: item.id });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={m.detail.label}>
      {!item.received_at && <Typography>{m.detail.labelText}</Typography>}
      <Typography sx={{ overflowWrap: 'anywhere' }}>{m.detail.labelTracking(item.label.tracking_number)}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="outlined" onClick={() => void download()} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? m.detail.downloading : m.detail.labelDownload}
      </Button>
    </Section>
  );
}

/** "Annulla il reso", while the dealer has not answered: asked first. */
function CancelReturn({ item, onDone }: { item: CustomerReturn; onDone: (updated: CustomerReturn) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await api.post('customerReturnCancel', { params: { id: item.id } }));
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="outlined" color="inherit" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {m.detail.cancel}
      </Button>
      <ConfirmDialog
        open={open}
        title={m.detail.cancelTitle}
        confirmLabel={m.detail.cancelConfirm}
        cancelLabel={m.detail.keep}
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setOpen(false)}
      >
        {m.detail.cancelText}
      </ConfirmDialog>
    </>
  );
}

function DisputeSection({ item, onChange }: { item: CustomerReturn; onChange: (updated: CustomerReturn) => void }) {
  const { dispute } = item;
  if (dispute)
    return (
      <Section title={m.dispute.title}>
        <Typography>{m.dispute.opened(formatDate(dispute.opened_at))}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <strong>{m.dispute.yourText}:</strong> {dispute.text}
        </Typography>
        <ReturnPhotos photos={dispute.photos} title={m.dispute.photos} photoLabel={m.detail.photo} newTab={m.newTab} />
        {dispute.outcome && (
          <Alert severity={dispute.outcome === 'none' ? 'warning' : 'success'}>
            <Typography sx={{ fontWeight: 700 }}>{m.dispute.decided(disputeOutcomeNames[dispute.outcome])}</Typography>
            {dispute.decided_amount !== null && dispute.outcome !== 'none' && (
              <Typography>{m.dispute.decidedAmount(formatCurrency(dispute.decided_amount))}</Typography>
            )}
            {dispute.decision_note && (
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {m.dispute.note}: {dispute.decision_note}
              </Typography>
            )}
          </Alert>
        )}
      </Section>
    );
  if (item.may_open_dispute)
    return (
      <Section title={m.dispute.title}>
        <DisputeForm returnId={item.id} onOpened={onChange} />
      </Section>
    );
  if (item.dispute_available_at && !item.refunded_at)
    return <Typography variant="body2">{m.dispute.availableFrom(formatDate(item.dispute_available_at))}</Typography>;
  return null;
}

/**
 * One return as its customer follows it (GET /customer/returns/:id): the state, what goes back and why, the dealer's
 * deadline to answer, the refusal's reason, the return label once accepted, the receipt, the refund, the dispute
 * ("Apri controversia" when the return was refused or is stuck without a refund) and the timeline. The live inbox
 * refetches it when the dealer or the operator acts.
 */
export default function ReturnPage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['customer-return', id],
    queryFn: () => api.get('customerReturn', { params: { id } }),
  });
  if (query.isPending) return <CircularProgress aria-label={customerApp.loading} />;
  if (query.error) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const item = query.data;
  const update = (updated: CustomerReturn) => {
    queryClient.setQueryData(['customer-return', id], updated);
    void queryClient.invalidateQueries({ queryKey: ['customer-return-options', item.quotation_id] });
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="return-title">
      <Box>
        <Typography id="return-title" component="h1" variant="h5">
          {m.detail.title(item.quotation_code)}
        </Typography>
        <Typography>
          {m.detail.dealer}: {item.dealer_name}
        </Typography>
        <Stack
          direction="row"
          role="status"
          aria-label={m.detail.state}
          sx={{ gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="body2">{m.detail.state}:</Typography>
          <ReturnStateChip state={item.state} size="medium" />
        </Stack>
        <Button component={RouterLink} to={`/preventivi/${item.quotation_id}`} size="small" sx={{ mt: 1, px: 0 }}>
          {m.detail.back}
        </Button>
      </Box>

      {item.state === 'requested' && (
        <Alert severity="info">{m.detail.waiting(formatDateTime(item.answer_due_at))}</Alert>
      )}
      {item.state === 'requested' && item.may_cancel && <CancelReturn item={item} onDone={update} />}
      {item.refuse_reason && (
        <Alert severity="warning">
          <Typography sx={{ fontWeight: 700 }}>{m.detail.refused}</Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{item.refuse_reason}</Typography>
          {item.may_open_dispute && <Typography>{m.detail.refusedHint}</Typography>}
        </Alert>
      )}
      {item.auto_accepted && <Alert severity="info">{m.detail.autoAccepted}</Alert>}

      <LabelSection item={item} />
      {item.received_at && <Typography>{m.detail.received(formatDate(item.received_at))}</Typography>}

      {(item.refunded_at || item.state === 'accepted' || item.state === 'received') && (
        <Section title={m.detail.refund}>
          {item.refunded_at && item.refund_amount !== null ? (
            <>
              <Typography sx={{ fontWeight: 700 }}>
                {m.detail.refunded(formatCurrency(item.refund_amount), formatDate(item.refunded_at))}
              </Typography>
              {item.refund_method && (
                <Typography>{m.detail.refundMethod(refundMethodNames[item.refund_method])}</Typography>
              )}
            </>
          ) : (
            <Typography>{m.detail.waitingRefund}</Typography>
          )}
        </Section>
      )}

      <DisputeSection item={item} onChange={update} />

      <Section title={m.detail.rows}>
        <Typography variant="body2">{m.detail.requestedAt(formatDateTime(item.created_at))}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {item.rows.map((row) => (
            <li key={row.quotation_row_id}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {m.detail.row(
                  row.quantity,
                  `${row.part_name} · ${row.brand} ${row.part_code}`,
                  formatCurrency(row.amount),
                )}
              </Typography>
            </li>
          ))}
        </Box>
        <Typography sx={{ fontWeight: 700 }}>{m.detail.amount(formatCurrency(item.amount))}</Typography>
        <Typography>
          {m.detail.reason}: {returnReasonNames[item.reason]}
        </Typography>
        {item.note && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {m.detail.note}: {item.note}
          </Typography>
        )}
        <ReturnPhotos photos={item.photos} title={m.detail.photos} photoLabel={m.detail.photo} newTab={m.newTab} />
      </Section>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <ReturnTimeline events={item.timeline} title={m.detail.timeline} />
      </Paper>
    </Stack>
  );
}
