import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { activityOf, admin, adminActors, type AdminActors } from './admin-support.js';
import { call, query } from './quotations-fixtures.js';

/* Each console resource's list (filters, sort, paging), show, create, edit, delete, and the activity log. */

let a: AdminActors;
type Paged = { data: Record<string, unknown>[]; total: number; page: number; per_page: number; last_page: number };

beforeAll(async () => {
  a = await adminActors();
});
afterAll(async () => a?.t.close());

const list = async (route: Parameters<typeof admin>[1], search: string) => {
  const answer = await admin<Paged>(a, route, {}, undefined, search);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body;
};

describe('Ricambisti', () => {
  it('lists dealers with search, filters, sort and paging', async () => {
    const all = await list(routes.adminDealers, '?per_page=2&sort=id&order=asc');
    expect(all.per_page).toBe(2);
    expect(all.data).toHaveLength(2);
    expect(all.data[0].id).toBe(a.ids.dealer);
    expect(all.last_page).toBe(Math.ceil(all.total / 2));
    const second = await list(routes.adminDealers, '?per_page=2&page=2&sort=id&order=asc');
    expect(second.data[0].id).not.toBe(all.data[1].id);

    expect((await list(routes.adminDealers, '?q=dealer2@')).data.map((d) => d.id)).toEqual([a.ids.dealer2]);
    const none = await list(routes.adminDealers, '?subscription=none');
    expect(none.data.every((d) => d.subscription_status === null)).toBe(true);
    expect(none.total).toBeGreaterThan(0);
    const active = await list(routes.adminDealers, '?subscription=active');
    expect(active.data.map((d) => d.id)).toEqual(expect.arrayContaining([a.ids.dealer, a.ids.dealer2]));
    const [bologna] = await query<{ adr_province: number }>(
      a.t,
      `select adr_province from users where id = ${a.ids.dealer}`,
    );
    expect((await list(routes.adminDealers, `?province=${bologna.adr_province}`)).data.map((d) => d.id)).toContain(
      a.ids.dealer,
    );
    expect((await list(routes.adminDealers, '?suspended=true')).total).toBe(0);
    const byCredits = await list(routes.adminDealers, '?sort=credits&order=desc');
    const credits = byCredits.data.map((d) => Number(d.credits));
    expect(credits).toEqual([...credits].sort((x, y) => y - x));
    expect((await admin(a, routes.adminDealers, {}, undefined, '?sort=password_hash')).status).toBe(422);
    expect((await admin(a, routes.adminDealers, {}, undefined, '?per_page=1000')).status).toBe(422);
  });

  it('searches every dealer column through the trigram index the same as per column, and sorts names nulls last both ways', async () => {
    const [dealer] = await query<{ email: string; legal_name: string; vat_number: string }>(
      a.t,
      `select email, legal_name, vat_number from users where id = ${a.ids.dealer}`,
    );
    const found = async (q: string) =>
      (await list(routes.adminDealers, `?q=${encodeURIComponent(q)}&per_page=100`)).data.map((d) => d.id);
    expect(await found(dealer.vat_number)).toContain(a.ids.dealer);
    expect(await found(dealer.legal_name.toUpperCase())).toContain(a.ids.dealer);
    // The text the index holds joins the columns with a space: a pattern across two columns matches none of them.
    expect(await found(`${dealer.email.slice(-3)} ${dealer.legal_name.slice(0, 3)}`)).not.toContain(a.ids.dealer);
    const [second] = await query<{ legal_name: string }>(
      a.t,
      `select legal_name from users where id = ${a.ids.dealer2}`,
    );
    await query(a.t, `update users set legal_name = null where id = ${a.ids.dealer2}`);
    try {
      const sorted = async (order: string) =>
        (await list(routes.adminDealers, `?sort=legal_name&order=${order}&per_page=100`)).data;
      const [asc, desc] = [await sorted('asc'), await sorted('desc')];
      expect(asc.length).toBeLessThan(100);
      const ids = (rows: typeof asc, named: boolean) =>
        rows.filter((d) => (d.legal_name !== null) === named).map((d) => d.id);
      for (const rows of [asc, desc]) {
        expect(ids(rows, false)).toContain(a.ids.dealer2);
        expect(rows.slice(-ids(rows, false).length).every((d) => d.legal_name === null)).toBe(true);
      }
      expect(ids(desc, true)).toEqual(ids(asc, true).reverse());
      expect(ids(desc, false)).toEqual(ids(asc, false).reverse());
    } finally {
      await query(
        a.t,
        `update users set legal_name = '${second.legal_name.replace(/'/g, "''")}' where id = ${a.ids.dealer2}`,
      );
    }
  });

  it('shows a dealer with subscription, credits, fees due, quotations and rating; 404 for a customer id', async () => {
    const shown = await admin(a, routes.adminDealer, { id: a.ids.dealer });
    expect(shown.status, shown.raw).toBe(200);
    expect(shown.body).toMatchObject({ id: a.ids.dealer, email: 'dealer@demo.example', subscription_status: 'active' });
    expect(shown.body).toHaveProperty('fees_due');
    expect((shown.body.quotations as { total: number }).total).toBeGreaterThan(0);
    expect((await admin(a, routes.adminDealer, { id: a.ids.customer })).status).toBe(404);
  });

  it('adjusts credits only with a reason, as a ledger entry, never below zero', async () => {
    const before = Number((await admin(a, routes.adminDealer, { id: a.ids.dealer })).body.credits);
    const noReason = await admin(a, routes.adminDealerCredits, { id: a.ids.dealer }, { delta: 5 });
    expect(noReason.status).toBe(422);
    expect((await admin(a, routes.adminDealerCredits, { id: a.ids.dealer }, { delta: 5, reason: '  ' })).status).toBe(
      422,
    );
    const added = await admin(
      a,
      routes.adminDealerCredits,
      { id: a.ids.dealer },
      { delta: 12.5, reason: 'Rimborso disservizio' },
    );
    expect(added.status, added.raw).toBe(200);
    expect(added.body.credits).toBe(before + 12.5);
    expect((added.body.credit_ledger as unknown[])[0]).toMatchObject({
      kind: 'adjustment',
      delta: 12.5,
      balance_after: before + 12.5,
      reason: 'Rimborso disservizio',
      operator_id: a.ids.operator,
    });
    const tooMuch = await admin(
      a,
      routes.adminDealerCredits,
      { id: a.ids.dealer },
      { delta: -(before + 1000), reason: 'Errore' },
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe(errors.creditsNegative);
    expect((await activityOf(a, 'dealer', a.ids.dealer))[0]).toMatchObject({
      action: 'dealer.credits',
      before: { credits: before },
      after: { credits: before + 12.5 },
    });
  });
});

describe('Clienti, Richieste, Preventivi, Ordini', () => {
  it('lists and shows customers', async () => {
    const customers = await list(routes.adminCustomers, '?q=cliente@demo&sort=email&order=asc');
    expect(customers.data.map((c) => c.id)).toEqual([a.ids.customer]);
    const shown = await admin(a, routes.adminCustomer, { id: a.ids.customer });
    expect(shown.body).toMatchObject({ email: 'cliente@demo.example', suspended_at: null });
    expect((await admin(a, routes.adminCustomer, { id: a.ids.dealer })).status).toBe(404);
  });

  it('lists requests with the dealer side’s filters, and quotations linked to them', async () => {
    const open = await list(routes.adminSubmissions, '?status=open&per_page=5');
    expect(open.data.every((s) => s.status === 'open')).toBe(true);
    const closed = await list(routes.adminSubmissions, '?status=closed&per_page=5');
    expect(closed.data.every((s) => s.status === 'closed')).toBe(true);
    const mine = await list(routes.adminSubmissions, `?customer_id=${a.ids.customer}`);
    expect(mine.data.every((s) => s.customer_id === a.ids.customer)).toBe(true);
    const [fiat] = await query<{ id: number }>(a.t, `select id from manufacturers where name = 'Fiat'`);
    const fiats = await list(routes.adminSubmissions, `?brand=${fiat.id}`);
    expect(fiats.data.every((s) => s.manufacturer_id === fiat.id)).toBe(true);
    expect((await admin(a, routes.adminSubmissions, {}, undefined, '?date_from=2026-02-30')).status).toBe(422);

    const quotations = await list(routes.adminQuotations, `?dealer_id=${a.ids.dealer}&sort=total_price&order=asc`);
    expect(quotations.total).toBeGreaterThan(0);
    expect(quotations.data.every((q) => q.dealer_id === a.ids.dealer)).toBe(true);
    const first = quotations.data[0];
    const request = await admin(a, routes.adminSubmission, { id: first.submission_id as number });
    expect(request.status).toBe(200);
    const ofRequest = await list(routes.adminQuotations, `?submission_id=${String(first.submission_id)}`);
    expect(ofRequest.data.map((q) => q.id)).toContain(first.id);
    expect((await admin(a, routes.adminQuotation, { id: first.id as number })).body).toMatchObject({
      id: first.id,
      dealer_id: a.ids.dealer,
    });
  });

  it('lists orders with status, provider and amounts', async () => {
    const paid = await list(routes.adminOrders, '?status=paid&provider=demo&sort=total_amount&order=desc');
    expect(paid.total).toBeGreaterThan(0);
    expect(paid.data.every((o) => o.status === 'paid' && o.provider === 'demo')).toBe(true);
    const shown = await admin(a, routes.adminOrder, { id: paid.data[0].id as number });
    expect(shown.body).toMatchObject({ id: paid.data[0].id, total_amount: paid.data[0].total_amount });
  });
});

describe('Coupon', () => {
  it('creates a coupon a dealer then redeems, edits and expires it; codes are unique', async () => {
    const created = await admin(
      a,
      routes.adminCouponCreate,
      {},
      { code: 'primavera26', free_credits: 15, valid_until: null, max_uses: 10 },
    );
    expect(created.status, created.raw).toBe(201);
    expect(created.body).toMatchObject({
      code: 'PRIMAVERA26',
      free_credits: 15,
      uses: 0,
      max_uses: 10,
      expired: false,
    });
    const id = created.body.id as number;
    expect((await admin(a, routes.adminCouponCreate, {}, { code: 'Primavera26', free_credits: 1 })).status).toBe(409);

    const buy = await call(
      a.t,
      a.dealer2,
      routes.creditsBuy,
      { dealerId: a.ids.dealer2 },
      { credits_amount: 50, coupon: 'primavera26' },
    );
    expect(buy.statusCode, buy.body).toBe(200);
    expect(buy.json()).toMatchObject({ coupon: 'PRIMAVERA26', free_credits: 15 });
    const paid = await call(
      a.t,
      a.dealer2,
      routes.demoCheckout,
      {},
      {
        client_secret: buy.json().client_secret,
        card_number: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
        holder: 'Test',
      },
    );
    expect(paid.json().status).toBe('succeeded');
    expect((await admin(a, routes.adminCoupon, { id })).body.uses).toBe(1);

    const edited = await admin(
      a,
      routes.adminCouponUpdate,
      { id },
      { code: 'PRIMAVERA26', free_credits: 20, valid_until: '2030-01-01T00:00:00Z', max_uses: 5 },
    );
    expect(edited.status, edited.raw).toBe(200);
    expect(edited.body).toMatchObject({ free_credits: 20, max_uses: 5, valid_until: '2030-01-01T00:00:00.000Z' });
    const expired = await admin(a, routes.adminCouponExpire, { id });
    expect(expired.body.expired).toBe(true);
    const check = await call(a.t, a.dealer, routes.couponCheck, { dealerId: a.ids.dealer }, { coupon: 'PRIMAVERA26' });
    expect(check.json().usable).toBe(false);
    expect((await list(routes.adminCoupons, '?expired=true&q=PRIMAVERA')).data.map((c) => c.id)).toEqual([id]);
    expect((await activityOf(a, 'coupon', id)).map((e) => e.action)).toEqual([
      'coupon.expire',
      'coupon.update',
      'coupon.create',
    ]);
    expect((await activityOf(a, 'coupon', id))[1]).toMatchObject({
      before: { free_credits: 15 },
      after: { free_credits: 20 },
    });
  });
});

describe('FAQ', () => {
  it('creates, edits, reorders and deletes entries; GET /discovery shows the edits', async () => {
    const created = await admin(
      a,
      routes.adminFaqCreate,
      {},
      { question: 'Come sospendo?', answer: 'Scrivi all’assistenza.' },
    );
    expect(created.status, created.raw).toBe(201);
    const id = created.body.id as number;
    const edited = await admin(
      a,
      routes.adminFaqUpdate,
      { id },
      { question: 'Come mi sospendo?', answer: 'Scrivi a noi.' },
    );
    expect(edited.body).toMatchObject({ question: 'Come mi sospendo?', position: created.body.position });
    const discovery = await a.t.app.inject({ method: 'GET', url: '/api/discovery?security=dealer-portal' });
    expect(discovery.json().faq.at(-1)).toEqual({ id, question: 'Come mi sospendo?', answer: 'Scrivi a noi.' });

    const all = await list(routes.adminFaqs, '?sort=position&order=asc&per_page=100');
    const ids = all.data.map((f) => f.id as number);
    const reordered = await admin<{ id: number }[]>(
      a,
      routes.adminFaqReorder,
      {},
      { ids: [id, ...ids.filter((x) => x !== id)] },
    );
    expect(reordered.status, reordered.raw).toBe(200);
    expect(reordered.body[0].id).toBe(id);
    expect(
      (await a.t.app.inject({ method: 'GET', url: '/api/discovery?security=dealer-portal' })).json().faq[0].id,
    ).toBe(id);
    expect((await admin(a, routes.adminFaqReorder, {}, { ids: [id] })).status).toBe(422);

    expect((await admin(a, routes.adminFaqDelete, { id })).status).toBe(200);
    expect((await admin(a, routes.adminFaq, { id })).status).toBe(404);
    expect((await activityOf(a, 'faq', id)).map((e) => e.action)).toEqual(['faq.delete', 'faq.update', 'faq.create']);
  });
});

describe('Domande di feedback', () => {
  it('creates, edits and deletes a question with its options; the dealers’ list shows it', async () => {
    const options = [
      { score: 1, label: 'Male', image: null, show_textarea: true },
      { score: 5, label: 'Bene', image: '/media/feedback-good.svg', show_textarea: false },
    ];
    const created = await admin(
      a,
      routes.adminFeedbackQuestionCreate,
      {},
      { question_text: 'Come è andata la consegna?', options },
    );
    expect(created.status, created.raw).toBe(201);
    const id = created.body.id as number;
    expect(created.body.options).toEqual(options);
    const dealerList = await call(a.t, a.dealer, routes.feedbackList);
    expect(dealerList.json().map((q: { id: number }) => q.id)).toContain(id);

    const edited = await admin(
      a,
      routes.adminFeedbackQuestionUpdate,
      { id },
      { question_text: 'E la consegna?', options: [options[1]] },
    );
    expect(edited.body).toMatchObject({ question_text: 'E la consegna?', options: [options[1]] });
    expect((await list(routes.adminFeedbackQuestions, '?q=consegna')).data.map((q) => q.id)).toContain(id);
    expect((await admin(a, routes.adminFeedbackQuestionDelete, { id })).status).toBe(200);
    expect((await activityOf(a, 'feedback_question', id)).map((e) => e.action)).toEqual([
      'feedback_question.delete',
      'feedback_question.update',
      'feedback_question.create',
    ]);

    const [answered] = await query<{ question_id: number }>(a.t, 'select question_id from feedback_answers limit 1');
    if (answered)
      expect((await admin(a, routes.adminFeedbackQuestionDelete, { id: answered.question_id })).status).toBe(409);
  });
});

describe('Registro attività and Panoramica', () => {
  it('lists every operator write with filters', async () => {
    await admin(a, routes.adminFaqCreate, {}, { question: 'Q', answer: 'A' });
    const entries = await list(routes.adminActivity, `?operator_id=${a.ids.operator}&entity=faq&sort=id&order=desc`);
    expect(entries.data[0]).toMatchObject({
      action: 'faq.create',
      entity: 'faq',
      operator_email: 'operatore@demo.example',
      before: null,
    });
    const one = await admin(a, routes.adminActivityEntry, { id: entries.data[0].id as number });
    expect(one.body).toEqual(entries.data[0]);
  });

  it('answers the overview for a range, bounded to years 2000–2100, from ≤ to, at most two years', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const overview = await admin(a, routes.adminOverview, {}, undefined, `?from=${from}&to=${today}`);
    expect(overview.status, overview.raw).toBe(200);
    expect((overview.body.requests_per_day as unknown[]).length).toBe(31);
    expect(overview.body.requests).toBeGreaterThan(0);
    expect(overview.body.quotations_per_request).toBeGreaterThan(0);
    for (const bad of [
      '?from=1999-12-31&to=2000-01-10',
      '?from=2026-02-01&to=2026-01-01',
      '?from=2020-01-01&to=2023-01-01',
      '?from=2100-12-31&to=2101-01-01',
      '?from=2026-01-01',
    ]) {
      expect((await admin(a, routes.adminOverview, {}, undefined, bad)).status, bad).toBe(422);
    }
  });
});
