import { lazy, type ReactElement } from 'react';
import type { Access } from '../authProvider/guard';
import { LoginPage } from '../custom/login/LoginPage';
import type { PlainKey } from '../translate';
import { paths } from './paths';

// Only the login page ships in the first bundle; every other screen loads on demand.
const PasswordRecoveryPage = lazy(() => import('../custom/password-recovery/PasswordRecoveryPage'));
const DashboardLayout = lazy(() => import('../custom/dashboard/DashboardLayout'));
const SubmissionsPage = lazy(() => import('../custom/submissions/SubmissionsPage'));
const FaqPage = lazy(() => import('../custom/faq/FaqPage'));
const ThankYouPage = lazy(() => import('../custom/thank-you/ThankYouPage'));
const NotFoundPage = lazy(() => import('../custom/not-found/NotFoundPage'));
const RegisterPage = lazy(() => import('../custom/register/RegisterPage'));
const ProfilePage = lazy(() => import('../custom/profile/ProfilePage'));
const ShowcasePage = lazy(() => import('../custom/showcase/ShowcasePage'));
const DraftsPage = lazy(() => import('../custom/drafts/DraftsPage'));
const QuotationsPage = lazy(() => import('../custom/quotations/QuotationsPage'));
const SubscriptionPaymentPage = lazy(() => import('../custom/subscription-payment/SubscriptionPaymentPage'));
const PurchaseCreditsPage = lazy(() => import('../custom/purchase-credits/PurchaseCreditsPage'));
const PayFeePage = lazy(() => import('../custom/pay-fee/PayFeePage'));
const WalletPage = lazy(() => import('../custom/wallet/WalletPage'));
const MessagesPage = lazy(() => import('../custom/messages/MessagesPage'));
const NotificationsPage = lazy(() => import('../custom/notifications/NotificationsPage'));
const FeedbackPage = lazy(() => import('../custom/feedback/FeedbackPage'));

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

/** Every route of SPEC §2: path, title (page title = product name + title), access class and screen. */
export const routeTable: AppRoute[] = [
  { path: paths.login, title: 'app.routes.login', access: 'public', element: <LoginPage /> },
  { path: paths.passwordRecovery, title: 'app.routes.passwordRecovery', access: 'public', element: <PasswordRecoveryPage /> },
  { path: paths.register, title: 'app.routes.register', access: 'noSubscription', element: <RegisterPage /> },
  {
    path: paths.dashboard,
    access: 'subscriber',
    element: <DashboardLayout />,
    children: [
      { path: '', title: 'app.routes.dashboard.pending', element: <SubmissionsPage filter="pending" /> },
      { path: 'expired', title: 'app.routes.dashboard.expired', element: <SubmissionsPage filter="expired" /> },
      { path: 'outlet', title: 'app.routes.dashboard.outlet', element: <SubmissionsPage filter="outlet" /> },
      { path: 'draft', title: 'app.routes.dashboard.draft', element: <DraftsPage /> },
      { path: 'sent', title: 'app.routes.dashboard.sent', element: <QuotationsPage filter="pending" /> },
      { path: 'fulfilled', title: 'app.routes.dashboard.fulfilled', element: <QuotationsPage filter="accepted" /> },
      { path: 'archived', title: 'app.routes.dashboard.archived', element: <QuotationsPage filter="cancelled" /> },
    ],
  },
  { path: paths.subscriptionPayment, title: 'app.routes.subscriptionPayment', access: 'noSubscription', element: <SubscriptionPaymentPage /> },
  { path: paths.purchaseCredits, title: 'app.routes.purchaseCredits', access: 'subscriber', element: <PurchaseCreditsPage /> },
  { path: paths.payFee, title: 'app.routes.payFee', access: 'subscriber', element: <PayFeePage /> },
  { path: paths.wallet, title: 'app.routes.wallet', access: 'subscriber', element: <WalletPage /> },
  { path: paths.messages, title: 'app.routes.messages', access: 'subscriber', element: <MessagesPage /> },
  { path: paths.notifications, title: 'app.routes.notifications', access: 'subscriber', element: <NotificationsPage /> },
  { path: paths.feedback, title: 'app.routes.feedback', access: 'subscriber', element: <FeedbackPage /> },
  { path: paths.profile, title: 'app.routes.profile', access: 'subscriber', element: <ProfilePage /> },
  { path: paths.faq, title: 'app.routes.faq', access: 'subscriber', element: <FaqPage /> },
  {
    path: paths.thankYouSubscription,
    title: 'app.routes.thankYou.subscription',
    access: 'noSubscription',
    element: <ThankYouPage slug="subscription" />,
  },
  { path: paths.thankYouCredits, title: 'app.routes.thankYou.credits', access: 'subscriber', element: <ThankYouPage slug="credits" /> },
  { path: paths.thankYouFee, title: 'app.routes.thankYou.fee', access: 'subscriber', element: <ThankYouPage slug="fee" /> },
  { path: paths.components, title: 'app.routes.components', access: 'subscriber', element: <ShowcasePage /> },
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
