import { DEFAULT_FEEDBACK_ANSWER, type FeedbackAnswer, type FeedbackQuestion } from '../../../../contract';

export interface AnswerDraft {
  score: number;
  message: string;
}

export type AnswerDrafts = Record<number, AnswerDraft>;

/** Every question starts at the default answer 0 (SPEC §5, §9): no option chosen. */
export function initialAnswers(questions: readonly FeedbackQuestion[]): AnswerDrafts {
  return Object.fromEntries(questions.map((q) => [q.id, { score: DEFAULT_FEEDBACK_ANSWER, message: '' }]));
}

/** Whether the chosen option asks for a comment (the free-text box shows only then). */
export function asksForComment(question: FeedbackQuestion, score: number): boolean {
  return question.question_options.some((o) => o.score === score && o.show_textarea);
}

/** The body's answers: one per question, 0 when none was chosen, the comment only where the option asks for it. */
export function answersBody(questions: readonly FeedbackQuestion[], drafts: AnswerDrafts): FeedbackAnswer[] {
  return questions.map((question) => {
    const draft = drafts[question.id] ?? { score: DEFAULT_FEEDBACK_ANSWER, message: '' };
    const message = asksForComment(question, draft.score) ? draft.message.trim() : '';
    return { feedback_question_id: question.id, answer_id: draft.score, ...(message ? { message } : {}) };
  });
}
