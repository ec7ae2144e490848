import { lazy } from 'react';
import { defineFeature } from '../../platform/feature';
import { paths } from '../../platform/paths';

const DeclinedPage = lazy(() => import('./DeclinedPage'));

/**
 * "Non posso offrire" lives on the request detail (DeclineButton, DeclineUndo); its own screen is "Richieste rifiutate"
 * (issue 27): the declines still open, to restore later. Not a dashboard tab: the ping has no counter for it.
 */
export const declineFeature = defineFeature({
  name: 'decline',
  routes: [
    {
      path: paths.dashboardDeclined,
      title: 'app.routes.declined',
      access: 'subscriber',
      staff: 'quoting',
      element: <DeclinedPage />,
    },
  ],
});
