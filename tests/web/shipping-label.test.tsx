import { screen, waitFor, within } from '@testing-library/react';
import { labelOfControl, namedMessage } from '../../src/ui/forms/formErrors';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Quotation, User } from '../../contract';
import type { Shipment } from '../../contract/shipping';
import { shippingMessages } from '../../i18n/it/shipping';
import QuotationsPage from '../../src/features/dealer/quotations/QuotationsPage';
import { userFixture } from './fixtures';
import { quotationIn, renderScreen, signIn } from './fixtures/quotations';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';

/* "Crea etichetta" on the Accettati detail: the form checks with the contract, the server books, the tracking shows. */

const person = (role: 'shipping' | 'quoter'): User => ({
  ...userFixture({ id: 7 }),
  staff: { id: 90, email: 'luca@ricambirossi.example', name: 'Luca', surname: 'Bianchi', role },
});

function show(quotation: Quotation, user: User = userFixture({ id: 7 })) {
  signIn(user);
  server.use(
    handle('quotationList', () => ({ data: [quotation], total: 1, page: 1, per_page: 10, last_page: 1 })),
    handle('shipmentLabel', () => apiError(409, shippingMessages.noShipment)),
  );
  return renderScreen(<QuotationsPage filter="accepted" />, {
    path: '/dashboard/fulfilled?id=600',
    route: '/dashboard/fulfilled',
  });
}
const article = () => screen.findByRole('article', undefined, { timeout: 20_000 });
const paid = () => quotationIn('paid', { id: 600, payment_type: 'online' });

const SHIPMENT: Shipment = {
  id: 1,
  quotation_id: 600,
  courier: 'demo',
  tracking_number: 'RHD0000000042',
  state: 'booked',
  pickup_date: '2026-12-01',
  delivered_at: null,
  events: [{ state: 'booked', description: 'Etichetta creata', occurred_at: '2026-11-29T09:00:00.000Z' }],
  parcels: 1,
  weight_kg: 2.5,
  length_cm: 40,
  width_cm: 30,
  height_cm: 20,
  cod_amount: null,
  created_at: '2026-11-29T09:00:00.000Z',
};

describe('"Crea etichetta"', () => {
  // Typing seven fields takes a while on a busy machine.
  it(
    'refuses a weight that is no Italian number, then books with 2,5 kg and shows the tracking code',
    { timeout: 60_000 },
    async () => {
      let sent: unknown = null;
      server.use(
        handle('shipmentCreate', ({ body }) => {
          sent = body;
          return SHIPMENT;
        }),
      );
      show(paid());
      const user = userEvent.setup();
      await user.click(await within(await article()).findByRole('button', { name: 'Crea etichetta' }));
      const dialog = await screen.findByRole('dialog', { name: 'Crea etichetta' });
      await user.type(within(dialog).getByLabelText(/Peso totale/), 'due chili');
      await user.type(within(dialog).getByLabelText(/Lunghezza/), '40');
      await user.type(within(dialog).getByLabelText(/Larghezza/), '30');
      await user.type(within(dialog).getByLabelText(/Altezza/), '20');
      await user.click(within(dialog).getByRole('button', { name: 'Crea etichetta' }));
      const weight = within(dialog).getByLabelText(/Peso totale/);
      expect(
        await within(dialog).findByText(namedMessage(labelOfControl(weight)!, shippingMessages.weight)),
      ).toBeInTheDocument();
      expect(requests.some((r) => r.method === 'POST')).toBe(false);

      await user.clear(within(dialog).getByLabelText(/Peso totale/));
      await user.type(within(dialog).getByLabelText(/Peso totale/), '2,5');
      await user.click(within(dialog).getByRole('button', { name: 'Crea etichetta' }));
      expect(await within(dialog).findByText(/Codice di tracciamento: RHD0000000042/)).toBeInTheDocument();
      expect(sent).toMatchObject({ parcels: 1, weight_kg: 2.5, length_cm: 40, width_cm: 30, height_cm: 20 });
    },
  );

  it('shows the courier’s refusal in Italian and keeps the form', async () => {
    server.use(handle('shipmentCreate', () => apiError(502, shippingMessages.courierUnavailable)));
    show(
      quotationIn('complete', { id: 600, payment_type: 'offline', payment_method_id: 2, delivered_at: null }),
      person('shipping'),
    );
    const user = userEvent.setup();
    await user.click(await within(await article()).findByRole('button', { name: 'Crea etichetta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crea etichetta' });
    for (const [label, value] of [
      [/Peso totale/, '3'],
      [/Lunghezza/, '1'],
      [/Larghezza/, '1'],
      [/Altezza/, '1'],
    ] as const)
      await user.type(within(dialog).getByLabelText(label), value);
    await user.click(within(dialog).getByRole('button', { name: 'Crea etichetta' }));
    expect(await within(dialog).findByText(shippingMessages.courierUnavailable)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Crea etichetta' })).toBeEnabled();
  });

  it('offers the label again on a quotation shipped with one', async () => {
    server.use(handle('shipment', () => ({ ...SHIPMENT, state: 'in-transit' as const })));
    show(quotationIn('complete', { id: 600, payment_type: 'online', tracking_code: 'RHD0000000042' }));
    expect(await within(await article()).findByRole('button', { name: 'Etichetta PDF' })).toBeEnabled();
  });

  it('has no label to download after a typed code', async () => {
    show(quotationIn('complete', { id: 600, payment_type: 'online', tracking_code: 'BRT-1' }));
    expect(await within(await article()).findByText('Codice di tracciamento: BRT-1')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/quotation/600/shipment')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Etichetta PDF' })).toBeNull();
  });

  it('is not offered to a quoter (the server refuses the role too)', async () => {
    show(paid(), person('quoter'));
    await article();
    expect(screen.queryByRole('button', { name: 'Crea etichetta' })).toBeNull();
  });
});
