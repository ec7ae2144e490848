import { Button, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CREDIT_OPTIONS, DEFAULT_CREDIT_OPTION, type CouponCheck } from '../../../../contract';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { paths } from '../../../platform/paths';
import { useRouteTitle } from '../../../ui/RoutePage';
import { useT } from '../../../ui/translate';
import {
  logPaymentError,
  PaymentDialogs,
  PaymentPanel,
  usePaymentFlow,
  useProviderReturn,
} from '../../../domain/payments';
import { CouponField } from './CouponField';
import { CreditsCheckout } from './CreditsCheckout';
import { CreditsSummary } from './CreditsSummary';

/** /purchase-credits: amount, coupon, rate, details and totals; credits/buy → provider → /thank-you/credits. */
export default function PurchaseCreditsPage() {
  const t = useT();
  const user = useStoredUser();
  const navigate = useNavigate();
  const [credits, setCredits] = useState<number>(DEFAULT_CREDIT_OPTION);
  const [coupon, setCoupon] = useState('');
  const [couponResult, setCouponResult] = useState<CouponCheck | null>(null);
  const flow = usePaymentFlow(useCallback(() => navigate(paths.thankYouCredits), [navigate]));
  useProviderReturn(flow);

  const buy = useMutation({
    // A coupon known to be unusable is not sent: its message is already on screen.
    mutationFn: () =>
      api.post('creditsBuy', {
        params: { dealerId: user?.id ?? 0 },
        body: {
          credits_amount: credits,
          coupon: coupon.trim() && couponResult?.usable !== false ? coupon.trim() : null,
        },
      }),
    // SPEC §8: credit purchase errors are only logged; the form stays usable.
    onError: (error) => logPaymentError('acquisto crediti', error),
  });
  const session = buy.data;
  const locked = buy.isPending || session !== undefined;
  const freeCredits = couponResult?.usable ? couponResult.free_credits : 0;

  return (
    <PageContainer title={useRouteTitle()}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('app.payments.credits.intro')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PaymentPanel id="credits-choice" title={t('app.payments.credits.choiceTitle')}>
            <Stack spacing={2}>
              <TextField
                select
                label={t('app.payments.credits.amount')}
                value={credits}
                onChange={(event) => setCredits(Number(event.target.value))}
                disabled={locked}
                fullWidth
              >
                {CREDIT_OPTIONS.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t('app.payments.credits.amountOption', { credits: option })}
                  </MenuItem>
                ))}
              </TextField>
              <Typography color="text.secondary">{t('app.payments.credits.rate')}</Typography>
              <CouponField
                value={coupon}
                onChange={setCoupon}
                result={couponResult}
                onResult={setCouponResult}
                disabled={locked}
              />
            </Stack>
          </PaymentPanel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {session ? (
            <PaymentPanel id="credits-pay" title={t('app.payments.common.paymentSection')}>
              <CreditsCheckout session={session} flow={flow} onChange={() => buy.reset()} />
            </PaymentPanel>
          ) : (
            <PaymentPanel id="credits-summary" title={t('app.payments.credits.summaryTitle')}>
              <Stack spacing={2}>
                <CreditsSummary credits={credits} freeCredits={freeCredits} />
                <Button variant="contained" size="large" onClick={() => buy.mutate()} disabled={buy.isPending}>
                  {buy.isPending ? t('app.payments.credits.preparing') : t('app.payments.credits.proceed')}
                </Button>
              </Stack>
            </PaymentPanel>
          )}
        </Grid>
      </Grid>
      <PaymentDialogs flow={flow} />
    </PageContainer>
  );
}
