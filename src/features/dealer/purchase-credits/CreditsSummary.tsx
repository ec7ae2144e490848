import { Typography } from '@mui/material';
import { CREDIT_EURO_RATE, VAT_RATE_ORDERS } from '../../../../contract';
import { formatCurrency, formatNumber } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import { AmountList } from '../../../domain/payments';
import { creditTotals } from './creditTotals';

/** Detail lines (bought, free, received credits) and totals (amount, VAT 22%, total) of the chosen amount. */
export function CreditsSummary({ credits, freeCredits }: { credits: number; freeCredits: number }) {
  const t = useT();
  const totals = creditTotals(credits * CREDIT_EURO_RATE);
  const details = [
    { label: t('app.payments.credits.boughtCredits'), value: formatNumber(credits) },
    ...(freeCredits > 0 ? [{ label: t('app.payments.credits.giftCredits'), value: formatNumber(freeCredits) }] : []),
    { label: t('app.payments.credits.totalCredits'), value: formatNumber(credits + freeCredits), strong: true },
  ];
  const amounts = [
    { label: t('app.payments.credits.amountNet'), value: formatCurrency(totals.amount) },
    { label: t('app.payments.credits.vat', { rate: VAT_RATE_ORDERS }), value: formatCurrency(totals.tax) },
    { label: t('app.payments.credits.total'), value: formatCurrency(totals.total), strong: true },
  ];
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('app.payments.credits.details')}
      </Typography>
      <AmountList lines={details} label={t('app.payments.credits.details')} />
      <AmountList lines={amounts} label={t('app.payments.credits.total')} />
    </>
  );
}
