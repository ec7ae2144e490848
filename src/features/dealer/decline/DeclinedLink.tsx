import { Link } from 'react-router-dom';
import { paths } from '../../../platform/paths';
import { RestoreIcon } from '../../../ui/icons';
import { buttonClass, buttonContent } from '../../../ui/primitives/Button';
import { useT } from '../../../ui/translate';

/** The way to "Richieste rifiutate" from the request lists: a plain link drawn as a small text button. */
export function DeclinedLink() {
  const t = useT();
  return (
    <Link
      to={paths.dashboardDeclined}
      className={buttonClass({ size: 'small' })}
      aria-label={t('app.quoting.declined.linkLabel')}
    >
      {buttonContent(t('app.quoting.declined.link'), <RestoreIcon />)}
    </Link>
  );
}
