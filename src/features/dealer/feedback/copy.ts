import { feedbackCopy } from '../../../../i18n/it/app/feedback';
import { fill } from '../../../ui/fill';

/** The questionnaire's copy, read by its lazy page rather than from the catalog every first load carries. */
export const fb = (key: keyof typeof feedbackCopy, vars: Record<string, string | number> = {}): string =>
  fill<string>(feedbackCopy[key], vars);
