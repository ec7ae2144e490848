import { lazy } from 'react';
import { defineFeature } from '../../platform/feature';
import { paths } from '../../platform/paths';

const RegisterPage = lazy(() => import('./RegisterPage'));

export const registerFeature = defineFeature({
  name: 'register',
  routes: [{ path: paths.register, title: 'app.routes.register', access: 'noSubscription', element: <RegisterPage /> }],
});
