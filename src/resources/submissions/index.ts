import SubmissionIcon from '@mui/icons-material/DirectionsCarOutlined';
import { lazy } from 'react';
import type { Submission } from '../../../contract';
import { paths } from '../../routing/paths';
import { defineResource } from '../defineResource';

/** The list view: a dashboard tab; its detail is the pane of the same screen (?id=), so it is also the show view. */
/** Its code, which the first screen also starts loading early (routing/prefetchFirstScreen.ts). */
export const loadSubmissionsPage = () => import('../../custom/submissions/SubmissionsPage');
export const SubmissionList = lazy(loadSubmissionsPage);

/** Customers' parts requests; API routes in ./api.ts. The SPEC path of each status (its fixed filter). */
export const submissions = defineResource({
  name: 'submissions',
  list: SubmissionList,
  show: SubmissionList,
  icon: SubmissionIcon,
  recordRepresentation: (record: Submission) => record.vehicle.plate ?? record.vehicle.chassis ?? `#${record.id}`,
  specPaths: { pending: paths.dashboard, expired: paths.dashboardExpired, outlet: paths.dashboardOutlet },
});
