import { AddCardIcon, ReceiptLongIcon } from '../../../ui/icons';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../../../ui/format';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { InvoiceList } from './InvoiceList';
import { MovementList } from './MovementList';
import { paths } from '../../../platform/paths';
import { useRouteTitle } from '../../../ui/RoutePage';
import { useT } from '../../../ui/translate';
import { PaymentPanel, useFreshUser } from '../../../domain/payments';
import { AcceptedQuotationsTable, useAcceptedQuotations } from './AcceptedQuotationsTable';
import { FeesDue } from './FeesDue';

/**
 * /wallet: remaining credits, 'Acquista crediti' and 'Salda fee', the last accepted quotations (SPEC §2), then every
 * movement of credits and fees and the invoices.
 */
export default function WalletPage() {
  const t = useT();
  const { user } = useFreshUser();
  // The sections below the accepted quotations come once those are drawn: a table growing from a spinner to ten rows
  // pushed them down as they were being read (layout shift 0.14 on a desk).
  const accepted = useAcceptedQuotations();
  return (
    <PageContainer title={useRouteTitle()}>
      <Stack spacing={3}>
        <Paper component="section" variant="outlined" aria-labelledby="wallet-credits" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <div>
              <Typography id="wallet-credits" component="h2" variant="subtitle1" color="text.secondary">
                {t('app.payments.wallet.creditsLabel')}
              </Typography>
              <Typography variant="h3" component="p" sx={{ fontWeight: 700 }} data-testid="wallet-credits">
                {t('app.payments.wallet.credits', { credits: formatNumber(user?.credits ?? 0) })}
              </Typography>
              <Typography color="text.secondary">{t('app.payments.wallet.rate')}</Typography>
            </div>
            <FeesDue />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button component={RouterLink} to={paths.purchaseCredits} variant="contained" startIcon={<AddCardIcon />}>
                {t('app.payments.wallet.buyCredits')}
              </Button>
              <Button component={RouterLink} to={paths.payFee} variant="outlined" startIcon={<ReceiptLongIcon />}>
                {t('app.payments.wallet.payFee')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
        <PaymentPanel id="wallet-accepted" title={t('app.payments.wallet.lastAccepted')}>
          <AcceptedQuotationsTable />
        </PaymentPanel>
        {!accepted.isPending && (
          <PaymentPanel id="wallet-movements" title={t('app.payments.movements.title')}>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('app.payments.movements.intro')}
            </Typography>
            <MovementList />
          </PaymentPanel>
        )}
        {user && !accepted.isPending && (
          <PaymentPanel id="wallet-invoices" title={t('app.invoices.wallet.title')}>
            <InvoiceList dealerId={user.id} />
          </PaymentPanel>
        )}
      </Stack>
    </PageContainer>
  );
}
