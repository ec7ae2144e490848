import type { PingData } from '../../../contract';
import { paths } from '../../routing/paths';
import type { PlainKey } from '../../translate';

export interface DashboardTab {
  to: string;
  /** The route title (also the dashboard's heading while the tab is open). */
  title: PlainKey;
  /** The counter: from ping, or 'drafts' for the locally kept draft count. */
  count: ((ping: PingData) => number) | 'drafts';
}

/** The tab bar of SPEC §2, in order, with the ping counter of each tab (SPEC §3 "Ping data"). */
export const DASHBOARD_TABS: readonly DashboardTab[] = [
  { to: paths.dashboard, title: 'app.routes.dashboard.pending', count: (ping) => ping.dealer_pending_submissions_count },
  { to: paths.dashboardExpired, title: 'app.routes.dashboard.expired', count: (ping) => ping.dealer_expired_submissions_count },
  { to: paths.dashboardOutlet, title: 'app.routes.dashboard.outlet', count: (ping) => ping.dealer_outlet_submissions_count },
  { to: paths.dashboardDraft, title: 'app.routes.dashboard.draft', count: 'drafts' },
  { to: paths.dashboardSent, title: 'app.routes.dashboard.sent', count: (ping) => ping.dealer_sended_quotations_count },
  { to: paths.dashboardFulfilled, title: 'app.routes.dashboard.fulfilled', count: (ping) => ping.dealer_accepted_quotations_count },
  { to: paths.dashboardArchived, title: 'app.routes.dashboard.archived', count: (ping) => ping.dealer_cancelled_quotations_count },
];

/** The open tab for a path (the default tab for /dashboard and anything unknown below it). */
export function activeTab(pathname: string): DashboardTab {
  const path = pathname.replace(/\/+$/, '') || '/';
  return DASHBOARD_TABS.find((tab) => tab.to === path) ?? DASHBOARD_TABS[0];
}
