import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { ListBase, useListContext } from 'react-admin';
import type { SettlementSale } from '../../../../contract/entities/settlement';
import { settlementCopy as text } from '../../../../i18n/it/app/settlement';
import { downloadInvoice } from '../../../domain/invoices/downloadInvoice';
import { PaymentPanel } from '../../../domain/payments/PaymentPanel';
import { ListPagination } from '../../../ui/components/Pagination';
import { fill } from '../../../ui/fill';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatCurrency, formatDate } from '../../../ui/format';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { useDealerId } from './queries';

/** server/settlement/read.ts SALES_PAGE_SIZE: the API's page. */
export const SALES_PER_PAGE = 25;

/**
 * "Vendite online": every online sale of the dealer, newest first (GET /dealer/:id/settlement/sales, paged by the API):
 * what the customer paid, the fee taken at source and its VAT, what the dealer receives and the sale's state; the
 * whole list as a CSV (GET …/settlement/export). A table at a desk, cards on a phone.
 */
export function SalesList() {
  const dealerId = useDealerId();
  const csv = useMutation({ mutationFn: () => downloadInvoice('settlementCsv', dealerId) });
  return (
    <PaymentPanel id="settlement-sales" title={text.sales.title}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">{text.sales.intro}</Typography>
        <Button
          variant="outlined"
          onClick={() => csv.mutate()}
          disabled={csv.isPending}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {csv.isPending ? text.sales.csvBusy : text.sales.csv}
        </Button>
      </Stack>
      {csv.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(csv.error)}
        </Alert>
      )}
      <ListBase resource="sales" storeKey={false} disableSyncWithLocation perPage={SALES_PER_PAGE}>
        <Sales />
      </ListBase>
    </PaymentPanel>
  );
}

function State({ sale }: { sale: SettlementSale }) {
  return (
    <>
      <Chip
        label={sale.state_label}
        size="small"
        variant="outlined"
        color={sale.state === 'available' ? 'success' : 'default'}
        sx={{ fontWeight: 700 }}
      />
      {sale.state === 'held' && sale.available_at && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {fill(text.sales.availableFrom, { date: formatDate(sale.available_at) })}
        </Typography>
      )}
    </>
  );
}

const AMOUNTS = [
  ['gross', text.sales.gross],
  ['fee', text.sales.fee],
  ['fee_vat', text.sales.feeVat],
  ['net', text.sales.net],
] as const;

function Sales() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { data, isPending, error } = useListContext<SettlementSale & { id: number }>();
  if (isPending) return <PageLoading />;
  if (error) return <Alert severity="error">{text.sales.loadError}</Alert>;
  if (!data || data.length === 0)
    return <Typography sx={{ py: 3, textAlign: 'center' }}>{text.sales.empty}</Typography>;
  // Phone and narrow tablet: one card per sale, every amount in view, no sideways scroll.
  if (narrow)
    return (
      <>
        <Box
          component="ul"
          aria-labelledby="settlement-sales"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {data.map((sale) => (
            <Paper component="li" variant="outlined" key={sale.id} sx={{ p: 1.5 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {sale.quotation.code}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(sale.created_at)}
                </Typography>
              </Box>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.5, my: 1 }}
              >
                {AMOUNTS.map(([field, label]) => (
                  <Box key={field} sx={{ minWidth: 0 }}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography
                      component="dd"
                      sx={{ m: 0, whiteSpace: 'nowrap', fontWeight: field === 'net' ? 700 : 400 }}
                    >
                      {formatCurrency(sale[field])}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <State sale={sale} />
            </Paper>
          ))}
        </Box>
        <ListPagination />
      </>
    );
  return (
    <>
      <TableContainer>
        <Table size="small" aria-labelledby="settlement-sales">
          <TableHead>
            <TableRow>
              <TableCell>{text.sales.date}</TableCell>
              <TableCell>{text.sales.quotation}</TableCell>
              {AMOUNTS.map(([field, label]) => (
                <TableCell key={field} align="right">
                  {label}
                </TableCell>
              ))}
              <TableCell>{text.sales.state}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((sale) => (
              <TableRow key={sale.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(sale.created_at)}</TableCell>
                <TableCell>{sale.quotation.code}</TableCell>
                {AMOUNTS.map(([field]) => (
                  <TableCell
                    key={field}
                    align="right"
                    sx={{ whiteSpace: 'nowrap', fontWeight: field === 'net' ? 700 : undefined }}
                  >
                    {formatCurrency(sale[field])}
                  </TableCell>
                ))}
                <TableCell>
                  <State sale={sale} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination />
    </>
  );
}
