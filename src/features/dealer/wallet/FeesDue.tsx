import { Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';
import { paths } from '../../../platform/paths';
import { formatCurrency } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import { FEE_AMOUNT_QUERY_KEY, linesTotal } from '../../../domain/payments';

/** The fees due on the wallet: their amount without VAT and a link to /pay-fee, or that none is due. */
export function FeesDue() {
  const t = useT();
  const user = useStoredUser();
  const fees = useQuery({
    queryKey: FEE_AMOUNT_QUERY_KEY,
    queryFn: ({ signal }) => api.get('feeAmount', { params: { dealerId: user?.id ?? 0 }, signal }),
    enabled: user !== null,
  });
  if (!fees.data) return null;
  const order = fees.data.order;
  const due = order ? linesTotal(order.order_rows) : 0;
  return (
    <div data-testid="wallet-fees-due">
      <Typography component="h3" variant="subtitle1" color="text.secondary">
        {t('app.payments.wallet.feesDueLabel')}
      </Typography>
      {due > 0 ? (
        <Typography sx={{ fontWeight: 600 }}>
          <Link component={RouterLink} to={paths.payFee}>
            {t('app.payments.wallet.feesDue', { amount: formatCurrency(due) })}
          </Link>
        </Typography>
      ) : (
        <Typography>{t('app.payments.wallet.noFeesDue')}</Typography>
      )}
    </div>
  );
}
