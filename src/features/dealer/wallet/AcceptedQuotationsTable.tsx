import { Alert, Box, Link, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { QUOTATIONS_PER_PAGE, type Quotation, type Vehicle } from '../../../../contract';
import { ResponsiveTable, type Column } from '../../../ui/components/ResponsiveTable';
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

const QuotationLink = ({ quotation, strong }: { quotation: Quotation; strong?: boolean }) => (
  <Link
    component={RouterLink}
    to={`${paths.dashboardFulfilled}?id=${quotation.id}`}
    sx={strong ? { fontWeight: 700 } : undefined}
  >
    {quotation.quotation_code}
  </Link>
);

const acceptedOn = (quotation: Quotation) => formatDate(quotation.accepted_date ?? quotation.updated_at);

/** SPEC §7: the wallet asks for the accepted quotations, page 1, filters disabled (one request, however many ask). */
export const useAcceptedQuotations = () =>
  useGetList<Quotation>('quotations', {
    pagination: { page: 1, perPage: QUOTATIONS_PER_PAGE },
    meta: { filter: 'accepted' },
  });

/** The tags take their height before their code is there: a row does not grow under the sections below. */
const TagsCell = ({ quotation }: { quotation: Quotation }) => (
  <Box sx={{ minHeight: 24 }}>
    <QuotationTags quotation={quotation} />
  </Box>
);

/** The wallet's accepted quotations: a table; cards on a phone. */
export function AcceptedQuotationsTable() {
  const t = useT();
  const { data, isPending, error } = useAcceptedQuotations();

  if (isPending) return <PageLoading />;
  if (error) return <Alert severity="error">{t('app.payments.wallet.loadError')}</Alert>;
  if (data.length === 0) return <Typography sx={{ py: 3, textAlign: 'center' }}>{t('app.common.empty')}</Typography>;
  const columns: Column<Quotation>[] = [
    {
      key: 'code',
      header: t('app.payments.wallet.columns.code'),
      cell: (quotation) => <QuotationLink quotation={quotation} />,
    },
    { key: 'vehicle', header: t('app.payments.wallet.columns.vehicle'), cell: (q) => vehicleText(q.vehicle) },
    { key: 'date', header: t('app.payments.wallet.columns.date'), cell: acceptedOn },
    {
      key: 'total',
      header: t('app.payments.wallet.columns.total'),
      cell: (quotation) => formatCurrency(quotation.total_price),
      align: 'right',
      nowrap: true,
    },
    {
      key: 'status',
      header: t('app.payments.wallet.columns.status'),
      cell: (quotation) => <TagsCell quotation={quotation} />,
    },
  ];
  // Phone: one card per quotation, total and status in view, no sideways scroll.
  const card = (quotation: Quotation) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <QuotationLink quotation={quotation} strong />
        <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatCurrency(quotation.total_price)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {vehicleText(quotation.vehicle)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('app.payments.wallet.columns.date')}: {acceptedOn(quotation)}
      </Typography>
      <TagsCell quotation={quotation} />
    </Box>
  );
  return <ResponsiveTable rows={data} columns={columns} card={card} labelledBy="wallet-accepted" />;
}
