import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { staffRoleOf } from '../platform/auth/staffRole';
import { useStoredUser } from '../platform/auth/useStoredUser';
import { paths } from '../platform/paths';
import { useT } from '../ui/translate';

/** A page outside the logged-in person's role (issue 30): said plainly, with the way back; the API refuses it too. */
export function NotAllowedPage() {
  const t = useT();
  const role = staffRoleOf(useStoredUser());
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('app.team.notAllowed.title')}
      </Typography>
      <Typography>{t('app.team.notAllowed.text', { role: t(`app.team.roles.${role}`) })}</Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained" sx={{ mt: 3 }}>
        {t('app.team.notAllowed.back')}
      </Button>
    </Container>
  );
}
