import { Button, Container, Typography } from '@mui/material';
import { useT } from '../ui/translate';

/** react-admin's error boundary screen: no stack trace for the dealer, a way out instead. */
export function ErrorPage() {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('app.error.title')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mt: 2 }}>
        {t('app.error.reload')}
      </Button>
    </Container>
  );
}
