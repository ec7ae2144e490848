import { lazy } from 'react';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';

const PayFeePage = lazy(() => import('./PayFeePage'));

export const payFeeFeature = defineDealerFeature({
  name: 'pay-fee',
  routes: [
    { path: paths.payFee, title: 'app.routes.payFee', access: 'subscriber', staff: 'billing', element: <PayFeePage /> },
  ],
});
