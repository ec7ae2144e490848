import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { dealerPaths } from '../../../../contract/paths/dealer';
import type { DealerReturn } from '../../../../contract/returns';
import { mayWorkIn } from '../../../../contract/staff';
import { returnsCopy as copy } from '../../../../i18n/it/app/returns';
import {
  disputeOutcomeNames,
  refundMethodNames,
  returnConditionNames,
  returnReasonNames,
} from '../../../../i18n/it/returns';
import { downloadReturnFile } from '../../../domain/returns/returnFile';
import { ReturnPhotos } from '../../../domain/returns/ReturnPhotos';
import { ReturnStateChip } from '../../../domain/returns/ReturnStateChip';
import { ReturnTimeline } from '../../../domain/returns/ReturnTimeline';
import { staffRoleOf } from '../../../platform/auth/staffRole';
import { authStore } from '../../../platform/auth/storage';
import { api } from '../../../platform/api/dealer';
import { Fact } from '../../../ui/components/Fact';
import { fill } from '../../../ui/fill';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatCurrency, formatDate, formatDateTime } from '../../../ui/format';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { ReturnActions } from './ReturnActions';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Stack spacing={0.5}>{children}</Stack>
    </Box>
  );
}

function LabelPart({ item }: { item: DealerReturn }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!item.label) return null;
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadReturnFile(dealerPaths.dealerReturnLabel, {
        dealerId: authStore.user()?.id ?? 0,
        returnId: item.id,
      });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Part title={copy.detail.label}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {fill(copy.detail.labelTracking, { tracking: item.label.tracking_number })}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        size="small"
        variant="outlined"
        onClick={() => void download()}
        disabled={busy}
        sx={{ alignSelf: 'start' }}
      >
        {busy ? copy.detail.downloading : copy.detail.labelDownload}
      </Button>
    </Part>
  );
}

function RefundPart({ item }: { item: DealerReturn }) {
  if (!item.refunded_at || item.refund_amount === null) return null;
  return (
    <Part title={copy.detail.refund}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {fill(copy.detail.refunded, {
          amount: formatCurrency(item.refund_amount),
          date: formatDate(item.refunded_at),
        })}
      </Typography>
      {item.refund_method && (
        <Typography variant="body2">
          {fill(copy.detail.method, { method: refundMethodNames[item.refund_method] })}
        </Typography>
      )}
      {item.refund_note && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {copy.detail.refundNote}: {item.refund_note}
        </Typography>
      )}
      {item.fee_credit !== null && (
        <Typography variant="body2">
          {fill(copy.detail.feeCredit, { amount: formatCurrency(item.fee_credit) })}
        </Typography>
      )}
      {item.credit_note_number && <CreditNote item={item} number={item.credit_note_number} />}
      {!item.credit_note_number && (item.fee_credit ?? 0) > 0 && (
        <Typography variant="body2">{copy.detail.creditNoteWaiting}</Typography>
      )}
    </Part>
  );
}

/**
 * The platform's credit note for the fee credited back: its number, and for the people who see invoices (the owner
 * and Amministrazione) its FatturaPA XML and PDF copy.
 */
function CreditNote({ item, number }: { item: DealerReturn; number: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const billing = mayWorkIn(staffRoleOf(authStore.user()), 'billing');
  const download = async (route: 'dealerReturnCreditNotePdf' | 'dealerReturnCreditNoteXml') => {
    setBusy(true);
    setError(null);
    try {
      await downloadReturnFile(dealerPaths[route], { dealerId: authStore.user()?.id ?? 0, returnId: item.id });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Typography variant="body2">{fill(copy.detail.creditNote, { number })}</Typography>
      {billing && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => void download('dealerReturnCreditNotePdf')}
          >
            {copy.detail.creditNotePdf}
          </Button>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => void download('dealerReturnCreditNoteXml')}
          >
            {copy.detail.creditNoteXml}
          </Button>
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </>
  );
}

function DisputePart({ item }: { item: DealerReturn }) {
  const { dispute } = item;
  if (!dispute) return null;
  return (
    <Part title={copy.detail.dispute}>
      {dispute.state === 'open' && <Alert severity="warning">{copy.detail.disputeOpen}</Alert>}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {copy.detail.disputeText}: {dispute.text}
      </Typography>
      <ReturnPhotos
        photos={dispute.photos}
        title={copy.detail.photos}
        photoLabel={(n) => fill(copy.detail.photo, { n })}
        newTab={copy.newTab}
      />
      {dispute.outcome && (
        <Alert severity="info">
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {fill(copy.detail.disputeDecided, { outcome: disputeOutcomeNames[dispute.outcome] })}
          </Typography>
          {dispute.decided_amount !== null && dispute.outcome !== 'none' && (
            <Typography variant="body2">
              {fill(copy.detail.disputeAmount, { amount: formatCurrency(dispute.decided_amount) })}
            </Typography>
          )}
          {dispute.decision_note && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {dispute.decision_note}
            </Typography>
          )}
        </Alert>
      )}
    </Part>
  );
}

/** The answer's deadline while the return waits for it: before it, or past it (accepted by the clock soon). */
function Deadline({ item }: { item: DealerReturn }) {
  // When the return was opened is "now" enough: the list is asked again at every change.
  const [now] = useState(() => Date.now());
  if (item.state !== 'requested') return null;
  const date = formatDateTime(item.answer_due_at);
  const overdue = new Date(item.answer_due_at).getTime() < now;
  return (
    <Alert severity={overdue ? 'error' : 'warning'}>
      {fill(overdue ? copy.detail.overdue : copy.detail.dueAt, { date })}
    </Alert>
  );
}

/**
 * One return for the dealer: the state and the deadline, the steps the person's role may take now (ReturnActions),
 * the customer, reason, rows and value, the customer's note and photos, the refusal, the return label, the receipt
 * with the part's condition, the refund with the fee credited back and the credit note, the dispute and the timeline.
 */
export function ReturnDetail({ item }: { item: DealerReturn }) {
  const title = fill(copy.detail.title, { code: item.quotation_code });
  return (
    <Paper component="article" aria-label={title} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        <Box>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            <ReturnStateChip state={item.state} />
          </Box>
        </Box>
        <Deadline item={item} />
        {item.auto_accepted && <Alert severity="info">{copy.detail.autoAccepted}</Alert>}
        <ReturnActions item={item} />

        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Fact label={copy.detail.customer}>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {item.customer_name} · {item.customer_email}
            </Box>
          </Fact>
          <Fact label={copy.detail.requestedAt}>{formatDateTime(item.created_at)}</Fact>
          <Fact label={copy.detail.reason}>{returnReasonNames[item.reason]}</Fact>
          <Fact label={copy.detail.amount}>{formatCurrency(item.amount)}</Fact>
          <Fact label={copy.detail.payment}>
            {item.payment_type === 'online' ? copy.detail.online : copy.detail.offline}
          </Fact>
        </Box>
        {item.business_buyer && <Typography variant="body2">{copy.detail.businessBuyer}</Typography>}

        <Part title={copy.detail.rows}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {item.rows.map((row) => (
              <li key={row.quotation_row_id}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {fill(copy.detail.row, {
                    quantity: row.quantity,
                    part: row.part_name,
                    brand: row.brand,
                    code: row.part_code,
                    amount: formatCurrency(row.amount),
                  })}
                </Typography>
              </li>
            ))}
          </Box>
        </Part>
        {item.note && (
          <Part title={copy.detail.note}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {item.note}
            </Typography>
          </Part>
        )}
        <ReturnPhotos
          photos={item.photos}
          title={copy.detail.photos}
          photoLabel={(n) => fill(copy.detail.photo, { n })}
          newTab={copy.newTab}
        />
        {item.refuse_reason && (
          <Part title={copy.detail.refused}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {item.refuse_reason}
            </Typography>
          </Part>
        )}
        <LabelPart item={item} />
        {item.received_at && (
          <Part title={fill(copy.detail.received, { date: formatDate(item.received_at) })}>
            {item.received_condition && (
              <Typography variant="body2">
                {copy.detail.condition}: {returnConditionNames[item.received_condition]}
              </Typography>
            )}
            {item.received_note && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {copy.detail.receivedNote}: {item.received_note}
              </Typography>
            )}
          </Part>
        )}
        <RefundPart item={item} />
        <DisputePart item={item} />
        <ReturnTimeline events={item.timeline} title={copy.detail.timeline} />
      </Stack>
    </Paper>
  );
}

/** A return opened by its link (?id=) that the list's page does not hold: asked by itself. */
export function ReturnDetailById({ id }: { id: number }) {
  const dealer = authStore.user()?.id ?? 0;
  const query = useQuery({
    queryKey: ['returns', 'getOne', { id: String(id) }],
    queryFn: ({ signal }) => api.get('dealerReturn', { params: { dealerId: dealer, returnId: id }, signal }),
  });
  if (query.isPending) return <PageLoading />;
  if (query.error) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return <ReturnDetail item={query.data} />;
}
