import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSubmission } from '../../contract/api/customer.js';
import type { DraftBody, DraftList, ServerDraft } from '../../contract/api/drafts.js';
import type { StaffActivity } from '../../contract/api/staff.js';
import type { Invoice } from '../../contract/entities/invoice.js';
import { routes } from '../../contract/routes.js';
import { draftMessages } from '../../i18n/it/drafts.js';
import { listen } from './chat-support.js';
import { connectInbox, until } from './inbox-support.js';
import { actors, call, DEALER, DEALER2, newRequest, query, sendBody, type Actors } from './quotations-fixtures.js';

/* Drafts kept on the server: CRUD by the company, versions, take-over told live, deleted on send; who paid. */

let a: Actors;
let quoter: string;
let shipping: string;
let request: CustomerSubmission;
let paola: { id: number };
let owner: string;

function body(request: CustomerSubmission, brand = 'Bosch'): DraftBody {
  return {
    rows: request.submission_rows.map((row) => ({
      submission_row_id: row.id,
      options: [
        {
          submission_row_id: row.id,
          quantity: '1',
          part_code: 'BOS-1',
          item_code: '',
          brand,
          condition: 'new',
          notes: '',
          net_price: '45,50',
          tax_import: '22',
          full_net_price: '',
          discount: '',
        },
      ],
    })),
    shipping_cost_flat: '10,00',
    shipping_cost_partial: '',
    submission: { ...request, id: request.id, submission_rows: request.submission_rows },
  };
}

const put = (token: string, submissionId: number, version: number, draft: DraftBody, dealer = DEALER) =>
  call(a.t, token, routes.draftPut, { dealerId: dealer, submissionId }, { version, body: draft });

beforeAll(async () => {
  a = await actors();
  quoter = await a.t.login('preventivi@demo.example');
  shipping = await a.t.login('magazzino@demo.example');
  request = await newRequest(a);
  [paola] = await query<{ id: number }>(a.t, `select id from users where email = 'preventivi@demo.example'`);
  const [row] = await query<{ name: string }>(
    a.t,
    `select coalesce(nullif(trim(coalesce(name, '') || ' ' || coalesce(surname, '')), ''), email) as name from users where id = ${DEALER}`,
  );
  owner = row.name;
});

afterAll(async () => {
  await a?.t.close();
});

describe('the company’s drafts', () => {
  it('creates, reads, lists and saves a draft with its version and editor', async () => {
    const created = await put(a.dealer, request.id, 0, body(request));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<ServerDraft>()).toMatchObject({
      submission_id: request.id,
      version: 1,
      editor: { id: DEALER, name: owner },
    });

    const saved = await put(a.dealer, request.id, 1, body(request, 'Valeo'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ServerDraft>().version).toBe(2);

    // A colleague of the company sees it, with who is editing it.
    const list = await call(a.t, quoter, routes.draftList, { dealerId: DEALER });
    expect(list.statusCode).toBe(200);
    const mine = list.json<DraftList>().data.find((d) => d.submission_id === request.id);
    expect(mine).toMatchObject({ version: 2, editor: { name: owner } });
    expect(mine?.body.rows[0].options[0].brand).toBe('Valeo');
    expect(
      (await call(a.t, quoter, routes.draftGet, { dealerId: DEALER, submissionId: request.id })).json<ServerDraft>()
        .version,
    ).toBe(2);
  });

  it('refuses a stale version with 409 draft_conflict in Italian, and keeps the stored draft', async () => {
    const stale = await put(a.dealer, request.id, 1, body(request, 'Stale'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'draft_conflict', message: draftMessages.conflict(owner) });
    // Creating again (version 0) is a conflict too, never a second draft.
    expect((await put(a.dealer, request.id, 0, body(request))).statusCode).toBe(409);
    const stored = (
      await call(a.t, a.dealer, routes.draftGet, { dealerId: DEALER, submissionId: request.id })
    ).json<ServerDraft>();
    expect(stored.body.rows[0].options[0].brand).toBe('Valeo');
    expect(
      Number(
        (
          await query<{ n: number }>(
            a.t,
            `select count(*) as n from quotation_drafts where submission_id = ${request.id}`,
          )
        )[0].n,
      ),
    ).toBe(1);
  });

  it('lets a colleague take the draft over: the previous editor is told live, and their next save is refused', async () => {
    const url = await listen(a.t.app);
    const ownerTab = await connectInbox(url, a.dealer);
    try {
      // Only the editor saves: Paola must take over first.
      const before = await put(quoter, request.id, 2, body(request, 'Paola'));
      expect(before.statusCode).toBe(409);
      expect(before.json()).toMatchObject({ code: 'draft_conflict', message: draftMessages.takenOver(owner) });

      const taken = await call(a.t, quoter, routes.draftTakeOver, { dealerId: DEALER, submissionId: request.id });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json<ServerDraft>()).toMatchObject({ version: 3, editor: { id: paola.id, name: 'Paola Verdi' } });
      await until(() => ownerTab.of('draft:taken').length > 0, 'draft:taken');
      expect(ownerTab.of('draft:taken')[0]).toEqual({
        submission_id: request.id,
        version: 3,
        by: { id: paola.id, name: 'Paola Verdi' },
        from: { id: DEALER, name: owner },
      });

      const ownerSave = await put(a.dealer, request.id, 2, body(request, 'Owner'));
      expect(ownerSave.statusCode).toBe(409);
      expect(ownerSave.json()).toMatchObject({
        code: 'draft_conflict',
        message: draftMessages.takenOver('Paola Verdi'),
      });
      expect((await put(quoter, request.id, 3, body(request, 'Paola'))).statusCode).toBe(200);
    } finally {
      ownerTab.close();
    }
  });

  it('is the company’s only: another dealer, a customer and a role outside quoting are refused', async () => {
    expect(
      (await call(a.t, a.dealer2, routes.draftGet, { dealerId: DEALER, submissionId: request.id })).statusCode,
    ).toBe(403);
    expect(
      (await call(a.t, a.dealer2, routes.draftGet, { dealerId: DEALER2, submissionId: request.id })).statusCode,
    ).toBe(404);
    expect(
      (await call(a.t, a.dealer2, routes.draftTakeOver, { dealerId: DEALER2, submissionId: request.id })).statusCode,
    ).toBe(404);
    expect(
      (await call(a.t, a.dealer2, routes.draftList, { dealerId: DEALER2 }))
        .json<DraftList>()
        .data.some((d) => d.submission_id === request.id),
    ).toBe(false);
    expect((await call(a.t, a.customer, routes.draftList, { dealerId: DEALER })).statusCode).toBe(403);
    const magazzino = await call(a.t, shipping, routes.draftList, { dealerId: DEALER });
    expect(magazzino.statusCode).toBe(403);
    expect(magazzino.json()).toMatchObject({ code: 'staff_not_allowed' });
    // Another dealer's own draft of the same request is its own, not a conflict.
    expect((await put(a.dealer2, request.id, 0, body(request), DEALER2)).statusCode).toBe(200);
  });

  it('refuses a body the contract does not accept with 422, and an unknown request with 404', async () => {
    const bad = await call(
      a.t,
      a.dealer,
      routes.draftPut,
      { dealerId: DEALER, submissionId: request.id },
      { version: 1, body: { rows: [] } },
    );
    expect(bad.statusCode).toBe(422);
    const nul = body(request);
    (nul.submission as Record<string, unknown>).notes = 'a\u0000b';
    expect((await put(a.dealer2, request.id, 1, nul, DEALER2)).statusCode).toBe(422);
    expect((await put(a.dealer, 999_999, 0, body(request))).statusCode).toBe(404);
  });

  it('deletes the draft when the quotation is sent, and answers 404 to a delete of a draft that is gone', async () => {
    const sent = await call(a.t, quoter, routes.quotationNew, {}, sendBody(request, DEALER));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(
      (await call(a.t, a.dealer, routes.draftGet, { dealerId: DEALER, submissionId: request.id })).statusCode,
    ).toBe(404);
    // The other dealer's draft of the request stays: it is theirs.
    expect(
      (await call(a.t, a.dealer2, routes.draftGet, { dealerId: DEALER2, submissionId: request.id })).statusCode,
    ).toBe(200);
    expect(
      (await call(a.t, a.dealer2, routes.draftDelete, { dealerId: DEALER2, submissionId: request.id })).statusCode,
    ).toBe(200);
    expect(
      (await call(a.t, a.dealer2, routes.draftDelete, { dealerId: DEALER2, submissionId: request.id })).statusCode,
    ).toBe(404);
  });
});

describe('who paid', () => {
  it('records the person who bought credits and shows "Pagato da" in the wallet and in the owner’s Attività', async () => {
    await query(a.t, `update users set staff_role = 'billing' where email = 'magazzino@demo.example'`);
    const billing = await a.t.login('magazzino@demo.example');
    const setup = await call(a.t, billing, routes.creditsBuy, { dealerId: DEALER }, { credits_amount: 50 });
    expect(setup.statusCode, setup.body).toBe(200);
    const { client_secret: secret } = setup.json<{ client_secret: string }>();
    const paid = await call(
      a.t,
      billing,
      routes.demoCheckout,
      {},
      {
        client_secret: secret,
        card_number: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
        holder: 'Luca Bianchi',
        shipping_country: 'IT',
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const [order] = await query<{ id: number; paid_by: number; status: string }>(
      a.t,
      `select o.id, o.paid_by, o.status from orders o where o.dealer_id = ${DEALER} and o.condition = 'wallet' order by o.id desc limit 1`,
    );
    const [luca] = await query<{ id: number }>(a.t, `select id from users where email = 'magazzino@demo.example'`);
    expect(order).toMatchObject({ paid_by: luca.id, status: 'paid' });

    const wallet = await call(a.t, billing, routes.dealerInvoices, { dealerId: DEALER });
    expect(wallet.statusCode, wallet.body).toBe(200);
    const invoices = wallet.json<Invoice[] | { data: Invoice[] }>();
    const list = Array.isArray(invoices) ? invoices : invoices.data;
    expect(list.find((invoice) => invoice.order_id === Number(order.id))?.paid_by).toBe('Luca Bianchi');

    const activity = await call(a.t, a.dealer, routes.staffActivity, { dealerId: DEALER });
    const payment = activity.json<{ data: StaffActivity[] }>().data.find((entry) => entry.action === 'paid');
    expect(payment).toMatchObject({ person: 'Luca Bianchi', order: { id: Number(order.id), condition: 'wallet' } });
  });
});
