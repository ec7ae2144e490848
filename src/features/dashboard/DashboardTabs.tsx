import { Box, ButtonBase, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../../ui/translate';
import { useDraftCount } from '../drafts';
import { usePing } from '../inbox';
import { staffRoleOf } from '../../platform/auth/staffRole';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { activeTab, tabsFor } from './dashboardTabs';
import { useDashboardList } from './useDashboardList';

/**
 * The dashboard's tab bar: links (the sub-page is a route), the open one marked aria-current="page",
 * each with its counter. Links keep the filters, not the page number or the selection.
 */
export function DashboardTabs() {
  const t = useT();
  const { pathname } = useLocation();
  const { search, activeCount } = useDashboardList();
  const { data: ping } = usePing();
  const draftCount = useDraftCount();
  const current = activeTab(pathname);
  const tabs = tabsFor(staffRoleOf(useStoredUser()));
  return (
    <Box component="nav" aria-label={t('app.dashboard.tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0, minWidth: 'max-content' }}>
        {tabs.map((tab) => {
          const active = tab === current;
          const count = tab.count === 'drafts' ? draftCount : ping ? tab.count(ping) : undefined;
          return (
            <li key={tab.to}>
              <ButtonBase
                component={RouterLink}
                to={{ pathname: tab.to, search }}
                aria-current={active ? 'page' : undefined}
                sx={{
                  gap: 1,
                  px: 2,
                  py: 1.25,
                  borderTopLeftRadius: 8,
                  borderTopRightRadius: 8,
                  fontWeight: active ? 700 : 500,
                  color: active ? 'primary.main' : 'text.secondary',
                  boxShadow: active ? 'inset 0 -3px 0 currentColor' : 'none',
                  '&:hover': { bgcolor: 'action.hover', color: 'primary.main' },
                  // The tab bar scrolls sideways (it clips): the focus ring is drawn inside the tab so it stays whole.
                  '&.Mui-focusVisible': { outlineOffset: -3 },
                }}
              >
                {t(tab.title)}
                {count !== undefined && (
                  <Box
                    component="span"
                    sx={{
                      minWidth: 24,
                      px: 0.75,
                      borderRadius: 12,
                      fontSize: '0.75rem',
                      lineHeight: '20px',
                      textAlign: 'center',
                      bgcolor: active ? 'primary.main' : 'grey.200',
                      color: active ? 'primary.contrastText' : 'text.primary',
                    }}
                  >
                    {count}
                  </Box>
                )}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
      {activeCount > 0 && (
        // The counters come from the ping: every request of each tab, whatever the filters (issue 27).
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 1, py: 0.5 }} data-testid="tab-counts-note">
          {t('app.dashboard.tabs.unfiltered')}
        </Typography>
      )}
    </Box>
  );
}
