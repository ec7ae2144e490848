import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { staffRoleOf } from '../../platform/auth/staffRole';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { paths } from '../../platform/paths';
import { teamScreensCopy as teamText } from '../../../i18n/it/app/teamScreens';
import { fill } from '../../ui/fill';

/** A page outside the logged-in person's role: said plainly, with the way back; the API refuses it too. */
export function NotAllowedPage() {
  const role = staffRoleOf(useStoredUser());
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {teamText.notAllowed.title}
      </Typography>
      <Typography>{fill(teamText.notAllowed.text, { role: teamText.roles[role] })}</Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained" sx={{ mt: 3 }}>
        {teamText.notAllowed.back}
      </Button>
    </Container>
  );
}
