import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../ui/translate';
import { useDraftCount } from '../drafts/useDrafts';
import { usePing } from '../inbox';
import { staffRoleOf } from '../../platform/auth/staffRole';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { activeTab, tabsFor, useDashboardTabs } from './tabsContext';
import { useActiveTabInView } from './useActiveTabInView';
import { useDashboardList } from './useDashboardList';
import styles from './Dashboard.module.css';

/**
 * The dashboard's tab bar: links (the sub-page is a route), the open one marked aria-current="page" and underlined,
 * each with its counter. Links keep the filters, not the page number or the selection. The bar scrolls sideways
 * inside itself on a narrow screen, to the open tab whenever it changes.
 */
export function DashboardTabs() {
  const t = useT();
  const { pathname } = useLocation();
  const { search, activeCount } = useDashboardList();
  const { data: ping } = usePing();
  const draftCount = useDraftCount();
  const all = useDashboardTabs();
  const current = activeTab(all, pathname);
  const tabs = tabsFor(all, staffRoleOf(useStoredUser()));
  const bar = useActiveTabInView<HTMLElement>(current?.to, `${ping ? 'counted' : ''} ${draftCount ?? ''}`);
  return (
    <nav ref={bar} aria-label={t('app.dashboard.tabs.label')} className={styles.tabs}>
      <ul className={styles.tabsList}>
        {tabs.map((tab) => {
          const active = tab === current;
          const count = tab.count === 'drafts' ? draftCount : ping ? tab.count(ping) : undefined;
          return (
            <li key={tab.to}>
              <Link to={{ pathname: tab.to, search }} aria-current={active ? 'page' : undefined} className={styles.tab}>
                {t(tab.title)}
                {count !== undefined && <span className={styles.count}>{count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      {activeCount > 0 && (
        // The counters come from the ping: every request of each tab, whatever the filters.
        <p className={styles.tabsNote} data-testid="tab-counts-note">
          {t('app.dashboard.tabs.unfiltered')}
        </p>
      )}
    </nav>
  );
}
