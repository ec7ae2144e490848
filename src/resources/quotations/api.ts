import { QUOTATION_FILTERS } from '../../../contract/paths';
import { defineResourceApi } from '../../dataProvider/resourceApi';

/** GET /dealer/:id/quotation/list/:filter (paged, filtered); PUT /quotation/new creates one from a draft. */
export const quotationsApi = defineResourceApi({ list: 'quotationList', statuses: QUOTATION_FILTERS, create: 'quotationNew' });
