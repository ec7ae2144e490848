import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { MissingInvoiceDatum } from '../../../contract/entities/invoice';
import { paths } from '../../platform/paths';
import { useT } from '../../ui/translate';

interface Props {
  missing: readonly MissingInvoiceDatum[];
  title: string;
}

/** Names, in Italian, the data an invoice lacks, with the way to fix each: the profile, or the messages to the customer. */
export function MissingInvoiceData({ missing, title }: Props) {
  const t = useT();
  const dealerData = missing.some((datum) => datum.startsWith('dealer_'));
  const customerData = missing.some((datum) => datum.startsWith('customer_'));
  return (
    <Alert severity="warning" data-testid="invoice-missing">
      <AlertTitle>{title}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {missing.map((datum) => (
          <li key={datum}>{t(`app.invoices.missing.${datum}`)}</li>
        ))}
      </ul>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {dealerData && (
          <Button component={RouterLink} to={paths.profile} size="small" variant="outlined">
            {t('app.invoices.fixProfile')}
          </Button>
        )}
        {customerData && (
          <Button component={RouterLink} to={paths.messages} size="small" variant="outlined">
            {t('app.invoices.askCustomer')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
