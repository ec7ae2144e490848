import { lazy, type ReactElement } from 'react';
import type { Access } from '../authProvider/guard';
import { Outlet } from 'react-router-dom';
import { ConversationList } from '../resources/conversations';
import { NotificationList } from '../resources/notifications';
import { QuotationList } from '../resources/quotations';
import { SubmissionList } from '../resources/submissions';
import type { PlainKey } from '../translate';
import { paths } from './paths';
import { preloadable } from '../components/preloadable';

// Every screen loads on demand, the login page too: a signed-in dealer never needs its form (issue 18). For a visitor
// the boot starts its code and the first render waits for it (prefetchFirstScreen.ts, main.tsx), so '/' paints once.
const login = preloadable(() => import('../custom/login/LoginPage'));
export const loadLoginPage = login.load;
const LoginPage = login.Screen;
const PasswordRecoveryPage = lazy(() => import('../custom/password-recovery/PasswordRecoveryPage'));
const FaqPage = lazy(() => import('../custom/faq/FaqPage'));
const ThankYouPage = lazy(() => import('../custom/thank-you/ThankYouPage'));
const NotFoundPage = lazy(() => import('../custom/not-found/NotFoundPage'));
const RegisterPage = lazy(() => import('../custom/register/RegisterPage'));
const ProfilePage = lazy(() => import('../custom/profile/ProfilePage'));
const ShowcasePage = lazy(() => import('../custom/showcase/ShowcasePage'));
const DraftsPage = lazy(() => import('../custom/drafts/DraftsPage'));
const SubscriptionPaymentPage = lazy(() => import('../custom/subscription-payment/SubscriptionPaymentPage'));
const PurchaseCreditsPage = lazy(() => import('../custom/purchase-credits/PurchaseCreditsPage'));
const PayFeePage = lazy(() => import('../custom/pay-fee/PayFeePage'));
const WalletPage = lazy(() => import('../custom/wallet/WalletPage'));
const FeedbackPage = lazy(() => import('../custom/feedback/FeedbackPage'));
const AnalyticsPage = lazy(() => import('../custom/analytics/AnalyticsPage'));

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
    element: <Outlet />,
    // Each tab is a resource's list view with the tab's fixed status (resources/<name>: specPaths).
    children: [
      { path: '', title: 'app.routes.dashboard.pending', element: <SubmissionList filter="pending" /> },
      { path: 'expired', title: 'app.routes.dashboard.expired', element: <SubmissionList filter="expired" /> },
      { path: 'outlet', title: 'app.routes.dashboard.outlet', element: <SubmissionList filter="outlet" /> },
      { path: 'draft', title: 'app.routes.dashboard.draft', element: <DraftsPage /> },
      { path: 'sent', title: 'app.routes.dashboard.sent', element: <QuotationList filter="pending" /> },
      { path: 'fulfilled', title: 'app.routes.dashboard.fulfilled', element: <QuotationList filter="accepted" /> },
      { path: 'archived', title: 'app.routes.dashboard.archived', element: <QuotationList filter="cancelled" /> },
    ],
  },
  { path: paths.subscriptionPayment, title: 'app.routes.subscriptionPayment', access: 'noSubscription', element: <SubscriptionPaymentPage /> },
  { path: paths.purchaseCredits, title: 'app.routes.purchaseCredits', access: 'subscriber', element: <PurchaseCreditsPage /> },
  { path: paths.payFee, title: 'app.routes.payFee', access: 'subscriber', element: <PayFeePage /> },
  { path: paths.wallet, title: 'app.routes.wallet', access: 'subscriber', element: <WalletPage /> },
  { path: paths.messages, title: 'app.routes.messages', access: 'subscriber', element: <ConversationList /> },
  { path: paths.notifications, title: 'app.routes.notifications', access: 'subscriber', element: <NotificationList /> },
  { path: paths.feedback, title: 'app.routes.feedback', access: 'subscriber', element: <FeedbackPage /> },
  { path: paths.profile, title: 'app.routes.profile', access: 'subscriber', element: <ProfilePage /> },
  { path: paths.faq, title: 'app.routes.faq', access: 'subscriber', element: <FaqPage /> },
  { path: paths.analytics, title: 'app.routes.analytics', access: 'subscriber', element: <AnalyticsPage /> },
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
