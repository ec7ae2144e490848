import { CelebrationOutlinedIcon } from '../../../ui/icons';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { FeesPaidWithCredits } from '../../../../contract';
import { formatNumber } from '../../../ui/format';
import { paths } from '../../../platform/paths';
import { useT } from '../../../ui/translate';

/** SPEC §2 "Pay fee": nothing is due; after 'Paga con i crediti' also what was spent and the credits left. */
export function FeesPaid({ settled = null }: { settled?: FeesPaidWithCredits | null }) {
  const t = useT();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6 }}>
      <CelebrationOutlinedIcon color="success" style={{ fontSize: 56 }} aria-hidden />
      <Typography component="h2" variant="h5" gutterBottom>
        {t('app.payments.fee.allPaidTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('app.payments.fee.allPaidText')}
      </Typography>
      {settled && (
        <Typography sx={{ mb: 3 }} data-testid="fees-settled-credits">
          {t('app.payments.fee.settledWithCredits', {
            spent: formatNumber(settled.credits_spent),
            credits: formatNumber(settled.credits),
          })}
        </Typography>
      )}
      <Button component={RouterLink} to={paths.wallet} variant="outlined">
        {t('app.payments.fee.backToWallet')}
      </Button>
    </Box>
  );
}
