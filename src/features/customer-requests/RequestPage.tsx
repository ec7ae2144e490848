import { Alert, Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { kmRangeLabel } from '../../../contract/constants';
import { customerApp as m } from '../../../i18n/it/customer/app';
import { api } from '../../platform/dataProvider/api';
import { errorMessage } from '../../ui/forms/errorMessage';
import { Countdown } from './Countdown';
import { OfferCard } from './OfferCard';
import { vehicleTitle } from './vehicle';

/**
 * One request and its offers side by side (issue 29): a column per dealer on a wide screen, one card after the other
 * on a phone. Refetched by the live inbox when a new offer arrives.
 */
export default function RequestPage() {
  const id = Number(useParams().id);
  const offers = useQuery({ queryKey: ['customer-offers', id], queryFn: () => api.get('customerSubmissionOffers', { params: { id } }) });
  if (offers.isPending) return <CircularProgress aria-label={m.loading} />;
  if (offers.error) return <Alert severity="error">{errorMessage(offers.error)}</Alert>;
  const { submission, dealers } = offers.data;
  const open = submission.state === 'open';
  return (
    <Box component="section" aria-labelledby="request-title">
      <Typography id="request-title" component="h1" variant="h5">
        {vehicleTitle(submission)}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1, alignItems: 'center' }}>
        <Typography variant="body2">{m.offers.request(submission.id)}</Typography>
        <Chip size="small" label={m.list.states[submission.state]} variant="outlined" sx={{ fontWeight: 700, color: 'text.primary' }} />
        {open && <Chip size="small" variant="outlined" label={<Countdown deadline={submission.deadline_at} />} />}
        <Chip size="small" variant="outlined" sx={{ fontWeight: 700, color: 'text.primary' }} label={m.list.offers(submission.offers_count)} />
        {submission.is_outlet && <Chip size="small" variant="outlined" label={m.list.outlet} />}
        {submission.declined_count > 0 && <Typography variant="body2">{m.offers.declined(submission.declined_count)}</Typography>}
      </Stack>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        {[submission.vehicle.year_of_production, kmRangeLabel(submission.vehicle.km_count)].filter(Boolean).join(' · ')} ·{' '}
        {submission.submission_rows.map((row) => `${row.quantity} × ${row.part.name}`).join(', ')}
      </Typography>
      {(submission.vehicle.registration_document || submission.submission_rows.some((row) => row.part_photo.length > 0)) && (
        <Stack component="ul" direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2, p: 0, listStyle: 'none' }} aria-label={m.request.photos}>
          {submission.vehicle.registration_document && (
            <li>
              <a href={submission.vehicle.registration_document} target="_blank" rel="noreferrer">
                <Box component="img" src={submission.vehicle.registration_document} alt={m.request.registrationDocument} sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }} />
              </a>
            </li>
          )}
          {submission.submission_rows.flatMap((row) =>
            row.part_photo.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <Box component="img" src={url} alt={`${row.part.name}: ${m.request.photo(index + 1)}`} sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }} />
                </a>
              </li>
            )),
          )}
        </Stack>
      )}
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>{m.offers.title}</Typography>
      {dealers.length === 0 ? (
        <Alert severity="info">{m.offers.none}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(340px, 1fr))' } }}>
          {dealers.map((dealer) => (
            <OfferCard key={dealer.quotation_id} offers={offers.data} dealer={dealer} open={open} />
          ))}
        </Box>
      )}
    </Box>
  );
}
