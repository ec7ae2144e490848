import { useIsFetching } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../ui/translate';
import { PING_QUERY_KEY } from '../inbox';
import { DashboardTabs } from './DashboardTabs';
import { activeTab, useDashboardTabs } from './tabsContext';
import { FiltersPanel } from './FiltersPanel';
import { CompactListToggle } from './listDensity';
import { OnboardingChecklist } from './OnboardingChecklist';
import { SearchBox } from './SearchBox';
import styles from './Dashboard.module.css';
import frame from './Frame.module.css';

/** Any list or detail being fetched, except the 10-second ping (which would make the bar blink). */
function useDashboardFetching(): boolean {
  return useIsFetching({ predicate: (query) => query.queryKey[0] !== PING_QUERY_KEY[0] }) > 0;
}

/** Its own component: a fetch starting or ending redraws the 4px bar, not the whole dashboard. */
function FetchingBar() {
  const t = useT();
  const fetching = useDashboardFetching();
  // Always takes its 4px, so the page does not jump when it appears.
  return (
    <div className={styles.loading}>
      {fetching && <div className={styles.progress} role="progressbar" aria-label={t('app.dashboard.loading')} />}
    </div>
  );
}

/**
 * /dashboard and its tabs (SPEC §2 "Dashboard"): title, loading indicator, search box, Filtri panel,
 * tab bar with counters, and the open tab's list. Rendered inside the tab's list context (DashboardList):
 * filters, search, sort and page are react-admin's list state, synced with the URL. Plain elements and a static
 * stylesheet (Dashboard.module.css), no MUI: the dealer's first screen builds no CSS at run time; the filter
 * fields' MUI part loads when they are shown (FiltersPanel).
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const tab = activeTab(useDashboardTabs(), pathname);
  // Bozze lists the dealer's local drafts: search and filters would do nothing there.
  const filterable = tab?.count !== 'drafts';
  return (
    <div className={frame.dash}>
      <div className={frame.head}>
        <h1 className={frame.title}>{tab && t(tab.title)}</h1>
        {filterable && (
          <div className={styles.tools}>
            <CompactListToggle />
            <div role="search" className={styles.search}>
              <SearchBox />
            </div>
          </div>
        )}
      </div>
      <FetchingBar />
      <OnboardingChecklist />
      {filterable && <FiltersPanel />}
      <div className={styles.tabsBox}>
        <DashboardTabs />
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
