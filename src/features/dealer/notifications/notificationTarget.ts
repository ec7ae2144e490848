import type { NotificationTarget } from '../../../../contract';
import type { PlainKey } from '../../../ui/translate';
import { paths } from '../../../platform/paths';

/** The dashboard tab that lists the quotations of each filter (the quotations feature's tab routes). */
const QUOTATION_LIST_PATH = {
  pending: paths.dashboardSent,
  accepted: paths.dashboardFulfilled,
  cancelled: paths.dashboardArchived,
} as const;

/** The dashboard tab that lists a request, by the list it is in now. */
const REQUEST_LIST_PATH = {
  pending: paths.dashboard,
  outlet: paths.dashboardOutlet,
  expired: paths.dashboardExpired,
} as const;

const selected = (path: string, id: string | number) => `${path}?${new URLSearchParams({ id: String(id) }).toString()}`;

/**
 * Where a notification leads: a quotation or a request opens in the list it is in now, selected by `?id=` as those
 * screens read it; a conversation in Messaggi; a fee still due on "Salda fee", a settled one in the wallet's
 * Movimenti; the wallet at /wallet; no target, nowhere.
 */
export function notificationHref(target: NotificationTarget | null): string | null {
  if (!target) return null;
  switch (target.kind) {
    case 'wallet':
      return paths.wallet;
    case 'quotation':
      return selected(QUOTATION_LIST_PATH[target.filter], target.id);
    case 'request':
      return selected(REQUEST_LIST_PATH[target.list], target.id);
    case 'conversation':
      return selected(paths.messages, target.uuid);
    case 'fee':
      return target.due ? paths.payFee : `${paths.wallet}#wallet-movements`;
  }
}

/** The words of the button that opens it. */
export function notificationAction(target: NotificationTarget): PlainKey {
  switch (target.kind) {
    case 'wallet':
      return 'app.notifications.openWallet';
    case 'quotation':
      return 'app.notifications.openQuotation';
    case 'request':
      return 'app.notifications.openRequest';
    case 'conversation':
      return 'app.notifications.openConversation';
    case 'fee':
      return target.due ? 'app.notifications.payFee' : 'app.notifications.openMovements';
  }
}
