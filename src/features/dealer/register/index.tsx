import { lazy } from 'react';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';

const RegisterPage = lazy(() => import('./RegisterPage'));

export const registerFeature = defineDealerFeature({
  name: 'register',
  routes: [{ path: paths.register, title: 'app.routes.register', access: 'noSubscription', element: <RegisterPage /> }],
});
