import * as admin from '../api/admin.js';
import * as ent from '../entities/admin.js';
import * as ret from '../returns.js';
import * as settlement from '../entities/settlement.js';
import * as reconciliation from '../entities/reconciliation.js';
import { IdParams, PageQuery, paged } from '../common.js';
import { LedgerCheck, LedgerMovement } from '../entities/ledger.js';
import { z } from '../z.js';
import { route, del, get, post, put } from '../paths/define.js';

/** The operator's console: react-admin resources under /admin; every write lands in the activity log. */
export const adminArea = {
  // The operator's console: 403 to dealers and customers; every write is in the activity log.
  adminDealers: route(get('/admin/dealers', 'operator'), {
    summary: 'Operatore: ricambisti, con ricerca e filtri (abbonamento, provincia, sospesi)',
    query: admin.DealerListQuery,
    response: paged(ent.AdminDealer),
  }),
  adminDealer: route(get('/admin/dealers/:id', 'operator'), {
    summary: 'Operatore: un ricambista con abbonamento, crediti, fee da saldare, preventivi e valutazione',
    params: IdParams,
    response: ent.AdminDealerDetail,
  }),
  adminDealerSuspend: route(post('/admin/dealers/:id/suspend', 'operator'), {
    summary: 'Operatore: sospende un ricambista con un motivo (rifiutato su ogni rotta, socket chiusi)',
    params: IdParams,
    body: admin.SuspendBody,
    response: ent.AdminDealerDetail,
  }),
  adminDealerReactivate: route(post('/admin/dealers/:id/reactivate', 'operator'), {
    summary: 'Operatore: riattiva un ricambista sospeso',
    params: IdParams,
    response: ent.AdminDealerDetail,
  }),
  adminDealerCredits: route(post('/admin/dealers/:id/credits', 'operator'), {
    summary: 'Operatore: rettifica dei crediti con motivo (una voce del registro crediti)',
    params: IdParams,
    body: admin.CreditAdjustmentBody,
    response: ent.AdminDealerDetail,
  }),
  adminDealerMovements: route(get('/admin/dealers/:id/movements', 'operator'), {
    summary: 'Operatore: il registro di un ricambista (acquisti, fee, rettifiche, rimborsi), dal più recente',
    params: IdParams,
    query: PageQuery,
    response: paged(LedgerMovement),
  }),
  adminLedgerCheck: route(get('/admin/ledger/check', 'operator'), {
    summary: 'Operatore: verifica del libro contabile (saldi materializzati contro somma delle righe)',
    response: LedgerCheck,
  }),
  adminPayoutAccounts: route(get('/admin/payout-accounts', 'operator'), {
    summary: 'Operatore: i conti di versamento dei ricambisti, con stato e saldi',
    query: PageQuery,
    response: paged(settlement.AdminPayoutAccount),
  }),
  adminPayoutsBlock: route(post('/admin/payout-accounts/:id/block', 'operator'), {
    summary: 'Operatore: "Blocca versamenti" di un ricambista (o li sblocca)',
    params: IdParams,
    body: settlement.PayoutsBlockBody,
    response: settlement.AdminPayoutAccount,
  }),
  adminPayouts: route(get('/admin/payouts', 'operator'), {
    summary: 'Operatore: i versamenti di tutti i ricambisti, dal più recente',
    query: settlement.AdminPayoutsQuery,
    response: paged(settlement.Payout),
  }),
  adminPayoutRetry: route(post('/admin/payouts/:id/retry', 'operator'), {
    summary: 'Operatore: ritenta un versamento non riuscito (un nuovo versamento del disponibile)',
    params: IdParams,
    response: settlement.Payout,
  }),
  adminSettlementSales: route(get('/admin/settlement/sales', 'operator'), {
    summary:
      'Operatore: le vendite online di cui la piattaforma trattiene i fondi (in attesa, disponibili, in versamento)',
    query: reconciliation.AdminSettlementSalesQuery,
    response: paged(reconciliation.AdminSettlementSale),
  }),
  adminReconciliations: route(get('/admin/reconciliations', 'operator'), {
    summary: 'Operatore: le riconciliazioni del libro contabile col fornitore di pagamento, dalla più recente',
    query: reconciliation.ReconciliationListQuery,
    response: paged(reconciliation.ReconciliationSummary),
  }),
  adminReconciliation: route(get('/admin/reconciliations/:id', 'operator'), {
    summary: 'Operatore: una riconciliazione con le differenze trovate',
    params: IdParams,
    response: reconciliation.ReconciliationReport,
  }),
  adminReconciliationRun: route(post('/admin/reconciliations', 'operator'), {
    summary: 'Operatore: "Esegui ora", riconcilia un giorno (oggi fin qui, se non indicato)',
    body: reconciliation.ReconciliationRunBody,
    response: reconciliation.ReconciliationReport,
  }),
  adminCustomers: route(get('/admin/customers', 'operator'), {
    summary: 'Operatore: clienti',
    query: admin.CustomerListQuery,
    response: paged(ent.AdminCustomer),
  }),
  adminCustomer: route(get('/admin/customers/:id', 'operator'), {
    summary: 'Operatore: un cliente',
    params: IdParams,
    response: ent.AdminCustomer,
  }),
  adminCustomerSuspend: route(post('/admin/customers/:id/suspend', 'operator'), {
    summary: 'Operatore: sospende un cliente con un motivo',
    params: IdParams,
    body: admin.SuspendBody,
    response: ent.AdminCustomer,
  }),
  adminCustomerReactivate: route(post('/admin/customers/:id/reactivate', 'operator'), {
    summary: 'Operatore: riattiva un cliente sospeso',
    params: IdParams,
    response: ent.AdminCustomer,
  }),
  adminSubmissions: route(get('/admin/submissions', 'operator'), {
    summary: 'Operatore: richieste (sola lettura)',
    query: admin.SubmissionListQuery,
    response: paged(ent.AdminSubmission),
  }),
  adminSubmission: route(get('/admin/submissions/:id', 'operator'), {
    summary: 'Operatore: una richiesta',
    params: IdParams,
    response: ent.AdminSubmission,
  }),
  adminQuotations: route(get('/admin/quotations', 'operator'), {
    summary: 'Operatore: preventivi (sola lettura)',
    query: admin.QuotationListQuery,
    response: paged(ent.AdminQuotation),
  }),
  adminQuotation: route(get('/admin/quotations/:id', 'operator'), {
    summary: 'Operatore: un preventivo',
    params: IdParams,
    response: ent.AdminQuotation,
  }),
  adminOrders: route(get('/admin/orders', 'operator'), {
    summary: 'Operatore: ordini e pagamenti',
    query: admin.OrderListQuery,
    response: paged(ent.AdminOrder),
  }),
  adminOrder: route(get('/admin/orders/:id', 'operator'), {
    summary: 'Operatore: un ordine',
    params: IdParams,
    response: ent.AdminOrder,
  }),
  adminOrderRefund: route(post('/admin/orders/:id/refund', 'operator'), {
    summary: 'Operatore: rimborsa un ordine pagato tramite il fornitore, una sola volta (409 se già rimborsato)',
    params: IdParams,
    body: admin.RefundBody,
    response: ent.AdminOrder,
  }),
  adminCoupons: route(get('/admin/coupons', 'operator'), {
    summary: 'Operatore: coupon',
    query: admin.CouponListQuery,
    response: paged(ent.AdminCoupon),
  }),
  adminCoupon: route(get('/admin/coupons/:id', 'operator'), {
    summary: 'Operatore: un coupon',
    params: IdParams,
    response: ent.AdminCoupon,
  }),
  adminCouponCreate: route(post('/admin/coupons', 'operator'), {
    summary: 'Operatore: nuovo coupon (409 se il codice esiste)',
    body: admin.CouponBody,
    response: ent.AdminCoupon,
  }),
  adminCouponUpdate: route(put('/admin/coupons/:id', 'operator'), {
    summary: 'Operatore: modifica un coupon',
    params: IdParams,
    body: admin.CouponBody,
    response: ent.AdminCoupon,
  }),
  adminCouponExpire: route(post('/admin/coupons/:id/expire', 'operator'), {
    summary: 'Operatore: fa scadere un coupon adesso',
    params: IdParams,
    response: ent.AdminCoupon,
  }),
  adminFaqs: route(get('/admin/faq', 'operator'), {
    summary: 'Operatore: FAQ',
    query: admin.FaqListQuery,
    response: paged(ent.AdminFaq),
  }),
  adminFaq: route(get('/admin/faq/:id', 'operator'), {
    summary: 'Operatore: una FAQ',
    params: IdParams,
    response: ent.AdminFaq,
  }),
  adminFaqCreate: route(post('/admin/faq', 'operator'), {
    summary: 'Operatore: nuova FAQ (in fondo se la posizione manca)',
    body: admin.FaqBody,
    response: ent.AdminFaq,
  }),
  adminFaqUpdate: route(put('/admin/faq/:id', 'operator'), {
    summary: 'Operatore: modifica una FAQ',
    params: IdParams,
    body: admin.FaqBody,
    response: ent.AdminFaq,
  }),
  adminFaqDelete: route(del('/admin/faq/:id', 'operator'), {
    summary: 'Operatore: elimina una FAQ',
    params: IdParams,
    response: ent.AdminFaq,
  }),
  adminFaqReorder: route(post('/admin/faq/reorder', 'operator'), {
    summary: 'Operatore: nuovo ordine delle FAQ (ogni id una volta)',
    body: admin.FaqReorderBody,
    response: z.array(ent.AdminFaq),
  }),
  adminFeedbackQuestions: route(get('/admin/feedback-questions', 'operator'), {
    summary: 'Operatore: domande di feedback',
    query: admin.FeedbackQuestionListQuery,
    response: paged(ent.AdminFeedbackQuestion),
  }),
  adminFeedbackQuestion: route(get('/admin/feedback-questions/:id', 'operator'), {
    summary: 'Operatore: una domanda di feedback con le sue opzioni',
    params: IdParams,
    response: ent.AdminFeedbackQuestion,
  }),
  adminFeedbackQuestionCreate: route(post('/admin/feedback-questions', 'operator'), {
    summary: 'Operatore: nuova domanda di feedback',
    body: admin.FeedbackQuestionBody,
    response: ent.AdminFeedbackQuestion,
  }),
  adminFeedbackQuestionUpdate: route(put('/admin/feedback-questions/:id', 'operator'), {
    summary: 'Operatore: modifica una domanda (le opzioni sono sostituite)',
    params: IdParams,
    body: admin.FeedbackQuestionBody,
    response: ent.AdminFeedbackQuestion,
  }),
  adminFeedbackQuestionDelete: route(del('/admin/feedback-questions/:id', 'operator'), {
    summary: 'Operatore: elimina una domanda senza risposte (409 altrimenti)',
    params: IdParams,
    response: ent.AdminFeedbackQuestion,
  }),
  adminNoticeSend: route(post('/admin/notices', 'operator'), {
    summary: 'Operatore: avviso a un ricambista o a tutti, consegnato subito a chi è connesso',
    body: admin.NoticeBody,
    response: ent.NoticeSent,
  }),
  adminActivity: route(get('/admin/activity', 'operator'), {
    summary: 'Operatore: registro attività (ogni scrittura di un operatore)',
    query: admin.ActivityListQuery,
    response: paged(ent.ActivityEntry),
  }),
  adminActivityEntry: route(get('/admin/activity/:id', 'operator'), {
    summary: 'Operatore: una voce del registro attività',
    params: IdParams,
    response: ent.ActivityEntry,
  }),
  adminOverview: route(get('/admin/overview', 'operator'), {
    summary: 'Operatore: panoramica del marketplace in un intervallo (al massimo due anni)',
    query: admin.OverviewQuery,
    response: ent.Overview,
  }),
  // "Controversie": the operator's queue and decision; returns and disputes per dealer.
  adminDisputes: route(get('/admin/disputes', 'operator'), {
    summary: 'Operatore: le controversie, le aperte prima',
    query: ret.AdminDisputeListQuery,
    response: paged(ret.AdminDispute),
  }),
  adminDispute: route(get('/admin/disputes/:id', 'operator'), {
    summary: 'Operatore: una controversia con reso, foto, chat, spedizione e cronologia',
    params: IdParams,
    response: ret.AdminDisputeDetail,
  }),
  adminDisputeDecide: route(post('/admin/disputes/:id/decide', 'operator'), {
    summary: 'Operatore: decide una controversia (rimborso totale, parziale o nessuno), eseguita una sola volta',
    params: IdParams,
    body: ret.DisputeDecisionBody,
    response: ret.AdminDisputeDetail,
  }),
  adminReturnFigures: route(get('/admin/return-figures', 'operator'), {
    summary: 'Operatore: resi e controversie per ricambista',
    query: ret.AdminReturnFiguresQuery,
    response: paged(ret.AdminDealerReturnFigures),
  }),
} as const;
