import {
  Box,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { Quotation } from '../../../../contract';
import { fromCents, lineGrossCents } from '../../../../contract/totals';
import { totalsLines } from './quotationRules';
import { formatCurrency } from '../../../ui/format';
import { useT } from '../../../ui/translate';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The quoted rows with every column of SPEC §2, and the server's totals. Codes, and brand with condition,
 * share a cell (two lines) so that the prices stay in view beside the list.
 */
export function QuotationRowsTable({ quotation }: { quotation: Quotation }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return phone ? <QuotationRowCards quotation={quotation} /> : <RowsTable quotation={quotation} />;
}

/** One line "label … amount" of a card or of the totals. */
function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

const dl = { display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.25, m: 0 } as const;

/**
 * On a phone (390 px) a nine-column table pushed prices, totals and status off-screen: each row is a card
 * instead, with the same facts, and the totals follow as a list; nothing scrolls sideways.
 */
function QuotationRowCards({ quotation }: { quotation: Quotation }) {
  const t = useT();
  const showAccepted = quotation.status !== 'pending' && quotation.status !== 'cancelled';
  const totals = totalsLines(quotation).map(({ label, amount }) => [t(label), amount] as const);
  return (
    <Box>
      <Box
        component="ul"
        aria-label={t('app.quotations.rows.caption')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {quotation.quotation_rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            sx={{
              border: 1,
              borderColor: showAccepted && row.accepted ? 'success.main' : 'divider',
              borderRadius: 1,
              p: 1.5,
            }}
          >
            <Typography variant="subtitle2" component="p">
              {row.part_name}
            </Typography>
            {showAccepted && row.accepted && (
              <Chip size="small" color="success" label={t('app.quotations.rows.accepted')} sx={{ my: 0.25 }} />
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {[row.part_code, row.item_code, row.brand, t(`app.quotations.conditions.${row.condition}`)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {row.notes && (
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {`${t('app.quotations.rows.notes')}: ${row.notes}`}
              </Typography>
            )}
            <Box component="dl" sx={{ ...dl, mt: 1 }}>
              <Line label={t('app.quotations.rows.quantity')} value={String(row.quantity)} />
              {row.full_net_price != null && (
                <Line label={t('app.quotations.rows.listPrice')} value={formatCurrency(row.full_net_price)} />
              )}
              {row.discount != null && (
                <Line
                  label={t('app.quotations.rows.discount')}
                  value={t('app.quotations.rows.discountValue', { value: row.discount })}
                />
              )}
              <Line label={t('app.quotations.rows.netPrice')} value={formatCurrency(row.net_price)} />
              <Line
                label={t('app.quotations.rows.vat')}
                value={t('app.quotations.rows.vatValue', { value: row.tax_import })}
              />
              <Line
                label={t('app.quotations.rows.rowTotal')}
                value={formatCurrency(fromCents(lineGrossCents(row)))}
                strong
              />
            </Box>
          </Box>
        ))}
      </Box>
      <Box component="dl" sx={{ ...dl, mt: 1.5 }} data-quotation-totals>
        {totals.map(([label, amount]) => (
          <Line key={label} label={label} value={formatCurrency(amount)} strong />
        ))}
      </Box>
    </Box>
  );
}

function RowsTable({ quotation }: { quotation: Quotation }) {
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
                {showAccepted && row.accepted && (
                  <Chip size="small" color="success" label={t('app.quotations.rows.accepted')} sx={{ my: 0.25 }} />
                )}
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
              <TableCell align="right">
                {row.discount != null ? t('app.quotations.rows.discountValue', { value: row.discount }) : ''}
              </TableCell>
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
              <TableCell
                colSpan={headers.length - 1}
                align="right"
                sx={{ fontWeight: 700, color: 'text.primary', borderBottom: 0, fontSize: '0.875rem' }}
              >
                {label}
              </TableCell>
              <TableCell
                align="right"
                sx={{ ...nowrap, fontWeight: 700, color: 'text.primary', borderBottom: 0, fontSize: '0.875rem' }}
              >
                {formatCurrency(amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
