import { lazy } from 'react';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';

const PasswordRecoveryPage = lazy(() => import('./PasswordRecoveryPage'));

export const passwordRecoveryFeature = defineDealerFeature({
  name: 'password-recovery',
  routes: [
    {
      path: paths.passwordRecovery,
      title: 'app.routes.passwordRecovery',
      access: 'public',
      element: <PasswordRecoveryPage />,
    },
  ],
});
