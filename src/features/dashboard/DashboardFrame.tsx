import { Box, Container, LinearProgress, Typography } from '@mui/material';
import { useIsFetching } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../ui/translate';
import { PING_QUERY_KEY } from '../inbox';
import { DashboardTabs } from './DashboardTabs';
import { activeTab } from './dashboardTabs';
import { FiltersPanel } from './FiltersPanel';
import { CompactListToggle } from './listDensity';
import { OnboardingChecklist } from './OnboardingChecklist';
import { SearchBox } from './SearchBox';

/** Any list or detail being fetched, except the 10-second ping (which would make the bar blink). */
function useDashboardFetching(): boolean {
  return useIsFetching({ predicate: (query) => query.queryKey[0] !== PING_QUERY_KEY[0] }) > 0;
}

/** Its own component: a fetch starting or ending redraws the 4px bar, not the whole dashboard. */
function FetchingBar() {
  const t = useT();
  const fetching = useDashboardFetching();
  // Always takes its 4px, so the page does not jump when it appears.
  return <Box sx={{ height: 4, mb: 2 }}>{fetching && <LinearProgress aria-label={t('app.dashboard.loading')} />}</Box>;
}

/**
 * /dashboard and its tabs (SPEC §2 "Dashboard"): title, loading indicator, search box, Filtri panel,
 * tab bar with counters, and the open tab's list. Rendered inside the tab's list context (DashboardList):
 * filters, search, sort and page are react-admin's list state, synced with the URL.
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const tab = activeTab(pathname);
  // Bozze lists the dealer's local drafts: search and filters would do nothing there (issue 27).
  const filterable = tab.count !== 'drafts';
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h1" variant="h4">
          {t(tab.title)}
        </Typography>
        {filterable && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <CompactListToggle />
            <Box role="search">
              <SearchBox />
            </Box>
          </Box>
        )}
      </Box>
      <FetchingBar />
      <OnboardingChecklist />
      {filterable && <FiltersPanel />}
      <Box sx={{ mt: 2 }}>
        <DashboardTabs />
      </Box>
      <Box sx={{ pt: 2 }}>
        {children}
      </Box>
    </Container>
  );
}
