import type { PingData } from '../../../contract';
import { mayWorkIn, type StaffArea, type StaffRole } from '../../../contract/staff';
import { features } from '..';
import { tabRoutes } from '../../platform/featureLists';
import type { PlainKey } from '../../ui/translate';

export interface DashboardTab {
  to: string;
  /** Who sees the tab (issue 30): its route's area. */
  staff?: StaffArea;
  /** The route title (also the dashboard's heading while the tab is open). */
  title: PlainKey;
  /** The counter: from ping, or 'drafts' for the locally kept draft count. */
  count: ((ping: PingData) => number) | 'drafts';
}

/** The tab bar of SPEC §2, in order, with the counter of each tab (SPEC §3 "Ping data"): the routes declared with `tab`. */
export const DASHBOARD_TABS: readonly DashboardTab[] = tabRoutes(features).map((route) => ({
  to: route.path,
  title: route.title,
  count: route.tab.count,
  staff: route.staff,
}));

/** The tabs a person of the company sees (issue 30): those of their role's areas. */
export const tabsFor = (role: StaffRole): readonly DashboardTab[] =>
  role === 'owner' ? DASHBOARD_TABS : DASHBOARD_TABS.filter((tab) => mayWorkIn(role, tab.staff));

/** The open tab for a path (the default tab for /dashboard and anything unknown below it). */
export function activeTab(pathname: string): DashboardTab {
  const path = pathname.replace(/\/+$/, '') || '/';
  return DASHBOARD_TABS.find((tab) => tab.to === path) ?? DASHBOARD_TABS[0];
}
