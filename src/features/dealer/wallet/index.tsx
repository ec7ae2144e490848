import { lazy } from 'react';
import type { Invoice } from '../../../../contract/entities/invoice';
import type { LedgerMovement } from '../../../../contract/entities/ledger';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';
import { WalletIcon } from '../../../ui/icons';

/** The wallet shows the invoices (its "Fatture" panel). */
const WalletPage = lazy(() => import('./WalletPage'));

/** The wallet, with the platform's invoices to the dealer and the register of its credits and fees: lists, no detail. */
export const walletFeature = defineDealerFeature({
  name: 'wallet',
  resources: [
    {
      name: 'invoices',
      list: WalletPage,
      recordRepresentation: (record: Invoice) => record.number,
      // GET /dealer/:dealerId/invoices: the signed-in dealer's invoices, the whole list, paged here.
      api: defineResourceApi({ list: 'dealerInvoices' }),
    },
    {
      name: 'movements',
      list: WalletPage,
      recordRepresentation: (record: LedgerMovement) => record.label,
      // GET /dealer/:dealerId/movements: the signed-in dealer's register, paged by the API.
      api: defineResourceApi({ list: 'dealerMovements' }),
    },
  ],
  routes: [
    {
      path: paths.wallet,
      title: 'app.routes.wallet',
      access: 'subscriber',
      staff: 'billing',
      element: <WalletPage />,
      list: { resource: 'invoices' },
    },
  ],
  nav: [{ to: paths.wallet, label: 'app.nav.wallet', Icon: WalletIcon, order: 20 }],
});
