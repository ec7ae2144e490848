import { Box, Link, Typography } from '@mui/material';
import { ListBase } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LedgerMovement } from '../../../../contract/entities/ledger';
import { paths } from '../../../platform/paths';
import { ListContent, ResponsiveTable, type Column } from '../../../ui/components/ResponsiveTable';
import { formatCurrency, formatDateTime, formatNumber } from '../../../ui/format';
import { useT } from '../../../ui/translate';

export const MOVEMENTS_PER_PAGE = 10;

/**
 * The wallet's "Movimenti": every movement of credits and fees from the ledger, newest first (GET
 * /dealer/:dealerId/movements, paged by the API): when, what (with the operator's reason or the coupon), the quotation it
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

type Movement = LedgerMovement & { id: number };

function Movements() {
  const t = useT();
  const balance = (movement: LedgerMovement) =>
    t('app.payments.movements.credits', { credits: formatNumber(movement.balance_after) });
  const columns: Column<Movement>[] = [
    {
      key: 'date',
      header: t('app.payments.movements.date'),
      cell: (movement) => formatDateTime(movement.created_at),
      nowrap: true,
    },
    { key: 'what', header: t('app.payments.movements.what'), cell: (movement) => <What movement={movement} /> },
    {
      key: 'quotation',
      header: t('app.payments.movements.quotation'),
      cell: (movement) => <QuotationLink movement={movement} />,
    },
    {
      key: 'amount',
      header: t('app.payments.movements.amount'),
      cell: (movement) => signed(movement.amount),
      align: 'right',
      nowrap: true,
    },
    { key: 'balance', header: t('app.payments.movements.balance'), cell: balance, align: 'right', nowrap: true },
  ];
  const card = (movement: Movement) => (
    <>
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
    </>
  );
  return (
    <ListContent<Movement> loadError={t('app.payments.movements.loadError')} empty={t('app.payments.movements.empty')}>
      {(movements) => <ResponsiveTable rows={movements} columns={columns} card={card} labelledBy="wallet-movements" />}
    </ListContent>
  );
}
