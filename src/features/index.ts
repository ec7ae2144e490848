import { analyticsFeature } from './analytics/feature';
import { dashboardFeature } from './dashboard/feature';
import { declineFeature } from './decline/feature';
import { draftsFeature } from './drafts/feature';
import { faqFeature } from './faq/feature';
import { feedbackFeature } from './feedback/feature';
import { loginFeature } from './login/feature';
import { messagesFeature } from './messages/feature';
import { notificationsFeature } from './notifications/feature';
import { passwordRecoveryFeature } from './password-recovery/feature';
import { payFeeFeature } from './pay-fee/feature';
import { profileFeature } from './profile/feature';
import { purchaseCreditsFeature } from './purchase-credits/feature';
import { quotationsFeature } from './quotations/feature';
import { registerFeature } from './register/feature';
import { returnsFeature } from './returns/feature';
import { settlementFeature } from './settlement/feature';
import { showcaseFeature } from './showcase/feature';
import { stockFeature } from './stock/feature';
import { submissionsFeature } from './submissions/feature';
import { subscriptionPaymentFeature } from './subscription-payment/feature';
import { teamFeature } from './team/feature';
import { thankYouFeature } from './thank-you/feature';
import { walletFeature } from './wallet/feature';

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

// The operator console's features and the customer app's are listed in features/console.ts and
// features/customer.ts, imported by those apps' own entries (admin.html, cliente.html) only: never the portal's bundle.

type ResourcesOf<F> = F extends { resources: readonly (infer R)[] } ? R : never;
/** The name of a declared resource: react-admin's query keys start with it. */
export type ResourceName = ResourcesOf<(typeof features)[number]> extends { name: infer N } ? N : never;

/**
 * The query key of a resource's react-admin queries (`[name, method?]`), typed by the manifests: invalidating or
 * updating another feature's lists names the resource, and a name no manifest declares fails the type check.
 */
export const resourceKey = (name: ResourceName, method?: 'getList' | 'getOne' | 'getMany') =>
  method ? [name, method] : [name];
