import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerOffers } from '../../contract/api/customer-offers';
import type { CustomerQuotation } from '../../contract/api/customer';
import { paymentsCopy } from '../../i18n/it/app/payments';
import { customerApp as m } from '../../i18n/it/customer/app';
import { customerErrors } from '../../i18n/it/customer/errors';
import { errors } from '../../i18n/it/errors';
import { apiError, handle } from './msw/handlers';
import { server } from './msw/server';
import { customer, customerRequestFixture, paged, renderCustomer } from './customer-render';
import { loginResponseFixture, quotationFixture } from './fixtures';
import { fakeInboxSockets, fakeSockets } from './fixtures/chat-socket';

/** The demo card's labels (its required fields carry an asterisk). */
const cardLabel = Object.fromEntries(
  (['cardNumber', 'expiry', 'cvc', 'holder'] as const).map((key) => [
    key,
    new RegExp(`^${paymentsCopy.demo[key].replace(/[()]/g, '\\$&')}`),
  ]),
) as Record<'cardNumber' | 'expiry' | 'cvc' | 'holder', RegExp>;

const counters = {
  notifications_to_read: 2,
  messages_to_read: 0,
  open_requests: 1,
  offers_on_open_requests: 1,
  to_pay: 0,
};
const TIMEOUT = { timeout: 20_000 };

const offers: CustomerOffers = {
  submission: customerRequestFixture({ offers_count: 1 }),
  dealers: [
    {
      quotation_id: 501,
      quotation_code: 'PRV-000501',
      status: 'pending',
      dealer_id: 7,
      legal_name: 'Ricambi Rossi',
      province: 'RM',
      dealer_stars: 4.5,
      ratings_count: 3,
      shipping_cost_flat: 10,
      shipping_cost_partial: null,
      available_methods: [2, 4],
      cheapest_total: 109.8,
      rows_offered: 1,
    },
  ],
  rows: [
    {
      submission_row_id: 1,
      part_id: 10,
      part_name: 'Faro anteriore',
      quantity: 1,
      brand: null,
      notes: null,
      options: [
        {
          id: 900,
          submission_row_id: 1,
          quotation_id: 501,
          dealer_id: 7,
          condition: 'new',
          brand: 'Bosch',
          part_code: 'B-1',
          item_code: null,
          notes: null,
          quantity: 1,
          net_price: 80,
          tax_import: 22,
          line_price_with_vat: 97.6,
          accepted: false,
        },
        {
          id: 901,
          submission_row_id: 1,
          quotation_id: 501,
          dealer_id: 7,
          condition: 'used',
          brand: 'Valeo',
          part_code: 'V-2',
          item_code: null,
          notes: null,
          quantity: 1,
          net_price: 100,
          tax_import: 22,
          line_price_with_vat: 122,
          accepted: false,
        },
      ],
    },
  ],
};

const customerQuotation = (overrides: Partial<CustomerQuotation> = {}): CustomerQuotation => {
  const { user: _user, ...quotation } = quotationFixture({
    status: 'payment-pending',
    payment_type: 'online',
    payment_method_id: 4,
    total_price: 134.2,
    quotation_rows: [
      {
        id: 901,
        accepted: true,
        quantity: 1,
        part_id: 10,
        part_name: 'Faro anteriore',
        part_code: 'V-2',
        item_code: null,
        brand: 'Valeo',
        condition: 'used',
        notes: null,
        net_price: 100,
        tax_import: 22,
        full_net_price: null,
        discount: null,
        submission_row_id: 1,
      },
    ],
  });
  return {
    ...quotation,
    dealer: { id: 7, legal_name: 'Ricambi Rossi', dealer_stars: 4.5, available_methods: [2, 4] },
    ...overrides,
  };
};

describe('customer app at /cliente', () => {
  it('without a session any page leads to the login; the customer logs in with the customer app’s key', async () => {
    let security: unknown;
    server.use(
      handle('login', ({ body }) => {
        security = body.security;
        return loginResponseFixture(customer);
      }),
      handle('customerSubmissions', () => paged([customerRequestFixture({ offers_count: 3 })])),
      handle('customerPing', () => counters),
    );
    await renderCustomer('/cliente/', null);
    fireEvent.change(await screen.findByLabelText(/^Email/, undefined, TIMEOUT), {
      target: { value: 'cliente@demo.example' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: m.login.submit }));
    const card = await screen.findByRole('article', { name: /AB123CD/ }, TIMEOUT);
    expect(security).toBe('customer-app');
    expect(within(card).getByText('3 offerte')).toBeInTheDocument();
    expect(within(card).getByText(/^Scade tra/)).toBeInTheDocument();
    // The counters from GET /customer/ping: notifications on their nav entry, for screen readers too.
    expect(await screen.findByRole('link', { name: /Notifiche, 2 novità/ }, TIMEOUT)).toBeInTheDocument();
  });

  it('a dealer is refused with the server’s message pointing to the portal', async () => {
    server.use(handle('login', () => apiError(403, errors.dealerUsePortal)));
    await renderCustomer('/cliente/accedi', null);
    fireEvent.change(await screen.findByLabelText(/^Email/, undefined, TIMEOUT), {
      target: { value: 'dealer@demo.example' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: m.login.submit }));
    expect(await screen.findByText(errors.dealerUsePortal, undefined, TIMEOUT)).toBeInTheDocument();
  });

  it('Nuova richiesta checks the Italian plate format, then publishes the request', async () => {
    let sent: unknown;
    server.use(
      handle('customerPing', () => counters),
      handle('manufacturerList', () => [{ id: 1, name: 'Fiat' }]),
      handle('provinceList', () => [{ id: 58, name: 'Roma', code: 'RM' }]),
      handle('partList', () => [
        { id: 1, name: 'Carrozzeria', part_parent_id: null },
        { id: 2, name: 'Anteriore', part_parent_id: 1 },
        { id: 10, name: 'Faro anteriore', part_parent_id: 2 },
      ]),
      handle('customerSubmissionNew', ({ body }) => {
        sent = body;
        return customerRequestFixture({ id: 77 });
      }),
      handle('customerSubmissionOffers', () => ({ ...offers, dealers: [], rows: [] })),
    );
    await renderCustomer('/cliente/nuova-richiesta');
    const plate = await screen.findByLabelText(/^Targa/, undefined, TIMEOUT);
    fireEvent.change(plate, { target: { value: '12345' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Fiat' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText(/^Marca$/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Modello/), { target: { value: 'Panda' } });
    fireEvent.change(screen.getByLabelText(/^Anno/), { target: { value: '2018' } });
    fireEvent.change(screen.getByLabelText(/^Chilometri/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/^Categoria/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Ricambio$/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/^Provincia/), { target: { value: '58' } });
    const submit = screen.getByRole('button', { name: m.request.submit });
    fireEvent.click(submit);
    // The first check loads the contract's schemas (zod is not in the form's own code): no second press meanwhile.
    expect(submit).toBeDisabled();
    expect(await screen.findByText(customerErrors.plate, undefined, TIMEOUT)).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(sent).toBeUndefined();

    fireEvent.change(plate, { target: { value: 'ab 123 cd' } });
    fireEvent.click(screen.getByRole('button', { name: m.request.submit }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        vehicle: {
          plate: 'AB123CD',
          chassis: null,
          manufacturer_id: 1,
          model: 'Panda',
          year_of_production: 2018,
          km_count: 2,
        },
        province_id: 58,
        is_outlet: false,
        rows: [{ part_id: 10, quantity: 1, part_photo: [] }],
      }),
    );
  });

  it('compares the offers: picking the other option changes the total; accepting sends the options picked', async () => {
    let accepted: unknown;
    server.use(
      handle('customerPing', () => counters),
      handle('customerSubmissionOffers', () => offers),
      handle('customerQuotationAccept', ({ body }) => {
        accepted = body;
        return customerQuotation();
      }),
      handle('customerQuotation', () => customerQuotation()),
      handle('customerSubmission', () => customerRequestFixture()),
    );
    await renderCustomer('/cliente/richieste/41');
    const card = await screen.findByRole('article', { name: 'Ricambista Ricambi Rossi' }, TIMEOUT);
    expect(within(card).getByText('Totale più conveniente 109,80 €')).toBeInTheDocument();
    const total = within(card).getByRole('status', { name: m.offers.yourTotal });
    expect(total).toHaveTextContent('109,80 €');
    fireEvent.click(within(card).getByRole('radio', { name: /Valeo/ }));
    expect(total).toHaveTextContent('134,20 €');
    fireEvent.click(within(card).getByRole('button', { name: m.offers.accept }));
    const dialog = await screen.findByRole('dialog', { name: /Accetta il preventivo di Ricambi Rossi/ });
    expect(within(dialog).getByRole('radio', { name: m.offers.methods.cash })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: m.offers.confirm }));
    await waitFor(() =>
      expect(accepted).toEqual({
        payment_type: 'online',
        payment_method_id: 4,
        shipping_fee_chosen: 'flat',
        accepted_rows: [901],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Preventivo PRV-000501' }, TIMEOUT)).toBeInTheDocument();
  });

  it('pays with the demo card once: a declined card shows the reason, 4242… moves it to Pagato', async () => {
    const cards: string[] = [];
    let paid = false;
    server.use(
      handle('customerPing', () => counters),
      handle('customerQuotation', () => customerQuotation({ status: paid ? 'paid' : 'payment-pending' })),
      handle('customerSubmission', () => customerRequestFixture()),
      handle('customerQuotationPayDemo', ({ body }) => {
        cards.push(body.card_number);
        if (body.card_number.startsWith('4000'))
          return apiError(422, 'La carta è stata rifiutata.', { card_number: ['La carta è stata rifiutata.'] });
        paid = true;
        return customerQuotation({ status: 'paid' });
      }),
    );
    await renderCustomer('/cliente/preventivi/501');
    const pay = await screen.findByRole('region', { name: m.order.pay }, TIMEOUT);
    // The provider comes from …/pay/start (the default handler answers the demo provider).
    expect(await within(pay).findByText(/Pagamento dimostrativo/, undefined, TIMEOUT)).toBeInTheDocument();
    fireEvent.change(within(pay).getByLabelText(cardLabel.cardNumber), { target: { value: '4000 0000 0000 0002' } });
    fireEvent.change(within(pay).getByLabelText(cardLabel.expiry), { target: { value: '12/39' } });
    fireEvent.change(within(pay).getByLabelText(cardLabel.cvc), { target: { value: '123' } });
    fireEvent.change(within(pay).getByLabelText(cardLabel.holder), { target: { value: 'Giulia Bianchi' } });
    fireEvent.click(within(pay).getByRole('button', { name: /^Paga / }));
    expect((await within(pay).findAllByText('La carta è stata rifiutata.')).length).toBeGreaterThan(0);
    fireEvent.change(within(pay).getByLabelText(cardLabel.cardNumber), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(within(pay).getByRole('button', { name: /^Paga / }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('status', { name: m.order.status })).getByText(m.order.statuses.paid),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: m.order.pay })).not.toBeInTheDocument();
    expect(cards).toEqual(['4000 0000 0000 0002', '4242 4242 4242 4242']);
  });

  it('after shipping shows the tracking code and sends a rating', async () => {
    let rating: unknown;
    server.use(
      handle('customerPing', () => counters),
      handle('customerQuotation', () => customerQuotation({ status: 'complete', tracking_code: 'BRT-1' })),
      handle('customerSubmission', () => customerRequestFixture()),
      handle('customerQuotationRating', ({ body }) => {
        rating = body;
        return {
          quotation_id: 501,
          dealer_id: 7,
          stars: 4,
          comment: 'Bene',
          created_at: '2025-03-02T10:00:00.000Z',
          dealer_stars: 4.4,
        };
      }),
    );
    await renderCustomer('/cliente/preventivi/501');
    expect(await screen.findByText('Codice di tracciamento: BRT-1', undefined, TIMEOUT)).toBeInTheDocument();
    const rate = screen.getByRole('region', { name: m.order.rate });
    fireEvent.click(within(rate).getByRole('radio', { name: '4 stelle' }));
    fireEvent.change(within(rate).getByLabelText(m.order.comment), { target: { value: 'Bene' } });
    fireEvent.click(within(rate).getByRole('button', { name: m.order.sendRating }));
    expect(await within(rate).findByText(m.order.rated)).toBeInTheDocument();
    expect(rating).toEqual({ stars: 4, comment: 'Bene' });
    // What was sent stays on the page, and no second form.
    expect(within(rate).getByRole('img', { name: m.order.ratedStars(4) })).toBeInTheDocument();
    expect(within(rate).getByText('Bene')).toBeInTheDocument();
    expect(within(rate).queryByRole('button', { name: m.order.sendRating })).not.toBeInTheDocument();
  });

  it('an offline sale: no rating until "Ho ricevuto il ricambio", then the date and the rating form', async () => {
    let confirmed = 0;
    const offline = { status: 'complete', payment_type: 'offline', payment_method_id: 2, delivered_at: null } as const;
    server.use(
      handle('customerPing', () => counters),
      handle('customerQuotation', () => customerQuotation({ ...offline, my_rating: null })),
      handle('customerSubmission', () => customerRequestFixture()),
      handle('customerQuotationReceived', () => {
        confirmed += 1;
        return customerQuotation({ ...offline, delivered_at: '2025-03-04T09:00:00.000Z', delivery_kind: 'received' });
      }),
    );
    await renderCustomer('/cliente/preventivi/501');
    const delivery = await screen.findByRole('region', { name: m.order.delivery }, TIMEOUT);
    expect(screen.queryByRole('region', { name: m.order.rate })).not.toBeInTheDocument();
    expect(within(delivery).getByText(m.order.receivedQuestion)).toBeInTheDocument();
    fireEvent.click(within(delivery).getByRole('button', { name: 'Ho ricevuto il ricambio' }));
    expect(await within(delivery).findByText(m.order.receivedOn('04/03/2025'))).toBeInTheDocument();
    expect(confirmed).toBe(1);
    expect(within(delivery).queryByRole('button', { name: 'Ho ricevuto il ricambio' })).not.toBeInTheDocument();
    const rate = await screen.findByRole('region', { name: m.order.rate });
    expect(within(rate).getByRole('button', { name: m.order.sendRating })).toBeInTheDocument();
  });

  it('an online sale shipped with a tracking code is rated at once; the receipt can still be confirmed', async () => {
    server.use(
      handle('customerPing', () => counters),
      handle('customerQuotation', () => customerQuotation({ status: 'complete', tracking_code: 'BRT-1' })),
      handle('customerSubmission', () => customerRequestFixture()),
    );
    await renderCustomer('/cliente/preventivi/501');
    expect(await screen.findByRole('region', { name: m.order.rate }, TIMEOUT)).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: m.order.delivery });
    expect(within(delivery).getByRole('button', { name: 'Ho ricevuto il ricambio' })).toBeInTheDocument();
  });

  it('once rated, the order shows the stars and comment given, with no second rating form', async () => {
    let posted = false;
    server.use(
      handle('customerPing', () => counters),
      handle('customerQuotation', () =>
        customerQuotation({
          status: 'complete',
          tracking_code: 'BRT-1',
          my_rating: { stars: 2, comment: 'Consegna lenta', created_at: '2025-03-02T10:00:00.000Z' },
        }),
      ),
      handle('customerSubmission', () => customerRequestFixture()),
      handle('customerQuotationRating', () => {
        posted = true;
        return {
          quotation_id: 501,
          dealer_id: 7,
          stars: 2,
          comment: null,
          created_at: '2025-03-02T10:00:00.000Z',
          dealer_stars: 4.4,
        };
      }),
    );
    await renderCustomer('/cliente/preventivi/501');
    const rate = await screen.findByRole('region', { name: m.order.rate }, TIMEOUT);
    expect(within(rate).getByText(m.order.yourRating)).toBeInTheDocument();
    expect(within(rate).getByRole('img', { name: m.order.ratedStars(2) })).toBeInTheDocument();
    expect(within(rate).getByText('Consegna lenta')).toBeInTheDocument();
    expect(within(rate).getByText(m.order.ratedOn('02/03/2025'))).toBeInTheDocument();
    expect(within(rate).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(rate).queryByRole('button', { name: m.order.sendRating })).not.toBeInTheDocument();
    expect(posted).toBe(false);
  });

  it('registers a new customer: the contract’s rules in Italian first, then POST /customer/register signs in', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      handle('customerProvinces', () => [{ id: 58, name: 'Roma', code: 'RM' }]),
      handle('customerRegister', ({ body }) => {
        sent = body as Record<string, unknown>;
        return loginResponseFixture(customer);
      }),
      handle('customerSubmissions', () => paged([])),
      handle('customerPing', () => counters),
    );
    await renderCustomer('/cliente/registrati', null);
    fireEvent.change(await screen.findByLabelText(/^Email/, undefined, TIMEOUT), {
      target: { value: 'giulia@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'segreta123' } });
    fireEvent.change(screen.getByLabelText(/^Conferma password/), { target: { value: 'diversa123' } });
    fireEvent.click(screen.getByRole('button', { name: m.register.submit }));
    // Each message names its field.
    expect(await screen.findByText('Conferma password: le password non coincidono')).toBeInTheDocument();
    expect(screen.getByText(errors.termsRequired)).toBeInTheDocument();
    expect(sent).toBeUndefined();

    fireEvent.change(screen.getByLabelText(/^Conferma password/), { target: { value: 'segreta123' } });
    for (const [label, value] of [
      [/^Nome/, 'Giulia'],
      [/^Cognome/, 'Bianchi'],
      [/^Telefono/, '3331234567'],
      [/^Codice fiscale/, 'BNCGLI80A41H501X'],
      [/^Via/, 'Via Roma'],
      [/^Numero civico/, '10'],
      [/^Città/, 'Roma'],
      [/^CAP/, '00100'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    await waitFor(() => expect(screen.getByRole('option', { name: 'Roma' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText(/^Provincia/), { target: { value: '58' } });
    fireEvent.click(screen.getByLabelText(m.register.terms));
    fireEvent.click(screen.getByRole('button', { name: m.register.submit }));
    expect(await screen.findByText(m.list.empty, undefined, TIMEOUT)).toBeInTheDocument();
    expect(sent).toMatchObject({
      email: 'giulia@example.com',
      name: 'Giulia',
      fiscal_code: 'BNCGLI80A41H501X',
      adr_province: '58',
      terms: true,
    });
  });

  it('recovers the password the dealers’ way', async () => {
    let email: unknown;
    server.use(
      handle('forgotPassword', ({ body }) => {
        email = body.email;
        return { message: 'ok' };
      }),
    );
    await renderCustomer('/cliente/recupero-password', null);
    fireEvent.change(await screen.findByLabelText(/^Email/, undefined, TIMEOUT), {
      target: { value: 'cliente@demo.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: m.recovery.submit }));
    expect(await screen.findByText(m.recovery.sent)).toBeInTheDocument();
    expect(email).toBe('cliente@demo.example');
  });

  it('lists the notifications with a link to their quotation and marks them read', async () => {
    let read = false;
    server.use(
      handle('customerPing', () => counters),
      handle('customerNotifications', () => [
        {
          id: 1,
          title: 'Nuova offerta',
          text: 'Ricambi Rossi ha risposto.',
          created_at: '2025-03-01T09:00:00.000Z',
          read: 0,
          target: { kind: 'quotation', id: 501, filter: 'pending' },
        },
      ]),
      handle('customerNotificationsRead', () => {
        read = true;
        return { message: 'ok' };
      }),
    );
    await renderCustomer('/cliente/notifiche');
    expect(await screen.findByText('Nuova offerta', undefined, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.notifications.openQuotation })).toHaveAttribute(
      'href',
      '/cliente/preventivi/501',
    );
    await waitFor(() => expect(read).toBe(true));
  });

  it('live: the /inbox socket’s counters move the nav and refetch the open list (the ping only while it is down)', async () => {
    let lists = 0;
    const before = fakeInboxSockets.length;
    server.use(
      handle('customerPing', () => counters),
      handle('customerSubmissions', () => {
        lists += 1;
        return paged([customerRequestFixture({ offers_count: lists > 1 ? 2 : 1 })]);
      }),
    );
    await renderCustomer('/cliente/');
    await screen.findByText('1 offerta', undefined, TIMEOUT);
    await waitFor(() => expect(fakeInboxSockets.length).toBeGreaterThan(before));
    const socket = fakeInboxSockets[fakeInboxSockets.length - 1];
    expect(socket.auth).toMatchObject({ token: expect.any(String) });
    socket.serverConnect();
    socket.fire('customer:counters', { ...counters, offers_on_open_requests: 2, notifications_to_read: 3 });
    expect(await screen.findByText('2 offerte', undefined, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Notifiche, 3 novità/ })).toBeInTheDocument();
  });

  it('chats with the dealer of the quotation: the handshake names the dealer; messages both ways', async () => {
    server.use(
      handle('customerPing', () => counters),
      handle('customerQuotation', () => customerQuotation({ status: 'pending', payment_type: null })),
      handle('customerSubmission', () => customerRequestFixture()),
    );
    const before = fakeSockets.length;
    await renderCustomer('/cliente/preventivi/501');
    const chat = await screen.findByRole('region', { name: 'Chat con Ricambi Rossi' }, TIMEOUT);
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(before));
    const socket = fakeSockets[fakeSockets.length - 1];
    expect(socket.auth).toMatchObject({ chatToken: customerRequestFixture().token_uuid, dealerId: 7 });
    socket.serverConnect();
    socket.serverSend(`/message/${customerRequestFixture().token_uuid}`, [
      {
        order: 1,
        is_client: false,
        my_message: false,
        user_name: 'Ricambi Rossi',
        created_at: '2025-03-01T10:00:00.000Z',
        timestamp: 1,
        text: 'Disponibile subito.',
        attachments: '[]',
      },
    ]);
    expect(await within(chat).findByText('Disponibile subito.')).toBeInTheDocument();
    fireEvent.change(within(chat).getByLabelText(m.chat.input), { target: { value: 'Lo prendo!' } });
    fireEvent.click(within(chat).getByRole('button', { name: m.chat.send }));
    expect(socket.sent()).toContainEqual(expect.objectContaining({ type: 'newMessage', text: 'Lo prendo!' }));
  });
});
