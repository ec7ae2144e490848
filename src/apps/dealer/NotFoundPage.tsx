import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../platform/paths';
import { useT } from '../../ui/translate';

/** Any unknown path (SPEC §2, §8). */
export default function NotFoundPage() {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('app.notFound.message')}
      </Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained" sx={{ mt: 2 }}>
        {t('app.common.backToDashboard')}
      </Button>
    </Container>
  );
}
