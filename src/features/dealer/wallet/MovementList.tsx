import {
  Alert,
  Box,
  Link,
  Paper,
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
import { ListBase, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LedgerMovement } from '../../../../contract/entities/ledger';
import { paths } from '../../../platform/paths';
import { ListPagination } from '../../../ui/components/Pagination';
import { formatCurrency, formatDateTime, formatNumber } from '../../../ui/format';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { useT } from '../../../ui/translate';

export const MOVEMENTS_PER_PAGE = 10;

/**
 * The wallet's "Movimenti": every movement of credits and fees from the ledger, newest first (GET
 * /dealer/:id/movements, paged by the API): when, what (with the operator's reason or the coupon), the quotation it
 * concerns, the amount and the credits left after it. Its page is its own, not the URL's (the invoices own that).
 */
export function MovementList() {
  return (
    <ListBase resource="movements" storeKey={false} disableSyncWithLocation perPage={MOVEMENTS_PER_PAGE}>
      <Movements />
    </ListBase>
  );
}

/** A signed amount: "+10,00 €" received, "−2,40 €" paid or due. */
const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatCurrency(Math.abs(value))}`;

function What({ movement }: { movement: LedgerMovement }) {
  return (
    <>
      {movement.label}
      {movement.reason && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {movement.reason}
        </Typography>
      )}
    </>
  );
}

function QuotationLink({ movement }: { movement: LedgerMovement }) {
  if (!movement.quotation) return <>—</>;
  return (
    // Underlined: on a phone card the link sits inside grey text, and colour alone would not tell it apart.
    <Link component={RouterLink} underline="always" to={`${paths.dashboardFulfilled}?id=${movement.quotation.id}`}>
      {movement.quotation.code}
    </Link>
  );
}

function Movements() {
  const t = useT();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { data, isPending, error } = useListContext<LedgerMovement & { id: number }>();
  if (isPending) return <PageLoading />;
  if (error) return <Alert severity="error">{t('app.payments.movements.loadError')}</Alert>;
  if (!data || data.length === 0)
    return <Typography sx={{ py: 3, textAlign: 'center' }}>{t('app.payments.movements.empty')}</Typography>;
  const balance = (movement: LedgerMovement) =>
    t('app.payments.movements.credits', { credits: formatNumber(movement.balance_after) });
  // Phone: one card per movement, amount and balance in view, no sideways scroll.
  if (phone)
    return (
      <>
        <Box
          component="ul"
          aria-labelledby="wallet-movements"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {data.map((movement) => (
            <Paper component="li" variant="outlined" key={movement.id} sx={{ p: 1.5 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  <What movement={movement} />
                </Typography>
                <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {signed(movement.amount)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(movement.created_at)} · <QuotationLink movement={movement} /> · {balance(movement)}
              </Typography>
            </Paper>
          ))}
        </Box>
        <ListPagination />
      </>
    );
  return (
    <>
      <TableContainer>
        <Table size="small" aria-labelledby="wallet-movements">
          <TableHead>
            <TableRow>
              <TableCell>{t('app.payments.movements.date')}</TableCell>
              <TableCell>{t('app.payments.movements.what')}</TableCell>
              <TableCell>{t('app.payments.movements.quotation')}</TableCell>
              <TableCell align="right">{t('app.payments.movements.amount')}</TableCell>
              <TableCell align="right">{t('app.payments.movements.balance')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((movement) => (
              <TableRow key={movement.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(movement.created_at)}</TableCell>
                <TableCell>
                  <What movement={movement} />
                </TableCell>
                <TableCell>
                  <QuotationLink movement={movement} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {signed(movement.amount)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {balance(movement)}
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
