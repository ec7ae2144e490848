import * as auth from '../api/auth.js';
import * as customer from '../api/customer.js';
import * as customerAccount from '../api/customer-account.js';
import * as customerCounters from '../api/customer-counters.js';
import * as customerOffers from '../api/customer-offers.js';
import * as ship from '../shipping.js';
import * as ret from '../returns.js';
import * as settlement from '../entities/settlement.js';
import { IdParams, OkResponse, PageQuery, paged } from '../common.js';
import { Notification } from '../entities/chat.js';
import { Province } from '../entities/lookups.js';
import { z } from '../z.js';
import { route, get, post } from '../paths/define.js';

/** The customer app's calls: registration, its requests and offers, orders, payments and after-sale. */
export const customerArea = {
  // The customer side.

  // The customer side: a real counterpart for the dealer workflow, used by `npm run customer`.
  customerSubmissionNew: route(post('/customer/submissions', 'customer'), {
    summary: 'Cliente: pubblica una richiesta di ricambi (veicolo e righe), visibile subito ai ricambisti',
    body: customer.CustomerSubmissionBody,
    response: customer.CustomerSubmission,
  }),
  customerSubmissionQuotations: route(get('/customer/submissions/:id/quotations', 'customer'), {
    summary: 'Cliente: la propria richiesta e i preventivi ricevuti, con righe e ricambista',
    params: IdParams,
    response: customer.CustomerQuotationList,
  }),
  customerQuotation: route(get('/customer/quotations/:id', 'customer'), {
    summary: 'Cliente: un preventivo ricevuto, con righe e ricambista',
    params: IdParams,
    response: customer.CustomerQuotation,
  }),
  customerQuotationAccept: route(post('/customer/quotations/:id/accept', 'customer'), {
    summary:
      'Cliente: accetta un preventivo (online: da pagare; offline: gestione offline); annulla gli altri e chiude la richiesta',
    params: IdParams,
    body: customer.AcceptQuotationBody,
    response: customer.CustomerQuotation,
  }),
  customerQuotationPay: route(post('/customer/quotations/:id/pay', 'customer'), {
    summary: 'Cliente: paga un preventivo accettato con pagamento online (da pagare → da spedire)',
    params: IdParams,
    response: customer.CustomerQuotation,
  }),
  // The customer app.

  // The customer app.
  customerRegister: route(post('/customer/register', 'public'), {
    summary: 'Cliente: registrazione (risponde come l’accesso, con una sessione dell’app clienti)',
    body: customerAccount.CustomerRegisterBody,
    response: auth.LoginResponse,
  }),
  customerSubmissions: route(get('/customer/submissions', 'customer'), {
    summary: 'Cliente: le mie richieste, dalla più recente, con tempo residuo e numero di offerte',
    query: PageQuery,
    response: customer.CustomerSubmissionPage,
  }),
  customerSubmission: route(get('/customer/submissions/:id', 'customer'), {
    summary: 'Cliente: una propria richiesta con veicolo, righe e foto',
    params: IdParams,
    response: customer.CustomerSubmission,
  }),
  customerSubmissionOffers: route(get('/customer/submissions/:id/offers', 'customer'), {
    summary: 'Cliente: le offerte della propria richiesta a confronto, riga per riga e per ricambista',
    params: IdParams,
    response: customerOffers.CustomerOffers,
  }),
  customerQuotationRating: route(post('/customer/quotations/:id/rating', 'customer'), {
    summary: 'Cliente: valuta il ricambista di un preventivo spedito (1-5 stelle), una sola volta',
    params: IdParams,
    body: customerAccount.RatingBody,
    response: customerAccount.Rating,
  }),
  customerQuotationReceived: route(post('/customer/quotations/:id/received', 'customer'), {
    summary:
      'Cliente: «Ho ricevuto il ricambio» su un acquisto spedito o gestito offline; una seconda conferma risponde lo stato attuale',
    params: IdParams,
    response: customer.CustomerQuotation,
  }),
  customerShipment: route(get('/customer/quotations/:id/shipment', 'customer'), {
    summary: 'Cliente: la spedizione di un proprio acquisto, con la cronologia del corriere',
    params: IdParams,
    response: ship.CustomerShipment,
  }),
  customerQuotationReceipt: route(get('/customer/quotations/:id/receipt', 'customer'), {
    summary:
      'Cliente: la ricevuta di un pagamento online (venditore: il ricambista; la piattaforma incassa per suo conto)',
    params: IdParams,
    response: settlement.CustomerReceipt,
  }),
  customerNotifications: route(get('/customer/notifications', 'customer'), {
    summary: 'Cliente: notifiche, con la loro destinazione',
    response: z.array(Notification),
  }),
  customerNotificationsRead: route(post('/customer/notifications/read', 'customer'), {
    summary: 'Cliente: segna tutte le notifiche come lette',
    response: OkResponse,
  }),
  customerPing: route(get('/customer/ping', 'customer'), {
    summary: 'Cliente: contatori (notifiche, messaggi, offerte sulle richieste aperte, da pagare)',
    response: customerCounters.CustomerCounters,
  }),
  customerProvinces: route(get('/customer/provinces', 'public'), {
    summary: 'Cliente: le province, per la registrazione (senza accesso)',
    response: z.array(Province),
  }),
  customerQuotationPayDemo: route(post('/customer/quotations/:id/pay/demo', 'customer'), {
    summary: 'Cliente: paga online un preventivo accettato con la carta del fornitore dimostrativo (una sola volta)',
    params: IdParams,
    body: customer.CustomerDemoPayBody,
    response: customer.CustomerQuotation,
  }),
  customerQuotationPayStart: route(post('/customer/quotations/:id/pay/start', 'customer'), {
    summary:
      'Cliente: avvia il pagamento online di un preventivo accettato presso il fornitore di pagamento (un solo pagamento per preventivo, riusato)',
    params: IdParams,
    response: customer.CustomerPayStart,
  }),
  customerQuotationPayConfirm: route(post('/customer/quotations/:id/pay/confirm', 'customer'), {
    summary: 'Cliente: il fornitore ha approvato il pagamento nel browser; il preventivo passa a pagato una sola volta',
    params: IdParams,
    body: customer.CustomerPayConfirmBody,
    response: customer.CustomerQuotation,
  }),
  // After-sale (contract/returns.ts, docs/after-sale.md): the customer's own returns and disputes only.
  customerReturnOptions: route(get('/customer/quotations/:id/return-options', 'customer'), {
    summary: 'Cliente: se «Richiedi reso» è possibile su un proprio acquisto, fino a quando e per quali ricambi',
    params: IdParams,
    response: ret.ReturnOptions,
  }),
  customerReturnCreate: route(post('/customer/quotations/:id/returns', 'customer'), {
    summary: 'Cliente: «Richiedi reso» (ricambi e quantità, motivo, nota, foto) entro il periodo di reso',
    params: IdParams,
    body: ret.ReturnRequestBody,
    response: ret.CustomerReturn,
  }),
  customerReturns: route(get('/customer/returns', 'customer'), {
    summary: 'Cliente: i propri resi, dal più recente',
    query: PageQuery,
    response: paged(ret.CustomerReturn),
  }),
  customerReturn: route(get('/customer/returns/:id', 'customer'), {
    summary: 'Cliente: un proprio reso, con la cronologia',
    params: IdParams,
    response: ret.CustomerReturn,
  }),
  customerReturnCancel: route(post('/customer/returns/:id/cancel', 'customer'), {
    summary: 'Cliente: annulla un proprio reso ancora in attesa di risposta',
    params: IdParams,
    response: ret.CustomerReturn,
  }),
  customerReturnLabel: route(get('/customer/returns/:id/label.pdf', 'customer'), {
    summary: 'Cliente: l’etichetta di reso in PDF (10 × 15 cm), dopo l’accettazione',
    params: IdParams,
    response: ret.ReturnLabel,
  }),
  customerDisputeOpen: route(post('/customer/returns/:id/dispute', 'customer'), {
    summary: 'Cliente: «Apri controversia» su un reso rifiutato, o accettato e non rimborsato nei tempi',
    params: IdParams,
    body: ret.DisputeOpenBody,
    response: ret.CustomerReturn,
  }),
} as const;
