import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/entities/invoice.js';
import { routes } from '../../contract/routes.js';
import { DEALER, DEALER2, query } from './quotations-fixtures.js';
import {
  askReturn,
  dealerCall,
  dealerView,
  deliveredPurchase,
  returnActors,
  type Purchase,
  type ReturnActors,
} from './returns-support.js';

/*
 * The dealer's register ("Fatture") lists the platform's credit notes next to its invoices: an issued note with its
 * number, total and the invoice it corrects, newest first; a waiting note (no number yet) is not listed; another
 * dealer never sees it.
 */

let a: ReturnActors;
beforeAll(async () => {
  a = await returnActors();
});
afterAll(async () => a?.t.close());

/** A purchase returned whole and received intact by Magazzino, then refunded by the owner (offline: "Rimborsato"). */
async function refunded(purchase: Purchase, payment: 'online' | 'offline') {
  const asked = await askReturn(a, purchase);
  expect((await dealerCall(a, a.warehouse, routes.dealerReturnAccept, asked.id)).statusCode).toBe(200);
  const got = await dealerCall(a, a.warehouse, routes.dealerReturnReceived, asked.id, { condition: 'intact' });
  expect(got.statusCode, got.body).toBe(200);
  const body = payment === 'offline' ? { method: 'bonifico', note: 'CRO 998877' } : {};
  const done = await dealerCall(a, a.dealer, routes.dealerReturnRefund, asked.id, body);
  expect(done.statusCode, done.body).toBe(200);
  return asked.id;
}

const register = async (token: string, dealerId: number) =>
  a.t.client(token).ok('dealerInvoices', { params: { dealerId } });

describe('credit notes in the dealer invoice register', () => {
  it("an offline refund's credit note is listed with its number, total and the invoice it corrects", async () => {
    const returnId = await refunded(await deliveredPurchase(a, 'offline'), 'offline');
    const view = await dealerView(a, returnId);
    expect(view.credit_note_number).toMatch(/^NC-\d{4}\/\d+$/);
    const [stored] = await query<{ total_cents: string; original: string; issued_on: string }>(
      a.t,
      `select n.total_cents, i.year || '/' || i.number as original, to_char(n.issued_on, 'YYYY-MM-DD') as issued_on
        from credit_notes n join invoices i on i.id = n.original_invoice_id where n.return_id = ${returnId}`,
    );

    const list = await register(a.dealer, DEALER);
    const notes = list.filter((row: Invoice) => row.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    const note = notes[0];
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: view.credit_note_number,
      return_id: returnId,
      refers_to: stored.original,
      issued_on: stored.issued_on,
      total_amount: Number(stored.total_cents) / 100,
    });
    expect(note.total_amount).toBeGreaterThan(0);
    // The invoice it corrects is in the same register, below it (newest first); ids stay unique across both kinds.
    const original = list.findIndex((row) => row.kind !== 'credit_note' && row.number === stored.original);
    expect(original).toBeGreaterThan(list.indexOf(note));
    expect(new Set(list.map((row) => row.id)).size).toBe(list.length);

    // Amministrazione sees Fatture and so the note; Magazzino sees neither.
    expect((await register(a.billing, DEALER)).map((row) => row.number)).toContain(view.credit_note_number);
    const warehouse = await a.t.client(a.warehouse).call('dealerInvoices', { params: { dealerId: DEALER } });
    expect(warehouse.status).toBe(403);

    // The row's return serves its files.
    const pdf = await a.t
      .client(a.dealer)
      .call('dealerReturnCreditNotePdf', { params: { dealerId: DEALER, returnId: note.return_id! } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    // Another dealer: its own register has no note of this dealer's, and this dealer's register is refused to it.
    const other = await register(a.dealer2, DEALER2);
    expect(other.map((row) => row.number)).not.toContain(view.credit_note_number);
    const foreign = await a.t.client(a.dealer2).call('dealerInvoices', { params: { dealerId: DEALER } });
    expect(foreign.status).toBe(403);
  });

  it("an online refund's note waiting for the month's fee invoice is not listed", async () => {
    const returnId = await refunded(await deliveredPurchase(a, 'online'), 'online');
    const [note] = await query<{ status: string }>(
      a.t,
      `select status from credit_notes where return_id = ${returnId}`,
    );
    expect(note.status).toBe('waiting');
    const list = await register(a.dealer, DEALER);
    expect(list.filter((row) => row.kind === 'credit_note').map((row) => row.return_id)).not.toContain(returnId);
  });
});
