import { Box, Typography } from '@mui/material';
import type { Quotation } from '../../../../contract';
import { formatCurrency } from '../../../ui/format';
import { shippingFeeLines, shippingTracking } from './quotationRules';
import { useT } from '../../../ui/translate';

/** Shipping fee lines (SPEC §4 rule), the pending note, and how a complete online quotation was shipped. */
export function QuotationShipping({ quotation }: { quotation: Quotation }) {
  const t = useT();
  const lines = shippingFeeLines(quotation);
  const tracking = shippingTracking(quotation);
  if (lines.length === 0 && !tracking && quotation.status !== 'pending') return null;
  return (
    <Box component="section" aria-labelledby="quotation-shipping-title">
      <Typography id="quotation-shipping-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('app.quotations.shipping.title')}
      </Typography>
      {lines.map((line) => (
        <Typography key={line.kind} variant="body2">
          {`${t(line.kind === 'flat' ? 'app.quotations.shipping.flat' : 'app.quotations.shipping.partial')}: ${t('app.quotations.shipping.vatExcluded', { amount: formatCurrency(line.amount) })}`}
        </Typography>
      ))}
      {quotation.status === 'pending' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('app.quotations.pendingShippingNote')}
        </Typography>
      )}
      {tracking && (
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
          {'code' in tracking
            ? t('app.quotations.shipping.trackingCode', { code: tracking.code })
            : t('app.quotations.shipping.trackingMessage', { message: tracking.message })}
        </Typography>
      )}
    </Box>
  );
}
