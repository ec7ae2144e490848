import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { lazy } from 'react';
import { defineFeature } from '../../platform/feature';
import { paths } from '../../platform/paths';

const FaqPage = lazy(() => import('./FaqPage'));

export const faqFeature = defineFeature({
  name: 'faq',
  routes: [{ path: paths.faq, title: 'app.routes.faq', access: 'subscriber', staff: 'everyone', element: <FaqPage /> }],
  nav: [{ to: paths.faq, label: 'app.nav.faq', Icon: HelpOutlineIcon, order: 80 }],
});
