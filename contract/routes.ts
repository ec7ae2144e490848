import * as auth from './api/auth.js';
import * as customer from './api/customer.js';
import * as dealer from './api/dealer.js';
import { FeedbackSubmitBody } from './api/feedback.js';
import { ListFilters } from './api/lists.js';
import * as pay from './api/payments.js';
import * as quot from './api/quotations.js';
import { IdParams, OkResponse, paged } from './common.js';
import { Conversation, Notification } from './entities/chat.js';
import { FeedbackQuestion } from './entities/feedback.js';
import { Faq, Manufacturer, Part, PaymentMethod, Province } from './entities/lookups.js';
import { CouponCheck, FeeAmount } from './entities/order.js';
import { PingData } from './entities/ping.js';
import { Quotation, QuotationFilter } from './entities/quotation.js';
import { Submission, SubmissionFilter } from './entities/submission.js';
import { User } from './entities/user.js';
import { z } from './z.js';

export const API_PREFIX = '/api';

/** Who may call a route: anyone, any logged-in user, a dealer acting on its own id, or a customer. */
export type Access = 'public' | 'user' | 'dealer' | 'customer';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: Method;
  /** Path below API_PREFIX, with :params as Fastify writes them. */
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

const def = <const R extends RouteDef>(route: R) => route;

const DealerParams = z.object({ id: IdParams.shape.id });
const DealerQuotationListParams = z.object({ id: IdParams.shape.id, filter: QuotationFilter });

/** Every API call of SPEC §7 (plus the few the spec leaves unshown), shared by server, web and tests. */
export const routes = {
  login: def({ method: 'POST', path: '/user/login', access: 'public', summary: 'Accesso', body: auth.LoginBody, response: auth.LoginResponse }),
  logout: def({ method: 'POST', path: '/user/logout', access: 'user', summary: 'Uscita: revoca il token', response: OkResponse }),
  me: def({ method: 'GET', path: '/user', access: 'user', summary: 'Utente corrente', response: User }),
  forgotPassword: def({ method: 'POST', path: '/user/forgot-password', access: 'public', summary: 'Nuova password via email', body: auth.ForgotPasswordBody, response: OkResponse }),
  ping: def({ method: 'GET', path: '/ping', access: 'user', summary: 'Contatori, non letti e branding', query: auth.SecurityQuery, response: PingData }),
  discovery: def({ method: 'GET', path: '/discovery', access: 'public', summary: 'FAQ in italiano', query: auth.SecurityQuery, response: z.object({ faq: z.array(Faq) }) }),

  partList: def({ method: 'GET', path: '/part/list', access: 'user', summary: 'Albero dei ricambi', response: z.array(Part) }),
  provinceList: def({ method: 'GET', path: '/province/list', access: 'user', summary: 'Province', response: z.array(Province) }),
  manufacturerList: def({ method: 'GET', path: '/manufacturer/list', access: 'user', summary: 'Marche', response: z.array(Manufacturer) }),
  methodList: def({ method: 'GET', path: '/method/list', access: 'user', summary: 'Metodi di pagamento', response: z.array(PaymentMethod) }),

  paymentSetup: def({ method: 'POST', path: '/dealer/:id/payment/setup', access: 'dealer', summary: 'Prepara il pagamento dell’abbonamento (o, con purpose=card, l’aggiornamento della carta)', params: DealerParams, query: pay.PaymentSetupQuery, response: pay.PaymentSetupResponse }),
  paymentUpdate: def({ method: 'POST', path: '/dealer/:id/payment/update', access: 'dealer', summary: 'Ordine in attesa con id esterno (o nuova carta con order_id null)', params: DealerParams, body: pay.PaymentUpdateBody, response: OkResponse }),
  dealerUpdate: def({ method: 'POST', path: '/dealer/:id/update', access: 'dealer', summary: 'Dati di registrazione e aziendali', params: DealerParams, body: dealer.DealerUpdateBody, response: User }),
  passwordUpdate: def({ method: 'POST', path: '/dealer/:id/password/update', access: 'dealer', summary: 'Cambio password', params: DealerParams, body: dealer.PasswordUpdateBody, response: OkResponse }),
  ibanUpdate: def({ method: 'POST', path: '/dealer/:id/iban/update', access: 'dealer', summary: 'IBAN', params: DealerParams, body: dealer.IbanUpdateBody, response: User }),
  feesUpdate: def({ method: 'POST', path: '/dealer/:id/fees/update', access: 'dealer', summary: 'Spese di spedizione', params: DealerParams, body: dealer.FeesUpdateBody, response: User }),
  photoUpdate: def({ method: 'POST', path: '/dealer/:id/photo/update', access: 'dealer', summary: 'Foto profilo', params: DealerParams, body: dealer.PhotoUpdateBody, response: User }),
  provincesUpdate: def({ method: 'POST', path: '/dealer/:id/provinces/update', access: 'dealer', summary: 'Province escluse', params: DealerParams, body: dealer.ProvincesUpdateBody, response: User }),
  methodsUpdate: def({ method: 'POST', path: '/dealer/:id/methods/update', access: 'dealer', summary: 'Metodi di pagamento accettati', params: DealerParams, body: dealer.MethodsUpdateBody, response: User }),
  creditsBuy: def({ method: 'POST', path: '/dealer/:id/credits/buy', access: 'dealer', summary: 'Acquisto crediti', params: DealerParams, body: pay.CreditsBuyBody, response: pay.PaymentSetupResponse }),
  couponCheck: def({ method: 'POST', path: '/dealer/:id/coupon/check', access: 'dealer', summary: 'Verifica coupon', params: DealerParams, body: pay.CouponCheckBody, response: CouponCheck }),
  dealerProvinces: def({ method: 'GET', path: '/dealer/:id/provinces/list', access: 'dealer', summary: 'Province escluse dal rivenditore', params: DealerParams, response: dealer.DealerProvincesList }),
  feeAmount: def({ method: 'GET', path: '/dealer/:id/fee-amount', access: 'dealer', summary: 'Fee da saldare', params: DealerParams, response: FeeAmount }),
  feePay: def({ method: 'POST', path: '/dealer/:id/fee/pay', access: 'dealer', summary: 'Prepara il pagamento delle fee da saldare', params: DealerParams, response: pay.PaymentSetupResponse }),
  uploadFile: def({ method: 'POST', path: '/upload/file', access: 'user', summary: 'Caricamento file (base64)', body: dealer.UploadFileBody, response: dealer.UploadFileResponse }),

  submission: def({ method: 'GET', path: '/submission/:id', access: 'dealer', summary: 'Richiesta', params: IdParams, response: Submission }),
  submissionList: def({ method: 'GET', path: '/submission/list/:filter', access: 'dealer', summary: 'Richieste per stato', params: z.object({ filter: SubmissionFilter }), query: ListFilters, response: paged(Submission) }),
  quotationNew: def({ method: 'PUT', path: '/quotation/new', access: 'dealer', summary: 'Invio preventivo', body: quot.NewQuotationBody, response: Quotation }),
  quotationList: def({ method: 'GET', path: '/dealer/:id/quotation/list/:filter', access: 'dealer', summary: 'Preventivi per stato', params: DealerQuotationListParams, query: ListFilters, response: paged(Quotation) }),
  quotationTracking: def({ method: 'POST', path: '/quotation/:id/tracking', access: 'dealer', summary: 'Conferma spedizione', params: IdParams, body: quot.TrackingBody, response: Quotation }),
  feedbackList: def({ method: 'GET', path: '/quotation/feedback/list', access: 'dealer', summary: 'Domande del questionario', response: z.array(FeedbackQuestion) }),
  feedbackSubmit: def({ method: 'POST', path: '/quotation/:id/feedback', access: 'dealer', summary: 'Risposte al questionario', params: IdParams, body: FeedbackSubmitBody, response: OkResponse }),

  notificationList: def({ method: 'GET', path: '/user/:id/notification/list', access: 'dealer', summary: 'Notifiche', params: DealerParams, response: z.array(Notification) }),
  notificationRead: def({ method: 'GET', path: '/user/:id/notification/read', access: 'dealer', summary: 'Segna tutte come lette', params: DealerParams, response: OkResponse }),
  messageList: def({ method: 'GET', path: '/user/:id/message/list', access: 'dealer', summary: 'Conversazioni', params: DealerParams, response: z.array(Conversation) }),

  // The customer side (issue 4): a real counterpart for the dealer workflow, used by `npm run customer`.
  customerSubmissionNew: def({ method: 'POST', path: '/customer/submissions', access: 'customer', summary: 'Cliente: pubblica una richiesta di ricambi (veicolo e righe), visibile subito ai ricambisti', body: customer.CustomerSubmissionBody, response: customer.CustomerSubmission }),
  customerSubmissionQuotations: def({ method: 'GET', path: '/customer/submissions/:id/quotations', access: 'customer', summary: 'Cliente: la propria richiesta e i preventivi ricevuti, con righe e ricambista', params: IdParams, response: customer.CustomerQuotationList }),
  customerQuotation: def({ method: 'GET', path: '/customer/quotations/:id', access: 'customer', summary: 'Cliente: un preventivo ricevuto, con righe e ricambista', params: IdParams, response: customer.CustomerQuotation }),
  customerQuotationAccept: def({ method: 'POST', path: '/customer/quotations/:id/accept', access: 'customer', summary: 'Cliente: accetta un preventivo (online: da pagare; offline: gestione offline); annulla gli altri e chiude la richiesta', params: IdParams, body: customer.AcceptQuotationBody, response: customer.CustomerQuotation }),
  customerQuotationPay: def({ method: 'POST', path: '/customer/quotations/:id/pay', access: 'customer', summary: 'Cliente: paga un preventivo accettato con pagamento online (da pagare → da spedire)', params: IdParams, response: customer.CustomerQuotation }),

  // Payment providers (issue 6, docs/payments-api.md): webhooks verified on the raw body; the demo provider's checkout.
  paypalWebhook: def({ method: 'POST', path: '/payment/paypal/webhook', access: 'public', summary: 'Webhook PayPal (firma verificata)', body: pay.WebhookBody, response: OkResponse }),
  stripeWebhook: def({ method: 'POST', path: '/payment/stripe/webhook', access: 'public', summary: 'Webhook Stripe (firma verificata)', body: pay.WebhookBody, response: OkResponse }),
  demoWebhook: def({ method: 'POST', path: '/payment/demo/webhook', access: 'public', summary: 'Webhook del fornitore demo (firma verificata)', body: pay.WebhookBody, response: OkResponse }),
  demoCheckout: def({ method: 'POST', path: '/payment/demo/checkout', access: 'dealer', summary: 'Pagamento con il fornitore demo (nessun addebito reale)', body: pay.DemoCheckoutBody, response: pay.DemoCheckoutResponse }),
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** Fills :params into a route's path and prefixes it: apiPath(routes.submission, { id: 3 }) → /api/submission/3. */
export function apiPath(route: RouteDef, params: Record<string, string | number> = {}): string {
  return (
    API_PREFIX +
    route.path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
      const value = params[key];
      if (value === undefined) throw new Error(`Missing path parameter ${key} for ${route.path}`);
      return encodeURIComponent(String(value));
    })
  );
}

export type Body<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]['body']> : never;
export type Reply<N extends RouteName> = z.output<Routes[N]['response']>;
