import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerQuotation } from '../../contract/api/customer';
import type { CustomerShipment } from '../../contract/shipping';
import { customerApp as m } from '../../i18n/it/customer/app';
import { handle } from './msw/handlers';
import { server } from './msw/server';
import { customerRequestFixture, renderCustomer } from './customer-render';
import { quotationFixture } from './fixtures';

/* The customer's order page follows the courier: the timeline of a purchase shipped with a label booked here. */

const TIMEOUT = { timeout: 20_000 };
const counters = {
  notifications_to_read: 0,
  messages_to_read: 0,
  open_requests: 0,
  offers_on_open_requests: 0,
  to_pay: 0,
};
const shipped = (): CustomerQuotation => {
  const { user: _user, ...quotation } = quotationFixture({
    status: 'complete',
    payment_type: 'online',
    payment_method_id: 4,
    tracking_code: 'RHD0000000042',
  });
  return { ...quotation, dealer: { id: 7, legal_name: 'Ricambi Rossi', dealer_stars: 4.5, available_methods: [2, 4] } };
};

const TIMELINE: CustomerShipment = {
  quotation_id: 501,
  courier: 'demo',
  tracking_number: 'RHD0000000042',
  state: 'in-transit',
  pickup_date: '2026-12-01',
  delivered_at: null,
  events: [
    { state: 'booked', description: 'Etichetta creata', occurred_at: '2026-12-01T08:00:00.000Z' },
    { state: 'picked-up', description: 'Presa in carico', occurred_at: '2026-12-01T16:30:00.000Z' },
    { state: 'in-transit', description: 'PARTITA - MILANO', occurred_at: '2026-12-02T05:05:00.000Z' },
  ],
};

describe('the courier timeline in /cliente', () => {
  it('lists the steps so far, oldest first, with the state now', async () => {
    server.use(
      handle('customerPing', () => counters),
      handle('customerQuotation', () => shipped()),
      handle('customerSubmission', () => customerRequestFixture()),
      handle('customerShipment', () => TIMELINE),
    );
    await renderCustomer('/cliente/preventivi/501');
    const section = await screen.findByRole('region', { name: m.order.timeline }, TIMEOUT);
    expect(within(section).getByText('In transito', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const steps = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toMatch(/^Etichetta creata · 01\/12\/2026/);
    expect(steps[1]).toMatch(/^Presa in carico/);
    expect(steps[2]).toMatch(/^In transito · .* · PARTITA - MILANO$/);
  });

  it('draws nothing for a purchase shipped with a typed code (no shipment here)', async () => {
    server.use(
      handle('customerPing', () => counters),
      handle('customerQuotation', () => shipped()),
      handle('customerSubmission', () => customerRequestFixture()),
    );
    await renderCustomer('/cliente/preventivi/501');
    expect(await screen.findByText('Codice di tracciamento: RHD0000000042', undefined, TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: m.order.timeline })).toBeNull();
  });
});
