import { SavingsOutlinedIcon } from '../../../ui/icons';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FeesPaidWithCredits } from '../../../../contract';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';
import { ConfirmDialog } from '../../../ui/components/ConfirmDialog';
import { formatCurrency, formatNumber } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import { paymentFailureMessage, refreshAfterPayment } from '../../../domain/payments';

export interface PayWithCreditsProps {
  /** The fees due without VAT (1 credit = 1 € of fee). */
  due: number;
  /** The wallet's credits now. */
  credits: number;
  onPaid: (result: FeesPaidWithCredits) => void;
}

/**
 * 'Paga con i crediti': POST fee/pay-with-credits settles every due fee at once, after a confirmation that says how
 * many credits go and how many stay. Once: the confirm button is disabled while sending and a second tap before the
 * answer is ignored; a 409 shows the server's text.
 */
export function PayWithCredits({ due, credits, onPaid }: PayWithCreditsProps) {
  const t = useT();
  const user = useStoredUser();
  const queryClient = useQueryClient();
  const sending = useRef(false);
  const [asking, setAsking] = useState(false);
  const pay = useMutation({
    mutationFn: () => api.post('feePayWithCredits', { params: { dealerId: user?.id ?? 0 } }),
    onSuccess: (result) => {
      setAsking(false);
      onPaid(result);
      refreshAfterPayment(queryClient);
    },
    onError: () => setAsking(false),
    onSettled: () => {
      sending.current = false;
    },
  });
  const covers = credits >= due;
  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    pay.mutate();
  };
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        {covers
          ? t('app.payments.fee.creditsCover', { credits: formatNumber(credits), amount: formatCurrency(due) })
          : t('app.payments.fee.creditsShort', { credits: formatNumber(credits), amount: formatCurrency(due) })}
      </Typography>
      {covers && (
        // Outlined: the card payment below is the page's main action, this one spends the wallet.
        <Button
          variant="outlined"
          startIcon={<SavingsOutlinedIcon />}
          onClick={() => setAsking(true)}
          disabled={pay.isPending}
        >
          {pay.isPending ? t('app.payments.fee.creditsSending') : t('app.payments.fee.payWithCredits')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('app.payments.fee.creditsConfirmTitle')}
        confirmLabel={t('app.payments.fee.creditsConfirm', { credits: formatNumber(due) })}
        cancelLabel={t('app.payments.common.cancel')}
        busy={pay.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {t('app.payments.fee.creditsConfirmText', {
          credits: formatNumber(due),
          amount: formatCurrency(due),
          rest: formatNumber(Math.round((credits - due) * 100) / 100),
        })}
      </ConfirmDialog>
      {pay.error && (
        <Alert severity="error" role="alert">
          {paymentFailureMessage(pay.error, t)}
        </Alert>
      )}
    </Stack>
  );
}
