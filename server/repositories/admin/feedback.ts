import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminFeedbackQuestion } from '../../../contract/entities/admin.js';
import { feedbackAnswers, feedbackOptions, feedbackQuestions } from '../../db/schema.js';
import type { Db, DbOrTx } from '../../db/types.js';
import { recordActivity } from './activity.js';
import { contains, listPage, whereAll, type AdminListQuery, type Page, type Row } from './paging.js';

/* The questions dealers answer after a sale (GET /quotation/feedback/list), with their options, edited by the console. */

export interface FeedbackQuestionInput {
  question_text: string;
  position?: number;
  options: { score: number; label: string; image: string | null; show_textarea: boolean }[];
}

async function withOptions(
  db: DbOrTx,
  questions: { id: number; questionText: string; position: number }[],
): Promise<AdminFeedbackQuestion[]> {
  const ids = questions.map((q) => q.id);
  const options =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(feedbackOptions)
          .where(inArray(feedbackOptions.questionId, ids))
          .orderBy(asc(feedbackOptions.id));
  return questions.map((q) => ({
    id: q.id,
    question_text: q.questionText,
    position: q.position,
    options: options
      .filter((o) => o.questionId === q.id)
      .map((o) => ({ score: o.score, label: o.label, image: o.image, show_textarea: o.showTextarea })),
  }));
}

export async function listFeedbackQuestions(db: DbOrTx, query: AdminListQuery): Promise<Page<AdminFeedbackQuestion>> {
  const where = whereAll([query.q ? sql`question_text ilike ${contains(query.q)}` : undefined]);
  const page = await listPage<Row, { id: number; questionText: string; position: number }>(
    db,
    {
      select: sql`select id, question_text, position`,
      from: sql`from feedback_questions ${where}`,
      sortColumns: { position: 'position', id: 'id' },
      idColumn: 'id',
    },
    query,
    (r) => ({ id: Number(r.id), questionText: String(r.question_text), position: Number(r.position) }),
  );
  return { ...page, data: await withOptions(db, page.data) };
}

export async function getFeedbackQuestion(db: DbOrTx, id: number): Promise<AdminFeedbackQuestion | null> {
  const questions = await db.select().from(feedbackQuestions).where(eq(feedbackQuestions.id, id));
  return (await withOptions(db, questions))[0] ?? null;
}

async function writeOptions(tx: DbOrTx, questionId: number, options: FeedbackQuestionInput['options']): Promise<void> {
  await tx.delete(feedbackOptions).where(eq(feedbackOptions.questionId, questionId));
  await tx.insert(feedbackOptions).values(
    options.map((o) => ({
      questionId,
      score: o.score,
      label: o.label,
      image: o.image,
      showTextarea: o.show_textarea,
    })),
  );
}

export async function createFeedbackQuestion(
  db: Db,
  operatorId: number,
  input: FeedbackQuestionInput,
): Promise<AdminFeedbackQuestion> {
  return db.transaction(async (tx) => {
    const position = input.position ?? sql<number>`(select coalesce(max(position), -1) + 1 from feedback_questions)`;
    const [created] = await tx
      .insert(feedbackQuestions)
      .values({ questionText: input.question_text, position })
      .returning({ id: feedbackQuestions.id });
    await writeOptions(tx, created.id, input.options);
    const question = (await getFeedbackQuestion(tx, created.id)) as AdminFeedbackQuestion;
    await recordActivity(tx, {
      operatorId,
      action: 'feedback_question.create',
      entity: 'feedback_question',
      entityId: created.id,
      before: null,
      after: question,
    });
    return question;
  });
}

/** The options are replaced: answers keep their score, so past answers keep their meaning. */
export async function updateFeedbackQuestion(
  db: Db,
  operatorId: number,
  id: number,
  input: FeedbackQuestionInput,
): Promise<AdminFeedbackQuestion | null> {
  return db.transaction(async (tx) => {
    const before = await getFeedbackQuestion(tx, id);
    if (!before) return null;
    await tx
      .update(feedbackQuestions)
      .set({ questionText: input.question_text, position: input.position ?? before.position })
      .where(eq(feedbackQuestions.id, id));
    await writeOptions(tx, id, input.options);
    const question = (await getFeedbackQuestion(tx, id)) as AdminFeedbackQuestion;
    await recordActivity(tx, {
      operatorId,
      action: 'feedback_question.update',
      entity: 'feedback_question',
      entityId: id,
      before,
      after: question,
    });
    return question;
  });
}

/** A question with answers stays (its answers refer to it): 'answered'. */
export async function deleteFeedbackQuestion(
  db: Db,
  operatorId: number,
  id: number,
): Promise<AdminFeedbackQuestion | 'answered' | null> {
  return db.transaction(async (tx) => {
    const before = await getFeedbackQuestion(tx, id);
    if (!before) return null;
    const [answered] = await tx
      .select({ id: feedbackAnswers.id })
      .from(feedbackAnswers)
      .where(eq(feedbackAnswers.questionId, id))
      .limit(1);
    if (answered) return 'answered' as const;
    await tx.delete(feedbackQuestions).where(eq(feedbackQuestions.id, id));
    await recordActivity(tx, {
      operatorId,
      action: 'feedback_question.delete',
      entity: 'feedback_question',
      entityId: id,
      before,
      after: null,
    });
    return before;
  });
}
