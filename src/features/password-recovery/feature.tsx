import { lazy } from 'react';
import { defineFeature } from '../../platform/feature';
import { paths } from '../../platform/paths';

const PasswordRecoveryPage = lazy(() => import('./PasswordRecoveryPage'));

export const passwordRecoveryFeature = defineFeature({
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
