import * as admin from './api/admin.js';
import * as auth from './api/auth.js';
import * as inv from './api/invoices.js';
import * as customer from './api/customer.js';
import * as customerAccount from './api/customer-account.js';
import * as customerCounters from './api/customer-counters.js';
import * as customerOffers from './api/customer-offers.js';
import * as dealer from './api/dealer.js';
import * as drafts from './api/drafts.js';
import { FeedbackSubmitBody, FeedbackTarget } from './api/feedback.js';
import { ListFilters } from './api/lists.js';
import * as pay from './api/payments.js';
import * as quot from './api/quotations.js';
import * as intel from './api/intelligence.js';
import * as staff from './api/staff.js';
import * as stock from './api/stock.js';
import * as tpl from './api/templates.js';
import { IdParams, OkResponse, PageQuery, paged } from './common.js';
import * as ent from './entities/admin.js';
import { Conversation, Notification } from './entities/chat.js';
import { FeedbackQuestion } from './entities/feedback.js';
import { Analytics } from './entities/intelligence.js';
import { InvoiceState } from './entities/invoice.js';
import { LedgerCheck, LedgerMovement } from './entities/ledger.js';
import { Faq, Manufacturer, Part, PaymentMethod, Province } from './entities/lookups.js';
import { CouponCheck, FeeAmount, FeesPaidWithCredits } from './entities/order.js';
import { PingData } from './entities/ping.js';
import { Coverage, Template } from './entities/quoting.js';
import { StaffMember } from './entities/staff.js';
import * as ship from './shipping.js';
import * as ret from './returns.js';
import * as settlement from './entities/settlement.js';
import * as reconciliation from './entities/reconciliation.js';
import * as stk from './entities/stock.js';
import { Quotation, QuotationFilter } from './entities/quotation.js';
import { Submission, SubmissionFilter } from './entities/submission.js';
import { User } from './entities/user.js';
import { routePaths, type Access, type Method, type RoutePath, type RoutePathName, type RoutePaths } from './paths.js';
import type { StaffArea } from './staff.js';
import { z } from './z.js';

export { API_PREFIX, apiPath, isSelfParam, pathParams, SELF_PARAMS, type Access, type Method } from './paths.js';

/** A route of the table: method, path and access from paths.ts, plus what the server validates and documents. */
export interface RouteDef {
  method: Method;
  /** Path below API_PREFIX, with :params as Fastify writes them. */
  path: string;
  access: Access;
  /** A 'dealer' route callable before registration and subscription (contract/paths.ts). */
  beforeSubscription?: true;
  /** On a 'dealer' route: the area of the company's work, hence which of its people may call it (contract/paths.ts). */
  staff?: StaffArea;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}
type Schemas = Omit<RouteDef, keyof RoutePath>;

/** Joins each route's schemas to its method, path and access; every name of paths.ts needs schemas, and no other. */
function withPaths<const S extends { [N in RoutePathName]: Schemas }>(
  schemas: S & Record<Exclude<keyof S, RoutePathName>, never>,
): { [N in RoutePathName]: RoutePaths[N] & S[N] } {
  const entries = Object.entries(schemas).map(([name, route]) => [
    name,
    { ...routePaths[name as RoutePathName], ...route },
  ]);
  return Object.fromEntries(entries) as { [N in RoutePathName]: RoutePaths[N] & S[N] };
}

const DealerParams = z.object({ dealerId: IdParams.shape.id });
const UserParams = z.object({ userId: IdParams.shape.id });
const FeeInvoiceParams = z.object({ dealerId: IdParams.shape.id, invoiceId: IdParams.shape.id });
const DealerQuotationListParams = z.object({ dealerId: IdParams.shape.id, filter: QuotationFilter });

/** Every API call of SPEC §7 (plus the few the spec leaves unshown), shared by server, web and tests. */
export const routes = withPaths({
  login: { summary: 'Accesso', body: auth.LoginBody, response: auth.LoginResponse },
  logout: { summary: 'Uscita: revoca il token', response: OkResponse },
  me: { summary: 'Utente corrente', response: User },
  forgotPassword: { summary: 'Nuova password via email', body: auth.ForgotPasswordBody, response: OkResponse },
  ping: { summary: 'Contatori, non letti e branding', query: auth.SecurityQuery, response: PingData },
  discovery: { summary: 'FAQ in italiano', query: auth.SecurityQuery, response: z.object({ faq: z.array(Faq) }) },
  health: {
    summary: 'Il server risponde (nessun accesso al database)',
    response: z.object({ status: z.literal('ok') }),
  },
  ready: {
    summary: 'Pronto a servire: il database risponde (503 altrimenti)',
    response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  },

  partList: { summary: 'Albero dei ricambi', response: z.array(Part) },
  provinceList: { summary: 'Province', response: z.array(Province) },
  manufacturerList: { summary: 'Marche', response: z.array(Manufacturer) },
  methodList: { summary: 'Metodi di pagamento', response: z.array(PaymentMethod) },

  paymentSetup: {
    summary: 'Prepara il pagamento dell’abbonamento (o, con purpose=card, l’aggiornamento della carta)',
    params: DealerParams,
    query: pay.PaymentSetupQuery,
    response: pay.PaymentSetupResponse,
  },
  paymentUpdate: {
    summary: 'Ordine in attesa con id esterno (o nuova carta con order_id null)',
    params: DealerParams,
    body: pay.PaymentUpdateBody,
    response: OkResponse,
  },
  dealerUpdate: {
    summary: 'Dati di registrazione e aziendali',
    params: DealerParams,
    body: dealer.DealerUpdateBody,
    response: User,
  },
  passwordUpdate: {
    summary: 'Cambio password',
    params: DealerParams,
    body: dealer.PasswordUpdateBody,
    response: OkResponse,
  },
  ibanUpdate: { summary: 'IBAN', params: DealerParams, body: dealer.IbanUpdateBody, response: User },
  feesUpdate: { summary: 'Spese di spedizione', params: DealerParams, body: dealer.FeesUpdateBody, response: User },
  photoUpdate: { summary: 'Foto profilo', params: DealerParams, body: dealer.PhotoUpdateBody, response: User },
  provincesUpdate: {
    summary: 'Province escluse',
    params: DealerParams,
    body: dealer.ProvincesUpdateBody,
    response: User,
  },
  methodsUpdate: {
    summary: 'Metodi di pagamento accettati',
    params: DealerParams,
    body: dealer.MethodsUpdateBody,
    response: User,
  },
  creditsBuy: {
    summary: 'Acquisto crediti',
    params: DealerParams,
    body: pay.CreditsBuyBody,
    response: pay.PaymentSetupResponse,
  },
  couponCheck: { summary: 'Verifica coupon', params: DealerParams, body: pay.CouponCheckBody, response: CouponCheck },
  dealerProvinces: {
    summary: 'Province escluse dal rivenditore',
    params: DealerParams,
    response: dealer.DealerProvincesList,
  },
  feeAmount: { summary: 'Fee da saldare', params: DealerParams, response: FeeAmount },
  feePay: {
    summary: 'Prepara il pagamento delle fee da saldare',
    params: DealerParams,
    response: pay.PaymentSetupResponse,
  },
  feePayWithCredits: {
    summary: 'Salda le fee dovute con i crediti del portafoglio',
    params: DealerParams,
    response: FeesPaidWithCredits,
  },
  dealerMovements: {
    summary: 'Movimenti: ogni movimento di crediti e fee, dal più recente, con preventivo e saldo dopo',
    params: DealerParams,
    query: PageQuery,
    response: paged(LedgerMovement),
  },
  payoutAccount: {
    summary: 'Incassi: il conto di versamento del ricambista e il suo stato',
    params: DealerParams,
    response: settlement.PayoutAccount,
  },
  payoutAccountOnboard: {
    summary: 'Incassi: "Attiva incassi", crea il conto presso il fornitore e risponde il link di attivazione',
    params: DealerParams,
    response: settlement.OnboardingLink,
  },
  payoutAccountDemoActivate: {
    summary: 'Incassi (fornitore dimostrativo): conferma l’attivazione con l’IBAN del profilo',
    params: DealerParams,
    response: settlement.PayoutAccount,
  },
  payoutAccountRefresh: {
    summary: 'Incassi: rilegge lo stato del conto dal fornitore',
    params: DealerParams,
    response: settlement.PayoutAccount,
  },
  payoutSchedule: {
    summary: 'Incassi: frequenza dei versamenti automatici (giornaliera o settimanale) e importo minimo',
    params: DealerParams,
    body: settlement.PayoutScheduleBody,
    response: settlement.PayoutAccount,
  },
  settlementBalances: {
    summary: 'Incassi: saldi In attesa, Disponibile, Versato e prossimo versamento',
    params: DealerParams,
    response: settlement.SettlementBalances,
  },
  settlementSales: {
    summary: 'Incassi: le vendite online con lordo, commissione, IVA sulla commissione, netto e stato',
    params: DealerParams,
    query: PageQuery,
    response: paged(settlement.SettlementSale),
  },
  settlementCsv: {
    summary: 'Incassi: esporta le vendite in CSV (punto e virgola, decimali con la virgola, UTF-8 con BOM)',
    params: DealerParams,
    response: settlement.SettlementCsv,
  },
  dealerPayouts: {
    summary: 'Incassi: i versamenti, dal più recente, con le vendite che pagano',
    params: DealerParams,
    query: PageQuery,
    response: paged(settlement.Payout),
  },
  dealerPayoutRequest: {
    summary: 'Incassi: "Richiedi versamento" di tutto il disponibile (uno solo alla volta)',
    params: DealerParams,
    response: settlement.Payout,
  },
  uploadFile: {
    summary: 'Caricamento file (base64)',
    body: dealer.UploadFileBody,
    response: dealer.UploadFileResponse,
  },

  submission: { summary: 'Richiesta', params: IdParams, response: Submission },
  submissionList: {
    summary: 'Richieste per stato',
    params: z.object({ filter: SubmissionFilter }),
    query: ListFilters,
    response: paged(Submission),
  },
  quotationNew: { summary: 'Invio preventivo', body: quot.NewQuotationBody, response: Quotation },
  quotationList: {
    summary: 'Preventivi per stato',
    params: DealerQuotationListParams,
    query: ListFilters,
    response: paged(Quotation),
  },
  quotationTracking: { summary: 'Conferma spedizione', params: IdParams, body: quot.TrackingBody, response: Quotation },
  quotationDelivered: {
    summary: 'Vendita offline consegnata al cliente o ritirata in sede (una sola volta): apre la valutazione',
    params: IdParams,
    body: quot.DeliveredBody,
    response: Quotation,
  },
  shipmentCreate: {
    summary:
      'Crea etichetta: prenota il corriere (colli, peso, misure, data di ritiro), salva l’etichetta e segna il preventivo spedito con il codice di tracciamento',
    params: IdParams,
    body: ship.ShipmentBody,
    response: ship.Shipment,
  },
  shipment: { summary: 'La spedizione di un preventivo, con la cronologia', params: IdParams, response: ship.Shipment },
  shipmentLabel: {
    summary: 'L’etichetta della spedizione in PDF (10 × 15 cm)',
    params: IdParams,
    response: ship.ShipmentLabel,
  },
  shipmentCancel: {
    summary: 'Annulla l’etichetta prima del ritiro (il corriere la cancella); il preventivo torna da spedire',
    params: IdParams,
    response: ship.Shipment,
  },
  feedbackList: { summary: 'Domande del questionario', response: z.array(FeedbackQuestion) },
  feedbackSubmit: {
    summary: 'Risposte al questionario',
    params: IdParams,
    body: FeedbackSubmitBody,
    response: OkResponse,
  },
  feedbackTarget: {
    summary: 'Il preventivo del questionario (codice) e se è già stato compilato',
    params: IdParams,
    response: FeedbackTarget,
  },

  notificationList: { summary: 'Notifiche', params: UserParams, response: z.array(Notification) },
  notificationRead: { summary: 'Segna tutte come lette', params: UserParams, response: OkResponse },
  messageList: { summary: 'Conversazioni', params: UserParams, response: z.array(Conversation) },

  // The customer side: a real counterpart for the dealer workflow, used by `npm run customer`.
  customerSubmissionNew: {
    summary: 'Cliente: pubblica una richiesta di ricambi (veicolo e righe), visibile subito ai ricambisti',
    body: customer.CustomerSubmissionBody,
    response: customer.CustomerSubmission,
  },
  customerSubmissionQuotations: {
    summary: 'Cliente: la propria richiesta e i preventivi ricevuti, con righe e ricambista',
    params: IdParams,
    response: customer.CustomerQuotationList,
  },
  customerQuotation: {
    summary: 'Cliente: un preventivo ricevuto, con righe e ricambista',
    params: IdParams,
    response: customer.CustomerQuotation,
  },
  customerQuotationAccept: {
    summary:
      'Cliente: accetta un preventivo (online: da pagare; offline: gestione offline); annulla gli altri e chiude la richiesta',
    params: IdParams,
    body: customer.AcceptQuotationBody,
    response: customer.CustomerQuotation,
  },
  customerQuotationPay: {
    summary: 'Cliente: paga un preventivo accettato con pagamento online (da pagare → da spedire)',
    params: IdParams,
    response: customer.CustomerQuotation,
  },
  // The customer app.
  customerRegister: {
    summary: 'Cliente: registrazione (risponde come l’accesso, con una sessione dell’app clienti)',
    body: customerAccount.CustomerRegisterBody,
    response: auth.LoginResponse,
  },
  customerSubmissions: {
    summary: 'Cliente: le mie richieste, dalla più recente, con tempo residuo e numero di offerte',
    query: PageQuery,
    response: customer.CustomerSubmissionPage,
  },
  customerSubmission: {
    summary: 'Cliente: una propria richiesta con veicolo, righe e foto',
    params: IdParams,
    response: customer.CustomerSubmission,
  },
  customerSubmissionOffers: {
    summary: 'Cliente: le offerte della propria richiesta a confronto, riga per riga e per ricambista',
    params: IdParams,
    response: customerOffers.CustomerOffers,
  },
  customerQuotationRating: {
    summary: 'Cliente: valuta il ricambista di un preventivo spedito (1-5 stelle), una sola volta',
    params: IdParams,
    body: customerAccount.RatingBody,
    response: customerAccount.Rating,
  },
  customerQuotationReceived: {
    summary:
      'Cliente: «Ho ricevuto il ricambio» su un acquisto spedito o gestito offline; una seconda conferma risponde lo stato attuale',
    params: IdParams,
    response: customer.CustomerQuotation,
  },
  customerQuotationReceipt: {
    summary:
      'Cliente: la ricevuta di un pagamento online (venditore: il ricambista; la piattaforma incassa per suo conto)',
    params: IdParams,
    response: settlement.CustomerReceipt,
  },
  customerShipment: {
    summary: 'Cliente: la spedizione di un proprio acquisto, con la cronologia del corriere',
    params: IdParams,
    response: ship.CustomerShipment,
  },
  customerReturnOptions: {
    summary: 'Cliente: se «Richiedi reso» è possibile su un proprio acquisto, fino a quando e per quali ricambi',
    params: IdParams,
    response: ret.ReturnOptions,
  },
  customerReturnCreate: {
    summary: 'Cliente: «Richiedi reso» (ricambi e quantità, motivo, nota, foto) entro il periodo di reso',
    params: IdParams,
    body: ret.ReturnRequestBody,
    response: ret.CustomerReturn,
  },
  customerReturns: {
    summary: 'Cliente: i propri resi, dal più recente',
    query: PageQuery,
    response: paged(ret.CustomerReturn),
  },
  customerReturn: {
    summary: 'Cliente: un proprio reso, con la cronologia',
    params: IdParams,
    response: ret.CustomerReturn,
  },
  customerReturnCancel: {
    summary: 'Cliente: annulla un proprio reso ancora in attesa di risposta',
    params: IdParams,
    response: ret.CustomerReturn,
  },
  customerReturnLabel: {
    summary: 'Cliente: l’etichetta di reso in PDF (10 × 15 cm), dopo l’accettazione',
    params: IdParams,
    response: ret.ReturnLabel,
  },
  customerDisputeOpen: {
    summary: 'Cliente: «Apri controversia» su un reso rifiutato, o accettato e non rimborsato nei tempi',
    params: IdParams,
    body: ret.DisputeOpenBody,
    response: ret.CustomerReturn,
  },
  customerNotifications: { summary: 'Cliente: notifiche, con la loro destinazione', response: z.array(Notification) },
  customerNotificationsRead: { summary: 'Cliente: segna tutte le notifiche come lette', response: OkResponse },
  customerProvinces: {
    summary: 'Cliente: le province, per la registrazione (senza accesso)',
    response: z.array(Province),
  },
  customerQuotationPayDemo: {
    summary: 'Cliente: paga online un preventivo accettato con la carta del fornitore dimostrativo (una sola volta)',
    params: IdParams,
    body: customer.CustomerDemoPayBody,
    response: customer.CustomerQuotation,
  },
  customerQuotationPayStart: {
    summary:
      'Cliente: avvia il pagamento online di un preventivo accettato presso il fornitore di pagamento (un solo pagamento per preventivo, riusato)',
    params: IdParams,
    response: customer.CustomerPayStart,
  },
  customerQuotationPayConfirm: {
    summary: 'Cliente: il fornitore ha approvato il pagamento nel browser; il preventivo passa a pagato una sola volta',
    params: IdParams,
    body: customer.CustomerPayConfirmBody,
    response: customer.CustomerQuotation,
  },
  customerPing: {
    summary: 'Cliente: contatori (notifiche, messaggi, offerte sulle richieste aperte, da pagare)',
    response: customerCounters.CustomerCounters,
  },

  // Payment providers (docs/payments-api.md): webhooks verified on the raw body; the demo provider's checkout.
  paypalWebhook: { summary: 'Webhook PayPal (firma verificata)', body: pay.WebhookBody, response: OkResponse },
  stripeWebhook: { summary: 'Webhook Stripe (firma verificata)', body: pay.WebhookBody, response: OkResponse },
  stripeConnectWebhook: {
    summary: 'Webhook Stripe Connect: conti e versamenti dei rivenditori (firma verificata col segreto di Connect)',
    body: pay.WebhookBody,
    response: OkResponse,
  },
  demoWebhook: {
    summary: 'Webhook del fornitore demo (firma verificata)',
    body: pay.WebhookBody,
    response: OkResponse,
  },
  courierWebhook: {
    summary: 'Webhook di un corriere (firma verificata; un evento ripetuto non cambia nulla)',
    params: ship.CourierWebhookParams,
    body: ship.CourierWebhookBody,
    response: OkResponse,
  },
  demoCheckout: {
    summary: 'Pagamento con il fornitore demo (nessun addebito reale)',
    body: pay.DemoCheckoutBody,
    response: pay.DemoCheckoutResponse,
  },

  // Faster quoting: option templates ("Modelli"), "Non posso offrire", "Marche e categorie trattate".
  templateList: {
    summary: 'Modelli di opzione del rivenditore, per nome',
    params: DealerParams,
    response: tpl.TemplateList,
  },
  templateCreate: {
    summary: 'Salva un modello di opzione (nome unico per rivenditore: 409 se già usato)',
    params: DealerParams,
    body: tpl.TemplateBody,
    response: Template,
  },
  templateDelete: { summary: 'Elimina un proprio modello', params: tpl.TemplateParams, response: OkResponse },
  submissionDecline: {
    summary: 'Non posso offrire: la richiesta esce dalle liste e dai contatori del rivenditore',
    params: IdParams,
    body: tpl.DeclineBody,
    response: OkResponse,
  },
  submissionUndecline: {
    summary: 'Annulla il rifiuto: la richiesta torna nelle liste',
    params: IdParams,
    response: OkResponse,
  },
  declinedList: {
    summary:
      'Rifiutate: le richieste ancora aperte che il rivenditore ha rifiutato, le più recenti prima (per ripristinarle)',
    params: DealerParams,
    query: PageQuery,
    response: tpl.DeclinedList,
  },
  coverage: { summary: 'Marche e categorie trattate (vuoto = tutte)', params: DealerParams, response: Coverage },
  coverageUpdate: {
    summary: 'Aggiorna marche e categorie trattate (sostituisce le precedenti)',
    params: DealerParams,
    body: tpl.CoverageUpdateBody,
    response: Coverage,
  },

  // Dealer intelligence: "I tuoi ultimi prezzi" and "Statistiche"; never another dealer's data.
  priceMemory: {
    summary: 'I tuoi ultimi prezzi per un ricambio (stesso veicolo prima), con esito',
    params: DealerParams,
    query: intel.PriceMemoryQuery,
    response: intel.PriceMemoryList,
  },
  analytics: {
    summary: 'Statistiche del rivenditore in un intervallo di date (predefinito: ultimi 90 giorni)',
    params: DealerParams,
    query: intel.AnalyticsQuery,
    response: Analytics,
  },

  returnFigures: {
    summary: 'Statistiche: resi nel periodo (tasso di reso, motivi, tempo di risposta)',
    params: DealerParams,
    query: ret.ReturnFiguresQuery,
    response: ret.ReturnFigures,
  },

  // Electronic invoices (docs/invoices.md): 404 for another dealer's records, 409 when not invoiceable.
  quotationInvoice: {
    summary: 'Fattura elettronica di un preventivo: fatturabile, dati mancanti o già emessa',
    params: IdParams,
    response: InvoiceState,
  },
  quotationInvoiceXml: {
    summary: 'FatturaPA (FPR12) di un preventivo pagato o spedito; la prima richiesta la emette',
    params: IdParams,
    response: inv.InvoiceFile,
  },
  quotationInvoicePdf: {
    summary: 'Copia di cortesia in PDF della fattura di un preventivo',
    params: IdParams,
    response: inv.InvoiceFile,
  },
  dealerInvoices: {
    summary: 'Fatture della piattaforma al rivenditore, una per ordine pagato (emette quelle mancanti)',
    params: DealerParams,
    response: inv.DealerInvoiceList,
  },
  dealerInvoiceMissing: {
    summary: 'Dati del rivenditore che mancano per fatturare i suoi ordini pagati',
    params: DealerParams,
    response: inv.DealerInvoiceMissing,
  },
  orderInvoiceXml: {
    summary: 'FatturaPA della piattaforma per un ordine pagato',
    params: IdParams,
    response: inv.InvoiceFile,
  },
  orderInvoicePdf: {
    summary: 'Copia di cortesia in PDF della fattura di un ordine pagato',
    params: IdParams,
    response: inv.InvoiceFile,
  },
  feeInvoiceXml: {
    summary: 'FatturaPA (FPR12) del mese delle commissioni trattenute sulle vendite online del rivenditore',
    params: FeeInvoiceParams,
    response: inv.InvoiceFile,
  },
  feeInvoicePdf: {
    summary: 'Copia di cortesia in PDF della fattura mensile delle commissioni trattenute',
    params: FeeInvoiceParams,
    response: inv.InvoiceFile,
  },
  invoiceSettings: {
    summary: 'Regime fiscale del rivenditore (RF01 se mai impostato)',
    params: DealerParams,
    response: inv.InvoiceSettings,
  },
  invoiceSettingsUpdate: {
    summary: 'Aggiorna il regime fiscale delle fatture del rivenditore',
    params: DealerParams,
    body: inv.InvoiceSettings,
    response: inv.InvoiceSettings,
  },

  // The operator's console: 403 to dealers and customers; every write is in the activity log.
  adminDealers: {
    summary: 'Operatore: ricambisti, con ricerca e filtri (abbonamento, provincia, sospesi)',
    query: admin.DealerListQuery,
    response: paged(ent.AdminDealer),
  },
  adminDealer: {
    summary: 'Operatore: un ricambista con abbonamento, crediti, fee da saldare, preventivi e valutazione',
    params: IdParams,
    response: ent.AdminDealerDetail,
  },
  adminDealerSuspend: {
    summary: 'Operatore: sospende un ricambista con un motivo (rifiutato su ogni rotta, socket chiusi)',
    params: IdParams,
    body: admin.SuspendBody,
    response: ent.AdminDealerDetail,
  },
  adminDealerReactivate: {
    summary: 'Operatore: riattiva un ricambista sospeso',
    params: IdParams,
    response: ent.AdminDealerDetail,
  },
  adminDealerCredits: {
    summary: 'Operatore: rettifica dei crediti con motivo (una voce del registro crediti)',
    params: IdParams,
    body: admin.CreditAdjustmentBody,
    response: ent.AdminDealerDetail,
  },
  adminDealerMovements: {
    summary: 'Operatore: il registro di un ricambista (acquisti, fee, rettifiche, rimborsi), dal più recente',
    params: IdParams,
    query: PageQuery,
    response: paged(LedgerMovement),
  },
  adminPayoutAccounts: {
    summary: 'Operatore: i conti di versamento dei ricambisti, con stato e saldi',
    query: PageQuery,
    response: paged(settlement.AdminPayoutAccount),
  },
  adminPayoutsBlock: {
    summary: 'Operatore: "Blocca versamenti" di un ricambista (o li sblocca)',
    params: IdParams,
    body: settlement.PayoutsBlockBody,
    response: settlement.AdminPayoutAccount,
  },
  adminPayouts: {
    summary: 'Operatore: i versamenti di tutti i ricambisti, dal più recente',
    query: settlement.AdminPayoutsQuery,
    response: paged(settlement.Payout),
  },
  adminPayoutRetry: {
    summary: 'Operatore: ritenta un versamento non riuscito (un nuovo versamento del disponibile)',
    params: IdParams,
    response: settlement.Payout,
  },
  adminDisputes: {
    summary: 'Operatore: le controversie, le aperte prima',
    query: ret.AdminDisputeListQuery,
    response: paged(ret.AdminDispute),
  },
  adminDispute: {
    summary: 'Operatore: una controversia con reso, foto, chat, spedizione e cronologia',
    params: IdParams,
    response: ret.AdminDisputeDetail,
  },
  adminDisputeDecide: {
    summary: 'Operatore: decide una controversia (rimborso totale, parziale o nessuno), eseguita una sola volta',
    params: IdParams,
    body: ret.DisputeDecisionBody,
    response: ret.AdminDisputeDetail,
  },
  adminReturnFigures: {
    summary: 'Operatore: resi e controversie per ricambista',
    query: ret.AdminReturnFiguresQuery,
    response: paged(ret.AdminDealerReturnFigures),
  },
  adminSettlementSales: {
    summary:
      'Operatore: le vendite online di cui la piattaforma trattiene i fondi (in attesa, disponibili, in versamento)',
    query: reconciliation.AdminSettlementSalesQuery,
    response: paged(reconciliation.AdminSettlementSale),
  },
  adminReconciliations: {
    summary: 'Operatore: le riconciliazioni del libro contabile col fornitore di pagamento, dalla più recente',
    query: reconciliation.ReconciliationListQuery,
    response: paged(reconciliation.ReconciliationSummary),
  },
  adminReconciliation: {
    summary: 'Operatore: una riconciliazione con le differenze trovate',
    params: IdParams,
    response: reconciliation.ReconciliationReport,
  },
  adminReconciliationRun: {
    summary: 'Operatore: "Esegui ora", riconcilia un giorno (oggi fin qui, se non indicato)',
    body: reconciliation.ReconciliationRunBody,
    response: reconciliation.ReconciliationReport,
  },
  adminLedgerCheck: {
    summary: 'Operatore: verifica del libro contabile (saldi materializzati contro somma delle righe)',
    response: LedgerCheck,
  },
  adminCustomers: { summary: 'Operatore: clienti', query: admin.CustomerListQuery, response: paged(ent.AdminCustomer) },
  adminCustomer: { summary: 'Operatore: un cliente', params: IdParams, response: ent.AdminCustomer },
  adminCustomerSuspend: {
    summary: 'Operatore: sospende un cliente con un motivo',
    params: IdParams,
    body: admin.SuspendBody,
    response: ent.AdminCustomer,
  },
  adminCustomerReactivate: {
    summary: 'Operatore: riattiva un cliente sospeso',
    params: IdParams,
    response: ent.AdminCustomer,
  },
  adminSubmissions: {
    summary: 'Operatore: richieste (sola lettura)',
    query: admin.SubmissionListQuery,
    response: paged(ent.AdminSubmission),
  },
  adminSubmission: { summary: 'Operatore: una richiesta', params: IdParams, response: ent.AdminSubmission },
  adminQuotations: {
    summary: 'Operatore: preventivi (sola lettura)',
    query: admin.QuotationListQuery,
    response: paged(ent.AdminQuotation),
  },
  adminQuotation: { summary: 'Operatore: un preventivo', params: IdParams, response: ent.AdminQuotation },
  adminOrders: {
    summary: 'Operatore: ordini e pagamenti',
    query: admin.OrderListQuery,
    response: paged(ent.AdminOrder),
  },
  adminOrder: { summary: 'Operatore: un ordine', params: IdParams, response: ent.AdminOrder },
  adminOrderRefund: {
    summary: 'Operatore: rimborsa un ordine pagato tramite il fornitore, una sola volta (409 se già rimborsato)',
    params: IdParams,
    body: admin.RefundBody,
    response: ent.AdminOrder,
  },
  adminCoupons: { summary: 'Operatore: coupon', query: admin.CouponListQuery, response: paged(ent.AdminCoupon) },
  adminCoupon: { summary: 'Operatore: un coupon', params: IdParams, response: ent.AdminCoupon },
  adminCouponCreate: {
    summary: 'Operatore: nuovo coupon (409 se il codice esiste)',
    body: admin.CouponBody,
    response: ent.AdminCoupon,
  },
  adminCouponUpdate: {
    summary: 'Operatore: modifica un coupon',
    params: IdParams,
    body: admin.CouponBody,
    response: ent.AdminCoupon,
  },
  adminCouponExpire: { summary: 'Operatore: fa scadere un coupon adesso', params: IdParams, response: ent.AdminCoupon },
  adminFaqs: { summary: 'Operatore: FAQ', query: admin.FaqListQuery, response: paged(ent.AdminFaq) },
  adminFaq: { summary: 'Operatore: una FAQ', params: IdParams, response: ent.AdminFaq },
  adminFaqCreate: {
    summary: 'Operatore: nuova FAQ (in fondo se la posizione manca)',
    body: admin.FaqBody,
    response: ent.AdminFaq,
  },
  adminFaqUpdate: {
    summary: 'Operatore: modifica una FAQ',
    params: IdParams,
    body: admin.FaqBody,
    response: ent.AdminFaq,
  },
  adminFaqDelete: { summary: 'Operatore: elimina una FAQ', params: IdParams, response: ent.AdminFaq },
  adminFaqReorder: {
    summary: 'Operatore: nuovo ordine delle FAQ (ogni id una volta)',
    body: admin.FaqReorderBody,
    response: z.array(ent.AdminFaq),
  },
  adminFeedbackQuestions: {
    summary: 'Operatore: domande di feedback',
    query: admin.FeedbackQuestionListQuery,
    response: paged(ent.AdminFeedbackQuestion),
  },
  adminFeedbackQuestion: {
    summary: 'Operatore: una domanda di feedback con le sue opzioni',
    params: IdParams,
    response: ent.AdminFeedbackQuestion,
  },
  adminFeedbackQuestionCreate: {
    summary: 'Operatore: nuova domanda di feedback',
    body: admin.FeedbackQuestionBody,
    response: ent.AdminFeedbackQuestion,
  },
  adminFeedbackQuestionUpdate: {
    summary: 'Operatore: modifica una domanda (le opzioni sono sostituite)',
    params: IdParams,
    body: admin.FeedbackQuestionBody,
    response: ent.AdminFeedbackQuestion,
  },
  adminFeedbackQuestionDelete: {
    summary: 'Operatore: elimina una domanda senza risposte (409 altrimenti)',
    params: IdParams,
    response: ent.AdminFeedbackQuestion,
  },
  adminNoticeSend: {
    summary: 'Operatore: avviso a un ricambista o a tutti, consegnato subito a chi è connesso',
    body: admin.NoticeBody,
    response: ent.NoticeSent,
  },
  adminActivity: {
    summary: 'Operatore: registro attività (ogni scrittura di un operatore)',
    query: admin.ActivityListQuery,
    response: paged(ent.ActivityEntry),
  },
  adminActivityEntry: {
    summary: 'Operatore: una voce del registro attività',
    params: IdParams,
    response: ent.ActivityEntry,
  },
  adminOverview: {
    summary: 'Operatore: panoramica del marketplace in un intervallo (al massimo due anni)',
    query: admin.OverviewQuery,
    response: ent.Overview,
  },

  // The dealer's stock (docs/stock-api.md): nothing is written until an import has no line in error.
  stockPreview: {
    summary: 'Magazzino: legge un file CSV o XLSX e mostra colonne, prime righe ed errori (non scrive nulla)',
    params: DealerParams,
    body: stock.StockPreviewBody,
    response: stk.StockPreview,
  },
  stockImport: {
    summary:
      'Magazzino: importa un file (sostituisce o unisce per codice OE + marca + condizione); tutto o niente (422 con gli errori)',
    params: DealerParams,
    body: stock.StockImportBody,
    response: stk.StockImportResult,
  },
  stockPreviewFile: {
    summary:
      'Magazzino: come stockPreview, con il file come corpo della richiesta (application/octet-stream), letto mentre arriva',
    params: DealerParams,
    query: stock.StockPreviewFileQuery,
    response: stk.StockPreview,
  },
  stockImportFile: {
    summary: 'Magazzino: come stockImport, con il file come corpo della richiesta (application/octet-stream)',
    params: DealerParams,
    query: stock.StockImportFileQuery,
    response: stk.StockImportResult,
  },
  stockList: {
    summary: 'Magazzino: articoli con ricerca, filtri e ordinamento',
    params: DealerParams,
    query: stock.StockListQuery,
    response: stock.StockList,
  },
  stockMeta: {
    summary: 'Magazzino: numero di articoli e data dell’ultima importazione (vecchia se oltre 15 giorni)',
    params: DealerParams,
    response: stk.StockMeta,
  },
  stockExport: {
    summary: 'Magazzino: esporta in CSV (punto e virgola, decimali con la virgola, UTF-8 con BOM)',
    params: DealerParams,
    response: stock.StockCsv,
  },
  stockSuggestions: {
    summary: 'Magazzino: articoli adatti a una riga della richiesta (codice OE digitato, ricambio, marca preferita)',
    params: DealerParams,
    query: stock.StockSuggestionsQuery,
    response: stk.StockSuggestions,
  },
  stockItemUpdate: {
    summary: 'Magazzino: modifica un articolo (409 se codice, marca e condizione sono di un altro)',
    params: stock.StockItemParams,
    body: stock.StockItemBody,
    response: stk.StockItem,
  },
  stockApiKeys: {
    summary: 'Chiavi API del magazzino (solo il prefisso: il segreto non è conservato)',
    params: DealerParams,
    response: stock.StockApiKeyList,
  },
  stockApiKeyCreate: {
    summary: 'Nuova chiave API del magazzino: il segreto è mostrato solo ora',
    params: DealerParams,
    body: stock.StockApiKeyBody,
    response: stk.StockApiKeyCreated,
  },
  stockApiKeyRevoke: {
    summary: 'Revoca una chiave API del magazzino',
    params: stock.StockApiKeyParams,
    response: stk.StockApiKey,
  },
  // Company accounts.
  staffList: {
    summary: 'Team dell’azienda: titolare e utenti invitati (solo il titolare)',
    params: DealerParams,
    response: staff.StaffList,
  },
  staffInvite: {
    summary:
      'Invita una persona con un ruolo: email con un link valido 72 ore (422 se l’email è già usata, 429 oltre i limiti di inviti)',
    params: DealerParams,
    body: staff.StaffInviteBody,
    response: StaffMember,
  },
  staffUpdate: {
    summary: 'Cambia il ruolo di un utente del team',
    params: staff.StaffParams,
    body: staff.StaffUpdateBody,
    response: StaffMember,
  },
  staffDeactivate: {
    summary: 'Disattiva un utente del team: sessioni e socket chiusi subito, su ogni istanza',
    params: staff.StaffParams,
    response: StaffMember,
  },
  staffReactivate: {
    summary: 'Riattiva un utente del team disattivato',
    params: staff.StaffParams,
    response: StaffMember,
  },
  staffResend: {
    summary: 'Invia di nuovo l’invito (il link precedente non vale più)',
    params: staff.StaffParams,
    response: StaffMember,
  },
  staffActivity: {
    summary: 'Attività del team: chi ha inviato e chi ha spedito, le più recenti prima (solo il titolare)',
    params: DealerParams,
    query: PageQuery,
    response: staff.StaffActivityList,
  },
  draftList: {
    summary: 'Bozze dell’azienda, le più recenti prima, con chi le sta preparando',
    params: DealerParams,
    response: drafts.DraftList,
  },
  draftGet: {
    summary: 'Una bozza dell’azienda (404 se non c’è)',
    params: drafts.DraftParams,
    response: drafts.ServerDraft,
  },
  draftPut: {
    summary:
      'Salva una bozza: version 0 la crea, altrimenti la versione letta (409 draft_conflict se superata o presa in carico da un collega)',
    params: drafts.DraftParams,
    body: drafts.DraftPutBody,
    response: drafts.ServerDraft,
  },
  draftDelete: { summary: 'Elimina una bozza dell’azienda', params: drafts.DraftParams, response: OkResponse },
  draftTakeOver: {
    summary: 'Prende in carico la bozza di un collega: l’editor cambia, e il collega lo sa subito sul socket',
    params: drafts.DraftParams,
    response: drafts.ServerDraft,
  },
  dealerReturns: {
    summary: 'Resi: le richieste di reso dei clienti, con filtri',
    params: DealerParams,
    query: ret.DealerReturnListQuery,
    response: paged(ret.DealerReturn),
  },
  dealerReturnSummary: {
    summary: 'Resi: quanti attendono una risposta, la ricezione, il rimborso; controversie aperte',
    params: DealerParams,
    response: ret.DealerReturnSummary,
  },
  dealerReturn: {
    summary: 'Resi: un reso, con la cronologia',
    params: ret.DealerReturnParams,
    response: ret.DealerReturn,
  },
  dealerReturnLabel: {
    summary: 'Resi: l’etichetta di reso in PDF (10 × 15 cm)',
    params: ret.DealerReturnParams,
    response: ret.ReturnLabel,
  },
  dealerReturnAccept: {
    summary: 'Resi: «Accetta reso», entro 2 giorni lavorativi; crea l’etichetta di reso per il cliente',
    params: ret.DealerReturnParams,
    response: ret.DealerReturn,
  },
  dealerReturnRefuse: {
    summary: 'Resi: «Rifiuta reso» con il motivo, entro 2 giorni lavorativi',
    params: ret.DealerReturnParams,
    body: ret.ReturnRefuseBody,
    response: ret.DealerReturn,
  },
  dealerReturnReceived: {
    summary: 'Resi: «Reso ricevuto», con le condizioni del ricambio',
    params: ret.DealerReturnParams,
    body: ret.ReturnReceivedBody,
    response: ret.DealerReturn,
  },
  dealerReturnRefund: {
    summary:
      'Resi: rimborsa una sola volta (online sul pagamento, totale o parziale; offline «Rimborsato» con il metodo); la commissione torna al ricambista',
    params: ret.DealerReturnParams,
    body: ret.ReturnRefundBody,
    response: ret.DealerReturn,
  },
  dealerReturnCreditNoteXml: {
    summary: 'Resi: la nota di credito (FatturaPA TD04) della commissione restituita, quando è emessa',
    params: ret.DealerReturnParams,
    response: ret.CreditNoteFile,
  },
  dealerReturnCreditNotePdf: {
    summary: 'Resi: la copia di cortesia in PDF della nota di credito',
    params: ret.DealerReturnParams,
    response: ret.CreditNoteFile,
  },
  returnPolicy: {
    summary: 'Resi: la politica per i clienti con partita IVA (giorni dalla consegna, condizioni)',
    params: DealerParams,
    response: ret.ReturnPolicy,
  },
  returnPolicyUpdate: {
    summary: 'Resi: aggiorna la politica per i clienti con partita IVA',
    params: DealerParams,
    body: ret.ReturnPolicy,
    response: ret.ReturnPolicy,
  },
  invitationInfo: {
    summary: 'Invito: chi invita, quale email e ruolo (prima di scegliere la password)',
    body: staff.InvitationParams,
    response: staff.InvitationInfo,
  },
  invitationAccept: {
    summary: 'Invito: sceglie la password (una volta sola) e accede',
    body: staff.InvitationAcceptBody,
    response: staff.InvitationAcceptResponse,
  },
  stockMachineImport: {
    summary: 'Importazione automatica del magazzino con chiave API (X-Api-Key): il file è il corpo della richiesta',
    query: stock.StockMachineImportQuery,
    response: stk.StockImportResult,
  },
});

export type Routes = typeof routes;
export type RouteName = keyof Routes;

export type Body<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]['body']> : never;
export type Reply<N extends RouteName> = z.output<Routes[N]['response']>;
