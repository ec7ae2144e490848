/**
 * The route table without its schemas: name → method, path, access. routes.ts adds the zod schemas; the web app's
 * first-load code (data provider, auth provider) uses only this file, so zod and every schema stay out of the
 * first bundle and load with the screens that validate forms.
 */

import type { StaffArea } from './staff.js';

export const API_PREFIX = '/api';

/**
 * Who may call a route: anyone, any logged-in user, a dealer acting on its own id, a customer, or an operator of the
 * platform (the console's /admin routes; an operator is refused on dealer and customer routes), or a dealer's
 * stock API key (the machine import only, header X-Api-Key; never a session token).
 */
export type Access = 'public' | 'user' | 'dealer' | 'customer' | 'operator' | 'stockKey';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RoutePath {
  method: Method;
  /** Path below API_PREFIX, with :params as Fastify writes them. */
  path: string;
  access: Access;
  /**
   * On a 'dealer' route: callable before the dealer is registered and subscribed (what /register,
   * /subscription-payment and the profile need). Every other dealer route answers 403 until then (SPEC §2 on the
   * server): a new dealer route is guarded unless it says otherwise here.
   */
  beforeSubscription?: true;
  /**
   * On a 'dealer' route: the area of the company's work it belongs to (contract/staff.ts), hence which of
   * the company's people may call it. A dealer route without one is the owner's only.
   */
  staff?: StaffArea;
}

/** The :filter values of GET /submission/list/:filter and GET /dealer/:id/quotation/list/:filter. */
export const SUBMISSION_FILTERS = ['pending', 'expired', 'outlet'] as const;
export const QUOTATION_FILTERS = ['pending', 'accepted', 'cancelled'] as const;

const get = <const P extends string, const A extends Access>(path: P, access: A) =>
  ({ method: 'GET', path, access }) as const;
const post = <const P extends string, const A extends Access>(path: P, access: A) =>
  ({ method: 'POST', path, access }) as const;
const put = <const P extends string, const A extends Access>(path: P, access: A) =>
  ({ method: 'PUT', path, access }) as const;
const del = <const P extends string, const A extends Access>(path: P, access: A) =>
  ({ method: 'DELETE', path, access }) as const;
/** Marks a dealer route open before registration and subscription (RoutePath.beforeSubscription). */
const beforeSubscription = <const R extends RoutePath>(route: R) => ({ ...route, beforeSubscription: true }) as const;

/** Opens a dealer route to the company's people who work in `area` (RoutePath.staff). */
const staff = <const A extends StaffArea, const R extends RoutePath>(area: A, route: R) =>
  ({ ...route, staff: area }) as const;

/** Every API call of SPEC §7 (plus the few the spec leaves unshown). */
export const routePaths = {
  login: post('/user/login', 'public'),
  logout: post('/user/logout', 'user'),
  me: get('/user', 'user'),
  forgotPassword: post('/user/forgot-password', 'public'),
  ping: get('/ping', 'user'),
  discovery: get('/discovery', 'public'),
  health: get('/health', 'public'),
  ready: get('/health/ready', 'public'),

  partList: get('/part/list', 'user'),
  provinceList: get('/province/list', 'user'),
  manufacturerList: get('/manufacturer/list', 'user'),
  methodList: get('/method/list', 'user'),

  paymentSetup: staff('billing', beforeSubscription(post('/dealer/:id/payment/setup', 'dealer'))),
  paymentUpdate: staff('billing', beforeSubscription(post('/dealer/:id/payment/update', 'dealer'))),
  dealerUpdate: beforeSubscription(post('/dealer/:id/update', 'dealer')),
  passwordUpdate: staff('everyone', beforeSubscription(post('/dealer/:id/password/update', 'dealer'))),
  ibanUpdate: staff('billing', beforeSubscription(post('/dealer/:id/iban/update', 'dealer'))),
  feesUpdate: beforeSubscription(post('/dealer/:id/fees/update', 'dealer')),
  photoUpdate: beforeSubscription(post('/dealer/:id/photo/update', 'dealer')),
  provincesUpdate: beforeSubscription(post('/dealer/:id/provinces/update', 'dealer')),
  methodsUpdate: beforeSubscription(post('/dealer/:id/methods/update', 'dealer')),
  creditsBuy: staff('billing', post('/dealer/:id/credits/buy', 'dealer')),
  couponCheck: staff('billing', post('/dealer/:id/coupon/check', 'dealer')),
  dealerProvinces: staff('everyone', beforeSubscription(get('/dealer/:id/provinces/list', 'dealer'))),
  feeAmount: staff('billing', get('/dealer/:id/fee-amount', 'dealer')),
  feePay: staff('billing', post('/dealer/:id/fee/pay', 'dealer')),
  feePayWithCredits: staff('billing', post('/dealer/:id/fee/pay-with-credits', 'dealer')),
  // The money register ("Movimenti"): every credit and fee movement of the company, from the ledger.
  dealerMovements: staff('billing', get('/dealer/:id/movements', 'dealer')),
  payoutAccount: staff('billing', get('/dealer/:id/payout-account', 'dealer')),
  payoutAccountOnboard: staff('billing', post('/dealer/:id/payout-account/onboarding', 'dealer')),
  payoutAccountDemoActivate: staff('billing', post('/dealer/:id/payout-account/demo-activate', 'dealer')),
  payoutAccountRefresh: staff('billing', post('/dealer/:id/payout-account/refresh', 'dealer')),
  payoutSchedule: staff('billing', put('/dealer/:id/payout-account/schedule', 'dealer')),
  settlementBalances: staff('billing', get('/dealer/:id/settlement/balances', 'dealer')),
  settlementSales: staff('billing', get('/dealer/:id/settlement/sales', 'dealer')),
  settlementCsv: staff('billing', get('/dealer/:id/settlement/export', 'dealer')),
  dealerPayouts: staff('billing', get('/dealer/:id/payouts', 'dealer')),
  dealerPayoutRequest: staff('billing', post('/dealer/:id/payouts', 'dealer')),
  uploadFile: post('/upload/file', 'user'),

  submission: staff('quoting', get('/submission/:id', 'dealer')),
  submissionList: staff('quoting', get('/submission/list/:filter', 'dealer')),
  quotationNew: staff('quoting', put('/quotation/new', 'dealer')),
  quotationList: staff('orders', get('/dealer/:id/quotation/list/:filter', 'dealer')),
  quotationTracking: staff('shipping', post('/quotation/:id/tracking', 'dealer')),
  // The goods reached the customer (contract/delivery.ts): an offline sale delivered or collected, marked by whoever ships.
  quotationDelivered: staff('shipping', post('/quotation/:id/delivered', 'dealer')),
  // The courier loop (docs/shipping-api.md): "Crea etichetta", its label and timeline, by the owner or Magazzino.
  shipmentCreate: staff('shipping', post('/quotation/:id/shipment', 'dealer')),
  shipment: staff('shipping', get('/quotation/:id/shipment', 'dealer')),
  shipmentLabel: staff('shipping', get('/quotation/:id/shipment/label.pdf', 'dealer')),
  shipmentCancel: staff('shipping', post('/quotation/:id/shipment/cancel', 'dealer')),
  feedbackList: staff('quoting', get('/quotation/feedback/list', 'dealer')),
  feedbackSubmit: staff('quoting', post('/quotation/:id/feedback', 'dealer')),
  feedbackTarget: staff('everyone', get('/quotation/:id/feedback', 'dealer')),

  notificationList: staff('everyone', get('/user/:id/notification/list', 'dealer')),
  notificationRead: staff('everyone', get('/user/:id/notification/read', 'dealer')),
  messageList: staff('chat', get('/user/:id/message/list', 'dealer')),

  // The customer side.
  customerSubmissionNew: post('/customer/submissions', 'customer'),
  customerSubmissionQuotations: get('/customer/submissions/:id/quotations', 'customer'),
  customerQuotation: get('/customer/quotations/:id', 'customer'),
  customerQuotationAccept: post('/customer/quotations/:id/accept', 'customer'),
  customerQuotationPay: post('/customer/quotations/:id/pay', 'customer'),
  // The customer app.
  customerRegister: post('/customer/register', 'public'),
  customerSubmissions: get('/customer/submissions', 'customer'),
  customerSubmission: get('/customer/submissions/:id', 'customer'),
  customerSubmissionOffers: get('/customer/submissions/:id/offers', 'customer'),
  customerQuotationRating: post('/customer/quotations/:id/rating', 'customer'),
  customerQuotationReceived: post('/customer/quotations/:id/received', 'customer'),
  customerShipment: get('/customer/quotations/:id/shipment', 'customer'),
  customerQuotationReceipt: get('/customer/quotations/:id/receipt', 'customer'),
  customerNotifications: get('/customer/notifications', 'customer'),
  customerNotificationsRead: post('/customer/notifications/read', 'customer'),
  customerPing: get('/customer/ping', 'customer'),
  customerProvinces: get('/customer/provinces', 'public'),
  customerQuotationPayDemo: post('/customer/quotations/:id/pay/demo', 'customer'),
  customerQuotationPayStart: post('/customer/quotations/:id/pay/start', 'customer'),
  customerQuotationPayConfirm: post('/customer/quotations/:id/pay/confirm', 'customer'),
  // After-sale (contract/returns.ts, docs/after-sale.md): the customer's own returns and disputes only.
  customerReturnOptions: get('/customer/quotations/:id/return-options', 'customer'),
  customerReturnCreate: post('/customer/quotations/:id/returns', 'customer'),
  customerReturns: get('/customer/returns', 'customer'),
  customerReturn: get('/customer/returns/:id', 'customer'),
  customerReturnCancel: post('/customer/returns/:id/cancel', 'customer'),
  customerReturnLabel: get('/customer/returns/:id/label.pdf', 'customer'),
  customerDisputeOpen: post('/customer/returns/:id/dispute', 'customer'),

  // Payment providers: webhooks verified on the raw body; the demo provider's checkout.
  paypalWebhook: post('/payment/paypal/webhook', 'public'),
  stripeWebhook: post('/payment/stripe/webhook', 'public'),
  // Stripe Connect's events (the dealers' connected accounts and their payouts), signed with a secret of their own.
  stripeConnectWebhook: post('/payment/stripe/connect/webhook', 'public'),
  demoWebhook: post('/payment/demo/webhook', 'public'),
  // Couriers that push their events (signed; a replay changes nothing); the others are polled.
  courierWebhook: post('/shipping/:courier/webhook', 'public'),
  demoCheckout: staff('billing', beforeSubscription(post('/payment/demo/checkout', 'dealer'))),

  // Faster quoting: option templates, declining a request, the brands and categories served.
  templateList: staff('quoting', get('/dealer/:id/templates', 'dealer')),
  templateCreate: staff('quoting', post('/dealer/:id/templates', 'dealer')),
  templateDelete: staff('quoting', post('/dealer/:id/templates/:templateId/delete', 'dealer')),
  submissionDecline: staff('quoting', post('/submission/:id/decline', 'dealer')),
  submissionUndecline: staff('quoting', post('/submission/:id/undecline', 'dealer')),
  coverage: staff('quoting', get('/dealer/:id/coverage', 'dealer')),
  // "Rifiutate", the dealer's declined requests still open, to restore one later (not only from the undo).
  declinedList: staff('quoting', get('/dealer/:id/declined', 'dealer')),
  coverageUpdate: post('/dealer/:id/coverage/update', 'dealer'),

  // Dealer intelligence: price memory and statistics; the outcome rides on the quotations.
  priceMemory: staff('quoting', get('/dealer/:id/price-memory', 'dealer')),
  analytics: staff('quoting', get('/dealer/:id/analytics', 'dealer')),
  returnFigures: staff('quoting', get('/dealer/:id/analytics/returns', 'dealer')),

  // Electronic invoices: a sold quotation's FatturaPA and PDF, the platform's invoices of paid orders.
  quotationInvoice: staff('billing', get('/quotation/:id/invoice', 'dealer')),
  quotationInvoiceXml: staff('billing', get('/quotation/:id/invoice.xml', 'dealer')),
  quotationInvoicePdf: staff('billing', get('/quotation/:id/invoice.pdf', 'dealer')),
  dealerInvoices: staff('billing', get('/dealer/:id/invoices', 'dealer')),
  dealerInvoiceMissing: staff('billing', get('/dealer/:id/invoices/missing', 'dealer')),
  orderInvoiceXml: staff('billing', get('/order/:id/invoice.xml', 'dealer')),
  orderInvoicePdf: staff('billing', get('/order/:id/invoice.pdf', 'dealer')),
  // The month's invoice of the fees taken at source from the dealer's online sales (`:invoiceId` is the invoice).
  feeInvoiceXml: staff('billing', get('/dealer/:id/fee-invoices/:invoiceId/invoice.xml', 'dealer')),
  feeInvoicePdf: staff('billing', get('/dealer/:id/fee-invoices/:invoiceId/invoice.pdf', 'dealer')),
  invoiceSettings: staff('billing', beforeSubscription(get('/dealer/:id/invoice-settings', 'dealer'))),
  invoiceSettingsUpdate: staff('billing', beforeSubscription(post('/dealer/:id/invoice-settings/update', 'dealer'))),

  // The operator's console: react-admin resources under /admin; every write lands in the activity log.
  adminDealers: get('/admin/dealers', 'operator'),
  adminDealer: get('/admin/dealers/:id', 'operator'),
  adminDealerSuspend: post('/admin/dealers/:id/suspend', 'operator'),
  adminDealerReactivate: post('/admin/dealers/:id/reactivate', 'operator'),
  adminDealerCredits: post('/admin/dealers/:id/credits', 'operator'),
  adminDealerMovements: get('/admin/dealers/:id/movements', 'operator'),
  adminLedgerCheck: get('/admin/ledger/check', 'operator'),
  adminPayoutAccounts: get('/admin/payout-accounts', 'operator'),
  adminPayoutsBlock: post('/admin/payout-accounts/:id/block', 'operator'),
  adminPayouts: get('/admin/payouts', 'operator'),
  adminPayoutRetry: post('/admin/payouts/:id/retry', 'operator'),
  adminSettlementSales: get('/admin/settlement/sales', 'operator'),
  adminReconciliations: get('/admin/reconciliations', 'operator'),
  adminReconciliation: get('/admin/reconciliations/:id', 'operator'),
  adminReconciliationRun: post('/admin/reconciliations', 'operator'),
  adminCustomers: get('/admin/customers', 'operator'),
  adminCustomer: get('/admin/customers/:id', 'operator'),
  adminCustomerSuspend: post('/admin/customers/:id/suspend', 'operator'),
  adminCustomerReactivate: post('/admin/customers/:id/reactivate', 'operator'),
  adminSubmissions: get('/admin/submissions', 'operator'),
  adminSubmission: get('/admin/submissions/:id', 'operator'),
  adminQuotations: get('/admin/quotations', 'operator'),
  adminQuotation: get('/admin/quotations/:id', 'operator'),
  adminOrders: get('/admin/orders', 'operator'),
  adminOrder: get('/admin/orders/:id', 'operator'),
  adminOrderRefund: post('/admin/orders/:id/refund', 'operator'),
  adminCoupons: get('/admin/coupons', 'operator'),
  adminCoupon: get('/admin/coupons/:id', 'operator'),
  adminCouponCreate: post('/admin/coupons', 'operator'),
  adminCouponUpdate: put('/admin/coupons/:id', 'operator'),
  adminCouponExpire: post('/admin/coupons/:id/expire', 'operator'),
  adminFaqs: get('/admin/faq', 'operator'),
  adminFaq: get('/admin/faq/:id', 'operator'),
  adminFaqCreate: post('/admin/faq', 'operator'),
  adminFaqUpdate: put('/admin/faq/:id', 'operator'),
  adminFaqDelete: del('/admin/faq/:id', 'operator'),
  adminFaqReorder: post('/admin/faq/reorder', 'operator'),
  adminFeedbackQuestions: get('/admin/feedback-questions', 'operator'),
  adminFeedbackQuestion: get('/admin/feedback-questions/:id', 'operator'),
  adminFeedbackQuestionCreate: post('/admin/feedback-questions', 'operator'),
  adminFeedbackQuestionUpdate: put('/admin/feedback-questions/:id', 'operator'),
  adminFeedbackQuestionDelete: del('/admin/feedback-questions/:id', 'operator'),
  adminNoticeSend: post('/admin/notices', 'operator'),
  adminActivity: get('/admin/activity', 'operator'),
  adminActivityEntry: get('/admin/activity/:id', 'operator'),
  adminOverview: get('/admin/overview', 'operator'),
  // "Controversie": the operator's queue and decision; returns and disputes per dealer.
  adminDisputes: get('/admin/disputes', 'operator'),
  adminDispute: get('/admin/disputes/:id', 'operator'),
  adminDisputeDecide: post('/admin/disputes/:id/decide', 'operator'),
  adminReturnFigures: get('/admin/return-figures', 'operator'),

  // The dealer's stock and price list (docs/stock-api.md): "Magazzino", suggestions, the machine import.
  stockPreview: staff('stock', post('/dealer/:id/stock/preview', 'dealer')),
  stockImport: staff('stock', post('/dealer/:id/stock/import', 'dealer')),
  stockPreviewFile: staff('stock', post('/dealer/:id/stock/preview/file', 'dealer')),
  stockImportFile: staff('stock', post('/dealer/:id/stock/import/file', 'dealer')),
  stockList: staff('stock', get('/dealer/:id/stock', 'dealer')),
  stockMeta: staff('stock', get('/dealer/:id/stock/meta', 'dealer')),
  stockExport: staff('stock', get('/dealer/:id/stock/export.csv', 'dealer')),
  stockSuggestions: staff('stock', get('/dealer/:id/stock/suggestions', 'dealer')),
  stockItemUpdate: staff('stock', put('/dealer/:id/stock/:itemId', 'dealer')),
  stockApiKeys: get('/dealer/:id/stock/api-keys', 'dealer'),
  stockApiKeyCreate: post('/dealer/:id/stock/api-keys', 'dealer'),
  stockApiKeyRevoke: post('/dealer/:id/stock/api-keys/:keyId/revoke', 'dealer'),
  stockMachineImport: post('/stock/import', 'stockKey'),

  // Company accounts: the owner's team (owner only: no staff area) and the invitation link. The token
  // travels in the body, never in a path that access logs keep.
  staffList: get('/dealer/:id/staff', 'dealer'),
  staffInvite: post('/dealer/:id/staff', 'dealer'),
  staffUpdate: post('/dealer/:id/staff/:userId/update', 'dealer'),
  staffDeactivate: post('/dealer/:id/staff/:userId/deactivate', 'dealer'),
  staffReactivate: post('/dealer/:id/staff/:userId/reactivate', 'dealer'),
  staffResend: post('/dealer/:id/staff/:userId/resend', 'dealer'),
  staffActivity: get('/dealer/:id/staff/activity', 'dealer'),
  // Drafts kept on the server: the company's drafts, saved with their version; a colleague takes one over.
  draftList: staff('quoting', get('/dealer/:id/drafts', 'dealer')),
  draftGet: staff('quoting', get('/dealer/:id/drafts/:submissionId', 'dealer')),
  draftPut: staff('quoting', put('/dealer/:id/drafts/:submissionId', 'dealer')),
  draftDelete: staff('quoting', del('/dealer/:id/drafts/:submissionId', 'dealer')),
  draftTakeOver: staff('quoting', post('/dealer/:id/drafts/:submissionId/take-over', 'dealer')),
  // "Resi": every role of the area 'returns' reads; Magazzino answers and receives; only the owner and billing refund;
  // the policy for buyers with a VAT number is the owner's (a profile setting).
  dealerReturns: staff('returns', get('/dealer/:id/returns', 'dealer')),
  dealerReturnSummary: staff('returns', get('/dealer/:id/returns/summary', 'dealer')),
  dealerReturn: staff('returns', get('/dealer/:id/returns/:returnId', 'dealer')),
  dealerReturnLabel: staff('returns', get('/dealer/:id/returns/:returnId/label.pdf', 'dealer')),
  dealerReturnAccept: staff('shipping', post('/dealer/:id/returns/:returnId/accept', 'dealer')),
  dealerReturnRefuse: staff('shipping', post('/dealer/:id/returns/:returnId/refuse', 'dealer')),
  dealerReturnReceived: staff('shipping', post('/dealer/:id/returns/:returnId/received', 'dealer')),
  dealerReturnRefund: staff('billing', post('/dealer/:id/returns/:returnId/refund', 'dealer')),
  dealerReturnCreditNoteXml: staff('billing', get('/dealer/:id/returns/:returnId/credit-note.xml', 'dealer')),
  dealerReturnCreditNotePdf: staff('billing', get('/dealer/:id/returns/:returnId/credit-note.pdf', 'dealer')),
  returnPolicy: staff('returns', get('/dealer/:id/return-policy', 'dealer')),
  returnPolicyUpdate: put('/dealer/:id/return-policy', 'dealer'),
  invitationInfo: post('/invitation/info', 'public'),
  invitationAccept: post('/invitation/accept', 'public'),
} as const satisfies Record<string, RoutePath>;

export type RoutePaths = typeof routePaths;
export type RoutePathName = keyof RoutePaths;

/** Fills :params into a route's path and prefixes it: apiPath(routes.submission, { id: 3 }) → /api/submission/3. */
export function apiPath(route: Pick<RoutePath, 'path'>, params: Record<string, string | number> = {}): string {
  return (
    API_PREFIX +
    route.path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
      const value = params[key];
      if (value === undefined) throw new Error(`Missing path parameter ${key} for ${route.path}`);
      return encodeURIComponent(String(value));
    })
  );
}
