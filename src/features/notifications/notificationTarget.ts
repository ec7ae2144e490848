import type { NotificationTarget } from '../../../contract';
import { paths } from '../../platform/paths';

/** The dashboard tab that lists the quotations of each filter (the quotations feature's tab routes). */
const QUOTATION_LIST_PATH = {
  pending: paths.dashboardSent,
  accepted: paths.dashboardFulfilled,
  cancelled: paths.dashboardArchived,
} as const;

/**
 * Where a notification leads: a quotation opens in the list it is in now, selected by `?id=` as the
 * quotations screens read it; the wallet at /wallet; no target, nowhere.
 */
export function notificationHref(target: NotificationTarget | null): string | null {
  if (!target) return null;
  if (target.kind === 'wallet') return paths.wallet;
  return `${QUOTATION_LIST_PATH[target.filter]}?${new URLSearchParams({ id: String(target.id) }).toString()}`;
}
