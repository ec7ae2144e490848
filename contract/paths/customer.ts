import { get, post, type RouteTable } from './define.js';

/** The customer app's calls: registration, its requests and offers, orders, payments and after-sale. */
export const customerPaths = {
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
} as const satisfies RouteTable;
