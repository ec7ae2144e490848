import { SUBMISSION_FILTERS } from '../../../contract/paths';
import { defineResourceApi } from '../../dataProvider/resourceApi';

/** GET /submission/list/:filter (paged, filtered), GET /submission/:id. */
export const submissionsApi = defineResourceApi({ list: 'submissionList', statuses: SUBMISSION_FILTERS, one: 'submission' });
