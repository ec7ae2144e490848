import { InfoOutlinedIcon } from '../../ui/icons';
import { Box, Typography } from '@mui/material';
import { useT } from '../../ui/translate';

/** SPEC §8 "Unavailable subscription": nothing can be paid now. */
export function NoOrderNotice() {
  const t = useT();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6 }}>
      <InfoOutlinedIcon color="action" style={{ fontSize: 48 }} aria-hidden />
      <Typography component="h2" variant="h5" gutterBottom>
        {t('app.payments.common.noOrderTitle')}
      </Typography>
      <Typography color="text.secondary">{t('app.payments.common.noOrderText')}</Typography>
    </Box>
  );
}
