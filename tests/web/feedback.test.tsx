import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FeedbackSubmitBody } from '../../contract';
import { feedbackQuestionsFixture } from './fixtures/chat';
import { dealerWith } from './fixtures';
import { apiError, handle } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './render';

const dealer = dealerWith('active');

function serve(
  answer: (body: FeedbackSubmitBody, id: number) => Response | { message: string } = () => ({
    message: 'Grazie! Le tue risposte sono state registrate.',
  }),
) {
  const sent: { id: number; body: FeedbackSubmitBody }[] = [];
  server.use(
    handle('feedbackList', () => feedbackQuestionsFixture()),
    handle('feedbackTarget', () => ({ quotation_code: 'PRV-000003', answered: false, accepted: true })),
    handle('feedbackSubmit', ({ params, body }) => {
      sent.push({ id: params.id, body });
      return answer(body, params.id);
    }),
  );
  return sent;
}

// The form waits for the questions and the quotation (feedbackTarget): a busy machine needs more than 1 s.
const question = (name: RegExp) => screen.findByRole('radiogroup', { name }, { timeout: 5_000 });

describe('Feedback questionnaire', () => {
  it('shows each question with image-labelled options, none chosen: sent as is, every answer is the default 0', async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderApp('/feedback/3', dealer);
    const first = await question(/comunicazione con il cliente/);
    const options = within(first).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual([
      'Pessimo',
      'Scarso',
      'Nella media',
      'Buono',
      'Ottimo',
    ]);
    expect(options.every((o) => !(o as HTMLInputElement).checked)).toBe(true);
    expect(first.closest('fieldset')?.querySelectorAll('img')).toHaveLength(5);
    expect(screen.queryByRole('textbox', { name: 'Commento' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Grazie! Le tue risposte sono state registrate.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: 3,
        body: {
          answers: [
            { feedback_question_id: 11, answer_id: 0 },
            { feedback_question_id: 12, answer_id: 0 },
          ],
        },
      },
    ]);
  });

  it('asks for a comment only with an option that wants one, by mouse or keyboard, and sends it only then', async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderApp('/feedback/3', dealer);
    const first = await question(/comunicazione con il cliente/);
    await user.click(within(first).getByRole('radio', { name: 'Scarso' }));
    const comment = screen.getByRole('textbox', { name: 'Commento' });
    await user.type(comment, 'Non rispondeva al telefono');
    // Keyboard: arrows move the choice within the group; 'Nella media' hides the comment box.
    await user.keyboard('{Shift>}{Tab}{/Shift}{ArrowRight}');
    expect(within(first).getByRole('radio', { name: 'Nella media' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Commento' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('textbox', { name: 'Commento' })).toHaveValue('Non rispondeva al telefono');
    const second = await question(/tempi di pagamento/);
    await user.click(within(second).getByRole('radio', { name: 'Ottimo' }));
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    await screen.findByText('Grazie! Le tue risposte sono state registrate.');
    expect(sent[0].body.answers).toEqual([
      { feedback_question_id: 11, answer_id: 2, message: 'Non rispondeva al telefono' },
      { feedback_question_id: 12, answer_id: 5 },
    ]);
  });

  it('shows the server’s refusal and lets the dealer try again', async () => {
    let refuse = true;
    serve(() =>
      refuse
        ? apiError(409, 'Hai già compilato il questionario per questo preventivo.')
        : { message: 'Grazie! Le tue risposte sono state registrate.' },
    );
    const user = userEvent.setup();
    renderApp('/feedback/3', dealer);
    await question(/comunicazione con il cliente/);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invio non riuscito');
    expect(alert).toHaveTextContent('Hai già compilato il questionario per questo preventivo.');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(screen.getByText('Grazie! Le tue risposte sono state registrate.')).toBeInTheDocument());
  });

  it('puts a per-answer validation message under its question', async () => {
    serve(() =>
      apiError(422, 'Dati non validi: controlla i campi evidenziati.', {
        'answers.1.answer_id': ['Risposta non prevista per questa domanda'],
      }),
    );
    const user = userEvent.setup();
    renderApp('/feedback/3', dealer);
    await question(/comunicazione con il cliente/);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    const second = (await question(/tempi di pagamento/)).closest('fieldset') as HTMLElement;
    expect(await within(second).findByText('Risposta non prevista per questa domanda')).toBeInTheDocument();
  });

  it('says so for an address that names no quotation', async () => {
    renderApp('/feedback/abc', dealer);
    expect(await screen.findByText('Questionario non trovato: il preventivo indicato non esiste.')).toBeInTheDocument();
  });

  it('names the quotation by its code, never its internal id', async () => {
    serve();
    renderApp('/feedback/3', dealer);
    expect(await screen.findByText(/Raccontaci com’è andato il preventivo PRV-000003/)).toBeInTheDocument();
    expect(screen.queryByText(/preventivo 3\b/)).toBeNull();
  });

  it('says when the questionnaire was already answered, with no form', async () => {
    serve();
    server.use(handle('feedbackTarget', () => ({ quotation_code: 'PRV-000003', answered: true, accepted: true })));
    renderApp('/feedback/3', dealer);
    expect(
      await screen.findByText('Hai già compilato il questionario del preventivo PRV-000003: grazie!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invia' })).toBeNull();
  });
});
