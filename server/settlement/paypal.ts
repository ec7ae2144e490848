import { fromCents, toCents } from '../../contract/totals.js';
import { reconciliationMessages } from '../../i18n/it/reconciliation.js';
import type { PaypalClient } from '../payments/paypal-client.js';
import type {
  CreatedAccount,
  PayoutAccountState,
  PayoutAdapter,
  PayoutDealer,
  PayoutResult,
  ProviderMovement,
  ProviderRecords,
  ReconciliationQuery,
  TransferSale,
} from './provider.js';

interface PaypalTransactions {
  transaction_details?: {
    transaction_info?: {
      transaction_id?: string;
      transaction_event_code?: string;
      transaction_initiation_date?: string;
      transaction_amount?: { value?: string };
      custom_field?: string;
    };
  }[];
  total_pages?: number;
}

/** PayPal's transaction search takes at most 31 days per call. */
const SEARCH_MAX_MS = 31 * 24 * 60 * 60 * 1000;

interface PaypalOrder {
  purchase_units?: { payments?: { captures?: { id: string }[] } }[];
}

const euro = (cents: number) => fromCents(cents).toFixed(2);

/**
 * PayPal multiparty payments. Onboarding is a partner referral (tracking id rh-dealer-<id>; PayPal names the merchant
 * in MERCHANT.ONBOARDING.COMPLETED). The sale is a PayPal order with the dealer's merchant id as payee, our fee in
 * platform_fees and disbursement_mode DELAYED (server/payments/paypal.ts): PayPal holds the dealer's share until we
 * release it with a referenced payout, which is this adapter's transfer. A sale the platform charged itself is sent to
 * the merchant with the Payouts API. PayPal has no payout to the dealer's bank: released money is in the dealer's
 * PayPal balance, so the payout is complete when the releases are (docs/payments-api.md, limits).
 */
export class PaypalPayouts implements PayoutAdapter {
  readonly provider = 'paypal' as const;

  constructor(
    private readonly api: PaypalClient,
    private readonly partnerId: string | null,
  ) {}

  async createAccount(dealer: PayoutDealer): Promise<CreatedAccount> {
    return {
      externalId: null,
      trackingId: `rh-dealer-${dealer.id}`,
      state: { chargesEnabled: false, payoutsEnabled: false, requirements: ['onboarding'] },
    };
  }

  async onboardingLink(
    account: { externalId: string | null; trackingId: string | null; dealerId: number },
    returnUrl: string,
  ) {
    const referral = await this.api.request<{ links?: { rel: string; href: string }[] }>(
      'POST',
      '/v2/customer/partner-referrals',
      {
        tracking_id: account.trackingId ?? `rh-dealer-${account.dealerId}`,
        partner_config_override: { return_url: returnUrl },
        operations: [
          {
            operation: 'API_INTEGRATION',
            api_integration_preference: {
              rest_api_integration: {
                integration_method: 'PAYPAL',
                integration_type: 'THIRD_PARTY',
                third_party_details: { features: ['PAYMENT', 'REFUND', 'PARTNER_FEE', 'DELAY_FUNDS_DISBURSEMENT'] },
              },
            },
          },
        ],
        products: ['EXPRESS_CHECKOUT'],
        legal_consents: [{ type: 'SHARE_DATA_CONSENT', granted: true }],
      },
      `rh-referral-${account.dealerId}`,
    );
    const url = referral.links?.find((link) => link.rel === 'action_url')?.href;
    if (!url) throw new Error('PayPal partner referral answered no action_url');
    return { url };
  }

  async accountState(merchantId: string): Promise<PayoutAccountState> {
    const status = await this.api.request<{ payments_receivable?: boolean; primary_email_confirmed?: boolean }>(
      'GET',
      `/v1/customer/partners/${encodeURIComponent(this.partnerId ?? '')}/merchant-integrations/${encodeURIComponent(merchantId)}`,
    );
    const requirements = [
      ...(status.payments_receivable ? [] : ['payments_receivable']),
      ...(status.primary_email_confirmed ? [] : ['primary_email_confirmed']),
    ];
    const ready = requirements.length === 0;
    return { chargesEnabled: ready, payoutsEnabled: ready, requirements };
  }

  async transfer(input: { payoutId: number; account: string; sale: TransferSale }): Promise<{ transferId: string }> {
    if (input.sale.onBehalf) {
      if (!input.sale.paymentExternalId) throw new Error(`sale ${input.sale.quotationId} has no PayPal order`);
      const order = await this.api.request<PaypalOrder>(
        'GET',
        `/v2/checkout/orders/${encodeURIComponent(input.sale.paymentExternalId)}`,
      );
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      if (!capture) throw new Error(`PayPal order ${input.sale.paymentExternalId} has no capture`);
      const released = await this.api.request<{ item_id?: string; links?: unknown }>(
        'POST',
        '/v1/payments/referenced-payouts-items',
        { reference_id: capture.id, reference_type: 'TRANSACTION_ID' },
        `rh-release-${input.sale.quotationId}`,
      );
      return { transferId: released.item_id ?? capture.id };
    }
    const batch = await this.api.request<{ batch_header?: { payout_batch_id?: string } }>(
      'POST',
      '/v1/payments/payouts',
      {
        sender_batch_header: { sender_batch_id: `rh-transfer-${input.sale.quotationId}`, email_subject: 'RicambiHub' },
        items: [
          {
            recipient_type: 'PAYPAL_ID',
            receiver: input.account,
            amount: { currency: 'EUR', value: euro(input.sale.netCents) },
            sender_item_id: `quotation-${input.sale.quotationId}`,
          },
        ],
      },
      `rh-transfer-${input.sale.quotationId}`,
    );
    return { transferId: batch.batch_header?.payout_batch_id ?? `rh-transfer-${input.sale.quotationId}` };
  }

  /** The releases above put the money in the dealer's PayPal balance: nothing more to call. */
  async payout(input: { payoutId: number; account: string; amountCents: number }): Promise<PayoutResult> {
    return { externalId: `rh-paypal-payout-${input.payoutId}`, status: 'paid' };
  }

  /**
   * The platform account's transactions (PayPal's transaction search, a few hours behind): payments (T00xx) and
   * refunds (T11xx) with our order id in custom_field. The customers' sales and their releases are in the sellers'
   * accounts, which the platform cannot search, and there is no bank payout to compare (reconciliationMessages.limits).
   */
  async reconciliationRecords(query: ReconciliationQuery): Promise<ProviderRecords> {
    const movements: ProviderMovement[] = [];
    for (let start = query.from.getTime(); start < query.to.getTime(); start += SEARCH_MAX_MS) {
      const end = new Date(Math.min(start + SEARCH_MAX_MS, query.to.getTime()));
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const params = new URLSearchParams({
          start_date: new Date(start).toISOString(),
          end_date: end.toISOString(),
          fields: 'transaction_info',
          page_size: '500',
          page: String(page),
        });
        const answer = await this.api.request<PaypalTransactions>('GET', `/v1/reporting/transactions?${params}`);
        pages = answer.total_pages ?? 1;
        for (const detail of answer.transaction_details ?? []) {
          const movement = paypalMovement(detail.transaction_info);
          if (movement) movements.push(movement);
        }
      }
    }
    return {
      movements,
      covers: { payments: ['wallet', 'fee'], refunds: true, payouts: false },
      limits: [...reconciliationMessages.limits.paypal],
    };
  }
}

function paypalMovement(info: NonNullable<PaypalTransactions['transaction_details']>[number]['transaction_info']) {
  const code = info?.transaction_event_code ?? '';
  const value = Number(info?.transaction_amount?.value ?? NaN);
  if (!info?.transaction_id || !Number.isFinite(value)) return null;
  const kind: ProviderMovement['kind'] | null =
    code.startsWith('T00') && value > 0 ? 'payment' : code.startsWith('T11') ? 'refund' : null;
  if (!kind) return null;
  const custom = info.custom_field ?? '';
  return {
    kind,
    externalId: info.transaction_id,
    orderId: /^\d+$/.test(custom) ? Number(custom) : null,
    payoutId: null,
    account: null,
    amountCents: toCents(Math.abs(value)),
    status: null,
    at: new Date(info.transaction_initiation_date ?? 0),
  } satisfies ProviderMovement;
}
