import { Alert, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { CouponCheck } from '../../../../contract';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';
import { useT } from '../../../ui/translate';
import { logPaymentError } from '../../../domain/payments';

export interface CouponFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The answer of coupon/check for the current text (null: not checked). */
  result: CouponCheck | null;
  onResult: (result: CouponCheck | null) => void;
  disabled?: boolean;
}

/** SPEC §7: coupon/check on blur of the field when filled; its message and free credits appear below. */
export function CouponField({ value, onChange, result, onResult, disabled }: CouponFieldProps) {
  const t = useT();
  const user = useStoredUser();
  const check = useMutation({
    mutationFn: (coupon: string) => api.post('couponCheck', { params: { dealerId: user?.id ?? 0 }, body: { coupon } }),
    onSuccess: (answer) => onResult(answer),
    // SPEC §8: coupon check errors are only logged.
    onError: (error) => logPaymentError('verifica coupon', error),
  });

  const blur = () => {
    const coupon = value.trim();
    if (coupon && !result) check.mutate(coupon);
  };

  return (
    <>
      <TextField
        label={t('app.payments.credits.coupon')}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          onResult(null);
        }}
        onBlur={blur}
        helperText={check.isPending ? t('app.payments.credits.couponChecking') : t('app.payments.credits.couponHelp')}
        disabled={disabled}
        autoComplete="off"
        fullWidth
      />
      <div role="status" aria-live="polite">
        {result && (
          <Alert severity={result.usable ? 'success' : 'warning'} sx={{ mt: 1 }}>
            {result.message}
            {result.usable && result.free_credits > 0 && (
              <>
                <br />
                <strong>{t('app.payments.credits.freeCredits', { credits: result.free_credits })}</strong>
              </>
            )}
          </Alert>
        )}
      </div>
    </>
  );
}
