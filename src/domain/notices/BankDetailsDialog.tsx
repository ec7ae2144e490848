import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { BANK_DETAILS } from '../../platform/config';
import { useT } from '../../ui/translate';

/** The fixed beneficiary for subscription bank transfers (values from config). Loaded only when opened. */
export default function BankDetailsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const user = useStoredUser();
  const rows = [
    [t('app.bankDetails.beneficiary'), BANK_DETAILS.beneficiary],
    [t('app.bankDetails.bank'), BANK_DETAILS.bank],
    [t('app.bankDetails.iban'), BANK_DETAILS.iban],
    [t('app.bankDetails.reference'), t('app.bankDetails.referenceValue', { email: user?.email ?? '' })],
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby="bank-details-title">
      <DialogTitle id="bank-details-title">{t('app.bankDetails.title')}</DialogTitle>
      <DialogContent>
        <dl>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: 1.5, fontWeight: 600, wordBreak: 'break-all' }}>
                {value}
              </Typography>
            </div>
          ))}
        </dl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
