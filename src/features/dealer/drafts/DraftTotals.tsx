import { Box, Typography } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { quotationTotals, type Totals } from '../../../../contract';
import { formatCurrency } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import type { DraftValues } from '../../../domain/drafts/draftModel';
import { totalsInput } from './draftPayload';

/** The running totals, computed live by the contract's quotationTotals (the same module as the server). */
export function DraftTotals({ control, labelId }: { control: Control<DraftValues>; labelId: string }) {
  const t = useT();
  const values = useWatch({ control }) as DraftValues;
  const totals = quotationTotals(totalsInput(values));
  return (
    <Box component="section" aria-labelledby={labelId} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
      <Typography id={labelId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('app.drafts.totals.title')}
      </Typography>
      <TotalsList totals={totals} live />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('app.drafts.totals.note')}
      </Typography>
    </Box>
  );
}

/** The totals' lines (subtotal, VAT, shipping, its VAT, total with VAT): the running totals and "Conferma invio". */
export function TotalsList({ totals, live = false }: { totals: Totals; live?: boolean }) {
  const t = useT();
  const lines = [
    ['subtotal', t('app.drafts.totals.subtotal'), totals.subtotal],
    ['itemsTax', t('app.drafts.totals.itemsTax'), totals.items_tax],
    ['shipping', t('app.drafts.totals.shipping'), totals.shipping],
    ['shippingTax', t('app.drafts.totals.shippingTax'), totals.shipping_tax],
  ] as const;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {lines.map(([key, label, amount]) => (
        <Box key={key} sx={{ display: 'contents' }} data-total={key}>
          <Typography component="dt" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
            {formatCurrency(amount)}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'contents' }} data-total="total">
        <Typography component="dt" sx={{ fontWeight: 700, pt: 0.5 }}>
          {t('app.drafts.totals.total')}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, fontWeight: 700, pt: 0.5, textAlign: 'right' }}
          aria-live={live ? 'polite' : undefined}
        >
          {formatCurrency(totals.total)}
        </Typography>
      </Box>
    </Box>
  );
}
