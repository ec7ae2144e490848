import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PayoutAccount, SettlementBalances } from '../../../../contract/entities/settlement';
import { settlementCopy as text } from '../../../../i18n/it/app/settlement';
import { api } from '../../../platform/api/dealer';
import { PaymentPanel } from '../../../domain/payments/PaymentPanel';
import { ConfirmDialog } from '../../../ui/components/ConfirmDialog';
import { fill } from '../../../ui/fill';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatCurrency, formatDate } from '../../../ui/format';
import { useDealerId, useRefreshSettlement } from './queries';

function heldHelp(days: number): string {
  if (days === 0) return text.balances.heldHelpNone;
  if (days === 1) return text.balances.heldHelpOne;
  return fill(text.balances.heldHelp, { days });
}

/** One balance: its name, the amount (never cut: it wraps as a whole below the name on a phone) and what it means. */
function Figure({ label, amount, help }: { label: string; amount: number; help: string }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h3" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {formatCurrency(amount)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
    </Paper>
  );
}

/**
 * The balances In attesa, Disponibile, (In versamento,) Versato and the next automatic payout; "Richiedi versamento"
 * pays out everything available after a confirmation (it cannot be undone), once however often it is pressed.
 */
export function BalancesPanel({ balances, account }: { balances: SettlementBalances; account: PayoutAccount }) {
  const dealerId = useDealerId();
  const refresh = useRefreshSettlement();
  const [asking, setAsking] = useState(false);
  const request = useMutation({
    mutationFn: () => api.post('dealerPayoutRequest', { params: { dealerId } }),
    onSettled: () => {
      setAsking(false);
      void refresh();
    },
  });
  const mayRequest = account.state === 'active' && !account.blocked && balances.available > 0;
  return (
    <PaymentPanel id="settlement-balances" title={text.balances.title}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(0, 1fr))' },
        }}
      >
        <Figure label={text.balances.held} amount={balances.held} help={heldHelp(balances.hold_days)} />
        <Figure label={text.balances.available} amount={balances.available} help={text.balances.availableHelp} />
        {balances.in_transit > 0 && (
          <Figure label={text.balances.inTransit} amount={balances.in_transit} help={text.balances.inTransitHelp} />
        )}
        <Figure label={text.balances.paid} amount={balances.paid} help={text.balances.paidHelp} />
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography>
          {balances.next_payout_date
            ? fill(text.balances.nextPayout, { date: formatDate(balances.next_payout_date) })
            : text.balances.noNextPayout}
        </Typography>
        <Button variant="contained" disabled={!mayRequest || request.isPending} onClick={() => setAsking(true)}>
          {text.request.button}
        </Button>
      </Stack>
      {request.data && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {fill(text.request.done, { amount: formatCurrency(request.data.amount) })}
        </Alert>
      )}
      {request.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(request.error)}
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        title={text.request.title}
        confirmLabel={request.isPending ? text.request.busy : text.request.confirm}
        cancelLabel={text.request.cancel}
        busy={request.isPending}
        onConfirm={() => request.mutate()}
        onCancel={() => setAsking(false)}
      >
        {fill(text.request.body, { amount: formatCurrency(balances.available) })}
      </ConfirmDialog>
    </PaymentPanel>
  );
}
