import { lazy } from 'react';
import type { Payout, SettlementSale } from '../../../../contract/entities/settlement';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';
import { SavingsIcon } from '../../../ui/icons';

const SettlementPage = lazy(() => import('./SettlementPage'));
const ActivatePage = lazy(() => import('./ActivatePage'));

/**
 * "Incassi" at /incassi (the owner and Amministrazione, the API's `billing` area): the payout account and its
 * activation, the balances In attesa / Disponibile / Versato, "Richiedi versamento", the automatic payouts' schedule,
 * the online sales and the payouts (react-admin lists over the API's pages), the CSV and each payout's PDF statement.
 * /incassi/attiva is the demo provider's activation with the profile's IBAN (docs/payments-api.md, "Settlement").
 */
export const settlementFeature = defineDealerFeature({
  name: 'settlement',
  resources: [
    {
      name: 'sales',
      recordRepresentation: (record: SettlementSale) => record.quotation.code,
      // GET /dealer/:dealerId/settlement/sales: the signed-in dealer's online sales, newest first, paged by the API.
      api: defineResourceApi({
        list: 'settlementSales',
        idOf: (record) => (record.quotation as SettlementSale['quotation']).id,
      }),
    },
    {
      name: 'payouts',
      recordRepresentation: (record: Payout) => String(record.id),
      // GET /dealer/:dealerId/payouts: the signed-in dealer's payouts with their sales, paged by the API.
      api: defineResourceApi({ list: 'dealerPayouts' }),
    },
  ],
  routes: [
    {
      path: paths.settlement,
      title: 'app.routes.settlement',
      access: 'subscriber',
      staff: 'billing',
      element: <SettlementPage />,
    },
    {
      path: paths.settlementActivate,
      title: 'app.routes.settlementActivate',
      access: 'subscriber',
      staff: 'billing',
      element: <ActivatePage />,
    },
  ],
  nav: [{ to: paths.settlement, label: 'app.nav.settlement', Icon: SavingsIcon, order: 25 }],
});
