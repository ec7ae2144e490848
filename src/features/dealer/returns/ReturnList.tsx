import { Box, Chip, Link, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { DealerReturn } from '../../../../contract/returns';
import { returnsCopy as copy } from '../../../../i18n/it/app/returns';
import { returnReasonNames } from '../../../../i18n/it/returns';
import { ReturnStateChip } from '../../../domain/returns/ReturnStateChip';
import { ResponsiveTable, type Column } from '../../../ui/components/ResponsiveTable';
import { fill } from '../../../ui/fill';
import { formatCurrency, formatDate, formatDateTime } from '../../../ui/format';

/** The link that opens a return beside the list (?id=), keeping the list's filters and page. */
function OpenLink({ item }: { item: DealerReturn }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('id', String(item.id));
  return (
    <Link
      component={RouterLink}
      to={{ search: `?${next.toString()}` }}
      underline="always"
      aria-label={fill(copy.list.open, { code: item.quotation_code })}
      sx={{ fontWeight: 700 }}
    >
      {item.quotation_code}
    </Link>
  );
}

const disputeOpen = (item: DealerReturn) => item.dispute?.state === 'open';
const due = (item: DealerReturn) => (item.state === 'requested' ? formatDateTime(item.answer_due_at) : '—');

const COLUMNS: Column<DealerReturn>[] = [
  {
    key: 'quotation',
    header: copy.list.quotation,
    cell: (item) => (
      <>
        <OpenLink item={item} />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {formatDate(item.created_at)}
        </Typography>
      </>
    ),
  },
  {
    key: 'customer',
    header: copy.list.customer,
    cell: (item) => <Box sx={{ overflowWrap: 'anywhere' }}>{item.customer_name}</Box>,
  },
  { key: 'reason', header: copy.list.reason, cell: (item) => returnReasonNames[item.reason] },
  {
    key: 'amount',
    header: copy.list.amount,
    cell: (item) => formatCurrency(item.amount),
    align: 'right',
    nowrap: true,
  },
  { key: 'state', header: copy.list.state, cell: (item) => <States item={item} gap={0.5} /> },
  { key: 'due', header: copy.list.due, cell: due, nowrap: true },
];

function States({ item, gap }: { item: DealerReturn; gap: number }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap, alignItems: 'center' }}>
      <ReturnStateChip state={item.state} />
      {disputeOpen(item) && <Chip size="small" label={copy.list.disputed} variant="outlined" />}
    </Box>
  );
}

function ReturnCard({ item }: { item: DealerReturn }) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <OpenLink item={item} />
        <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatCurrency(item.amount)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {item.customer_name} · {returnReasonNames[item.reason]}
      </Typography>
      <Box sx={{ mt: 0.5 }}>
        <States item={item} gap={1} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {copy.list.date}: {formatDate(item.created_at)}
        {item.state === 'requested' && ` · ${copy.list.due}: ${due(item)}`}
      </Typography>
    </>
  );
}

/**
 * The returns of the page: a table at a desk, one card per return on a phone (no sideways scroll), the selected one
 * marked. Each names the quotation, the customer, the reason, the value, the state (and an open dispute) and, while
 * it waits for an answer, the deadline.
 */
export function ReturnList({ items, selectedId }: { items: readonly DealerReturn[]; selectedId: number }) {
  return (
    <ResponsiveTable
      rows={[...items]}
      columns={COLUMNS}
      card={(item) => <ReturnCard item={item} />}
      label={copy.list.label}
      selectedId={selectedId}
    />
  );
}
