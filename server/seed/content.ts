import { faqs, feedbackOptions, feedbackQuestions, uploads } from '../db/schema.js';
import type { SeedContext } from './context.js';
import { FAQS, FEEDBACK_QUESTIONS, FEEDBACK_SCALE, FEEDBACK_TEXTAREA_MAX_SCORE } from './catalog/content.js';
import { media, mediaUrl, type MediaFile } from './media.js';

export async function seedContent(ctx: SeedContext): Promise<{ feedbackQuestions: number; faqs: number }> {
  const { tx } = ctx;
  const questionIds = (
    await tx
      .insert(feedbackQuestions)
      .values(FEEDBACK_QUESTIONS.map((questionText, position) => ({ questionText, position })))
      .returning({ id: feedbackQuestions.id })
  ).map((r) => r.id);
  await tx.insert(feedbackOptions).values(
    questionIds.flatMap((questionId) =>
      FEEDBACK_SCALE.map(({ score, label }) => ({
        questionId,
        score,
        label,
        image: mediaUrl(media.feedbackFace(score)),
        showTextarea: score <= FEEDBACK_TEXTAREA_MAX_SCORE,
      })),
    ),
  );
  await tx.insert(faqs).values(FAQS.map(([question, answer], position) => ({ question, answer, position })));
  return { feedbackQuestions: questionIds.length, faqs: FAQS.length };
}

export async function recordUploads(ctx: SeedContext, files: readonly MediaFile[]): Promise<void> {
  await ctx.tx.insert(uploads).values(
    files.map((file) => ({
      name: file.name,
      contentType: file.contentType,
      size: file.bytes.length,
      ownerId: null,
      createdAt: ctx.now,
    })),
  );
}
