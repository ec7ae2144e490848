import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';
import { HomeIcon } from '../../../ui/icons';
import { DashboardSkeleton } from '../../../domain/dashboard/DashboardSkeleton';

const below = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The dashboard's frame and tab bar; its tabs are the routes other features declare with `tab`. */
export const dashboardFeature = defineDealerFeature({
  name: 'dashboard',
  tabFallback: <DashboardSkeleton />,
  nav: [
    {
      to: paths.dashboard,
      label: 'app.nav.home',
      Icon: HomeIcon,
      order: 10,
      daily: true,
      // Quoters' requests and the warehouse's accepted quotations both live below /dashboard.
      staff: 'orders',
      // "Inviati" has its own icon (SPEC §2).
      isActive: (pathname) => below(paths.dashboard)(pathname) && !below(paths.dashboardSent)(pathname),
    },
  ],
});
