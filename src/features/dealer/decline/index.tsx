import { lazy } from 'react';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';

const DeclinedPage = lazy(() => import('./DeclinedPage'));
// Drawn by the request lists and detail: their code loads when those are drawn, never with the portal's entry.
const DeclineButton = lazy(() => import('./DeclineButton').then((module) => ({ default: module.DeclineButton })));
const DeclinedLink = lazy(() => import('./DeclinedLink').then((module) => ({ default: module.DeclinedLink })));
const DeclineUndo = lazy(() => import('./DeclineUndo').then((module) => ({ default: module.DeclineUndo })));

/**
 * "Non posso offrire" lives on the request detail (DeclineButton, DeclineUndo); its own screen is "Richieste rifiutate":
 * the declines still open, to restore later. Not a dashboard tab: the ping has no counter for it.
 */
export const declineFeature = defineDealerFeature({
  name: 'decline',
  slots: { DeclineButton, DeclinedLink, DeclineUndo },
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
