import { Stack, Typography } from '@mui/material';
import { settlementCopy as text } from '../../../../i18n/it/app/settlement';
import { LoadFailure } from '../../../domain/payments/LoadFailure';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { useRouteTitle } from '../../../ui/RoutePage';
import { BalancesPanel } from './BalancesPanel';
import { PayoutAccountPanel } from './PayoutAccountPanel';
import { PayoutsList } from './PayoutsList';
import { useBalances, usePayoutAccount } from './queries';
import { SalesList } from './SalesList';
import { ScheduleForm } from './ScheduleForm';

/**
 * /incassi: the payout account (or "Attiva incassi"), the balances with "Richiedi versamento", the automatic payouts'
 * schedule, the online sales with the CSV, and the payouts with their PDF statements.
 */
export default function SettlementPage() {
  const account = usePayoutAccount();
  const balances = useBalances();
  const failed = account.error ?? balances.error;
  return (
    <PageContainer title={useRouteTitle()}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text.intro}
      </Typography>
      {failed ? (
        <LoadFailure
          error={failed}
          onRetry={() => {
            void account.refetch();
            void balances.refetch();
          }}
        />
      ) : !account.data || !balances.data ? (
        <PageLoading />
      ) : (
        <Stack spacing={3}>
          <PayoutAccountPanel account={account.data} />
          <BalancesPanel balances={balances.data} account={account.data} />
          {account.data.state !== 'none' && <ScheduleForm account={account.data} />}
          <SalesList />
          <PayoutsList ibanLast4={account.data.iban_last4} />
        </Stack>
      )}
    </PageContainer>
  );
}
