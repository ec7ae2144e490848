import { lazy } from 'react';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';
import { PersonIcon } from '../../../ui/icons';

const ProfilePage = lazy(() => import('./ProfilePage'));

export const profileFeature = defineDealerFeature({
  name: 'profile',
  routes: [
    {
      path: paths.profile,
      title: 'app.routes.profile',
      access: 'subscriber',
      staff: 'everyone',
      element: <ProfilePage />,
    },
  ],
  nav: [{ to: paths.profile, label: 'app.nav.profile', Icon: PersonIcon, order: 70 }],
});
