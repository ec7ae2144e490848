import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { ListBase } from 'react-admin';
import type { SettlementSale } from '../../../../contract/entities/settlement';
import { settlementCopy as text } from '../../../../i18n/it/app/settlement';
import { downloadInvoice } from '../../../domain/invoices/downloadInvoice';
import { PaymentPanel } from '../../../domain/payments/PaymentPanel';
import { ListContent, ResponsiveTable, type Column } from '../../../ui/components/ResponsiveTable';
import { fill } from '../../../ui/fill';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatCurrency, formatDate } from '../../../ui/format';
import { useDealerId } from './queries';

/** server/settlement/read.ts SALES_PAGE_SIZE: the API's page. */
export const SALES_PER_PAGE = 25;

/**
 * "Vendite online": every online sale of the dealer, newest first (GET /dealer/:dealerId/settlement/sales, paged by the API):
 * what the customer paid, the fee taken at source and its VAT, what the dealer receives and the sale's state; the
 * whole list as a CSV (GET …/settlement/export). A table at a desk, cards on a phone.
 */
export function SalesList() {
  const dealerId = useDealerId();
  const csv = useMutation({ mutationFn: () => downloadInvoice('settlementCsv', { dealerId }) });
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

type Sale = SettlementSale & { id: number };

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

const COLUMNS: Column<Sale>[] = [
  { key: 'date', header: text.sales.date, cell: (sale) => formatDate(sale.created_at), nowrap: true },
  { key: 'quotation', header: text.sales.quotation, cell: (sale) => sale.quotation.code },
  ...AMOUNTS.map(([field, label]) => ({
    key: field,
    header: label,
    cell: (sale: Sale) => formatCurrency(sale[field]),
    align: 'right' as const,
    nowrap: true,
    strong: field === 'net',
  })),
  { key: 'state', header: text.sales.state, cell: (sale) => <State sale={sale} /> },
];

function SaleCard({ sale }: { sale: Sale }) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {sale.quotation.code}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(sale.created_at)}
        </Typography>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.5, my: 1 }}>
        {AMOUNTS.map(([field, label]) => (
          <Box key={field} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'nowrap', fontWeight: field === 'net' ? 700 : 400 }}>
              {formatCurrency(sale[field])}
            </Typography>
          </Box>
        ))}
      </Box>
      <State sale={sale} />
    </>
  );
}

function Sales() {
  // Six columns: cards up to a narrow tablet, every amount in view, no sideways scroll.
  return (
    <ListContent<Sale> loadError={text.sales.loadError} empty={text.sales.empty}>
      {(sales) => (
        <ResponsiveTable
          rows={sales}
          columns={COLUMNS}
          card={(sale) => <SaleCard sale={sale} />}
          labelledBy="settlement-sales"
          cardsBelow="md"
        />
      )}
    </ListContent>
  );
}
