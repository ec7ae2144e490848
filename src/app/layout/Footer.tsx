import { Box, Container, Link, Typography } from '@mui/material';
import { useLogout } from 'react-admin';
import { APP_NAME, TERMS_URL } from '../../platform/config';
import { useT } from '../../ui/translate';
import { VisuallyHidden } from '../../ui/layout/VisuallyHidden';

/** Copyright and terms always; Logout (back to login) only when logged in. */
export function Footer({ loggedIn }: { loggedIn: boolean }) {
  const t = useT();
  const logout = useLogout();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 2, mt: 'auto' }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('app.footer.copyright', { year: new Date().getFullYear(), name: APP_NAME })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 3 }}>
          <Link href={TERMS_URL} target="_blank" rel="noopener noreferrer" variant="body2">
            {t('app.footer.terms')}
            <VisuallyHidden> {t('app.common.newTab')}</VisuallyHidden>
          </Link>
          {loggedIn && (
            <Link component="button" type="button" variant="body2" onClick={() => logout()}>
              {t('app.footer.logout')}
            </Link>
          )}
        </Box>
      </Container>
    </Box>
  );
}
