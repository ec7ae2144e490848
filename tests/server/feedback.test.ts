import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackQuestion } from '../../contract/entities/feedback.js';
import { apiPath, routes } from '../../contract/routes.js';
import { bearer, testApp, type TestApp } from './support/app.js';

let t: TestApp;
let dealer: string;
let questions: FeedbackQuestion[];

beforeAll(async () => {
  t = await testApp();
  dealer = await t.login('dealer@demo.example');
  questions = FeedbackQuestion.array().parse(
    (await t.app.inject({ method: 'GET', url: apiPath(routes.feedbackList), headers: bearer(dealer) })).json(),
  );
});
afterAll(async () => t?.close());

const submit = (quotationId: number, answers: unknown[], token = dealer) =>
  t.app.inject({
    method: 'POST',
    url: apiPath(routes.feedbackSubmit, { id: quotationId }),
    headers: bearer(token),
    payload: { answers },
  });
const stored = async (quotationId: number) =>
  (await t.database.query(
    `select question_id, score, message from feedback_answers where quotation_id = ${quotationId} order by question_id`,
  )) as {
    question_id: number;
    score: number;
    message: string | null;
  }[];

describe('GET /api/quotation/feedback/list', () => {
  it('answers the questions in order with their image-labelled options by score, the lowest asking for a comment', () => {
    expect(questions.length).toBeGreaterThan(1);
    for (const question of questions) {
      expect(question.question_options.map((o) => o.score)).toEqual([1, 2, 3, 4, 5]);
      expect(
        question.question_options.every((o) => o.question_id === question.id && o.image?.startsWith('/media/')),
      ).toBe(true);
      expect(question.question_options.filter((o) => o.show_textarea).map((o) => o.score)).toEqual([1, 2]);
    }
  });
});

describe('POST /api/quotation/:id/feedback', () => {
  it('stores the answers of an accepted quotation, the questions left out as the default 0, and only once', async () => {
    const [q1, q2] = questions;
    const answer = await submit(3, [
      { feedback_question_id: q1.id, answer_id: 1, message: ' Il cliente non rispondeva ' },
      { feedback_question_id: q2.id, answer_id: 5 },
    ]);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: 'Grazie! Le tue risposte sono state registrate.' });
    expect(await stored(3)).toEqual(
      questions.map((q) => ({
        question_id: q.id,
        score: q.id === q1.id ? 1 : q.id === q2.id ? 5 : 0,
        message: q.id === q1.id ? 'Il cliente non rispondeva' : null,
      })),
    );
    const again = await submit(3, [{ feedback_question_id: q1.id, answer_id: 4 }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Hai già compilato il questionario per questo preventivo.');
    expect((await stored(3)).find((a) => a.question_id === q1.id)?.score).toBe(1);
  });

  it('validates each answer: known question once, a score of its options or 0, a comment only where the option asks', async () => {
    const [q1, q2] = questions;
    const answer = await submit(2, [
      { feedback_question_id: 9999, answer_id: 1 },
      { feedback_question_id: q1.id, answer_id: 7 },
      { feedback_question_id: q2.id, answer_id: 4, message: 'bene' },
      { feedback_question_id: q2.id, answer_id: 4 },
    ]);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      'answers.0.feedback_question_id': ['Domanda inesistente'],
      'answers.1.answer_id': ['Risposta non prevista per questa domanda'],
      'answers.2.message': ['Il commento è previsto solo per le risposte che lo richiedono'],
      'answers.3.feedback_question_id': ['Hai risposto più volte alla stessa domanda'],
    });
    expect(await stored(2)).toEqual([]);
    const defaults = await submit(2, [{ feedback_question_id: q1.id, answer_id: 0 }]);
    expect(defaults.statusCode).toBe(201);
    expect((await stored(2)).every((a) => a.score === 0 && a.message === null)).toBe(true);
  });

  it('is only for the dealer’s own quotations that the customer accepted', async () => {
    const answers = [{ feedback_question_id: questions[0].id, answer_id: 3 }];
    const pending = await submit(19, answers);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('Il questionario si compila solo per i preventivi accettati dal cliente.');
    expect((await submit(1, answers)).statusCode).toBe(409);
    const [{ id: othersQuotation }] = (await t.database.query(
      'select id from quotations where dealer_id = 2 limit 1',
    )) as { id: number }[];
    expect((await submit(othersQuotation, answers)).statusCode).toBe(404);
    expect((await submit(999_999, answers)).statusCode).toBe(404);
    expect((await submit(16, [])).statusCode).toBe(422);
  });
});

describe('GET /api/quotation/:id/feedback (the questionnaire names its quotation by code)', () => {
  const target = (quotationId: number, token = dealer) =>
    t.app.inject({ method: 'GET', url: apiPath(routes.feedbackTarget, { id: quotationId }), headers: bearer(token) });
  const codeOf = async (quotationId: number) =>
    (
      (await t.database.query(`select quotation_code from quotations where id = ${quotationId}`)) as {
        quotation_code: string;
      }[]
    )[0].quotation_code;

  it('gives the code, whether the customer accepted it and whether it was already answered', async () => {
    const fresh = await target(4);
    expect(fresh.json()).toEqual({ quotation_code: await codeOf(4), answered: false, accepted: true });
    expect((await submit(4, [{ feedback_question_id: questions[0].id, answer_id: 5 }])).statusCode).toBe(201);
    expect((await target(4)).json()).toMatchObject({ answered: true });
    expect((await target(19)).json()).toMatchObject({ accepted: false });
  });

  it('is 404 for another dealer’s quotation and for one that does not exist', async () => {
    const other = await t.login('dealer2@demo.example');
    expect((await target(4, other)).statusCode).toBe(404);
    expect((await target(999999)).statusCode).toBe(404);
  });
});
