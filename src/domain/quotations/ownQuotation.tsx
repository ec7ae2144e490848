import { Alert, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Submission } from '../../../contract';
import { QUOTATION_FILTERS } from '../../../contract/filters';
import { QUOTATION_FILTER_STATUSES } from '../../../contract/statuses';
import { paths } from '../../platform/paths';
import { useT } from '../../ui/translate';

const LIST_PATH = {
  pending: paths.dashboardSent,
  accepted: paths.dashboardFulfilled,
  cancelled: paths.dashboardArchived,
} as const;

/**
 * Where the dealer's own quotation of a request is: its list (Inviati, Accettati or Archivio, from the status the
 * request carries) with ?id=; without a status, the quotations resource's own URL, which leads to the list.
 */
export function ownQuotationPath(quotation: Submission['quotations'][number]): string {
  const filter = QUOTATION_FILTERS.find((name) =>
    (QUOTATION_FILTER_STATUSES[name] as readonly string[]).includes(quotation.status ?? ''),
  );
  return filter
    ? `${LIST_PATH[filter]}?${new URLSearchParams({ id: String(quotation.id) })}`
    : `/quotations/${quotation.id}/show`;
}

/**
 * "Preventivo inviato!" with "Vedi il tuo preventivo": shown instead of CREA PREVENTIVO on a request
 * already quoted, and instead of the form of a draft whose request has been quoted meanwhile. Null when not quoted.
 */
export function AlreadyQuoted({ submission, inDraft = false }: { submission: Submission; inDraft?: boolean }) {
  const t = useT();
  const own = submission.quotations.at(-1);
  if (!own) return null;
  return (
    <Alert
      severity="success"
      action={
        <Button component={RouterLink} to={ownQuotationPath(own)} color="inherit" size="small" variant="outlined">
          {t('app.quotations.alreadyQuoted.link')}
        </Button>
      }
    >
      <Box>
        <Typography variant="subtitle2" component="p">
          {t('app.quotations.alreadyQuoted.title')}
        </Typography>
        <Typography variant="body2">
          {t(inDraft ? 'app.quotations.alreadyQuoted.draft' : 'app.quotations.alreadyQuoted.text')}
        </Typography>
      </Box>
    </Alert>
  );
}
