import { CampaignIcon } from '../../../ui/icons';
import { lazy } from 'react';
import { Authenticated } from 'react-admin';
import { noticesCopy } from '../../../../i18n/it/console/notices';
import { defineConsoleFeature } from '../../../platform/feature';

const NoticesPage = lazy(() => import('./NoticesPage'));

/** Avvisi: a notice to one dealer or to all, reviewed before the irreversible send; the sent ones below. */
export const feature = defineConsoleFeature({
  name: 'console-notices',
  pages: [
    {
      path: 'avvisi',
      label: noticesCopy.menu,
      Icon: CampaignIcon,
      // Checked before the page (its chunk, its requests) loads; signed out, react-admin's login page instead.
      element: (
        <Authenticated>
          <NoticesPage />
        </Authenticated>
      ),
    },
  ],
});
