import type { ReactNode } from 'react';
import { DashboardTabsProvider, type DashboardTab } from '../../domain/dashboard';
import { features } from './features';
import { refetchRoots, slotsOf, tabRoutes } from '../../platform/featureLists';
import { RefetchRootsProvider, type RefetchRoots } from '../../platform/refetch';
import { SlotsProvider } from '../../platform/slots';

/** What the features read of each other, derived once from the registry. */
const slots = slotsOf(features);
const roots: RefetchRoots = {
  quotationsChanged: refetchRoots(features, 'quotationsChanged'),
  notificationsChanged: refetchRoots(features, 'notificationsChanged'),
  coverageChanged: refetchRoots(features, 'coverageChanged'),
};
const tabs: readonly DashboardTab[] = tabRoutes(features).map((route) => ({
  to: route.path,
  title: route.title,
  count: route.tab.count,
  staff: route.staff,
}));

/**
 * The portal's features never import each other: what one draws inside another (slots), the queries an event makes
 * stale (refetch roots) and the dashboard's tabs come from the registry, handed down here.
 */
export function DealerProviders({ children }: { children: ReactNode }) {
  return (
    <SlotsProvider slots={slots}>
      <RefetchRootsProvider roots={roots}>
        <DashboardTabsProvider tabs={tabs}>{children}</DashboardTabsProvider>
      </RefetchRootsProvider>
    </SlotsProvider>
  );
}
