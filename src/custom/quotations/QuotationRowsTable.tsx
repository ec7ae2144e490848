import { Chip, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import type { Quotation } from '../../../contract';
import { fromCents, lineGrossCents } from '../../../contract/totals';
import { totalsLines } from '../../resources/quotations/quotationRules';
import { formatCurrency } from '../../format';
import { useT } from '../../translate';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The quoted rows with every column of SPEC §2, and the server's totals. Codes, and brand with condition,
 * share a cell (two lines) so that the prices stay in view beside the list.
 */
export function QuotationRowsTable({ quotation }: { quotation: Quotation }) {
  const t = useT();
  const showAccepted = quotation.status !== 'pending' && quotation.status !== 'cancelled';
  const headers: [string, 'left' | 'right'][] = [
    [t('app.quotations.rows.part'), 'left'],
    [`${t('app.quotations.rows.partCode')} / ${t('app.quotations.rows.itemCode')}`, 'left'],
    [`${t('app.quotations.rows.brand')} / ${t('app.quotations.rows.condition')}`, 'left'],
    [t('app.quotations.rows.quantity'), 'right'],
    [t('app.quotations.rows.listPrice'), 'right'],
    [t('app.quotations.rows.discount'), 'right'],
    [t('app.quotations.rows.netPrice'), 'right'],
    [t('app.quotations.rows.vat'), 'right'],
    [t('app.quotations.rows.rowTotal'), 'right'],
  ];
  const totals = totalsLines(quotation).map(({ label, amount }) => [t(label), amount] as const);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('app.quotations.rows.caption')} sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {headers.map(([header, align]) => (
              <TableCell key={header} align={align} sx={{ fontWeight: 700, verticalAlign: 'bottom' }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {quotation.quotation_rows.map((row) => (
            <TableRow key={row.id} selected={showAccepted && row.accepted}>
              <TableCell>
                <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {row.part_name}
                </Typography>
                {showAccepted && row.accepted && <Chip size="small" color="success" label={t('app.quotations.rows.accepted')} sx={{ my: 0.25 }} />}
                {row.notes && (
                  <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {`${t('app.quotations.rows.notes')}: ${row.notes}`}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <span style={{ display: 'block' }}>{row.part_code}</span>
                {row.item_code && (
                  <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {row.item_code}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <span style={{ display: 'block' }}>{row.brand}</span>
                <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {t(`app.quotations.conditions.${row.condition}`)}
                </Typography>
              </TableCell>
              <TableCell align="right">{row.quantity}</TableCell>
              <TableCell align="right" sx={nowrap}>
                {row.full_net_price != null && (
                  <Typography component="s" variant="body2" sx={{ color: 'text.secondary' }}>
                    {formatCurrency(row.full_net_price)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{row.discount != null ? t('app.quotations.rows.discountValue', { value: row.discount }) : ''}</TableCell>
              <TableCell align="right" sx={nowrap}>
                {formatCurrency(row.net_price)}
              </TableCell>
              <TableCell align="right">{t('app.quotations.rows.vatValue', { value: row.tax_import })}</TableCell>
              <TableCell align="right" sx={{ ...nowrap, fontWeight: 600 }}>
                {formatCurrency(fromCents(lineGrossCents(row)))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {totals.map(([label, amount]) => (
            <TableRow key={label}>
              <TableCell colSpan={headers.length - 1} align="right" sx={{ fontWeight: 700, color: 'text.primary', borderBottom: 0, fontSize: '0.875rem' }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ ...nowrap, fontWeight: 700, color: 'text.primary', borderBottom: 0, fontSize: '0.875rem' }}>
                {formatCurrency(amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
