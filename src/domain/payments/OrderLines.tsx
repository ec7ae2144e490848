import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { OrderRow } from '../../../contract';
import { formatCurrency } from '../../ui/format';
import { useT } from '../../ui/translate';

/** Line total in cents, so sums never drift (0.1 + 0.2). */
export const lineCents = (row: OrderRow) => Math.round(row.item_count * row.item_amount * 100);
/** Σ count × unit of the rows, in euro. */
export const linesTotal = (rows: readonly OrderRow[]) => rows.reduce((sum, row) => sum + lineCents(row), 0) / 100;

/** An order's rows: description, "count x unit amount" and line total. */
export function OrderLines({ rows, caption }: { rows: readonly OrderRow[]; caption?: string }) {
  const t = useT();
  return (
    <TableContainer>
      <Table size="small" aria-label={caption ?? t('app.payments.common.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('app.payments.common.line.description')}</TableCell>
            <TableCell align="right">{t('app.payments.common.line.quantity')}</TableCell>
            <TableCell align="right">{t('app.payments.common.line.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.item_name}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('app.payments.common.line.countTimesUnit', {
                  count: row.item_count,
                  unit: formatCurrency(row.item_amount),
                })}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(lineCents(row) / 100)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
