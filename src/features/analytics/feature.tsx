import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import { lazy } from 'react';
import { defineFeature } from '../../platform/feature';
import { paths } from '../../platform/paths';

const AnalyticsPage = lazy(() => import('./AnalyticsPage'));

export const analyticsFeature = defineFeature({
  name: 'analytics',
  routes: [{ path: paths.analytics, title: 'app.routes.analytics', access: 'subscriber', staff: 'quoting', element: <AnalyticsPage /> }],
  nav: [{ to: paths.analytics, label: 'app.nav.analytics', Icon: InsertChartOutlinedIcon, order: 40 }],
});
