import { FeedbackAnswer } from '../entities/feedback.js';
import { z } from '../z.js';

/** Not shown in the spec: the dealer's answers to the questionnaire of one quotation. */
export const FeedbackSubmitBody = z.object({ answers: z.array(FeedbackAnswer).min(1).max(50) });
export type FeedbackSubmitBody = z.infer<typeof FeedbackSubmitBody>;
