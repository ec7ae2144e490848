import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerPayStart, CustomerQuotation } from '../../contract/api/customer';
import { paymentsCopy } from '../../i18n/it/app/payments';
import { customerApp as m } from '../../i18n/it/customer/app';
import { customerErrors } from '../../i18n/it/customer/errors';
import { apiError, handle } from './msw/handlers';
import { server } from './msw/server';
import { customerRequestFixture, renderCustomer } from './customer-render';
import { quotationFixture } from './fixtures';

/** The demo card's labels (its required fields carry an asterisk). */
const cardLabel = Object.fromEntries(
  (['cardNumber', 'expiry', 'cvc', 'holder'] as const).map((key) => [
    key,
    new RegExp(`^${paymentsCopy.demo[key].replace(/[()]/g, '\\$&')}`),
  ]),
) as Record<'cardNumber' | 'expiry' | 'cvc' | 'holder', RegExp>;

/*
 * The customer pays an accepted quotation through the configured provider. The providers' SDKs cannot load
 * here (no network): their React modules are replaced by stand-ins that expose what the app passes to them, as in
 * tests/web/payments-providers.test.tsx, so the customer app's own branches run.
 */
const sdk = vi.hoisted(() => ({
  stripe: { confirmPayment: vi.fn() },
  elements: { id: 'elements' },
  loadStripe: vi.fn(),
  elementsOptions: [] as unknown[],
  paypalOptions: [] as Record<string, unknown>[],
  paypalButtons: null as null | Record<string, (...args: unknown[]) => unknown>,
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: sdk.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    sdk.elementsOptions.push(options);
    return children;
  },
  PaymentElement: () => <div data-testid="stripe-payment-element" />,
  useStripe: () => sdk.stripe,
  useElements: () => sdk.elements,
}));
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children, options }: { children: ReactNode; options: Record<string, unknown> }) => {
    sdk.paypalOptions.push(options);
    return children;
  },
  usePayPalScriptReducer: () => [
    { isPending: false, isRejected: false, isResolved: true, isInitial: false, options: {} },
    () => undefined,
  ],
  PayPalButtons: (props: Record<string, (...args: unknown[]) => unknown>) => {
    sdk.paypalButtons = props;
    return <div data-testid="paypal-buttons" />;
  },
}));

const TIMEOUT = { timeout: 20_000 };
const counters = {
  notifications_to_read: 0,
  messages_to_read: 0,
  open_requests: 1,
  offers_on_open_requests: 0,
  to_pay: 1,
};

const customerQuotation = (overrides: Partial<CustomerQuotation> = {}): CustomerQuotation => {
  const { user: _user, ...quotation } = quotationFixture({
    id: 501,
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

const started = (overrides: Partial<CustomerPayStart>): CustomerPayStart => ({
  provider: 'stripe',
  order_id: 77,
  client_secret: 'pi_c1_secret_x',
  external_id: 'pi_c1',
  amount: 134.2,
  stripe_public_key: 'pk_test_customer',
  paypal_client_id: null,
  ...overrides,
});

/** The order page of quotation 501 with a server that starts `start` and records every confirm body. */
function serve(start: CustomerPayStart, confirmAnswer?: () => CustomerQuotation | ReturnType<typeof apiError>) {
  const state = { paid: false, starts: 0, confirms: [] as unknown[] };
  server.use(
    handle('customerPing', () => counters),
    handle('customerSubmission', () => customerRequestFixture()),
    handle('customerQuotation', () => customerQuotation({ status: state.paid ? 'paid' : 'payment-pending' })),
    handle('customerQuotationPayStart', () => {
      state.starts += 1;
      return start;
    }),
    handle('customerQuotationPayConfirm', async ({ body }) => {
      state.confirms.push(body);
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (confirmAnswer) return confirmAnswer();
      state.paid = true;
      return customerQuotation({ status: 'paid' });
    }),
  );
  return state;
}

const statusChip = () => within(screen.getByRole('status', { name: m.order.status }));

beforeEach(() => {
  sdk.stripe.confirmPayment.mockReset();
  sdk.loadStripe.mockReset().mockResolvedValue(sdk.stripe);
  sdk.elementsOptions.length = 0;
  sdk.paypalOptions.length = 0;
  sdk.paypalButtons = null;
});

describe('paying a quotation with Stripe', () => {
  it('shows the card Element for the started PaymentIntent and confirms once, even tapped twice: the order becomes Pagato', async () => {
    const state = serve(started({}));
    sdk.stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_c1', status: 'requires_capture' } });
    await renderCustomer('/cliente/preventivi/501');
    const pay = await screen.findByRole('region', { name: m.order.pay }, TIMEOUT);
    await within(pay).findByTestId('stripe-payment-element', undefined, TIMEOUT);
    expect(sdk.loadStripe).toHaveBeenCalledWith('pk_test_customer', { locale: 'it' });
    expect(sdk.elementsOptions.at(-1)).toEqual({ clientSecret: 'pi_c1_secret_x', locale: 'it' });
    expect(within(pay).getByText(m.order.payCardLabel)).toBeInTheDocument();
    expect(within(pay).queryByText(/Pagamento dimostrativo/)).not.toBeInTheDocument();

    const button = within(pay).getByRole('button', { name: /^Paga 134,20/ });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(statusChip().getByText(m.order.statuses.paid)).toBeInTheDocument(), TIMEOUT);
    expect(sdk.stripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(sdk.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: sdk.elements,
      confirmParams: { return_url: window.location.href },
      redirect: 'if_required',
    });
    expect(state.confirms).toEqual([{ external_id: 'pi_c1' }]);
    expect(screen.queryByRole('region', { name: m.order.pay })).not.toBeInTheDocument();
  });

  it('a card Stripe refuses shows Stripe’s reason, tells our server nothing, and the same form retries', async () => {
    const state = serve(started({}));
    sdk.stripe.confirmPayment
      .mockResolvedValueOnce({ error: { type: 'card_error', message: 'La tua carta è stata rifiutata.' } })
      .mockResolvedValueOnce({ paymentIntent: { id: 'pi_c1', status: 'requires_capture' } });
    await renderCustomer('/cliente/preventivi/501');
    const pay = await screen.findByRole('region', { name: m.order.pay }, TIMEOUT);
    await within(pay).findByTestId('stripe-payment-element', undefined, TIMEOUT);
    fireEvent.click(within(pay).getByRole('button', { name: /^Paga 134,20/ }));
    expect(await within(pay).findByText('La tua carta è stata rifiutata.')).toBeInTheDocument();
    expect(state.confirms).toEqual([]);
    fireEvent.click(within(pay).getByRole('button', { name: /^Paga 134,20/ }));
    await waitFor(() => expect(statusChip().getByText(m.order.statuses.paid)).toBeInTheDocument(), TIMEOUT);
    expect(state.confirms).toEqual([{ external_id: 'pi_c1' }]);
  });

  it('shows the server’s Italian refusal of a start (the quotation was paid meanwhile)', async () => {
    server.use(
      handle('customerPing', () => counters),
      handle('customerSubmission', () => customerRequestFixture()),
      handle('customerQuotation', () => customerQuotation()),
      handle('customerQuotationPayStart', () => apiError(409, customerErrors.alreadyPaid)),
    );
    await renderCustomer('/cliente/preventivi/501');
    const pay = await screen.findByRole('region', { name: m.order.pay }, TIMEOUT);
    expect(await within(pay).findByText(customerErrors.alreadyPaid, undefined, TIMEOUT)).toBeInTheDocument();
    expect(within(pay).getByRole('button', { name: m.order.payRetry })).toBeInTheDocument();
  });
});

describe('paying a quotation with PayPal', () => {
  it('shows PayPal’s buttons for the server’s PayPal order and confirms the approved order id once', async () => {
    const state = serve(
      started({
        provider: 'paypal',
        client_secret: 'PAYPAL-C1',
        external_id: 'PAYPAL-C1',
        stripe_public_key: null,
        paypal_client_id: 'paypal-client',
      }),
    );
    await renderCustomer('/cliente/preventivi/501');
    const pay = await screen.findByRole('region', { name: m.order.pay }, TIMEOUT);
    await within(pay).findByTestId('paypal-buttons', undefined, TIMEOUT);
    expect(sdk.paypalOptions.at(-1)).toMatchObject({ clientId: 'paypal-client', currency: 'EUR', intent: 'capture' });
    const buttons = sdk.paypalButtons!;
    await expect(buttons.createOrder()).resolves.toBe('PAYPAL-C1');
    await act(async () => {
      await Promise.all([buttons.onApprove({ orderID: 'PAYPAL-C1' }), buttons.onApprove({ orderID: 'PAYPAL-C1' })]);
    });
    await waitFor(() => expect(statusChip().getByText(m.order.statuses.paid)).toBeInTheDocument(), TIMEOUT);
    expect(state.confirms).toEqual([{ external_id: 'PAYPAL-C1' }]);
  });
});

describe('the demo provider (no keys)', () => {
  it('keeps the demo card form: no provider SDK loads', async () => {
    serve(
      started({ provider: 'demo', order_id: null, client_secret: null, external_id: null, stripe_public_key: null }),
    );
    await renderCustomer('/cliente/preventivi/501');
    const pay = await screen.findByRole('region', { name: m.order.pay }, TIMEOUT);
    expect(await within(pay).findByText(/Pagamento dimostrativo/, undefined, TIMEOUT)).toBeInTheDocument();
    expect(within(pay).getByLabelText(cardLabel.cardNumber)).toBeInTheDocument();
    expect(sdk.loadStripe).not.toHaveBeenCalled();
    expect(sdk.paypalOptions).toEqual([]);
  });
});
