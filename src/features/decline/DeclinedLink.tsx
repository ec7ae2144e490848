import '../../ui/components/components.css';
import { Link } from 'react-router-dom';
import { paths } from '../../platform/paths';
import { RestoreIcon } from '../../ui/components/icons';
import { useT } from '../../ui/translate';

/** The way to "Richieste rifiutate" from the request lists: a plain link drawn as a small text button. */
export function DeclinedLink() {
  const t = useT();
  return (
    <Link to={paths.dashboardDeclined} className="rh-c-btn" aria-label={t('app.quoting.declined.linkLabel')}>
      <RestoreIcon />
      {t('app.quoting.declined.link')}
    </Link>
  );
}
