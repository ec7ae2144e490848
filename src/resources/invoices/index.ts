import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { lazy } from 'react';
import type { Invoice } from '../../../contract/entities/invoice';
import { paths } from '../../routing/paths';
import { defineResource } from '../defineResource';

/** The wallet shows the invoices (its "Fatture" panel: ./InvoiceList.tsx). */
export const InvoicesScreen = lazy(() => import('../../custom/wallet/WalletPage'));

/** The platform's invoices to the dealer (issue 16); API route in ./api.ts. One list, no detail. */
export const invoices = defineResource({
  name: 'invoices',
  list: InvoicesScreen,
  icon: ReceiptIcon,
  recordRepresentation: (record: Invoice) => record.number,
  specPaths: { all: paths.wallet },
});
