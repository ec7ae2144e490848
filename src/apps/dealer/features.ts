import { analyticsFeature } from '../../features/dealer/analytics';
import { dashboardFeature } from '../../features/dealer/dashboard';
import { declineFeature } from '../../features/dealer/decline';
import { draftsFeature } from '../../features/dealer/drafts';
import { faqFeature } from '../../features/dealer/faq';
import { feedbackFeature } from '../../features/dealer/feedback';
import { loginFeature } from '../../features/dealer/login';
import { messagesFeature } from '../../features/dealer/messages';
import { notificationsFeature } from '../../features/dealer/notifications';
import { passwordRecoveryFeature } from '../../features/dealer/password-recovery';
import { payFeeFeature } from '../../features/dealer/pay-fee';
import { profileFeature } from '../../features/dealer/profile';
import { purchaseCreditsFeature } from '../../features/dealer/purchase-credits';
import { quotationsFeature } from '../../features/dealer/quotations';
import { registerFeature } from '../../features/dealer/register';
import { returnsFeature } from '../../features/dealer/returns';
import { settlementFeature } from '../../features/dealer/settlement';
import { showcaseFeature } from '../../features/dealer/showcase';
import { stockFeature } from '../../features/dealer/stock';
import { submissionsFeature } from '../../features/dealer/submissions';
import { subscriptionPaymentFeature } from '../../features/dealer/subscription-payment';
import { teamFeature } from '../../features/dealer/team';
import { thankYouFeature } from '../../features/dealer/thank-you';
import { walletFeature } from '../../features/dealer/wallet';

/**
 * Every feature, one line each: the resources, routes, guard, nav, dashboard tabs, boot prefetch and refetch sets are
 * derived from these (platform/featureLists.ts). Dashboard tabs appear in this order.
 */
export const features = [
  loginFeature,
  passwordRecoveryFeature,
  registerFeature,
  dashboardFeature,
  submissionsFeature,
  draftsFeature,
  quotationsFeature,
  declineFeature,
  returnsFeature,
  subscriptionPaymentFeature,
  purchaseCreditsFeature,
  payFeeFeature,
  walletFeature,
  settlementFeature,
  messagesFeature,
  notificationsFeature,
  feedbackFeature,
  profileFeature,
  faqFeature,
  analyticsFeature,
  stockFeature,
  thankYouFeature,
  showcaseFeature,
  teamFeature,
];

// The operator console's features and the customer app's are listed in apps/console/resources.ts and
// apps/customer/features.ts, imported by those apps' own entries (admin.html, cliente.html) only: never the portal's bundle.

type ResourcesOf<F> = F extends { resources: readonly (infer R)[] } ? R : never;
/** The name of a declared resource: react-admin's query keys start with it. */
export type ResourceName = ResourcesOf<(typeof features)[number]> extends { name: infer N } ? N : never;

/**
 * The query key of a resource's react-admin queries (`[name, method?]`), typed by the manifests: invalidating or
 * updating another feature's lists names the resource, and a name no manifest declares fails the type check.
 */
export const resourceKey = (name: ResourceName, method?: 'getList' | 'getOne' | 'getMany') =>
  method ? [name, method] : [name];
