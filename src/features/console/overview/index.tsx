import { DashboardIcon } from '../../../ui/icons';
import { lazy } from 'react';
import { Authenticated } from 'react-admin';
import { overviewCopy } from '../../../../i18n/it/console/overview';
import { defineConsoleFeature } from '../../../platform/feature';

const OverviewPage = lazy(() => import('./OverviewPage'));

/** Panoramica: the console's first screen, the marketplace's figures over a chosen range with a chart. */
export const feature = defineConsoleFeature({
  name: 'console-overview',
  pages: [
    {
      path: 'panoramica',
      label: overviewCopy.menu,
      Icon: DashboardIcon,
      // Checked before the page (its chunk, its requests) loads; signed out, react-admin's login page instead.
      element: (
        <Authenticated>
          <OverviewPage />
        </Authenticated>
      ),
      dashboard: true,
    },
  ],
});
