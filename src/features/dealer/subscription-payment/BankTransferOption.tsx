import { AccountBalanceIcon } from '../../../ui/icons';
import { Box, Button, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../ui/translate';
import { loadBankDetailsDialog } from '../../../domain/notices';

const BankDetailsDialog = lazy(loadBankDetailsDialog);

/** The alternative to the provider: a bank transfer, with the fixed beneficiary's details in a modal. */
export function BankTransferOption() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('app.payments.subscription.bankTransferTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('app.payments.subscription.bankTransferText')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<AccountBalanceIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t('app.payments.subscription.bankTransferButton')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BankDetailsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
