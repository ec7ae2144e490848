import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminFaq } from '../../contract/entities/admin';
import { handle } from './msw/handlers';
import { server } from './msw/server';
import { paged, renderConsole } from './console-render';

const faqs: AdminFaq[] = [
  { id: 1, question: 'Come ricarico i crediti?', answer: 'Da Acquista crediti.', position: 0 },
  { id: 2, question: 'Come rispondo a una richiesta?', answer: 'Con un preventivo.', position: 1 },
];

describe('console: FAQ', () => {
  it('lists the entries in position order and moves one up (the whole order is sent)', async () => {
    let order: unknown;
    server.use(
      handle('adminFaqs', ({ query }) => {
        expect(query).toMatchObject({ sort: 'position', order: 'asc' });
        return paged(faqs);
      }),
      handle('adminFaqReorder', ({ body }) => {
        order = body;
        return [faqs[1], faqs[0]];
      }),
    );
    await renderConsole('/admin/faq');
    const row = (await screen.findByText('Come rispondo a una richiesta?', undefined, { timeout: 20_000 })).closest(
      'tr',
    )!;
    fireEvent.click(within(row).getByRole('button', { name: 'Sposta su' }));
    await waitFor(() => expect(order).toEqual({ ids: [2, 1] }));
  });

  it('creates an entry', async () => {
    let body: unknown;
    server.use(
      handle('adminFaqCreate', ({ body: sent }) => {
        body = sent;
        return { id: 3, question: sent.question, answer: sent.answer, position: 2 };
      }),
      handle('adminFaqs', () => paged(faqs)),
    );
    await renderConsole('/admin/faq/create');
    fireEvent.change(await screen.findByRole('textbox', { name: /Domanda/ }, { timeout: 20_000 }), {
      target: { value: 'Posso disdire?' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Risposta/ }), { target: { value: 'Sì, dal profilo.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(body).toEqual({ question: 'Posso disdire?', answer: 'Sì, dal profilo.' }));
  });

  it('edits an entry through PUT /admin/faq/:id', async () => {
    let body: unknown;
    server.use(
      handle('adminFaq', () => faqs[0]),
      handle('adminFaqUpdate', ({ body: sent }) => {
        body = sent;
        return { ...faqs[0], ...sent };
      }),
      handle('adminFaqs', () => paged(faqs)),
    );
    await renderConsole('/admin/faq/1');
    const answer = await screen.findByRole('textbox', { name: /Risposta/ }, { timeout: 20_000 });
    await waitFor(() => expect(answer).toHaveValue('Da Acquista crediti.'));
    fireEvent.change(answer, { target: { value: 'Dalla pagina Acquista crediti.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(body).toEqual({
        question: 'Come ricarico i crediti?',
        answer: 'Dalla pagina Acquista crediti.',
        position: 0,
      }),
    );
  });
});
