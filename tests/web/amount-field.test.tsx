import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { linkedPrices } from '../../src/features/dealer/drafts/linkedPrices';
import { reviewWarnings } from '../../src/features/dealer/drafts/reviewWarnings';
import { defaultOption } from '../../src/domain/drafts/draftModel';
import { AmountField } from '../../src/ui/forms/AmountField';
import { amountProblem, amountValue } from '../../src/ui/forms/amount';

function Field() {
  const [value, setValue] = useState('');
  return (
    <>
      <AmountField label="Prezzo netto (€)" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{String(amountValue(value))}</output>
    </>
  );
}

describe('AmountField (amounts typed the Italian way)', () => {
  it.each([
    ['45,50', '45,50', '45.5'],
    ['45.50', '45,50', '45.5'],
    ['1.234,56', '1.234,56', '1234.56'],
    ['1234', '1.234,00', '1234'],
  ])('reads %s and shows %s once left', async (typed, shown, read) => {
    render(<Field />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Prezzo netto (€)');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, typed);
    await user.tab();
    expect(input).toHaveValue(shown);
    expect(screen.getByRole('status')).toHaveTextContent(read);
  });

  it('leaves what it cannot read as typed, for the form to refuse in Italian', async () => {
    render(<Field />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Prezzo netto (€)');
    await user.type(input, '12,345');
    await user.tab();
    expect(input).toHaveValue('12,345');
    expect(amountProblem('12,345', true)).toBe(
      'Importo non leggibile: scrivi ad esempio 45,50 oppure 1.234,56 (al massimo due decimali)',
    );
    expect(amountProblem('4 5x', false)).toMatch(/^Importo non leggibile/);
    expect(amountProblem('', true)).toBe('Campo obbligatorio');
    expect(amountProblem('', false)).toBeNull();
    expect(amountProblem('45,50', true)).toBeNull();
  });
});

describe('list price, discount and net price fill each other', () => {
  const values = (net: string, list: string, discount: string) => ({ net_price: net, full_net_price: list, discount });
  it('net = list × (1 − discount/100) when the list price or the discount is left', () => {
    expect(linkedPrices('discount', values('', '100,00', '15'))).toEqual({ net_price: '85,00' });
    expect(linkedPrices('full_net_price', values('', '45,50', '10'))).toEqual({ net_price: '40,95' });
    // All three typed: the field just left is kept, the net price follows the new list price.
    expect(linkedPrices('full_net_price', values('85,00', '200,00', '15'))).toEqual({ net_price: '170,00' });
  });
  it('typing the net price with a list price sets the whole discount and keeps the net price', () => {
    expect(linkedPrices('net_price', values('80,00', '100,00', ''))).toEqual({ discount: '20' });
    expect(linkedPrices('net_price', values('33,33', '100,00', '20'))).toEqual({ discount: '67' });
    expect(linkedPrices('net_price', values('120,00', '100,00', ''))).toEqual({});
  });
  it('computes nothing without a list price or with an unreadable one', () => {
    expect(linkedPrices('discount', values('10', '', '15'))).toEqual({});
    expect(linkedPrices('discount', values('10', '1,234', '15'))).toEqual({});
    expect(linkedPrices('discount', values('10', '100', '2.5'))).toEqual({});
  });
});

describe('review warnings', () => {
  const row = (net: string, list = '') => ({
    submission_row_id: 1,
    options: [{ ...defaultOption(1), net_price: net, full_net_price: list }],
  });
  const entry = (net_price: number) => ({
    quotation_id: 1,
    created_at: '',
    manufacturer_id: null,
    model: null,
    brand: 'B',
    condition: 'new' as const,
    net_price,
    tax_import: 22,
    discount: null,
    outcome: 'pending' as const,
  });
  const values = (net: string, list = '') => ({
    rows: [row(net, list)],
    shipping_cost_flat: '0',
    shipping_cost_partial: '',
  });
  it('flags 0 €, a net above the list price and a price far from the dealer’s own', () => {
    expect(reviewWarnings(values('0'), () => []).map((w) => w.kind)).toEqual(['zero']);
    expect(reviewWarnings(values('50', '40'), () => []).map((w) => w.kind)).toEqual(['aboveList']);
    expect(reviewWarnings(values('4.550,00'), () => [entry(45), entry(46), entry(44)]).map((w) => w.kind)).toEqual([
      'farFromMemory',
    ]);
    expect(reviewWarnings(values('45,50', '50'), () => [entry(45)])).toEqual([]);
  });
});
