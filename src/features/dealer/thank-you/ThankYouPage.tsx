import { CheckCircleOutlineIcon } from '../../../ui/icons';
import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths, type ThankYouSlug } from '../../../platform/paths';
import { useT, type PlainKey } from '../../../ui/translate';

const TEXTS: Record<ThankYouSlug, { lead: PlainKey; detail: PlainKey }> = {
  subscription: { lead: 'app.thankYou.subscription.lead', detail: 'app.thankYou.subscription.detail' },
  credits: { lead: 'app.thankYou.credits.lead', detail: 'app.thankYou.credits.detail' },
  fee: { lead: 'app.thankYou.fee.lead', detail: 'app.thankYou.fee.detail' },
};

/** Where payments end (SPEC §2 "Thank-you messages"). */
export default function ThankYouPage({ slug }: { slug: ThankYouSlug }) {
  const t = useT();
  const text = TEXTS[slug];
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <CheckCircleOutlineIcon color="success" style={{ fontSize: 64 }} aria-hidden />
      <Typography component="h1" variant="h4" gutterBottom>
        {t('app.thankYou.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t(text.lead)}</Typography>
      <Typography color="text.secondary">{t(text.detail)}</Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained" sx={{ mt: 4 }}>
        {t('app.common.goToDashboard')}
      </Button>
    </Container>
  );
}
