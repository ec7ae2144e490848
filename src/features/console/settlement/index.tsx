import { lazy } from 'react';
import type { AdminPayoutAccount, Payout } from '../../../../contract/entities/settlement';
import type { AdminSettlementSale, ReconciliationSummary } from '../../../../contract/entities/reconciliation';
import {
  heldFundsCopy,
  payoutAccountsCopy,
  payoutsCopy,
  reconciliationsCopy,
} from '../../../../i18n/it/console/settlement';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineConsoleFeature } from '../../../platform/feature';
import { HourglassBottomIcon, SendIcon, SuccessOutlinedIcon, WalletIcon } from '../../../ui/icons';

// Lazy: the console's login screen and other resources do not load settlement's views.
const PayoutAccountList = lazy(() =>
  import('./PayoutAccountViews').then((module) => ({ default: module.PayoutAccountList })),
);
const HeldFundList = lazy(() => import('./HeldFundViews').then((module) => ({ default: module.HeldFundList })));
const PayoutList = lazy(() => import('./PayoutViews').then((module) => ({ default: module.PayoutList })));
const ReconciliationList = lazy(() =>
  import('./ReconciliationViews').then((module) => ({ default: module.ReconciliationList })),
);
const ReconciliationShow = lazy(() =>
  import('./ReconciliationViews').then((module) => ({ default: module.ReconciliationShow })),
);

/**
 * Settlement for the operator: the dealers' payout accounts (with "Blocca versamenti"), the funds held for them, the
 * payouts (with "Riprova" on a failed one), and the ledger's check with the daily reconciliations with the provider.
 */
export const feature = defineConsoleFeature({
  name: 'console-settlement',
  resources: [
    {
      name: 'payout-accounts',
      list: PayoutAccountList,
      icon: WalletIcon,
      recordRepresentation: (record: AdminPayoutAccount) => record.legal_name ?? `#${record.dealer_id}`,
      messages: payoutAccountsCopy,
      api: defineResourceApi({
        list: 'adminPayoutAccounts',
        query: 'admin',
        idOf: (record) => record.dealer_id as number,
      }),
    },
    {
      name: 'held-funds',
      list: HeldFundList,
      icon: HourglassBottomIcon,
      recordRepresentation: (record: AdminSettlementSale) => record.quotation.code,
      messages: heldFundsCopy,
      api: defineResourceApi({
        list: 'adminSettlementSales',
        query: 'admin',
        sort: ['available_at', 'created_at'],
        filters: { state: 'text', dealer_id: 'text' },
      }),
    },
    {
      name: 'payouts',
      list: PayoutList,
      icon: SendIcon,
      recordRepresentation: (record: Payout) => `#${record.id}`,
      messages: payoutsCopy,
      api: defineResourceApi({ list: 'adminPayouts', query: 'admin', filters: { status: 'text' } }),
    },
    {
      name: 'reconciliations',
      list: ReconciliationList,
      show: ReconciliationShow,
      icon: SuccessOutlinedIcon,
      recordRepresentation: (record: ReconciliationSummary) => `#${record.id}`,
      messages: reconciliationsCopy,
      api: defineResourceApi({
        list: 'adminReconciliations',
        one: 'adminReconciliation',
        query: 'admin',
        sort: ['id'],
        filters: { status: 'text' },
      }),
    },
  ],
});
