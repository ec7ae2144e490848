import {
  Box,
  Chip,
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
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { DealerReturn } from '../../../../contract/returns';
import { returnsCopy as copy } from '../../../../i18n/it/app/returns';
import { returnReasonNames } from '../../../../i18n/it/returns';
import { ReturnStateChip } from '../../../domain/returns/ReturnStateChip';
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

/**
 * The returns of the page: a table at a desk, one card per return on a phone (no sideways scroll), the selected one
 * marked. Each names the quotation, the customer, the reason, the value, the state (and an open dispute) and, while
 * it waits for an answer, the deadline.
 */
export function ReturnList({ items, selectedId }: { items: readonly DealerReturn[]; selectedId: number }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (phone)
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {items.map((item) => (
          <Paper
            component="li"
            variant="outlined"
            key={item.id}
            aria-current={item.id === selectedId ? 'true' : undefined}
            sx={{ p: 1.5, borderColor: item.id === selectedId ? 'primary.main' : undefined }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
              <OpenLink item={item} />
              <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {formatCurrency(item.amount)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {item.customer_name} · {returnReasonNames[item.reason]}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
              <ReturnStateChip state={item.state} />
              {disputeOpen(item) && <Chip size="small" label={copy.list.disputed} variant="outlined" />}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {copy.list.date}: {formatDate(item.created_at)}
              {item.state === 'requested' && ` · ${copy.list.due}: ${due(item)}`}
            </Typography>
          </Paper>
        ))}
      </Box>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={copy.list.label}>
        <TableHead>
          <TableRow>
            <TableCell>{copy.list.quotation}</TableCell>
            <TableCell>{copy.list.customer}</TableCell>
            <TableCell>{copy.list.reason}</TableCell>
            <TableCell align="right">{copy.list.amount}</TableCell>
            <TableCell>{copy.list.state}</TableCell>
            <TableCell>{copy.list.due}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow
              key={item.id}
              selected={item.id === selectedId}
              aria-current={item.id === selectedId || undefined}
            >
              <TableCell>
                <OpenLink item={item} />
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {formatDate(item.created_at)}
                </Typography>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.customer_name}</TableCell>
              <TableCell>{returnReasonNames[item.reason]}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(item.amount)}
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  <ReturnStateChip state={item.state} />
                  {disputeOpen(item) && <Chip size="small" label={copy.list.disputed} variant="outlined" />}
                </Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{due(item)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
