import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CardUpdateForm } from '../../src/domain/payments/CardUpdateForm';
import { dealerWith, pingFixture, userFixture } from './fixtures';
import {
  feeAmountDue,
  feeSetup,
  recordPaymentUpdates,
  subscriptionSetup,
  walletSetup,
  SLOW,
} from './fixtures/payments';
import { handle } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp, renderInAdmin, storeSession } from './render';

// The providers' SDKs cannot load here (no network): their React modules are replaced by stand-ins that expose
// what the app passes to them, so the real branches of the app are exercised.
const sdk = vi.hoisted(() => ({
  stripe: { confirmPayment: vi.fn(), confirmSetup: vi.fn() },
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

const STRIPE_KEY = 'pk_test_ricambihub';
const stripeSecret = 'pi_123_secret_abc';
const origin = () => window.location.origin;

beforeEach(() => {
  sdk.stripe.confirmPayment.mockReset();
  sdk.stripe.confirmSetup.mockReset();
  sdk.loadStripe.mockReset().mockResolvedValue(sdk.stripe);
  sdk.elementsOptions.length = 0;
  sdk.paypalOptions.length = 0;
  sdk.paypalButtons = null;
  server.use(
    handle('ping', () =>
      pingFixture({ stripe_public_key: STRIPE_KEY, paypal_client_id: 'paypal-client', paypal_dealer_plan: 'P-PLAN-1' }),
    ),
  );
});

describe('Stripe', () => {
  const openSubscription = async () => {
    server.use(handle('paymentSetup', () => subscriptionSetup({ provider: 'stripe', client_secret: stripeSecret })));
    renderApp('/subscription-payment', dealerWith(null));
    await screen.findByTestId('stripe-payment-element', undefined, SLOW);
    return userEvent.setup();
  };

  it('loads Stripe.js with the ping key and confirms the payment in place; payment/update gets the PaymentIntent id', async () => {
    const updates = recordPaymentUpdates();
    server.use(updates.handler);
    sdk.stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
    const user = await openSubscription();
    expect(sdk.loadStripe).toHaveBeenCalledWith(STRIPE_KEY, { locale: 'it' });
    expect(sdk.elementsOptions.at(-1)).toEqual({ clientSecret: stripeSecret, locale: 'it' });

    await user.click(screen.getByRole('button', { name: /^Paga / }));
    await waitFor(() => expect(currentPath()).toBe('/thank-you/subscription'), SLOW);
    expect(sdk.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: sdk.elements,
      confirmParams: { return_url: `${origin()}/subscription-payment?order_id=301`, shipping: undefined },
      redirect: 'if_required',
    });
    expect(updates.bodies).toEqual([{ order_id: 301, status: 'pending', external_id: 'pi_123' }]);
  });

  it.each([
    ['card_error', 'La tua carta è stata rifiutata.', 'La tua carta è stata rifiutata.'],
    ['validation_error', 'Il numero della carta è incompleto.', 'Il numero della carta è incompleto.'],
    ['api_error', 'Something broke', 'An unexpected error occured.'],
    ['invalid_request_error', 'No such payment_intent', 'An unexpected error occured.'],
  ])('a confirmPayment error of type %s shows "%s" → "%s"', async (type, message, shown) => {
    const updates = recordPaymentUpdates();
    server.use(updates.handler);
    sdk.stripe.confirmPayment.mockResolvedValue({ error: { type, message } });
    const user = await openSubscription();
    await user.click(screen.getByRole('button', { name: /^Paga / }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pagamento non riuscito' }, SLOW);
    expect(within(dialog).getByText(shown)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Indietro' })).toBeInTheDocument();
    expect(updates.bodies).toEqual([]);
  });

  it('a thrown confirmation says "Errore inaspettato!"', async () => {
    sdk.stripe.confirmPayment.mockRejectedValue(new Error('network down'));
    const user = await openSubscription();
    await user.click(screen.getByRole('button', { name: /^Paga / }));
    expect(await screen.findByRole('alertdialog', undefined, SLOW)).toHaveTextContent('Errore inaspettato!');
  });

  it('credits: confirmPayment carries the shipping address in Italy', async () => {
    server.use(
      handle('creditsBuy', () => ({ ...walletSetup(50), provider: 'stripe' as const, client_secret: stripeSecret })),
      recordPaymentUpdates().handler,
    );
    sdk.stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_w', status: 'processing' } });
    const user = userEvent.setup();
    renderApp('/purchase-credits', userFixture());
    await user.click(await screen.findByRole('button', { name: 'Procedi al pagamento' }, SLOW));
    await user.click(await screen.findByRole('button', { name: /^Paga / }, SLOW));
    await waitFor(() => expect(currentPath()).toBe('/thank-you/credits'), SLOW);
    const [{ confirmParams }] = sdk.stripe.confirmPayment.mock.calls[0] as [
      { confirmParams: { shipping: unknown; return_url: string } },
    ];
    expect(confirmParams.return_url).toBe(`${origin()}/purchase-credits?order_id=401`);
    expect(confirmParams.shipping).toEqual({
      name: 'Ricambi Rossi S.r.l.',
      address: { line1: 'Via Roma 10', city: 'Milano', postal_code: '20121', country: 'IT' },
    });
  });

  it('finishes a payment Stripe redirected back from (payment_intent, redirect_status in the URL)', async () => {
    const updates = recordPaymentUpdates();
    server.use(updates.handler);
    renderApp(
      '/purchase-credits?order_id=401&payment_intent=pi_redirected&payment_intent_client_secret=x&redirect_status=succeeded',
      userFixture(),
    );
    await waitFor(() => expect(currentPath()).toBe('/thank-you/credits'), SLOW);
    expect(updates.bodies).toEqual([{ order_id: 401, status: 'pending', external_id: 'pi_redirected' }]);
  });

  it('a failed redirect shows the provider error', async () => {
    const updates = recordPaymentUpdates();
    server.use(updates.handler);
    renderApp('/purchase-credits?order_id=401&payment_intent=pi_x&redirect_status=failed', userFixture());
    expect(await screen.findByRole('alertdialog', undefined, SLOW)).toHaveTextContent('An unexpected error occured.');
    expect(updates.bodies).toEqual([]);
  });

  it('without a Stripe key in ping the payment is not available', async () => {
    server.use(
      handle('ping', () => pingFixture({ stripe_public_key: null })),
      handle('paymentSetup', () => subscriptionSetup({ provider: 'stripe', client_secret: stripeSecret })),
    );
    renderApp('/subscription-payment', dealerWith(null));
    expect(await screen.findByText(/Il pagamento online non è disponibile/, undefined, SLOW)).toBeInTheDocument();
    expect(sdk.loadStripe).not.toHaveBeenCalled();
  });
});

describe('PayPal', () => {
  const approve = (data: Record<string, unknown>) =>
    act(async () => void (await sdk.paypalButtons?.onApprove(data, {})));

  it('subscription: vault + intent subscription, the server subscription id, onApprove → payment/update with the subscription id', async () => {
    const updates = recordPaymentUpdates();
    server.use(
      handle('paymentSetup', () => subscriptionSetup({ provider: 'paypal', client_secret: 'I-SUBSCRIPTION1' })),
      updates.handler,
    );
    renderApp('/subscription-payment', dealerWith(null));
    await screen.findByTestId('paypal-buttons', undefined, SLOW);
    expect(sdk.paypalOptions.at(-1)).toMatchObject({ clientId: 'paypal-client', vault: true, intent: 'subscription' });
    expect(sdk.paypalButtons?.createOrder).toBeUndefined();
    await expect(sdk.paypalButtons?.createSubscription({}, { subscription: { create: vi.fn() } })).resolves.toBe(
      'I-SUBSCRIPTION1',
    );

    await approve({ subscriptionID: 'I-SUBSCRIPTION1', orderID: 'ignored' });
    await waitFor(() => expect(currentPath()).toBe('/thank-you/subscription'), SLOW);
    expect(updates.bodies).toEqual([{ order_id: 301, status: 'pending', external_id: 'I-SUBSCRIPTION1' }]);
  });

  it('subscription without a server id: created in the browser with the plan id and the order id as custom id', async () => {
    server.use(handle('paymentSetup', () => subscriptionSetup({ provider: 'paypal', client_secret: null })));
    renderApp('/subscription-payment', dealerWith(null));
    await screen.findByTestId('paypal-buttons', undefined, SLOW);
    const create = vi.fn().mockResolvedValue('I-NEW');
    await expect(sdk.paypalButtons?.createSubscription({}, { subscription: { create } })).resolves.toBe('I-NEW');
    expect(create).toHaveBeenCalledWith({ plan_id: 'P-PLAN-1', custom_id: '301' });
  });

  it('fee: EUR capture order created by the server; onApprove → payment/update with the order id', async () => {
    const updates = recordPaymentUpdates();
    server.use(
      handle('feeAmount', () => feeAmountDue()),
      handle('feePay', () => feeSetup({ provider: 'paypal', client_secret: 'PAYPAL-ORDER-9' })),
      updates.handler,
    );
    const user = userEvent.setup();
    renderApp('/pay-fee', userFixture());
    await user.click(await screen.findByRole('button', { name: 'Salda ora' }, SLOW));
    await screen.findByTestId('paypal-buttons', undefined, SLOW);
    expect(sdk.paypalOptions.at(-1)).toMatchObject({ clientId: 'paypal-client', currency: 'EUR', intent: 'capture' });
    await expect(sdk.paypalButtons?.createOrder({}, {})).resolves.toBe('PAYPAL-ORDER-9');
    await approve({ orderID: 'PAYPAL-ORDER-9' });
    await waitFor(() => expect(currentPath()).toBe('/thank-you/fee'), SLOW);
    expect(updates.bodies).toEqual([{ order_id: 501, status: 'pending', external_id: 'PAYPAL-ORDER-9' }]);
  });

  it('a refused shipping country (payment/update 422) shows the server message', async () => {
    server.use(
      handle('paymentSetup', () => subscriptionSetup({ provider: 'paypal', client_secret: 'I-S' })),
      handle(
        'paymentUpdate',
        () =>
          new Response(JSON.stringify({ message: 'L’indirizzo di spedizione deve essere in Italia' }), {
            status: 422,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderApp('/subscription-payment', dealerWith(null));
    await screen.findByTestId('paypal-buttons', undefined, SLOW);
    await approve({ subscriptionID: 'I-S' });
    expect(await screen.findByRole('alertdialog', undefined, SLOW)).toHaveTextContent(
      'L’indirizzo di spedizione deve essere in Italia',
    );
  });

  it('provider errors are only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(handle('paymentSetup', () => subscriptionSetup({ provider: 'paypal', client_secret: 'I-S' })));
    renderApp('/subscription-payment', dealerWith(null));
    await screen.findByTestId('paypal-buttons', undefined, SLOW);
    act(() => void sdk.paypalButtons?.onError(new Error('popup closed')));
    expect(log).toHaveBeenCalledWith('[pagamenti] PayPal', expect.any(Error));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    log.mockRestore();
  });
});

describe('CardUpdateForm (profile)', () => {
  it('Stripe: payment/setup?purpose=card, confirmSetup back to /profile, payment/update without order', async () => {
    const updates = recordPaymentUpdates();
    const setups: string[] = [];
    server.use(
      handle('paymentSetup', ({ query }) => {
        setups.push(String(query.purpose));
        return { ...subscriptionSetup({ provider: 'stripe', client_secret: 'seti_1_secret_x' }), order: null };
      }),
      updates.handler,
    );
    sdk.stripe.confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded' } });
    const onSaved = vi.fn();
    storeSession(userFixture());
    renderInAdmin(<CardUpdateForm onSaved={onSaved} />, { path: '/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salva' }, SLOW));
    expect(await screen.findByText('La nuova carta è stata salvata.', undefined, SLOW)).toBeInTheDocument();
    expect(setups).toEqual(['card']);
    expect(sdk.stripe.confirmSetup).toHaveBeenCalledWith({
      elements: sdk.elements,
      confirmParams: { return_url: `${origin()}/profile` },
      redirect: 'if_required',
    });
    expect(updates.bodies).toEqual([{ order_id: null, status: 'pending', external_id: 'seti_1' }]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('PayPal has no card to update: nothing is shown', async () => {
    server.use(
      handle('paymentSetup', () => ({
        ...subscriptionSetup({ provider: 'paypal', client_secret: null }),
        order: null,
      })),
    );
    storeSession(userFixture());
    const { container } = renderInAdmin(<CardUpdateForm />, { path: '/profile' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });
});
