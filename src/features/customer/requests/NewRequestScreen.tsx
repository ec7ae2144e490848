import { customerApp as m } from '../../../../i18n/it/customer/app';
import { lazyBehindBoundary } from '../../../ui/MuiBoundary';
import { Spinner } from '../../../ui/plain';

const NewRequestForm = lazyBehindBoundary(() => import('./NewRequestPage'), <Spinner label={m.loading} />);

/**
 * Nuova richiesta: its heading is drawn at once in the plain layer, the form below it in MUI once its code is there.
 * On a phone the heading is the screen's largest text: it no longer waits for MUI (LCP).
 */
export default function NewRequestScreen() {
  return (
    <section aria-labelledby="new-request-title">
      <h1 id="new-request-title" className="rh-h1 rh-gap-b">
        {m.request.title}
      </h1>
      <NewRequestForm />
    </section>
  );
}
