import RestoreIcon from '@mui/icons-material/Restore';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../platform/paths';
import { useT } from '../../ui/translate';

/** The way to "Richieste rifiutate" from the request lists (issue 27). */
export function DeclinedLink() {
  const t = useT();
  return (
    <Button component={RouterLink} to={paths.dashboardDeclined} size="small" startIcon={<RestoreIcon />} aria-label={t('app.quoting.declined.linkLabel')}>
      {t('app.quoting.declined.link')}
    </Button>
  );
}
