import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CustomerQuotation } from '../../../../contract/api/customer';
import { mayRate } from '../../../../contract/delivery';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { receiptCopy } from '../../../../i18n/it/customer/receipt';
import { api } from '../../../platform/api/customer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { CustomerChat } from './CustomerChat';
import { DeliveryConfirm } from './DeliveryConfirm';
import { OrderAmounts } from './OrderAmounts';
import { PayForm } from './PayForm';
import { RatingForm } from './RatingForm';
import { ReturnSection } from './ReturnSection';
import { ShipmentTimeline } from './ShipmentTimeline';

/**
 * One quotation as its customer follows it: status (da pagare, pagato, spedito), the accepted rows and
 * total, the payment, the tracking code or shipping note the dealer entered, "Ho ricevuto il ricambio", the rating
 * once the goods arrived (contract/delivery.ts), and the chat
 * with the dealer. The live inbox refetches it when the dealer ships.
 */
export default function OrderPage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const quotation = useQuery({
    queryKey: ['customer-quotation', id],
    queryFn: () => api.get('customerQuotation', { params: { id } }),
  });
  const submissionId = quotation.data?.submission_id;
  const submission = useQuery({
    queryKey: ['customer-request', submissionId],
    queryFn: () => api.get('customerSubmission', { params: { id: submissionId! } }),
    enabled: submissionId !== undefined,
    staleTime: Infinity,
  });
  if (quotation.isPending) return <CircularProgress aria-label={m.loading} />;
  if (quotation.error) return <Alert severity="error">{errorMessage(quotation.error)}</Alert>;
  const q = quotation.data;
  const dealer = q.dealer.legal_name ?? m.order.dealer;
  const accepted = q.quotation_rows.filter((row) => row.accepted);
  const online = q.payment_type === 'online';
  return (
    <Stack spacing={2} component="section" aria-labelledby="order-title">
      <Box>
        <Typography id="order-title" component="h1" variant="h5">
          {m.order.title(q.quotation_code)}
        </Typography>
        <Typography>
          {m.order.dealer}: {dealer}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 1 }} role="status" aria-label={m.order.status}>
          <Typography variant="body2">{m.order.status}:</Typography>
          <Chip
            label={
              q.status === 'complete' && !online ? m.order.offlineStatus : (m.order.statuses[q.status] ?? q.status)
            }
            variant="outlined"
            sx={{ fontWeight: 700, color: 'text.primary' }}
          />
        </Stack>
        <Button component={RouterLink} to={`/richieste/${q.submission_id}`} size="small" sx={{ mt: 1, px: 0 }}>
          {m.order.back}
        </Button>
        {online && (q.status === 'paid' || q.status === 'complete') && (
          <Button component={RouterLink} to={`/preventivi/${q.id}/ricevuta`} size="small" sx={{ mt: 1, ml: 2, px: 0 }}>
            {receiptCopy.link}
          </Button>
        )}
      </Box>

      {accepted.length > 0 && (
        <Paper component="section" aria-label={m.order.rows} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {m.order.rows}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {accepted.map((row) => (
              <li key={row.id}>
                <Typography variant="body2">
                  {row.quantity} × {row.part_name} · {row.brand} {row.part_code}
                </Typography>
              </li>
            ))}
          </Box>
          <OrderAmounts quotation={q} />
          {!online && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {m.order.offline}
            </Alert>
          )}
        </Paper>
      )}

      {q.status === 'payment-pending' && online && (
        <PayForm
          quotation={q}
          onPaid={(paid) => {
            queryClient.setQueryData(['customer-quotation', id], paid);
            void queryClient.invalidateQueries();
          }}
        />
      )}
      {q.status === 'paid' && (
        <Alert severity="success">
          {m.order.paid} {m.order.waitingShipping}.
        </Alert>
      )}

      {(q.tracking_code || q.tracking_message) && (
        <Paper component="section" aria-label={m.order.tracking} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {m.order.tracking}
          </Typography>
          {q.tracking_code && <Typography>{m.order.trackingCode(q.tracking_code)}</Typography>}
          {q.tracking_message && <Typography>{m.order.trackingNote(q.tracking_message)}</Typography>}
        </Paper>
      )}
      {q.tracking_code && <ShipmentTimeline quotationId={q.id} />}

      {q.status === 'complete' && (
        <DeliveryConfirm
          quotation={q}
          onReceived={(updated) =>
            // The answer carries no rating: keep the one given, if any.
            queryClient.setQueryData<CustomerQuotation>(['customer-quotation', id], (old) => ({
              ...updated,
              my_rating: old?.my_rating ?? null,
            }))
          }
        />
      )}
      {mayRate(q) && <RatingForm quotationId={q.id} rating={q.my_rating} />}
      {q.status === 'complete' && <ReturnSection quotationId={q.id} />}

      {submission.data && (
        <CustomerChat chatToken={submission.data.token_uuid} dealerId={q.dealer_id} label={m.order.chat(dealer)} />
      )}
    </Stack>
  );
}
