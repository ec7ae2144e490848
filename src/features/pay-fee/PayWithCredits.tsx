import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { FeesPaidWithCredits } from '../../../contract';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { api } from '../../platform/dataProvider/api';
import { formatCurrency, formatNumber } from '../../ui/format';
import { useT } from '../../ui/translate';
import { paymentFailureMessage, refreshAfterPayment } from '../../domain/payments';

export interface PayWithCreditsProps {
  /** The fees due without VAT (1 credit = 1 € of fee). */
  due: number;
  /** The wallet's credits now. */
  credits: number;
  onPaid: (result: FeesPaidWithCredits) => void;
}

/**
 * 'Paga con i crediti': POST fee/pay-with-credits settles every due fee at once. One click, once: the
 * button is disabled while sending and a second click before the answer is ignored; a 409 shows the server's text.
 */
export function PayWithCredits({ due, credits, onPaid }: PayWithCreditsProps) {
  const t = useT();
  const user = useStoredUser();
  const queryClient = useQueryClient();
  const sending = useRef(false);
  const pay = useMutation({
    mutationFn: () => api.post('feePayWithCredits', { params: { id: user?.id ?? 0 } }),
    onSuccess: (result) => {
      onPaid(result);
      refreshAfterPayment(queryClient);
    },
    onSettled: () => {
      sending.current = false;
    },
  });
  const covers = credits >= due;
  const click = () => {
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
        <Button variant="contained" startIcon={<SavingsOutlinedIcon />} onClick={click} disabled={pay.isPending}>
          {pay.isPending ? t('app.payments.fee.creditsSending') : t('app.payments.fee.payWithCredits')}
        </Button>
      )}
      {pay.error && (
        <Alert severity="error" role="alert">
          {paymentFailureMessage(pay.error, t)}
        </Alert>
      )}
    </Stack>
  );
}
