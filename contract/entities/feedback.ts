import { Id, MAX_ID } from '../common.js';
import { z } from '../z.js';

export const FeedbackOption = z.object({
  question_id: z.number().int(),
  score: z.number().int(),
  label: z.string(),
  image: z.string().nullable(),
  show_textarea: z.boolean(),
});
export type FeedbackOption = z.infer<typeof FeedbackOption>;

export const FeedbackQuestion = z.object({
  id: z.number().int(),
  question_text: z.string(),
  question_options: z.array(FeedbackOption),
});
export type FeedbackQuestion = z.infer<typeof FeedbackQuestion>;

export const FeedbackAnswer = z.object({
  feedback_question_id: Id,
  /** The chosen option's score; 0 is the default answer. */
  answer_id: z.number().int().min(0).max(MAX_ID),
  message: z.string().max(2000).nullable().optional(),
});
export type FeedbackAnswer = z.infer<typeof FeedbackAnswer>;
