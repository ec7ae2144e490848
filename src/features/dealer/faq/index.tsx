import { lazy } from 'react';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';
import { HelpIcon } from '../../../ui/icons';

const FaqPage = lazy(() => import('./FaqPage'));

export const faqFeature = defineDealerFeature({
  name: 'faq',
  routes: [{ path: paths.faq, title: 'app.routes.faq', access: 'subscriber', staff: 'everyone', element: <FaqPage /> }],
  nav: [{ to: paths.faq, label: 'app.nav.faq', Icon: HelpIcon, order: 80 }],
});
