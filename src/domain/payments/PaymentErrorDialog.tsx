import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useT } from '../../ui/translate';

/** SPEC §8 payment modal: the error text and a back button. */
export function PaymentErrorDialog({ message, onBack }: { message: string | null; onBack: () => void }) {
  const t = useT();
  // Keeps the text while the dialog fades out after "Indietro".
  const [shown, setShown] = useState(message);
  if (message !== null && message !== shown) setShown(message);
  return (
    <Dialog
      open={message !== null}
      onClose={onBack}
      role="alertdialog"
      aria-labelledby="payment-error-title"
      aria-describedby="payment-error-text"
    >
      <DialogTitle id="payment-error-title">{t('app.payments.dialogs.errorTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="payment-error-text">{message ?? shown}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} variant="contained" autoFocus>
          {t('app.payments.common.back')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
