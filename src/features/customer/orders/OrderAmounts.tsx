import { Box, Typography } from '@mui/material';
import type { CustomerQuotation } from '../../../../contract/api/customer';
import { quotationTotals } from '../../../../contract/totals';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { formatCurrency } from '../../../ui/format';

/**
 * What the customer pays for, line by line: the parts and the shipping without VAT, the VAT on both, the total (the
 * quotation's own, which contract/totals.ts computed from the same rows on the server). "Totale pagato" once paid.
 */
export function OrderAmounts({ quotation }: { quotation: CustomerQuotation }) {
  const totals = quotationTotals({
    options: quotation.quotation_rows,
    shippingFlat: quotation.shipping_cost_flat,
    shippingPartial: quotation.shipping_cost_partial,
    shippingChosen: quotation.shipping_fee_chosen,
    acceptedOptionIndexes: quotation.quotation_rows.flatMap((row, index) => (row.accepted ? [index] : [])),
  });
  const paid = quotation.status === 'paid' || (quotation.status === 'complete' && quotation.payment_type === 'online');
  const b = m.order.breakdown;
  const lines: [string, number][] = [
    [b.parts, totals.subtotal],
    [quotation.shipping_fee_chosen === 'partial' ? b.shippingPartial : b.shipping, totals.shipping],
    [b.vat, totals.total_tax],
  ];
  return (
    <Box
      component="dl"
      aria-label={b.label}
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
    >
      {lines.map(([label, amount]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
            {formatCurrency(amount)}
          </Typography>
        </Box>
      ))}
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {paid ? b.total : b.totalDue}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
        {formatCurrency(quotation.total_price)}
      </Typography>
    </Box>
  );
}
