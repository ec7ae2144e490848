import SubmissionIcon from '@mui/icons-material/DirectionsCarOutlined';
import type { ResourceProps } from 'react-admin';
import type { Submission } from '../../../contract';

/** Customers' parts requests (GET /submission/list/:filter, GET /submission/:id). Screens: issue 3. */
export const submissions = {
  name: 'submissions',
  icon: SubmissionIcon,
  recordRepresentation: (record: Submission) => record.vehicle.plate ?? record.vehicle.chassis ?? `#${record.id}`,
} satisfies ResourceProps;
