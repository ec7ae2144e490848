import { lazy, type ReactElement } from 'react';
import type { Access } from '../authProvider/guard';
import { LoginPage } from '../custom/login/LoginPage';
import type { PlainKey } from '../translate';
import { paths } from './paths';

// Only the login page ships in the first bundle; every other screen loads on demand.
const PasswordRecoveryPage = lazy(() => import('../custom/password-recovery/PasswordRecoveryPage'));
const ComingSoonPage = lazy(() => import('../custom/coming-soon/ComingSoonPage'));
const DashboardLayout = lazy(() => import('../custom/dashboard/DashboardLayout'));
const FaqPage = lazy(() => import('../custom/faq/FaqPage'));
const ThankYouPage = lazy(() => import('../custom/thank-you/ThankYouPage'));
const NotFoundPage = lazy(() => import('../custom/not-found/NotFoundPage'));

export interface LeafRoute {
  /** Absolute path, or relative to the parent for children ('' = index). */
  path: string;
  title: PlainKey;
  element: ReactElement;
}

/** access: who may open it; the guard (authProvider/guard.ts) enforces it and a test checks they agree. */
export type AppRoute =
  | (LeafRoute & { access: Access; children?: undefined })
  | { path: string; access: Access; element: ReactElement; children: LeafRoute[] };

const comingSoon = <ComingSoonPage />;

/** Every route of SPEC §2: path, title (page title = product name + title), access class and screen. */
export const routeTable: AppRoute[] = [
  { path: paths.login, title: 'app.routes.login', access: 'public', element: <LoginPage /> },
  { path: paths.passwordRecovery, title: 'app.routes.passwordRecovery', access: 'public', element: <PasswordRecoveryPage /> },
  { path: paths.register, title: 'app.routes.register', access: 'noSubscription', element: comingSoon },
  {
    path: paths.dashboard,
    access: 'subscriber',
    element: <DashboardLayout />,
    children: [
      { path: '', title: 'app.routes.dashboard.pending', element: comingSoon },
      { path: 'expired', title: 'app.routes.dashboard.expired', element: comingSoon },
      { path: 'outlet', title: 'app.routes.dashboard.outlet', element: comingSoon },
      { path: 'draft', title: 'app.routes.dashboard.draft', element: comingSoon },
      { path: 'sent', title: 'app.routes.dashboard.sent', element: comingSoon },
      { path: 'fulfilled', title: 'app.routes.dashboard.fulfilled', element: comingSoon },
      { path: 'archived', title: 'app.routes.dashboard.archived', element: comingSoon },
    ],
  },
  { path: paths.subscriptionPayment, title: 'app.routes.subscriptionPayment', access: 'noSubscription', element: comingSoon },
  { path: paths.purchaseCredits, title: 'app.routes.purchaseCredits', access: 'subscriber', element: comingSoon },
  { path: paths.payFee, title: 'app.routes.payFee', access: 'subscriber', element: comingSoon },
  { path: paths.wallet, title: 'app.routes.wallet', access: 'subscriber', element: comingSoon },
  { path: paths.messages, title: 'app.routes.messages', access: 'subscriber', element: comingSoon },
  { path: paths.notifications, title: 'app.routes.notifications', access: 'subscriber', element: comingSoon },
  { path: paths.feedback, title: 'app.routes.feedback', access: 'subscriber', element: comingSoon },
  { path: paths.profile, title: 'app.routes.profile', access: 'subscriber', element: comingSoon },
  { path: paths.faq, title: 'app.routes.faq', access: 'subscriber', element: <FaqPage /> },
  {
    path: paths.thankYouSubscription,
    title: 'app.routes.thankYou.subscription',
    access: 'noSubscription',
    element: <ThankYouPage slug="subscription" />,
  },
  { path: paths.thankYouCredits, title: 'app.routes.thankYou.credits', access: 'subscriber', element: <ThankYouPage slug="credits" /> },
  { path: paths.thankYouFee, title: 'app.routes.thankYou.fee', access: 'subscriber', element: <ThankYouPage slug="fee" /> },
  { path: paths.components, title: 'app.routes.components', access: 'subscriber', element: comingSoon },
];

/** Any other path (unknown thank-you slugs included). */
export const notFoundRoute: LeafRoute = { path: '*', title: 'app.routes.notFound', element: <NotFoundPage /> };

/** Flat list of the pages a user can land on, with absolute paths (tests, docs). */
export function leafRoutes(): (LeafRoute & { access: Access })[] {
  return routeTable.flatMap((route) =>
    route.children
      ? route.children.map((child) => ({ ...child, path: child.path ? `${route.path}/${child.path}` : route.path, access: route.access }))
      : [route],
  );
}
