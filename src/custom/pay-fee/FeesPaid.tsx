import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { useT } from '../../translate';

/** SPEC §2 "Pay fee": nothing is due. */
export function FeesPaid() {
  const t = useT();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6 }}>
      <CelebrationOutlinedIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography component="h2" variant="h5" gutterBottom>
        {t('app.payments.fee.allPaidTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('app.payments.fee.allPaidText')}
      </Typography>
      <Button component={RouterLink} to={paths.wallet} variant="outlined">
        {t('app.payments.fee.backToWallet')}
      </Button>
    </Box>
  );
}
