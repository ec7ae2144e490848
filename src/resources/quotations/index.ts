import QuotationIcon from '@mui/icons-material/RequestQuoteOutlined';
import type { ResourceProps } from 'react-admin';
import type { Quotation } from '../../../contract';

/** The dealer's quotations (GET /dealer/:id/quotation/list/:filter). Screens: issue 4. */
export const quotations = {
  name: 'quotations',
  icon: QuotationIcon,
  recordRepresentation: (record: Quotation) => record.quotation_code,
} satisfies ResourceProps;
