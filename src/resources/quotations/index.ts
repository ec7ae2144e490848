import QuotationIcon from '@mui/icons-material/RequestQuoteOutlined';
import { lazy } from 'react';
import type { Quotation } from '../../../contract';
import { paths } from '../../routing/paths';
import { defineResource } from '../defineResource';

/** The list view: a dashboard tab; the detail is the pane of the same screen (?id=), so it is also the show view. */
/** Its code, which the first screen also starts loading early (routing/prefetchFirstScreen.ts). */
export const loadQuotationsPage = () => import('../../custom/quotations/QuotationsPage');
export const QuotationList = lazy(loadQuotationsPage);

/** The dealer's quotations; API routes in ./api.ts. The SPEC path of each status (its fixed filter). */
export const quotations = defineResource({
  name: 'quotations',
  list: QuotationList,
  show: QuotationList,
  icon: QuotationIcon,
  recordRepresentation: (record: Quotation) => record.quotation_code,
  specPaths: { pending: paths.dashboardSent, accepted: paths.dashboardFulfilled, cancelled: paths.dashboardArchived },
});
