import { Alert, Button } from '@mui/material';
import { useT } from '../../ui/translate';
import { errorMessage } from '../../ui/forms/errorMessage';

/** A payment screen whose data could not be loaded: the server's message and a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('app.common.retry')}
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
