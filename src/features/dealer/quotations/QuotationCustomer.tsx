import { Box, Typography } from '@mui/material';
import type { QuotationCustomer as Customer } from '../../../../contract';
import { useT } from '../../../ui/translate';

/** Who accepted the quotation: shown only once accepted (the caller decides, see visibleCustomer). */
export function QuotationCustomer({ customer }: { customer: Customer }) {
  const t = useT();
  const fields = [
    [t('app.quotations.customer.name'), [customer.name, customer.surname].filter(Boolean).join(' ')],
    [t('app.quotations.customer.fiscalCode'), customer.fiscal_code],
    [t('app.quotations.customer.vatNumber'), customer.vat_number],
    [t('app.quotations.customer.email'), customer.email],
    [t('app.quotations.customer.phone'), customer.phone],
    [t('app.quotations.customer.address'), customer.address],
  ].filter((field): field is [string, string] => Boolean(field[1]));
  return (
    <Box component="section" aria-labelledby="quotation-customer-title">
      <Typography id="quotation-customer-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('app.quotations.customer.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.25, m: 0 }}
      >
        {fields.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
