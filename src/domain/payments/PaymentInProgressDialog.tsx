import { Box, CircularProgress, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useT } from '../../ui/translate';

/**
 * Open while the provider and the server confirm the payment; it cannot be dismissed. It does not hold the focus:
 * the provider may open its own window on top (Stripe's 3-D Secure challenge).
 */
export function PaymentInProgressDialog({ open }: { open: boolean }) {
  const t = useT();
  return (
    <Dialog
      open={open}
      aria-labelledby="payment-progress-title"
      aria-describedby="payment-progress-text"
      disableEscapeKeyDown
      disableEnforceFocus
    >
      <DialogTitle id="payment-progress-title">{t('app.payments.dialogs.inProgressTitle')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={32} aria-hidden />
          <Typography id="payment-progress-text">{t('app.payments.dialogs.inProgressText')}</Typography>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
