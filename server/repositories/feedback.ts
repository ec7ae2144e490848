import { asc, eq } from 'drizzle-orm';
import type { FeedbackSubmitBody, FeedbackTarget } from '../../contract/api/feedback.js';
import { DEFAULT_FEEDBACK_ANSWER } from '../../contract/constants.js';
import type { FeedbackQuestion } from '../../contract/entities/feedback.js';
import { QUOTATION_FILTER_STATUSES } from '../../contract/entities/quotation.js';
import { errors } from '../../i18n/it/errors.js';
import { messagingMessages } from '../../i18n/it/messaging.js';
import { feedbackAnswers, feedbackOptions, feedbackQuestions, quotations } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';

const m = messagingMessages.feedback;

/** GET /quotation/feedback/list: the questionnaire, questions in their order, options by ascending score. */
export async function listFeedbackQuestions(db: Db): Promise<FeedbackQuestion[]> {
  const questions = await db
    .select()
    .from(feedbackQuestions)
    .orderBy(asc(feedbackQuestions.position), asc(feedbackQuestions.id));
  const options = await db.select().from(feedbackOptions).orderBy(asc(feedbackOptions.score), asc(feedbackOptions.id));
  return questions.map((q) => ({
    id: q.id,
    question_text: q.questionText,
    question_options: options
      .filter((o) => o.questionId === q.id)
      .map((o) => ({
        question_id: o.questionId,
        score: o.score,
        label: o.label,
        image: o.image,
        show_textarea: o.showTextarea,
      })),
  }));
}

interface CheckedAnswer {
  questionId: number;
  score: number;
  message: string | null;
}

/**
 * The answers against the questionnaire: known questions, each once; a score among that question's options or
 * the default 0 (no answer); a comment only with an option that asks for one. Questions left out are recorded
 * with the default 0, so a stored questionnaire always has one answer per question.
 */
export function checkAnswers(questions: FeedbackQuestion[], body: FeedbackSubmitBody): CheckedAnswer[] {
  const fields: Record<string, string[]> = {};
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  const answers: CheckedAnswer[] = [];
  body.answers.forEach((answer, index) => {
    const at = `answers.${index}`;
    const question = byId.get(answer.feedback_question_id);
    if (!question) return void (fields[`${at}.feedback_question_id`] = [m.unknownQuestion]);
    if (seen.has(question.id)) return void (fields[`${at}.feedback_question_id`] = [m.duplicateQuestion]);
    seen.add(question.id);
    const option = question.question_options.find((o) => o.score === answer.answer_id);
    if (!option && answer.answer_id !== DEFAULT_FEEDBACK_ANSWER)
      return void (fields[`${at}.answer_id`] = [m.unknownScore]);
    const message = answer.message?.trim() || null;
    if (message && !option?.show_textarea) return void (fields[`${at}.message`] = [m.messageNotAllowed]);
    answers.push({ questionId: question.id, score: answer.answer_id, message });
  });
  if (Object.keys(fields).length > 0) throw new HttpError(422, errors.validation, fields);
  for (const question of questions) {
    if (!seen.has(question.id))
      answers.push({ questionId: question.id, score: DEFAULT_FEEDBACK_ANSWER, message: null });
  }
  return answers;
}

function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const ACCEPTED = QUOTATION_FILTER_STATUSES.accepted;

/** GET /quotation/:id/feedback: the dealer's own quotation the questionnaire is about (404 for anyone else's). */
export async function feedbackTarget(db: Db, dealerId: number, quotationId: number): Promise<FeedbackTarget> {
  const [quotation] = await db
    .select({ dealerId: quotations.dealerId, status: quotations.status, code: quotations.quotationCode })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  if (!quotation || quotation.dealerId !== dealerId) throw new HttpError(404, errors.notFound);
  const [answered] = await db
    .select({ id: feedbackAnswers.id })
    .from(feedbackAnswers)
    .where(eq(feedbackAnswers.quotationId, quotationId))
    .limit(1);
  return {
    quotation_code: quotation.code,
    answered: answered !== undefined,
    accepted: (ACCEPTED as readonly string[]).includes(quotation.status),
  };
}

/**
 * POST /quotation/:id/feedback (not shown in the spec): the dealer's answers about one of its own quotations
 * that the customer accepted (payment-pending, paid or complete). One questionnaire per quotation: a second
 * submit answers 409, also when two submits race (the unique index on quotation and question decides).
 */
export async function submitFeedback(
  db: Db,
  dealerId: number,
  quotationId: number,
  body: FeedbackSubmitBody,
): Promise<void> {
  const [quotation] = await db
    .select({ dealerId: quotations.dealerId, status: quotations.status })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  if (!quotation || quotation.dealerId !== dealerId) throw new HttpError(404, errors.notFound);
  const [answered] = await db
    .select({ id: feedbackAnswers.id })
    .from(feedbackAnswers)
    .where(eq(feedbackAnswers.quotationId, quotationId))
    .limit(1);
  if (answered) throw new HttpError(409, m.alreadySent);
  if (!(ACCEPTED as readonly string[]).includes(quotation.status)) throw new HttpError(409, m.notAccepted);
  const answers = checkAnswers(await listFeedbackQuestions(db), body);
  try {
    await db
      .insert(feedbackAnswers)
      .values(
        answers.map((a) => ({ quotationId, dealerId, questionId: a.questionId, score: a.score, message: a.message })),
      );
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, m.alreadySent);
    throw error;
  }
}
