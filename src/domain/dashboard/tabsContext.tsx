import { createContext, useContext, type ReactNode } from 'react';
import type { PingData } from '../../../contract';
import { mayWorkIn, type StaffArea, type StaffRole } from '../../../contract/staff';
import type { PlainKey } from '../../ui/translate';

export interface DashboardTab {
  to: string;
  /** Who sees the tab: its route's area. */
  staff?: StaffArea;
  /** The route title (also the dashboard's heading while the tab is open). */
  title: PlainKey;
  /** The counter: from ping, or 'drafts' for the locally kept draft count. */
  count: ((ping: PingData) => number) | 'drafts';
}

const DashboardTabsContext = createContext<readonly DashboardTab[]>([]);

/**
 * The tab bar of SPEC §2, in order, with the counter of each tab (SPEC §3 "Ping data"): the app derives it from the
 * routes its features declare with `tab`, so the frame knows no feature.
 */
export function DashboardTabsProvider({ tabs, children }: { tabs: readonly DashboardTab[]; children: ReactNode }) {
  return <DashboardTabsContext.Provider value={tabs}>{children}</DashboardTabsContext.Provider>;
}

export const useDashboardTabs = () => useContext(DashboardTabsContext);

/** The tabs a person of the company sees: those of their role's areas. */
export const tabsFor = (tabs: readonly DashboardTab[], role: StaffRole): readonly DashboardTab[] =>
  role === 'owner' ? tabs : tabs.filter((tab) => mayWorkIn(role, tab.staff));

/** The open tab for a path (the default tab for /dashboard and anything unknown below it). */
export function activeTab(tabs: readonly DashboardTab[], pathname: string): DashboardTab | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return tabs.find((tab) => tab.to === path) ?? tabs[0];
}
