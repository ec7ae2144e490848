import type { SubscriptionStatus, User } from '../../../contract';
import type { PlainKey } from '../../ui/translate';

export type NoticeStatus = Extract<SubscriptionStatus, 'created' | 'processing' | 'canceled' | 'ended' | 'error'>;

export interface SubscriptionNotice {
  status: NoticeStatus;
  message: PlainKey;
  /** The call to action to /subscription-payment: not for processing and created (SPEC §4). */
  showPaymentLink: boolean;
}

const MESSAGES: Record<NoticeStatus, PlainKey> = {
  created: 'app.notices.subscription.created',
  processing: 'app.notices.subscription.processing',
  canceled: 'app.notices.subscription.canceled',
  ended: 'app.notices.subscription.ended',
  error: 'app.notices.subscription.error',
};

const WITHOUT_PAYMENT_LINK: readonly NoticeStatus[] = ['processing', 'created'];

function isNoticeStatus(status: SubscriptionStatus): status is NoticeStatus {
  return status in MESSAGES;
}

/** The payment notice of SPEC §4 for the logged-in dealer, or null (no user, no subscription, active or pending). */
export function subscriptionNotice(user: User | null): SubscriptionNotice | null {
  const status = user?.current_subscription?.status;
  if (!status || !isNoticeStatus(status)) return null;
  return { status, message: MESSAGES[status], showPaymentLink: !WITHOUT_PAYMENT_LINK.includes(status) };
}
