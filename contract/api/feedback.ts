import { FeedbackAnswer } from '../entities/feedback.js';
import { z } from '../z.js';

/** Not shown in the spec: the dealer's answers to the questionnaire of one quotation. */
export const FeedbackSubmitBody = z.object({ answers: z.array(FeedbackAnswer).min(1).max(50) });
export type FeedbackSubmitBody = z.infer<typeof FeedbackSubmitBody>;

/** The quotation a questionnaire is about, named by its code, and whether it can still be answered. */
export const FeedbackTarget = z.object({
  quotation_code: z.string(),
  /** Already answered: the page says so instead of offering a form that would end in 409. */
  answered: z.boolean(),
  /** Accepted by the customer (payment-pending, paid or complete): only then is feedback asked. */
  accepted: z.boolean(),
});
export type FeedbackTarget = z.infer<typeof FeedbackTarget>;
