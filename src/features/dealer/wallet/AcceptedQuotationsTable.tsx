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
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { QUOTATIONS_PER_PAGE, type Quotation, type Vehicle } from '../../../../contract';
import { formatCurrency, formatDate } from '../../../ui/format';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { slot } from '../../../platform/slots';
import { paths } from '../../../platform/paths';
import { useT } from '../../../ui/translate';

/** The quotations feature's tags (the app fills the slot). */
const QuotationTags = slot('QuotationTags');

const vehicleText = (vehicle: Vehicle) =>
  [vehicle.plate ?? vehicle.chassis, [vehicle.manufacturer_name, vehicle.model].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' · ');

/** SPEC §7: the wallet asks for the accepted quotations, page 1, filters disabled. A table; cards on a phone. */
export function AcceptedQuotationsTable() {
  const t = useT();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { data, isPending, error } = useGetList<Quotation>('quotations', {
    pagination: { page: 1, perPage: QUOTATIONS_PER_PAGE },
    meta: { filter: 'accepted' },
  });

  if (isPending) return <PageLoading />;
  if (error) return <Alert severity="error">{t('app.payments.wallet.loadError')}</Alert>;
  if (data.length === 0) return <Typography sx={{ py: 3, textAlign: 'center' }}>{t('app.common.empty')}</Typography>;
  // Phone: one card per quotation, total and status in view, no sideways scroll.
  if (phone)
    return (
      <Box
        component="ul"
        aria-labelledby="wallet-accepted"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {data.map((quotation) => (
          <Paper
            component="li"
            variant="outlined"
            key={quotation.id}
            sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
              <Link
                component={RouterLink}
                to={`${paths.dashboardFulfilled}?id=${quotation.id}`}
                sx={{ fontWeight: 700 }}
              >
                {quotation.quotation_code}
              </Link>
              <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {formatCurrency(quotation.total_price)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {vehicleText(quotation.vehicle)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('app.payments.wallet.columns.date')}: {formatDate(quotation.accepted_date ?? quotation.updated_at)}
            </Typography>
            <QuotationTags quotation={quotation} />
          </Paper>
        ))}
      </Box>
    );
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="wallet-accepted">
        <TableHead>
          <TableRow>
            <TableCell>{t('app.payments.wallet.columns.code')}</TableCell>
            <TableCell>{t('app.payments.wallet.columns.vehicle')}</TableCell>
            <TableCell>{t('app.payments.wallet.columns.date')}</TableCell>
            <TableCell align="right">{t('app.payments.wallet.columns.total')}</TableCell>
            <TableCell>{t('app.payments.wallet.columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((quotation) => (
            <TableRow key={quotation.id}>
              <TableCell>
                <Link component={RouterLink} to={`${paths.dashboardFulfilled}?id=${quotation.id}`}>
                  {quotation.quotation_code}
                </Link>
              </TableCell>
              <TableCell>{vehicleText(quotation.vehicle)}</TableCell>
              <TableCell>{formatDate(quotation.accepted_date ?? quotation.updated_at)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(quotation.total_price)}
              </TableCell>
              <TableCell>
                <QuotationTags quotation={quotation} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
