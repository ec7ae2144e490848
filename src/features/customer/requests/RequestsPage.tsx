import { useState } from 'react';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CustomerSubmission } from '../../../../contract/api/customer';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatDate } from '../../../ui/format';
import { Spinner } from '../../../ui/plain';
import { Alert } from '../../../ui/primitives/Alert';
import { Countdown } from './Countdown';
import { REQUESTS_PER_PAGE } from './perPage';
import { vehicleTitle } from './vehicle';
import { Chip } from '../../../ui/primitives/Chip';
import { Button, buttonClass } from '../../../ui/primitives/Button';

function RequestCard({ request }: { request: CustomerSubmission }) {
  return (
    <article className="rh-card" aria-label={vehicleTitle(request)}>
      <Link to={`/richieste/${request.id}`} className="rh-card__link">
        <div className="rh-card__body">
          <div className="rh-row rh-row--between rh-row--top">
            <h2 className="rh-h3">{vehicleTitle(request)}</h2>
            <Chip strong>{m.list.states[request.state] ?? request.state}</Chip>
          </div>
          <p className="rh-body2 rh-muted">
            {formatDate(request.created_at)} · {m.list.rows(request.submission_rows.length)}
          </p>
          <p className="rh-body2">
            {request.submission_rows
              .slice(0, 3)
              .map((row) => `${row.quantity} × ${row.part.name}`)
              .join(', ')}
          </p>
          <div className="rh-row" style={{ marginTop: 8 }}>
            <Chip strong>{m.list.offers(request.offers_count)}</Chip>
            {request.state === 'open' && (
              <Chip>
                <Countdown deadline={request.deadline_at} />
              </Chip>
            )}
          </div>
        </div>
      </Link>
    </article>
  );
}

/**
 * Le mie richieste: newest first, each with its countdown and the offers so far; the inbox refetches it live. A plain
 * screen (src/ui/plain): the one a signed-in customer lands on.
 */
export default function RequestsPage() {
  const [page, setPage] = useState(1);
  const { data, total, isPending, error } = useGetList<CustomerSubmission>('customer-requests', {
    pagination: { page, perPage: REQUESTS_PER_PAGE },
  });
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / REQUESTS_PER_PAGE));
  return (
    <section aria-labelledby="requests-title">
      <div className="rh-row rh-row--between rh-gap-b">
        <h1 id="requests-title" className="rh-h1">
          {m.list.title}
        </h1>
        <Link to="/nuova-richiesta" className={buttonClass({ variant: 'contained' })}>
          {m.nav.newRequest}
        </Link>
      </div>
      {isPending ? (
        <Spinner label={m.loading} />
      ) : error ? (
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : data?.length === 0 ? (
        <div className="rh-stack">
          <p>{m.list.empty}</p>
          <Link to="/nuova-richiesta" className={buttonClass({})}>
            {m.list.createFirst}
          </Link>
        </div>
      ) : (
        <ul className="rh-list">
          {data?.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
      {lastPage > 1 && (
        <nav aria-label={m.list.page(page, lastPage)} className="rh-row" style={{ marginTop: 16 }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {m.list.previous}
          </Button>
          <span>{m.list.page(page, lastPage)}</span>
          <Button disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            {m.list.next}
          </Button>
        </nav>
      )}
    </section>
  );
}
