import { preloadable } from '../../../ui/components/preloadable';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';

// Every screen loads on demand, the login page too: a signed-in dealer never needs its form. For a visitor
// the boot starts its code and the first render waits for it (prefetchFirstScreen.ts, main.tsx), so '/' paints once.
const login = preloadable(() => import('./LoginPage'));
export const loadLoginPage = login.load;

export const loginFeature = defineDealerFeature({
  name: 'login',
  routes: [
    { path: paths.login, title: 'app.routes.login', access: 'public', element: <login.Screen />, load: login.load },
  ],
});
