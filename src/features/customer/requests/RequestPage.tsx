import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { kmRangeLabel } from '../../../../contract/constants';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { api } from '../../../platform/api/customer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { Spinner } from '../../../ui/plain';
import { Alert } from '../../../ui/primitives/Alert';
import { Countdown } from './Countdown';
import { OfferCard } from './OfferCard';
import { vehicleTitle } from './vehicle';
import { Chip } from '../../../ui/primitives/Chip';

/**
 * One request and its offers side by side: a column per dealer on a wide screen, one card after the other
 * on a phone. Refetched by the live inbox when a new offer arrives. A plain screen (src/ui/plain).
 */
export default function RequestPage() {
  const id = Number(useParams().id);
  const offers = useQuery({
    queryKey: ['customer-offers', id],
    queryFn: () => api.get('customerSubmissionOffers', { params: { id } }),
  });
  if (offers.isPending) return <Spinner label={m.loading} />;
  if (offers.error)
    return (
      <Alert severity="error" role="alert">
        {errorMessage(offers.error)}
      </Alert>
    );
  const { submission, dealers } = offers.data;
  const open = submission.state === 'open';
  const photos = submission.submission_rows.flatMap((row) =>
    row.part_photo.map((url, index) => ({ url, alt: `${row.part.name}: ${m.request.photo(index + 1)}` })),
  );
  if (submission.vehicle.registration_document)
    photos.unshift({ url: submission.vehicle.registration_document, alt: m.request.registrationDocument });
  return (
    <section aria-labelledby="request-title">
      <h1 id="request-title" className="rh-h1">
        {vehicleTitle(submission)}
      </h1>
      <div className="rh-row" style={{ margin: '8px 0' }}>
        <p className="rh-body2">{m.offers.request(submission.id)}</p>
        <Chip strong>{m.list.states[submission.state]}</Chip>
        {open && (
          <Chip>
            <Countdown deadline={submission.deadline_at} />
          </Chip>
        )}
        <Chip strong>{m.list.offers(submission.offers_count)}</Chip>
        {submission.is_outlet && <Chip>{m.list.outlet}</Chip>}
        {submission.declined_count > 0 && <p className="rh-body2">{m.offers.declined(submission.declined_count)}</p>}
      </div>
      <p className="rh-body2 rh-muted rh-gap-b">
        {[submission.vehicle.year_of_production, kmRangeLabel(submission.vehicle.km_count)].filter(Boolean).join(' · ')}{' '}
        · {submission.submission_rows.map((row) => `${row.quantity} × ${row.part.name}`).join(', ')}
      </p>
      {photos.length > 0 && (
        <ul className="rh-thumbs" aria-label={m.request.photos}>
          {photos.map(({ url, alt }) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={alt} width={64} height={64} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <h2 className="rh-h2" style={{ marginBottom: 8 }}>
        {m.offers.title}
      </h2>
      {dealers.length === 0 ? (
        <Alert severity="info">{m.offers.none}</Alert>
      ) : (
        <div className="rh-grid">
          {dealers.map((dealer) => (
            <OfferCard key={dealer.quotation_id} offers={offers.data} dealer={dealer} open={open} />
          ))}
        </div>
      )}
    </section>
  );
}
