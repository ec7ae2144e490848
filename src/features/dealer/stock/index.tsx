import { lazy } from 'react';
import type { StockItem } from '../../../../contract/entities/stock';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';
import { StockIcon } from '../../../ui/icons';

const StockPage = lazy(() => import('./StockPage'));
const StockApiKeys = lazy(() => import('./StockApiKeys').then((module) => ({ default: module.StockApiKeys })));

/**
 * "Magazzino" at /magazzino: the upload with its preview and import, the items (the `stock` resource:
 * GET /dealer/:dealerId/stock paged by the API, PUT /dealer/:dealerId/stock/:itemId), the export and the machine import's API keys.
 * The page is a lazy chunk; the machine import's keys are a section of the owner's profile (a slot).
 */
export const stockFeature = defineDealerFeature({
  name: 'stock',
  slots: { StockApiKeys },
  resources: [
    {
      name: 'stock',
      recordRepresentation: (record: StockItem) => `${record.part_code} ${record.brand}`,
      api: defineResourceApi({
        list: 'stockList',
        update: 'stockItemUpdate',
        query: 'admin',
        // contract/api/stock.ts STOCK_SORTS (not imported: zod stays out of the first bundle).
        sort: ['part_code', 'brand', 'description', 'net_price', 'quantity', 'updated_at'],
        filters: { in_stock: 'text', brand: 'text', condition: 'text' },
      }),
    },
  ],
  routes: [
    { path: paths.stock, title: 'app.routes.stock', access: 'subscriber', staff: 'stock', element: <StockPage /> },
  ],
  nav: [{ to: paths.stock, label: 'app.nav.stock', Icon: StockIcon, order: 45 }],
});
