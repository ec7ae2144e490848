import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CustomerQuotation } from '../../../../contract/api/customer';
import { quotationTotals } from '../../../../contract/totals';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { receiptCopy as r } from '../../../../i18n/it/customer/receipt';
import { api } from '../../../platform/api/customer';
import { AmountList } from '../../../domain/payments/AmountList';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatCurrency, formatDate } from '../../../ui/format';

/** The accepted rows' amounts, as the server computed the total at acceptance (contract/totals.ts). */
function amountsOf(q: CustomerQuotation) {
  const accepted = q.quotation_rows.flatMap((row, index) => (row.accepted ? [index] : []));
  return quotationTotals({
    options: q.quotation_rows,
    shippingFlat: q.shipping_cost_flat,
    shippingPartial: q.shipping_cost_partial,
    shippingChosen: q.shipping_fee_chosen,
    acceptedOptionIndexes: accepted,
  });
}

/**
 * /cliente/preventivi/:id/ricevuta: the receipt of an online payment (GET /customer/quotations/:id/receipt). The seller
 * is the dealer, named with its VAT number and address; the platform collected the payment on the dealer's behalf; the
 * parts, shipping and their VAT add up to what was paid.
 */
export default function ReceiptPage() {
  const id = Number(useParams().id);
  const receipt = useQuery({
    queryKey: ['customer-receipt', id],
    queryFn: () => api.get('customerQuotationReceipt', { params: { id } }),
  });
  // The order page's own query: usually in the cache already.
  const quotation = useQuery({
    queryKey: ['customer-quotation', id],
    queryFn: () => api.get('customerQuotation', { params: { id } }),
  });
  const back = (
    <Button component={RouterLink} to={`/preventivi/${id}`} size="small" sx={{ alignSelf: 'flex-start', px: 0 }}>
      {r.back}
    </Button>
  );
  if (receipt.isPending || quotation.isPending) return <CircularProgress aria-label={m.loading} />;
  if (receipt.error || quotation.error)
    return (
      <Stack spacing={2}>
        <Alert severity="info">{errorMessage(receipt.error ?? quotation.error)}</Alert>
        {back}
      </Stack>
    );
  const paid = receipt.data;
  const q = quotation.data;
  const totals = amountsOf(q);
  return (
    <Stack spacing={2} component="section" aria-labelledby="receipt-title">
      <Box>
        <Typography id="receipt-title" component="h1" variant="h5">
          {r.heading(paid.quotation.code)}
        </Typography>
        {paid.paid_at && <Typography>{r.paidOn(formatDate(paid.paid_at))}</Typography>}
        {back}
      </Box>
      <Paper component="section" aria-label={r.seller} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {r.seller}
        </Typography>
        {paid.seller.legal_name && <Typography sx={{ fontWeight: 700 }}>{paid.seller.legal_name}</Typography>}
        {paid.seller.vat_number && <Typography>{r.vatNumber(paid.seller.vat_number)}</Typography>}
        {paid.seller.address && <Typography>{paid.seller.address}</Typography>}
        <Typography sx={{ mt: 1.5 }}>
          {r.collectedBy} <strong>{paid.collected_by}</strong>
        </Typography>
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {paid.statement}
        </Alert>
      </Paper>
      <Paper component="section" aria-label={r.amounts} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {r.amounts}
        </Typography>
        <Box component="ul" aria-label={r.rows} sx={{ m: 0, mb: 1, pl: 2.5 }}>
          {q.quotation_rows
            .filter((row) => row.accepted)
            .map((row) => (
              <li key={row.id}>
                <Typography variant="body2">
                  {row.quantity} × {row.part_name} · {row.brand} {row.part_code}
                </Typography>
              </li>
            ))}
        </Box>
        <AmountList
          label={r.amounts}
          lines={[
            { label: r.parts, value: formatCurrency(totals.subtotal) },
            { label: r.partsVat, value: formatCurrency(totals.items_tax) },
            { label: r.shipping, value: formatCurrency(totals.shipping) },
            { label: r.shippingVat, value: formatCurrency(totals.shipping_tax) },
            { label: r.total, value: formatCurrency(paid.amount), strong: true },
          ]}
        />
      </Paper>
    </Stack>
  );
}
