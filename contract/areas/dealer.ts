import * as auth from '../api/auth.js';
import * as inv from '../api/invoices.js';
import * as dealer from '../api/dealer.js';
import * as drafts from '../api/drafts.js';
import * as pay from '../api/payments.js';
import * as quot from '../api/quotations.js';
import * as intel from '../api/intelligence.js';
import * as team from '../api/staff.js';
import * as stock from '../api/stock.js';
import * as tpl from '../api/templates.js';
import * as ship from '../shipping.js';
import * as ret from '../returns.js';
import * as settlement from '../entities/settlement.js';
import * as stk from '../entities/stock.js';
import { FeedbackSubmitBody, FeedbackTarget } from '../api/feedback.js';
import { ListFilters } from '../api/lists.js';
import { IdParams, OkResponse, PageQuery, paged } from '../common.js';
import { Conversation, Notification } from '../entities/chat.js';
import { FeedbackQuestion } from '../entities/feedback.js';
import { Analytics } from '../entities/intelligence.js';
import { InvoiceState } from '../entities/invoice.js';
import { LedgerMovement } from '../entities/ledger.js';
import { Faq, PaymentMethod } from '../entities/lookups.js';
import { CouponCheck, FeeAmount, FeesPaidWithCredits } from '../entities/order.js';
import { PingData } from '../entities/ping.js';
import { Coverage, Template } from '../entities/quoting.js';
import { StaffMember } from '../entities/staff.js';
import { Quotation } from '../entities/quotation.js';
import { Submission, SubmissionFilter } from '../entities/submission.js';
import { User } from '../entities/user.js';
import { z } from '../z.js';
import { DealerParams, UserParams, FeeInvoiceParams, DealerQuotationListParams } from './params.js';
import { route, beforeSubscription, del, get, post, put, staff } from '../paths/define.js';

/** The dealer portal's calls (SPEC §7): its company, requests, quotations, money, stock, team and returns. */
export const dealerArea = {
  ping: route(get('/ping', 'user'), {
    summary: 'Contatori, non letti e branding',
    query: auth.SecurityQuery,
    response: PingData,
  }),
  discovery: route(get('/discovery', 'public'), {
    summary: 'FAQ in italiano',
    query: auth.SecurityQuery,
    response: z.object({ faq: z.array(Faq) }),
  }),
  methodList: route(get('/method/list', 'user'), { summary: 'Metodi di pagamento', response: z.array(PaymentMethod) }),
  paymentSetup: route(staff('billing', beforeSubscription(post('/dealer/:dealerId/payment/setup', 'dealer'))), {
    summary: 'Prepara il pagamento dell’abbonamento (o, con purpose=card, l’aggiornamento della carta)',
    params: DealerParams,
    query: pay.PaymentSetupQuery,
    response: pay.PaymentSetupResponse,
  }),
  paymentUpdate: route(staff('billing', beforeSubscription(post('/dealer/:dealerId/payment/update', 'dealer'))), {
    summary: 'Ordine in attesa con id esterno (o nuova carta con order_id null)',
    params: DealerParams,
    body: pay.PaymentUpdateBody,
    response: OkResponse,
  }),
  dealerUpdate: route(beforeSubscription(post('/dealer/:dealerId/update', 'dealer')), {
    summary: 'Dati di registrazione e aziendali',
    params: DealerParams,
    body: dealer.DealerUpdateBody,
    response: User,
  }),
  passwordUpdate: route(staff('everyone', beforeSubscription(post('/dealer/:dealerId/password/update', 'dealer'))), {
    summary: 'Cambio password',
    params: DealerParams,
    body: dealer.PasswordUpdateBody,
    response: OkResponse,
  }),
  ibanUpdate: route(staff('billing', beforeSubscription(post('/dealer/:dealerId/iban/update', 'dealer'))), {
    summary: 'IBAN',
    params: DealerParams,
    body: dealer.IbanUpdateBody,
    response: User,
  }),
  feesUpdate: route(beforeSubscription(post('/dealer/:dealerId/fees/update', 'dealer')), {
    summary: 'Spese di spedizione',
    params: DealerParams,
    body: dealer.FeesUpdateBody,
    response: User,
  }),
  photoUpdate: route(beforeSubscription(post('/dealer/:dealerId/photo/update', 'dealer')), {
    summary: 'Foto profilo',
    params: DealerParams,
    body: dealer.PhotoUpdateBody,
    response: User,
  }),
  provincesUpdate: route(beforeSubscription(post('/dealer/:dealerId/provinces/update', 'dealer')), {
    summary: 'Province escluse',
    params: DealerParams,
    body: dealer.ProvincesUpdateBody,
    response: User,
  }),
  methodsUpdate: route(beforeSubscription(post('/dealer/:dealerId/methods/update', 'dealer')), {
    summary: 'Metodi di pagamento accettati',
    params: DealerParams,
    body: dealer.MethodsUpdateBody,
    response: User,
  }),
  creditsBuy: route(staff('billing', post('/dealer/:dealerId/credits/buy', 'dealer')), {
    summary: 'Acquisto crediti',
    params: DealerParams,
    body: pay.CreditsBuyBody,
    response: pay.PaymentSetupResponse,
  }),
  couponCheck: route(staff('billing', post('/dealer/:dealerId/coupon/check', 'dealer')), {
    summary: 'Verifica coupon',
    params: DealerParams,
    body: pay.CouponCheckBody,
    response: CouponCheck,
  }),
  dealerProvinces: route(staff('everyone', beforeSubscription(get('/dealer/:dealerId/provinces/list', 'dealer'))), {
    summary: 'Province escluse dal rivenditore',
    params: DealerParams,
    response: dealer.DealerProvincesList,
  }),
  feeAmount: route(staff('billing', get('/dealer/:dealerId/fee-amount', 'dealer')), {
    summary: 'Fee da saldare',
    params: DealerParams,
    response: FeeAmount,
  }),
  feePay: route(staff('billing', post('/dealer/:dealerId/fee/pay', 'dealer')), {
    summary: 'Prepara il pagamento delle fee da saldare',
    params: DealerParams,
    response: pay.PaymentSetupResponse,
  }),
  feePayWithCredits: route(staff('billing', post('/dealer/:dealerId/fee/pay-with-credits', 'dealer')), {
    summary: 'Salda le fee dovute con i crediti del portafoglio',
    params: DealerParams,
    response: FeesPaidWithCredits,
  }),
  // The money register ("Movimenti"): every credit and fee movement of the company, from the ledger.
  dealerMovements: route(staff('billing', get('/dealer/:dealerId/movements', 'dealer')), {
    summary: 'Movimenti: ogni movimento di crediti e fee, dal più recente, con preventivo e saldo dopo',
    params: DealerParams,
    query: PageQuery,
    response: paged(LedgerMovement),
  }),
  payoutAccount: route(staff('billing', get('/dealer/:dealerId/payout-account', 'dealer')), {
    summary: 'Incassi: il conto di versamento del ricambista e il suo stato',
    params: DealerParams,
    response: settlement.PayoutAccount,
  }),
  payoutAccountOnboard: route(staff('billing', post('/dealer/:dealerId/payout-account/onboarding', 'dealer')), {
    summary: 'Incassi: "Attiva incassi", crea il conto presso il fornitore e risponde il link di attivazione',
    params: DealerParams,
    response: settlement.OnboardingLink,
  }),
  payoutAccountDemoActivate: route(staff('billing', post('/dealer/:dealerId/payout-account/demo-activate', 'dealer')), {
    summary: 'Incassi (fornitore dimostrativo): conferma l’attivazione con l’IBAN del profilo',
    params: DealerParams,
    response: settlement.PayoutAccount,
  }),
  payoutAccountRefresh: route(staff('billing', post('/dealer/:dealerId/payout-account/refresh', 'dealer')), {
    summary: 'Incassi: rilegge lo stato del conto dal fornitore',
    params: DealerParams,
    response: settlement.PayoutAccount,
  }),
  payoutSchedule: route(staff('billing', put('/dealer/:dealerId/payout-account/schedule', 'dealer')), {
    summary: 'Incassi: frequenza dei versamenti automatici (giornaliera o settimanale) e importo minimo',
    params: DealerParams,
    body: settlement.PayoutScheduleBody,
    response: settlement.PayoutAccount,
  }),
  settlementBalances: route(staff('billing', get('/dealer/:dealerId/settlement/balances', 'dealer')), {
    summary: 'Incassi: saldi In attesa, Disponibile, Versato e prossimo versamento',
    params: DealerParams,
    response: settlement.SettlementBalances,
  }),
  settlementSales: route(staff('billing', get('/dealer/:dealerId/settlement/sales', 'dealer')), {
    summary: 'Incassi: le vendite online con lordo, commissione, IVA sulla commissione, netto e stato',
    params: DealerParams,
    query: PageQuery,
    response: paged(settlement.SettlementSale),
  }),
  settlementCsv: route(staff('billing', get('/dealer/:dealerId/settlement/export', 'dealer')), {
    summary: 'Incassi: esporta le vendite in CSV (punto e virgola, decimali con la virgola, UTF-8 con BOM)',
    params: DealerParams,
    response: settlement.SettlementCsv,
  }),
  dealerPayouts: route(staff('billing', get('/dealer/:dealerId/payouts', 'dealer')), {
    summary: 'Incassi: i versamenti, dal più recente, con le vendite che pagano',
    params: DealerParams,
    query: PageQuery,
    response: paged(settlement.Payout),
  }),
  dealerPayoutRequest: route(staff('billing', post('/dealer/:dealerId/payouts', 'dealer')), {
    summary: 'Incassi: "Richiedi versamento" di tutto il disponibile (uno solo alla volta)',
    params: DealerParams,
    response: settlement.Payout,
  }),
  submission: route(staff('quoting', get('/submission/:id', 'dealer')), {
    summary: 'Richiesta',
    params: IdParams,
    response: Submission,
  }),
  submissionList: route(staff('quoting', get('/submission/list/:filter', 'dealer')), {
    summary: 'Richieste per stato',
    params: z.object({ filter: SubmissionFilter }),
    query: ListFilters,
    response: paged(Submission),
  }),
  quotationNew: route(staff('quoting', put('/quotation/new', 'dealer')), {
    summary: 'Invio preventivo',
    body: quot.NewQuotationBody,
    response: Quotation,
  }),
  quotationList: route(staff('orders', get('/dealer/:dealerId/quotation/list/:filter', 'dealer')), {
    summary: 'Preventivi per stato',
    params: DealerQuotationListParams,
    query: ListFilters,
    response: paged(Quotation),
  }),
  quotationTracking: route(staff('shipping', post('/quotation/:id/tracking', 'dealer')), {
    summary: 'Conferma spedizione',
    params: IdParams,
    body: quot.TrackingBody,
    response: Quotation,
  }),
  // The goods reached the customer (contract/delivery.ts): an offline sale delivered or collected, marked by whoever ships.
  quotationDelivered: route(staff('shipping', post('/quotation/:id/delivered', 'dealer')), {
    summary: 'Vendita offline consegnata al cliente o ritirata in sede (una sola volta): apre la valutazione',
    params: IdParams,
    body: quot.DeliveredBody,
    response: Quotation,
  }),
  // The courier loop (docs/shipping-api.md): "Crea etichetta", its label and timeline, by the owner or Magazzino.
  shipmentCreate: route(staff('shipping', post('/quotation/:id/shipment', 'dealer')), {
    summary:
      'Crea etichetta: prenota il corriere (colli, peso, misure, data di ritiro), salva l’etichetta e segna il preventivo spedito con il codice di tracciamento',
    params: IdParams,
    body: ship.ShipmentBody,
    response: ship.Shipment,
  }),
  shipment: route(staff('shipping', get('/quotation/:id/shipment', 'dealer')), {
    summary: 'La spedizione di un preventivo, con la cronologia',
    params: IdParams,
    response: ship.Shipment,
  }),
  shipmentLabel: route(staff('shipping', get('/quotation/:id/shipment/label.pdf', 'dealer')), {
    summary: 'L’etichetta della spedizione in PDF (10 × 15 cm)',
    params: IdParams,
    response: ship.ShipmentLabel,
  }),
  shipmentCancel: route(staff('shipping', post('/quotation/:id/shipment/cancel', 'dealer')), {
    summary: 'Annulla l’etichetta prima del ritiro (il corriere la cancella); il preventivo torna da spedire',
    params: IdParams,
    response: ship.Shipment,
  }),
  feedbackList: route(staff('quoting', get('/quotation/feedback/list', 'dealer')), {
    summary: 'Domande del questionario',
    response: z.array(FeedbackQuestion),
  }),
  feedbackSubmit: route(staff('quoting', post('/quotation/:id/feedback', 'dealer')), {
    summary: 'Risposte al questionario',
    params: IdParams,
    body: FeedbackSubmitBody,
    response: OkResponse,
  }),
  feedbackTarget: route(staff('everyone', get('/quotation/:id/feedback', 'dealer')), {
    summary: 'Il preventivo del questionario (codice) e se è già stato compilato',
    params: IdParams,
    response: FeedbackTarget,
  }),
  notificationList: route(staff('everyone', get('/user/:userId/notification/list', 'dealer')), {
    summary: 'Notifiche',
    params: UserParams,
    response: z.array(Notification),
  }),
  notificationRead: route(staff('everyone', get('/user/:userId/notification/read', 'dealer')), {
    summary: 'Segna tutte come lette',
    params: UserParams,
    response: OkResponse,
  }),
  messageList: route(staff('chat', get('/user/:userId/message/list', 'dealer')), {
    summary: 'Conversazioni',
    params: UserParams,
    response: z.array(Conversation),
  }),
  demoCheckout: route(staff('billing', beforeSubscription(post('/payment/demo/checkout', 'dealer'))), {
    summary: 'Pagamento con il fornitore demo (nessun addebito reale)',
    body: pay.DemoCheckoutBody,
    response: pay.DemoCheckoutResponse,
  }),
  // Faster quoting: option templates, declining a request, the brands and categories served.

  // Faster quoting: option templates ("Modelli"), "Non posso offrire", "Marche e categorie trattate".
  templateList: route(staff('quoting', get('/dealer/:dealerId/templates', 'dealer')), {
    summary: 'Modelli di opzione del rivenditore, per nome',
    params: DealerParams,
    response: tpl.TemplateList,
  }),
  templateCreate: route(staff('quoting', post('/dealer/:dealerId/templates', 'dealer')), {
    summary: 'Salva un modello di opzione (nome unico per rivenditore: 409 se già usato)',
    params: DealerParams,
    body: tpl.TemplateBody,
    response: Template,
  }),
  templateDelete: route(staff('quoting', post('/dealer/:dealerId/templates/:templateId/delete', 'dealer')), {
    summary: 'Elimina un proprio modello',
    params: tpl.TemplateParams,
    response: OkResponse,
  }),
  submissionDecline: route(staff('quoting', post('/submission/:id/decline', 'dealer')), {
    summary: 'Non posso offrire: la richiesta esce dalle liste e dai contatori del rivenditore',
    params: IdParams,
    body: tpl.DeclineBody,
    response: OkResponse,
  }),
  submissionUndecline: route(staff('quoting', post('/submission/:id/undecline', 'dealer')), {
    summary: 'Annulla il rifiuto: la richiesta torna nelle liste',
    params: IdParams,
    response: OkResponse,
  }),
  coverage: route(staff('quoting', get('/dealer/:dealerId/coverage', 'dealer')), {
    summary: 'Marche e categorie trattate (vuoto = tutte)',
    params: DealerParams,
    response: Coverage,
  }),
  // "Rifiutate", the dealer's declined requests still open, to restore one later (not only from the undo).
  declinedList: route(staff('quoting', get('/dealer/:dealerId/declined', 'dealer')), {
    summary:
      'Rifiutate: le richieste ancora aperte che il rivenditore ha rifiutato, le più recenti prima (per ripristinarle)',
    params: DealerParams,
    query: PageQuery,
    response: tpl.DeclinedList,
  }),
  coverageUpdate: route(post('/dealer/:dealerId/coverage/update', 'dealer'), {
    summary: 'Aggiorna marche e categorie trattate (sostituisce le precedenti)',
    params: DealerParams,
    body: tpl.CoverageUpdateBody,
    response: Coverage,
  }),
  // Dealer intelligence: price memory and statistics; the outcome rides on the quotations.

  // Dealer intelligence: "I tuoi ultimi prezzi" and "Statistiche"; never another dealer's data.
  priceMemory: route(staff('quoting', get('/dealer/:dealerId/price-memory', 'dealer')), {
    summary: 'I tuoi ultimi prezzi per un ricambio (stesso veicolo prima), con esito',
    params: DealerParams,
    query: intel.PriceMemoryQuery,
    response: intel.PriceMemoryList,
  }),
  analytics: route(staff('quoting', get('/dealer/:dealerId/analytics', 'dealer')), {
    summary: 'Statistiche del rivenditore in un intervallo di date (predefinito: ultimi 90 giorni)',
    params: DealerParams,
    query: intel.AnalyticsQuery,
    response: Analytics,
  }),
  returnFigures: route(staff('quoting', get('/dealer/:dealerId/analytics/returns', 'dealer')), {
    summary: 'Statistiche: resi nel periodo (tasso di reso, motivi, tempo di risposta)',
    params: DealerParams,
    query: ret.ReturnFiguresQuery,
    response: ret.ReturnFigures,
  }),
  // Electronic invoices: a sold quotation's FatturaPA and PDF, the platform's invoices of paid orders.

  // Electronic invoices (docs/invoices.md): 404 for another dealer's records, 409 when not invoiceable.
  quotationInvoice: route(staff('billing', get('/quotation/:id/invoice', 'dealer')), {
    summary: 'Fattura elettronica di un preventivo: fatturabile, dati mancanti o già emessa',
    params: IdParams,
    response: InvoiceState,
  }),
  quotationInvoiceXml: route(staff('billing', get('/quotation/:id/invoice.xml', 'dealer')), {
    summary: 'FatturaPA (FPR12) di un preventivo pagato o spedito; la prima richiesta la emette',
    params: IdParams,
    response: inv.InvoiceFile,
  }),
  quotationInvoicePdf: route(staff('billing', get('/quotation/:id/invoice.pdf', 'dealer')), {
    summary: 'Copia di cortesia in PDF della fattura di un preventivo',
    params: IdParams,
    response: inv.InvoiceFile,
  }),
  dealerInvoices: route(staff('billing', get('/dealer/:dealerId/invoices', 'dealer')), {
    summary: 'Fatture della piattaforma al rivenditore, una per ordine pagato (emette quelle mancanti)',
    params: DealerParams,
    response: inv.DealerInvoiceList,
  }),
  dealerInvoiceMissing: route(staff('billing', get('/dealer/:dealerId/invoices/missing', 'dealer')), {
    summary: 'Dati del rivenditore che mancano per fatturare i suoi ordini pagati',
    params: DealerParams,
    response: inv.DealerInvoiceMissing,
  }),
  orderInvoiceXml: route(staff('billing', get('/order/:id/invoice.xml', 'dealer')), {
    summary: 'FatturaPA della piattaforma per un ordine pagato',
    params: IdParams,
    response: inv.InvoiceFile,
  }),
  orderInvoicePdf: route(staff('billing', get('/order/:id/invoice.pdf', 'dealer')), {
    summary: 'Copia di cortesia in PDF della fattura di un ordine pagato',
    params: IdParams,
    response: inv.InvoiceFile,
  }),
  // The month's invoice of the fees taken at source from the dealer's online sales (`:invoiceId` is the invoice).
  feeInvoiceXml: route(staff('billing', get('/dealer/:dealerId/fee-invoices/:invoiceId/invoice.xml', 'dealer')), {
    summary: 'FatturaPA (FPR12) del mese delle commissioni trattenute sulle vendite online del rivenditore',
    params: FeeInvoiceParams,
    response: inv.InvoiceFile,
  }),
  feeInvoicePdf: route(staff('billing', get('/dealer/:dealerId/fee-invoices/:invoiceId/invoice.pdf', 'dealer')), {
    summary: 'Copia di cortesia in PDF della fattura mensile delle commissioni trattenute',
    params: FeeInvoiceParams,
    response: inv.InvoiceFile,
  }),
  invoiceSettings: route(staff('billing', beforeSubscription(get('/dealer/:dealerId/invoice-settings', 'dealer'))), {
    summary: 'Regime fiscale del rivenditore (RF01 se mai impostato)',
    params: DealerParams,
    response: inv.InvoiceSettings,
  }),
  invoiceSettingsUpdate: route(
    staff('billing', beforeSubscription(post('/dealer/:dealerId/invoice-settings/update', 'dealer'))),
    {
      summary: 'Aggiorna il regime fiscale delle fatture del rivenditore',
      params: DealerParams,
      body: inv.InvoiceSettings,
      response: inv.InvoiceSettings,
    },
  ),
  // The dealer's stock and price list (docs/stock-api.md): "Magazzino", suggestions, the machine import.

  // The dealer's stock (docs/stock-api.md): nothing is written until an import has no line in error.
  stockPreview: route(staff('stock', post('/dealer/:dealerId/stock/preview', 'dealer')), {
    summary: 'Magazzino: legge un file CSV o XLSX e mostra colonne, prime righe ed errori (non scrive nulla)',
    params: DealerParams,
    body: stock.StockPreviewBody,
    response: stk.StockPreview,
  }),
  stockImport: route(staff('stock', post('/dealer/:dealerId/stock/import', 'dealer')), {
    summary:
      'Magazzino: importa un file (sostituisce o unisce per codice OE + marca + condizione); tutto o niente (422 con gli errori)',
    params: DealerParams,
    body: stock.StockImportBody,
    response: stk.StockImportResult,
  }),
  stockPreviewFile: route(staff('stock', post('/dealer/:dealerId/stock/preview/file', 'dealer')), {
    summary:
      'Magazzino: come stockPreview, con il file come corpo della richiesta (application/octet-stream), letto mentre arriva',
    params: DealerParams,
    query: stock.StockPreviewFileQuery,
    response: stk.StockPreview,
  }),
  stockImportFile: route(staff('stock', post('/dealer/:dealerId/stock/import/file', 'dealer')), {
    summary: 'Magazzino: come stockImport, con il file come corpo della richiesta (application/octet-stream)',
    params: DealerParams,
    query: stock.StockImportFileQuery,
    response: stk.StockImportResult,
  }),
  stockList: route(staff('stock', get('/dealer/:dealerId/stock', 'dealer')), {
    summary: 'Magazzino: articoli con ricerca, filtri e ordinamento',
    params: DealerParams,
    query: stock.StockListQuery,
    response: stock.StockList,
  }),
  stockMeta: route(staff('stock', get('/dealer/:dealerId/stock/meta', 'dealer')), {
    summary: 'Magazzino: numero di articoli e data dell’ultima importazione (vecchia se oltre 15 giorni)',
    params: DealerParams,
    response: stk.StockMeta,
  }),
  stockExport: route(staff('stock', get('/dealer/:dealerId/stock/export.csv', 'dealer')), {
    summary: 'Magazzino: esporta in CSV (punto e virgola, decimali con la virgola, UTF-8 con BOM)',
    params: DealerParams,
    response: stock.StockCsv,
  }),
  stockSuggestions: route(staff('stock', get('/dealer/:dealerId/stock/suggestions', 'dealer')), {
    summary: 'Magazzino: articoli adatti a una riga della richiesta (codice OE digitato, ricambio, marca preferita)',
    params: DealerParams,
    query: stock.StockSuggestionsQuery,
    response: stk.StockSuggestions,
  }),
  stockItemUpdate: route(staff('stock', put('/dealer/:dealerId/stock/:itemId', 'dealer')), {
    summary: 'Magazzino: modifica un articolo (409 se codice, marca e condizione sono di un altro)',
    params: stock.StockItemParams,
    body: stock.StockItemBody,
    response: stk.StockItem,
  }),
  stockApiKeys: route(get('/dealer/:dealerId/stock/api-keys', 'dealer'), {
    summary: 'Chiavi API del magazzino (solo il prefisso: il segreto non è conservato)',
    params: DealerParams,
    response: stock.StockApiKeyList,
  }),
  stockApiKeyCreate: route(post('/dealer/:dealerId/stock/api-keys', 'dealer'), {
    summary: 'Nuova chiave API del magazzino: il segreto è mostrato solo ora',
    params: DealerParams,
    body: stock.StockApiKeyBody,
    response: stk.StockApiKeyCreated,
  }),
  stockApiKeyRevoke: route(post('/dealer/:dealerId/stock/api-keys/:keyId/revoke', 'dealer'), {
    summary: 'Revoca una chiave API del magazzino',
    params: stock.StockApiKeyParams,
    response: stk.StockApiKey,
  }),
  // Company accounts: the owner's team (owner only: no staff area) and the invitation link. The token
  // travels in the body, never in a path that access logs keep.

  // Company accounts.
  staffList: route(get('/dealer/:dealerId/staff', 'dealer'), {
    summary: 'Team dell’azienda: titolare e utenti invitati (solo il titolare)',
    params: DealerParams,
    response: team.StaffList,
  }),
  staffInvite: route(post('/dealer/:dealerId/staff', 'dealer'), {
    summary:
      'Invita una persona con un ruolo: email con un link valido 72 ore (422 se l’email è già usata, 429 oltre i limiti di inviti)',
    params: DealerParams,
    body: team.StaffInviteBody,
    response: StaffMember,
  }),
  staffUpdate: route(post('/dealer/:dealerId/staff/:memberId/update', 'dealer'), {
    summary: 'Cambia il ruolo di un utente del team',
    params: team.StaffParams,
    body: team.StaffUpdateBody,
    response: StaffMember,
  }),
  staffDeactivate: route(post('/dealer/:dealerId/staff/:memberId/deactivate', 'dealer'), {
    summary: 'Disattiva un utente del team: sessioni e socket chiusi subito, su ogni istanza',
    params: team.StaffParams,
    response: StaffMember,
  }),
  staffReactivate: route(post('/dealer/:dealerId/staff/:memberId/reactivate', 'dealer'), {
    summary: 'Riattiva un utente del team disattivato',
    params: team.StaffParams,
    response: StaffMember,
  }),
  staffResend: route(post('/dealer/:dealerId/staff/:memberId/resend', 'dealer'), {
    summary: 'Invia di nuovo l’invito (il link precedente non vale più)',
    params: team.StaffParams,
    response: StaffMember,
  }),
  staffActivity: route(get('/dealer/:dealerId/staff/activity', 'dealer'), {
    summary: 'Attività del team: chi ha inviato e chi ha spedito, le più recenti prima (solo il titolare)',
    params: DealerParams,
    query: PageQuery,
    response: team.StaffActivityList,
  }),
  // Drafts kept on the server: the company's drafts, saved with their version; a colleague takes one over.
  draftList: route(staff('quoting', get('/dealer/:dealerId/drafts', 'dealer')), {
    summary: 'Bozze dell’azienda, le più recenti prima, con chi le sta preparando',
    params: DealerParams,
    response: drafts.DraftList,
  }),
  draftGet: route(staff('quoting', get('/dealer/:dealerId/drafts/:submissionId', 'dealer')), {
    summary: 'Una bozza dell’azienda (404 se non c’è)',
    params: drafts.DraftParams,
    response: drafts.ServerDraft,
  }),
  draftPut: route(staff('quoting', put('/dealer/:dealerId/drafts/:submissionId', 'dealer')), {
    summary:
      'Salva una bozza: version 0 la crea, altrimenti la versione letta (409 draft_conflict se superata o presa in carico da un collega)',
    params: drafts.DraftParams,
    body: drafts.DraftPutBody,
    response: drafts.ServerDraft,
  }),
  draftDelete: route(staff('quoting', del('/dealer/:dealerId/drafts/:submissionId', 'dealer')), {
    summary: 'Elimina una bozza dell’azienda',
    params: drafts.DraftParams,
    response: OkResponse,
  }),
  draftTakeOver: route(staff('quoting', post('/dealer/:dealerId/drafts/:submissionId/take-over', 'dealer')), {
    summary: 'Prende in carico la bozza di un collega: l’editor cambia, e il collega lo sa subito sul socket',
    params: drafts.DraftParams,
    response: drafts.ServerDraft,
  }),
  // "Resi": every role of the area 'returns' reads; Magazzino answers and receives; only the owner and billing refund;
  // the policy for buyers with a VAT number is the owner's (a profile setting).
  dealerReturns: route(staff('returns', get('/dealer/:dealerId/returns', 'dealer')), {
    summary: 'Resi: le richieste di reso dei clienti, con filtri',
    params: DealerParams,
    query: ret.DealerReturnListQuery,
    response: paged(ret.DealerReturn),
  }),
  dealerReturnSummary: route(staff('returns', get('/dealer/:dealerId/returns/summary', 'dealer')), {
    summary: 'Resi: quanti attendono una risposta, la ricezione, il rimborso; controversie aperte',
    params: DealerParams,
    response: ret.DealerReturnSummary,
  }),
  dealerReturn: route(staff('returns', get('/dealer/:dealerId/returns/:returnId', 'dealer')), {
    summary: 'Resi: un reso, con la cronologia',
    params: ret.DealerReturnParams,
    response: ret.DealerReturn,
  }),
  dealerReturnLabel: route(staff('returns', get('/dealer/:dealerId/returns/:returnId/label.pdf', 'dealer')), {
    summary: 'Resi: l’etichetta di reso in PDF (10 × 15 cm)',
    params: ret.DealerReturnParams,
    response: ret.ReturnLabel,
  }),
  dealerReturnAccept: route(staff('shipping', post('/dealer/:dealerId/returns/:returnId/accept', 'dealer')), {
    summary: 'Resi: «Accetta reso», entro 2 giorni lavorativi; crea l’etichetta di reso per il cliente',
    params: ret.DealerReturnParams,
    response: ret.DealerReturn,
  }),
  dealerReturnRefuse: route(staff('shipping', post('/dealer/:dealerId/returns/:returnId/refuse', 'dealer')), {
    summary: 'Resi: «Rifiuta reso» con il motivo, entro 2 giorni lavorativi',
    params: ret.DealerReturnParams,
    body: ret.ReturnRefuseBody,
    response: ret.DealerReturn,
  }),
  dealerReturnReceived: route(staff('shipping', post('/dealer/:dealerId/returns/:returnId/received', 'dealer')), {
    summary: 'Resi: «Reso ricevuto», con le condizioni del ricambio',
    params: ret.DealerReturnParams,
    body: ret.ReturnReceivedBody,
    response: ret.DealerReturn,
  }),
  dealerReturnRefund: route(staff('billing', post('/dealer/:dealerId/returns/:returnId/refund', 'dealer')), {
    summary:
      'Resi: rimborsa una sola volta (online sul pagamento, totale o parziale; offline «Rimborsato» con il metodo); la commissione torna al ricambista',
    params: ret.DealerReturnParams,
    body: ret.ReturnRefundBody,
    response: ret.DealerReturn,
  }),
  dealerReturnCreditNoteXml: route(
    staff('billing', get('/dealer/:dealerId/returns/:returnId/credit-note.xml', 'dealer')),
    {
      summary: 'Resi: la nota di credito (FatturaPA TD04) della commissione restituita, quando è emessa',
      params: ret.DealerReturnParams,
      response: ret.CreditNoteFile,
    },
  ),
  dealerReturnCreditNotePdf: route(
    staff('billing', get('/dealer/:dealerId/returns/:returnId/credit-note.pdf', 'dealer')),
    {
      summary: 'Resi: la copia di cortesia in PDF della nota di credito',
      params: ret.DealerReturnParams,
      response: ret.CreditNoteFile,
    },
  ),
  returnPolicy: route(staff('returns', get('/dealer/:dealerId/return-policy', 'dealer')), {
    summary: 'Resi: la politica per i clienti con partita IVA (giorni dalla consegna, condizioni)',
    params: DealerParams,
    response: ret.ReturnPolicy,
  }),
  returnPolicyUpdate: route(put('/dealer/:dealerId/return-policy', 'dealer'), {
    summary: 'Resi: aggiorna la politica per i clienti con partita IVA',
    params: DealerParams,
    body: ret.ReturnPolicy,
    response: ret.ReturnPolicy,
  }),
  invitationInfo: route(post('/invitation/info', 'public'), {
    summary: 'Invito: chi invita, quale email e ruolo (prima di scegliere la password)',
    body: team.InvitationParams,
    response: team.InvitationInfo,
  }),
  invitationAccept: route(post('/invitation/accept', 'public'), {
    summary: 'Invito: sceglie la password (una volta sola) e accede',
    body: team.InvitationAcceptBody,
    response: team.InvitationAcceptResponse,
  }),
} as const;
