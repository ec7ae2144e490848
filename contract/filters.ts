/** The :filter values of GET /submission/list/:filter and GET /dealer/:dealerId/quotation/list/:filter. */
export const SUBMISSION_FILTERS = ['pending', 'expired', 'outlet'] as const;
export const QUOTATION_FILTERS = ['pending', 'accepted', 'cancelled'] as const;
