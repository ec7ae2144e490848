import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { ListBase, useListContext } from 'react-admin';
import type { Payout, SettlementSale } from '../../../../contract/entities/settlement';
import { settlementCopy as text } from '../../../../i18n/it/app/settlement';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';
import { PaymentPanel } from '../../../domain/payments/PaymentPanel';
import { ListPagination } from '../../../ui/components/Pagination';
import { fill } from '../../../ui/fill';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatCurrency, formatDate } from '../../../ui/format';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { useDealerId } from './queries';

/** server/settlement/payouts.ts PAYOUTS_PAGE_SIZE: the API's page. */
export const PAYOUTS_PER_PAGE = 25;
/** How far back the statement looks for its sales' figures (25 sales a page); older ones show their net only. */
const DETAIL_PAGES = 40;

/** The payout's sales as the sales list answers them (gross, fee, VAT), read page by page until all are found. */
async function saleDetails(dealerId: number, payout: Payout): Promise<Map<number, SettlementSale>> {
  const wanted = new Set(payout.sales.map((sale) => sale.quotation_id));
  const found = new Map<number, SettlementSale>();
  for (let page = 1; page <= DETAIL_PAGES && found.size < wanted.size; page += 1) {
    const answer = await api.get('settlementSales', { params: { dealerId }, query: { page } });
    for (const sale of answer.data) if (wanted.has(sale.quotation.id)) found.set(sale.quotation.id, sale);
    if (page >= answer.last_page) break;
  }
  return found;
}

/** "Versamenti": every payout, newest first (GET /dealer/:dealerId/payouts, paged by the API), each with its sales and PDF. */
export function PayoutsList({ ibanLast4 }: { ibanLast4: string | null }) {
  return (
    <PaymentPanel id="settlement-payouts" title={text.payouts.title}>
      <ListBase resource="payouts" storeKey={false} disableSyncWithLocation perPage={PAYOUTS_PER_PAGE}>
        <Payouts ibanLast4={ibanLast4} />
      </ListBase>
    </PaymentPanel>
  );
}

function Payouts({ ibanLast4 }: { ibanLast4: string | null }) {
  const { data, isPending, error } = useListContext<Payout>();
  if (isPending) return <PageLoading />;
  if (error) return <Alert severity="error">{text.payouts.loadError}</Alert>;
  if (!data || data.length === 0)
    return <Typography sx={{ py: 3, textAlign: 'center' }}>{text.payouts.empty}</Typography>;
  return (
    <>
      <Box
        component="ul"
        aria-labelledby="settlement-payouts"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {data.map((payout) => (
          <PayoutCard key={payout.id} payout={payout} ibanLast4={ibanLast4} />
        ))}
      </Box>
      <ListPagination />
    </>
  );
}

function PayoutCard({ payout, ibanLast4 }: { payout: Payout; ibanLast4: string | null }) {
  const dealerId = useDealerId();
  const user = useStoredUser();
  const headingId = `payout-${payout.id}`;
  const pdf = useMutation({
    mutationFn: async () => {
      const [details, { savePayoutStatement }] = await Promise.all([
        saleDetails(dealerId, payout),
        import('./payoutStatement'),
      ]);
      await savePayoutStatement({ payout, dealer: user, ibanLast4, details });
    },
  });
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
      >
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
          {fill(text.payouts.heading, { id: payout.id, date: formatDate(payout.created_at) })}
        </Typography>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatCurrency(payout.amount)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
        <Chip
          label={payout.status_label}
          size="small"
          variant="outlined"
          color={payout.status === 'failed' ? 'error' : payout.status === 'paid' ? 'success' : 'default'}
          sx={{ fontWeight: 700 }}
        />
        <Typography variant="body2" color="text.secondary">
          {payout.automatic ? text.payouts.automatic : text.payouts.requested}
          {payout.paid_at && ` · ${fill(text.payouts.paidOn, { date: formatDate(payout.paid_at) })}`}
        </Typography>
      </Stack>
      {payout.failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {payout.failure}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label={fill(text.payouts.salesOf, { id: payout.id })}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {payout.sales.map((sale) => (
          <Box
            component="li"
            key={sale.quotation_id}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}
          >
            <Typography variant="body2">{sale.code}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatCurrency(sale.net)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button
        variant="outlined"
        size="small"
        onClick={() => pdf.mutate()}
        disabled={pdf.isPending}
        aria-label={fill(text.payouts.pdfOf, { id: payout.id })}
        sx={{ mt: 1.5 }}
      >
        {pdf.isPending ? text.payouts.pdfBusy : text.payouts.pdf}
      </Button>
      {pdf.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(pdf.error)}
        </Alert>
      )}
    </Paper>
  );
}
