import { lazy } from 'react';
import { defineDealerFeature } from '../../platform/feature';
import { paths } from '../../platform/paths';
import { DeclinedLink } from './DeclinedLink';
import { DeclineUndo } from './DeclineUndo';

const DeclinedPage = lazy(() => import('./DeclinedPage'));
// On the request detail, which brings MUI when opened: its code loads with it.
const DeclineButton = lazy(() => import('./DeclineButton').then((module) => ({ default: module.DeclineButton })));

/**
 * "Non posso offrire" lives on the request detail (DeclineButton, DeclineUndo); its own screen is "Richieste rifiutate"
 *: the declines still open, to restore later. Not a dashboard tab: the ping has no counter for it.
 */
export const declineFeature = defineDealerFeature({
  name: 'decline',
  // The link and the undo are drawn by the request lists, a dealer's first screen: plain, small, in the entry.
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
