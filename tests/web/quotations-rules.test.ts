import { describe, expect, it } from 'vitest';
import { Quotation, Submission, type QuotationStatus } from '../../contract';
import { i18nProvider } from '../../i18n';
import { letterheadLines } from '../../src/features/dealer/quotations/exportQuotationPdf';
import type { Translator } from '../../src/ui/translate';
import {
  canConfirmShipping,
  quotationTags,
  shippingFeeLines,
  shippingTracking,
  visibleCustomer,
} from '../../src/features/dealer/quotations/quotationRules';
import { quotationIn, requestWithRows } from './fixtures/quotations';

const tagTexts = (quotation: Quotation) => quotationTags(quotation).map((tag) => i18nProvider.translate(tag.label));
type Payment = { payment_type: 'online' | 'offline' | null; payment_method_id: number | null };
const online: Payment = { payment_type: 'online', payment_method_id: 4 };
const cashOnDelivery: Payment = { payment_type: 'offline', payment_method_id: 2 };
const bankTransfer: Payment = { payment_type: 'offline', payment_method_id: 3 };
const none: Payment = { payment_type: null, payment_method_id: null };

describe('fixtures of the quotation screens satisfy the contract', () => {
  it.each(['pending', 'payment-pending', 'paid', 'complete', 'cancelled'] as QuotationStatus[])(
    'quotation %s',
    (status) => {
      expect(Quotation.safeParse(quotationIn(status)).error?.issues ?? []).toEqual([]);
    },
  );
  it('request with rows', () => {
    expect(Submission.safeParse(requestWithRows()).error?.issues ?? []).toEqual([]);
  });
});

describe('status tags and the shipping button (SPEC §4 table)', () => {
  it.each<[QuotationStatus, Payment, string[], boolean]>([
    ['pending', none, [], false],
    ['payment-pending', online, ['Da Pagare'], false],
    ['paid', online, ['Da Spedire', 'Pagamento online'], true],
    ['paid', bankTransfer, ['Da Spedire', 'Pagamento offline', 'Bonifico bancario'], false],
    ['paid', cashOnDelivery, ['Da Spedire', 'Pagamento offline', 'Contrassegno'], false],
    ['complete', online, ['Spedito'], false],
    ['complete', cashOnDelivery, ['Gestione offline', 'Contrassegno'], false],
    ['complete', bankTransfer, ['Gestione offline', 'Bonifico bancario'], false],
    ['cancelled', none, ['Scaduto'], false],
  ])('%s %o → %o, CONFERMA SPEDIZIONE %s', (status, payment, tags, button) => {
    const quotation = quotationIn(status, payment);
    expect(tagTexts(quotation)).toEqual(tags);
    expect(canConfirmShipping(quotation)).toBe(button);
  });

  it('hides CONFERMA SPEDIZIONE once a tracking code exists', () => {
    expect(canConfirmShipping(quotationIn('paid', { ...online, tracking_code: 'BRT123' }))).toBe(false);
  });
});

describe('customer data', () => {
  it.each<[QuotationStatus, boolean]>([
    ['pending', false],
    ['payment-pending', true],
    ['paid', true],
    ['complete', true],
    ['cancelled', false],
  ])('%s: shown %s', (status, shown) => {
    const quotation = quotationIn(status, { user: quotationIn('paid').user });
    expect(visibleCustomer(quotation) !== null).toBe(shown);
  });

  it('is not shown when the server did not send it', () => {
    expect(visibleCustomer(quotationIn('paid', { user: null }))).toBeNull();
  });
});

describe('shipping fee lines and tracking', () => {
  it.each<[QuotationStatus, 'flat' | 'partial' | null, number | null, string[]]>([
    ['pending', null, 6, ['flat', 'partial']],
    ['pending', null, null, ['flat']],
    ['paid', 'flat', 6, ['flat']],
    ['paid', 'partial', 6, ['partial']],
    ['complete', 'partial', 6, ['partial']],
    ['cancelled', null, 6, []],
  ])('%s with chosen fee %s (partial %s) → %o', (status, chosen, partial, kinds) => {
    const quotation = quotationIn(status, { shipping_fee_chosen: chosen, shipping_cost_partial: partial });
    expect(shippingFeeLines(quotation).map((line) => line.kind)).toEqual(kinds);
  });

  it('a complete online quotation shows its tracking code, or else its message; nothing otherwise', () => {
    expect(
      shippingTracking(quotationIn('complete', { ...online, tracking_code: 'BRT1', tracking_message: 'x' })),
    ).toEqual({ code: 'BRT1' });
    expect(shippingTracking(quotationIn('complete', { ...online, tracking_message: 'Ritiro in sede' }))).toEqual({
      message: 'Ritiro in sede',
    });
    expect(shippingTracking(quotationIn('complete', { ...bankTransfer, tracking_code: 'BRT1' }))).toBeNull();
    expect(shippingTracking(quotationIn('paid', { ...online, tracking_code: 'BRT1' }))).toBeNull();
  });
});

describe('quotation PDF letterhead', () => {
  const t = ((key: string, vars?: Record<string, unknown>) =>
    i18nProvider.translate(key, vars)) as unknown as Translator;
  it('lists legal name, address, VAT number, phone, PEC and email of the dealer, leaving out what is missing', () => {
    const dealer = {
      legal_name: 'Ricambi Rossi S.r.l.',
      name: 'Mario',
      surname: 'Rossi',
      email: 'dealer@demo.example',
      phone: '+39 02 1234567',
      vat_number: '01234567890',
      pec: 'rossi@pec.it',
      adr_street: 'Via Roma',
      adr_house_no: '12',
      adr_zip_code: '20100',
      adr_city: 'Milano',
    };
    expect(letterheadLines(dealer, t)).toEqual([
      'Ricambi Rossi S.r.l.',
      'Via Roma, 12 – 20100 Milano',
      'P. IVA 01234567890',
      'Tel. +39 02 1234567',
      'PEC rossi@pec.it',
      'Email dealer@demo.example',
    ]);
    expect(
      letterheadLines({ ...dealer, legal_name: null, phone: null, pec: null, adr_street: null, adr_house_no: null }, t),
    ).toEqual(['Mario Rossi', '20100 Milano', 'P. IVA 01234567890', 'Email dealer@demo.example']);
  });
});
