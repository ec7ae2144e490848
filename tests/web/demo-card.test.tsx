import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentsCopy } from '../../i18n/it/app/payments';
import { DemoCardForm as CustomerDemoCard } from '../../src/features/customer/orders/DemoCardForm';
import { DemoCardForm } from '../../src/domain/payments/DemoCardForm';
import { quotationFixture } from './fixtures';
import { handle } from './msw/handlers';
import { server } from './msw/server';
import { renderInAdmin } from './render';

/* One demo card form for dealers and customers: the same fields, "1239" in Scadenza read as 12/39, named messages. */
const copy = paymentsCopy.demo;
const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}`);

describe('the demo card form', () => {
  it('turns "1239" typed in Scadenza into 12/39 and names each missing field', async () => {
    const onPay = vi.fn(async () => undefined);
    renderInAdmin(<DemoCardForm onPay={onPay} submitLabel="Paga" busy={false} />);
    const expiry = await screen.findByLabelText(label(copy.expiry));
    fireEvent.change(expiry, { target: { value: '1239' } });
    expect(expiry).toHaveValue('12/39');
    fireEvent.click(screen.getByRole('button', { name: 'Paga' }));
    expect(await screen.findByText(`${copy.holder}: campo obbligatorio`)).toBeInTheDocument();
    expect(screen.getByText(`${copy.cardNumber}: campo obbligatorio`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(label(copy.holder))).toHaveFocus());
    expect(screen.queryByLabelText(label(copy.country))).toBeNull();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('the customer’s payment is that form: 1239 becomes 12/39 and the card is sent as typed', async () => {
    let sent: unknown;
    const quotation = {
      ...quotationFixture({ id: 501, status: 'payment-pending' }),
      dealer: { id: 7, legal_name: 'R', dealer_stars: 4, available_methods: [4] },
    };
    server.use(
      handle('customerQuotationPayDemo', ({ body }) => {
        sent = body;
        return { ...quotation, status: 'paid' as const };
      }),
    );
    const onPaid = vi.fn();
    renderInAdmin(<CustomerDemoCard quotation={quotation} onPaid={onPaid} />);
    fireEvent.change(await screen.findByLabelText(label(copy.holder)), { target: { value: 'Giulia Bianchi' } });
    fireEvent.change(screen.getByLabelText(label(copy.cardNumber)), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText(label(copy.expiry)), { target: { value: '1239' } });
    fireEvent.change(screen.getByLabelText(label(copy.cvc)), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: /^Paga / }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(sent).toEqual({ holder: 'Giulia Bianchi', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
  });
});
