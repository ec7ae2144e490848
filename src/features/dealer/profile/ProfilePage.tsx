import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { useLogout } from 'react-admin';
import type { User } from '../../../../contract';
import { Link as RouterLink } from 'react-router-dom';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { Deferred } from '../../../ui/components/Deferred';
import { TERMS_URL } from '../../../platform/config';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { VisuallyHidden } from '../../../ui/layout/VisuallyHidden';
import { paths } from '../../../platform/paths';
import { useT } from '../../../ui/translate';
import { AvatarUpload } from './AvatarUpload';
import { CardUpdateSlot } from './CardUpdateSlot';
import { InboxAlertsSettings } from './InboxAlertsSettings';
import { ProfileCounters } from './ProfileCounters';
import { CompanySection } from './sections/CompanySection';
import { CoverageSection } from './sections/CoverageSection';
import { FeesSection } from './sections/FeesSection';
import { IbanSection } from './sections/IbanSection';
import { MethodsSection } from './sections/MethodsSection';
import { PasswordSection } from './sections/PasswordSection';
import { ProvincesSection } from './sections/ProvincesSection';
import { RegimeFiscaleSection } from './sections/RegimeFiscaleSection';
import { slot } from '../../../platform/slots';
import { StarRating } from '../../../domain/StarRating';
import { SubscriptionStatus } from './SubscriptionStatus';

// The stock, team and returns features' sections (the app fills the slots).
const StockApiKeys = slot('StockApiKeys');
const TeamSection = slot('TeamSection');
const StaffSelfCard = slot('StaffSelfCard');
const ReturnPolicy = slot('ReturnPolicy');

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  alignItems: 'start',
} as const;

/** /profile (SPEC §2): who the dealer is, its numbers and subscription, and one editable section per setting. */
export default function ProfilePage() {
  const t = useT();
  const logout = useLogout();
  const user = useStoredUser();
  if (!user) return null;
  if (user.staff) return <StaffProfile user={user} onLogout={() => logout()} />;

  return (
    <PageContainer title={t('app.routes.profile')}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}
      >
        <AvatarUpload user={user} />
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography component="h2" variant="h5" sx={{ wordBreak: 'break-word' }}>
            {user.legal_name || user.email}
          </Typography>
          <StarRating value={user.dealer_stars} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2, alignItems: 'center' }}>
            <Button component={RouterLink} to={paths.purchaseCredits} variant="contained">
              {t('app.profile.buyCredits')}
            </Button>
            <Link href={TERMS_URL} target="_blank" rel="noopener noreferrer">
              {t('app.profile.terms')}
              <VisuallyHidden> {t('app.common.newTab')}</VisuallyHidden>
            </Link>
            <Button variant="text" color="inherit" onClick={() => logout()}>
              {t('app.profile.logout')}
            </Button>
          </Box>
        </Box>
        <Box sx={{ flex: '1 1 320px' }}>
          <ProfileCounters user={user} />
        </Box>
      </Paper>
      <Box sx={{ ...twoColumns, mb: 2 }}>
        <SubscriptionStatus user={user} />
        <CardUpdateSlot />
      </Box>
      {/* Nine editable sections, mostly below the fold: drawn after the header card, in interruptible slices. */}
      <Deferred fallback={<PageLoading />}>
        <Box sx={twoColumns}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <IbanSection user={user} />
            <FeesSection user={user} />
            <MethodsSection user={user} />
            <PasswordSection user={user} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <ProvincesSection user={user} />
            <CoverageSection user={user} />
            <CompanySection user={user} />
            <RegimeFiscaleSection dealerId={user.id} />
            <InboxAlertsSettings dealerId={user.id} />
          </Box>
        </Box>
        <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
          <TeamSection dealerId={user.id} />
          <StockApiKeys dealerId={user.id} />
        </Box>
      </Deferred>
      {/* Outside the deferred pass, which would wait for this lazy section's code before showing any of the others. */}
      <Box sx={{ mt: 2 }}>
        <ReturnPolicy dealerId={user.id} />
      </Box>
    </PageContainer>
  );
}

/**
 * A person of the company: who they are and in which company, their own password, the IBAN for
 * Amministrazione, the alerts of this browser. The company's other settings are the owner's.
 */
function StaffProfile({ user, onLogout }: { user: User; onLogout: () => void }) {
  const t = useT();
  return (
    <PageContainer title={t('app.routes.profile')}>
      <StaffSelfCard user={user} />
      <Box sx={twoColumns}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <PasswordSection user={user} />
          {user.staff?.role === 'billing' && <IbanSection user={user} />}
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <InboxAlertsSettings dealerId={user.id} />
          <Button variant="outlined" color="inherit" onClick={onLogout} sx={{ justifySelf: 'start' }}>
            {t('app.profile.logout')}
          </Button>
        </Box>
      </Box>
    </PageContainer>
  );
}
