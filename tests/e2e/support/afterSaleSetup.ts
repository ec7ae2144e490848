import type { RouteName } from '../../../contract';
import { apiClient, fetchTransport, type CallInput } from '../../support/apiClient';
import { uniquePlate } from '../../support/plates';
import { apiOf } from './api';

export type Sale = { id: number; code: string };

/**
 * The after-sale states a test starts from, reached through the API as after-sale.test.ts reaches them: a request of
 * the demo customer that the demo dealer quotes at 80,00 € (50,00 € at 22% VAT, 15,57 € of shipping plus its 22%),
 * accepted online (paid with the demo card) or offline, shipped and received; then a return asked for it, ready to
 * be refunded or turned into a dispute.
 */
export function afterSaleSetup(url: string | (() => string)) {
  const { call, login } = apiOf(url);
  const base = typeof url === 'string' ? () => url : url;
  /** A call with a query string too (apiOf's takes params and a body). */
  const ok = <N extends RouteName>(name: N, token: string, input: CallInput<N> = {}) =>
    apiClient(fetchTransport(base()), token).ok(name, input);
  const operatorToken = async () =>
    (
      await call('login', null, {
        body: { email: 'operatore@demo.example', password: 'demo1234', security: 'operator-console' },
      })
    ).token;
  const customerToken = async () => (await login('cliente@demo.example', 'customer-app')).token;
  const dealerLogin = () => login('dealer@demo.example', 'dealer-portal');

  /** A request of the demo customer quoted by the demo dealer at 80,00 € and accepted, online or offline (not paid). */
  async function accepted(letters: string, payment: 'online' | 'offline'): Promise<Sale> {
    const customer = await customerToken();
    const dealer = await dealerLogin();
    const [manufacturers, parts, provinces] = await Promise.all([
      call('manufacturerList', customer),
      call('partList', customer),
      call('provinceList', customer),
    ]);
    const province = provinces.find((p) => !dealer.user.user_provinces.includes(p.id))!;
    const leaf = parts.find((p) => p.part_parent_id !== null && !parts.some((c) => c.part_parent_id === p.id))!;
    const request = await call('customerSubmissionNew', customer, {
      body: {
        vehicle: {
          plate: uniquePlate(letters),
          manufacturer_id: manufacturers[0].id,
          model: 'Importi',
          year_of_production: 2020,
          km_count: 2,
        },
        province_id: province.id,
        rows: [{ part_id: leaf.id, quantity: 1 }],
      },
    });
    await call('quotationNew', dealer.token, {
      body: {
        submission_id: request.id,
        vehicle_id: request.vehicle_id,
        author_id: request.author_id,
        dealer_id: dealer.user.id,
        shipping_cost_flat: 15.57,
        quotation_rows: JSON.stringify([
          {
            submission_row_id: request.submission_rows[0].id,
            quantity: 1,
            part_code: `OE-IMPORTI-${letters}`,
            brand: 'Bosch',
            condition: 'new',
            net_price: 50,
            tax_import: 22,
          },
        ]),
      },
    });
    const { quotations } = await call('customerSubmissionQuotations', customer, { params: { id: request.id } });
    const quotation = quotations.find((q) => q.dealer_id === dealer.user.id)!;
    const id = quotation.id;
    await call('customerQuotationAccept', customer, {
      params: { id },
      body: {
        payment_type: payment,
        payment_method_id: payment === 'online' ? 4 : 2,
        shipping_fee_chosen: 'flat',
        accepted_rows: quotation.quotation_rows.map((row) => row.id),
      },
    });
    return { id, code: quotation.quotation_code };
  }

  /** The same sale paid (online, with the demo card) and shipped, then received by the customer. */
  async function delivered(letters: string, payment: 'online' | 'offline'): Promise<Sale> {
    const { id, code } = await accepted(letters, payment);
    const customer = await customerToken();
    const dealer = await dealerLogin();
    if (payment === 'online') {
      await call('customerQuotationPayDemo', customer, {
        params: { id },
        body: { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Giulia Bianchi' },
      });
      await call('quotationTracking', dealer.token, { params: { id }, body: { tracking_code: `BRT-${id}` } });
    }
    await call('customerQuotationReceived', customer, { params: { id } });
    return { id, code };
  }

  /** The customer's return of every row of the sale: its id. */
  async function returnAsked(sale: Sale): Promise<number> {
    const customer = await customerToken();
    const options = await call('customerReturnOptions', customer, { params: { id: sale.id } });
    const asked = await call('customerReturnCreate', customer, {
      params: { id: sale.id },
      body: {
        rows: options.rows.map((row) => ({ quotation_row_id: row.quotation_row_id, quantity: 1 })),
        reason: 'difettoso',
        note: 'Non si accende',
      },
    });
    return asked.id;
  }

  /** A sale whose return the dealer has accepted and received back: "Rimborsa" / "Segna come rimborsato" is next. */
  async function returnToRefund(letters: string, payment: 'online' | 'offline') {
    const sale = await delivered(letters, payment);
    const returnId = await returnAsked(sale);
    const dealer = await dealerLogin();
    const params = { dealerId: dealer.user.id, returnId };
    await call('dealerReturnAccept', dealer.token, { params });
    await call('dealerReturnReceived', dealer.token, { params, body: { condition: 'intact' } });
    return { sale, returnId };
  }

  /** A sale whose return the dealer refused and the customer took to the operator: "Decidi" is next. */
  async function disputeOpened(letters: string) {
    const sale = await delivered(letters, 'online');
    const returnId = await returnAsked(sale);
    const dealer = await dealerLogin();
    await call('dealerReturnRefuse', dealer.token, {
      params: { dealerId: dealer.user.id, returnId },
      body: { reason: 'Il ricambio è stato montato e graffiato' },
    });
    await call('customerDisputeOpen', await customerToken(), {
      params: { id: returnId },
      body: { text: 'Non l’ho mai montato: non si accende appena tolto dalla scatola' },
    });
    const disputes = await ok('adminDisputes', await operatorToken(), { query: { state: 'open', per_page: 100 } });
    const disputeId = disputes.data.find((d) => d.quotation_code === sale.code)!.id;
    return { sale, returnId, disputeId };
  }

  /** The return as the dealer reads it (its refund_amount once refunded). */
  async function dealerReturn(returnId: number) {
    const dealer = await dealerLogin();
    return call('dealerReturn', dealer.token, { params: { dealerId: dealer.user.id, returnId } });
  }

  return { ok, accepted, delivered, returnAsked, returnToRefund, disputeOpened, dealerReturn };
}
