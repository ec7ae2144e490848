import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminFeedbackQuestion } from '../../contract/entities/admin';
import { FeedbackQuestionBody } from '../../contract/api/admin';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { paged, renderConsole } from './console-render';

const question = AdminFeedbackQuestion.parse({
  id: 3,
  question_text: 'Com’è andata la vendita?',
  position: 0,
  options: [
    { score: 5, label: 'Benissimo', image: null, show_textarea: false },
    { score: 1, label: 'Male', image: '/img/sad.png', show_textarea: true },
  ],
});

/** Later steps of a screen already shown: generous under a loaded machine. */
const later = { timeout: 10_000 };

describe('console: Domande di feedback', () => {
  it('lists the questions with their options', async () => {
    server.use(handle('adminFeedbackQuestions', () => paged([question])));
    await renderConsole('/admin/feedback-questions');
    expect(await screen.findByText('Com’è andata la vendita?', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('5 · Benissimo')).toBeInTheDocument();
    expect(screen.getByText('1 · Male')).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/admin/feedback-questions')!.url.searchParams.get('sort')).toBe(
      'position',
    );
  });

  it('creates a question with an option, sending the contract’s body', async () => {
    let body: unknown;
    server.use(
      handle('adminFeedbackQuestions', () => paged([question])),
      handle('adminFeedbackQuestionCreate', ({ body: sent }) => {
        body = sent;
        return {
          ...question,
          id: 4,
          question_text: sent.question_text,
          options: FeedbackQuestionBody.parse(sent).options,
        };
      }),
    );
    await renderConsole('/admin/feedback-questions/create');
    fireEvent.change(await screen.findByRole('textbox', { name: /Domanda/ }, { timeout: 20_000 }), {
      target: { value: 'Il cliente ha pagato?' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Etichetta/ }), { target: { value: 'Sì, subito' } });
    fireEvent.click(screen.getByLabelText(/Chiede un commento/));
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(body).toBeTruthy(), later);
    expect(FeedbackQuestionBody.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      question_text: 'Il cliente ha pagato?',
      options: [{ score: 5, label: 'Sì, subito', image: null, show_textarea: true }],
    });
  });

  it('edits a question, its options sent whole', async () => {
    let body: unknown;
    server.use(
      handle('adminFeedbackQuestion', () => question),
      handle('adminFeedbackQuestions', () => paged([question])),
      handle('adminFeedbackQuestionUpdate', ({ body: sent }) => {
        body = sent;
        return { ...question, question_text: sent.question_text };
      }),
    );
    await renderConsole('/admin/feedback-questions/3');
    const text = await screen.findByDisplayValue('Com’è andata la vendita?', undefined, { timeout: 20_000 });
    fireEvent.change(text, { target: { value: 'Com’è andata?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(body).toMatchObject({ question_text: 'Com’è andata?', position: 0 }), later);
    expect((body as { options: unknown[] }).options).toHaveLength(2);
  });

  it('shows the server’s refusal to delete an answered question', async () => {
    server.use(
      handle('adminFeedbackQuestion', () => question),
      handle('adminFeedbackQuestionDelete', () =>
        apiError(409, 'Questa domanda ha già delle risposte: modificala invece di eliminarla.'),
      ),
    );
    await renderConsole('/admin/feedback-questions/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', undefined, later);
    expect(within(dialog).getByText(/già delle risposte non si elimina/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(
      await screen.findByText(
        'Questa domanda ha già delle risposte: modificala invece di eliminarla.',
        undefined,
        later,
      ),
    ).toBeInTheDocument();
  });
});
