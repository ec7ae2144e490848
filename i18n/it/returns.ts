/**
 * Italian copy of returns, refunds and disputes (contract/returns.ts, server/returns): the names of reasons, states,
 * conditions, refund methods and decisions as dealer, customer and operator read them; the API's refusals; the
 * notifications each step sends; the credit note's words.
 */

export const returnReasonNames = {
  non_compatibile: 'Non compatibile',
  difettoso: 'Difettoso',
  danneggiato_trasporto: 'Danneggiato nel trasporto',
  diverso_descrizione: 'Diverso dalla descrizione',
  ripensamento: 'Ripensamento',
} as const;

export const returnStateNames = {
  requested: 'In attesa di risposta',
  accepted: 'Accettato',
  refused: 'Rifiutato',
  received: 'Reso ricevuto',
  refunded: 'Rimborsato',
  closed: 'Chiuso senza rimborso',
  cancelled: 'Annullato dal cliente',
} as const;

/** The condition the dealer finds the part in ("Reso ricevuto"). */
export const returnConditionNames = {
  intact: 'Integro, nella confezione originale',
  opened: 'Confezione aperta, ricambio integro',
  used: 'Montato o usato',
  damaged: 'Danneggiato',
  incomplete: 'Incompleto',
} as const;

/** How an offline sale was refunded ("Rimborsato"). */
export const offlineRefundMethodNames = {
  bonifico: 'Bonifico bancario',
  contanti: 'Contanti',
  carta: 'Carta o POS',
  assegno: 'Assegno',
  altro: 'Altro',
} as const;

/** How the refund was made, as shown on a refunded return ('provider': through the online payment). */
export const refundMethodNames = { provider: 'Rimborso sul pagamento online', ...offlineRefundMethodNames } as const;

export const disputeStateNames = {
  open: 'Aperta',
  decided: 'Decisa',
  resolved: 'Risolta dal ricambista',
} as const;

export const disputeOutcomeNames = {
  full: 'Rimborso totale',
  partial: 'Rimborso parziale',
  none: 'Nessun rimborso',
} as const;

/** Who did a step of the timeline. */
export const returnActorNames = {
  customer: 'Cliente',
  dealer: 'Ricambista',
  operator: 'Operatore',
  system: 'Automatico',
} as const;

/** The steps of a return's timeline (its log). */
export const returnEventNames = {
  requested: 'Reso richiesto',
  accepted: 'Reso accettato',
  auto_accepted: 'Reso accettato automaticamente (nessuna risposta entro 2 giorni lavorativi)',
  refused: 'Reso rifiutato',
  label: 'Etichetta di reso creata',
  received: 'Reso ricevuto',
  refunded: 'Rimborsato',
  fee_credited: 'Commissione restituita al ricambista',
  credit_note: 'Nota di credito emessa',
  cancelled: 'Reso annullato dal cliente',
  dispute_opened: 'Controversia aperta',
  dispute_decided: 'Controversia decisa',
  dispute_resolved: 'Controversia risolta con il rimborso',
  closed: 'Chiuso senza rimborso',
} as const;

/** Why the customer may not ask for a return now (GET /customer/quotations/:id/return-options). */
export const returnUnavailableNames = {
  not_delivered: 'Il reso si chiede dopo la consegna del ricambio.',
  window_over: 'Il periodo per chiedere il reso è terminato.',
  not_accepted_by_dealer: 'Il ricambista non accetta resi dai clienti con partita IVA.',
  nothing_left: 'Tutti i ricambi di questo acquisto sono già in un reso.',
  open_return: 'Per questo acquisto c’è già un reso in corso.',
} as const;

export const returnMessages = {
  reasonRequired: 'Scegli il motivo del reso',
  rowsRequired: 'Scegli almeno un ricambio da restituire',
  rowUnknown: 'Questo ricambio non fa parte dell’acquisto',
  rowRepeated: 'Ogni ricambio una sola volta',
  quantity: 'Indica una quantità da 1 a quella acquistata',
  quantityTooHigh: (max: number) => `Puoi restituire al massimo ${max} pezzi di questo ricambio`,
  photosMax: (max: number) => `Al massimo ${max} foto`,
  photoNotYours: 'Questa foto non è tra i tuoi caricamenti',
  refuseReason: 'Indica perché rifiuti il reso (almeno 10 caratteri)',
  conditionRequired: 'Indica in che condizioni è arrivato il ricambio',
  methodRequired: 'Indica come hai rimborsato il cliente',
  methodOnlineOnly: 'Un acquisto pagato online si rimborsa sul pagamento: non indicare il metodo',
  amountPositive: 'Indica un importo maggiore di zero',
  amountTooHigh: (max: string) => `L’importo non può superare ${max}`,
  amountForPartial: 'Per un rimborso parziale indica l’importo',
  amountOnlyPartial: 'L’importo si indica solo per un rimborso parziale',
  disputeText: 'Descrivi il problema (almeno 20 caratteri)',
  decisionNote: 'Motiva la decisione (almeno 10 caratteri)',
  policyDays: 'Indica da 0 a 90 giorni',
  notAvailable: 'Per questo acquisto non si può chiedere un reso adesso.',
  notRequested: 'Si può rispondere solo a un reso in attesa di risposta.',
  notAccepted: 'Si può confermare la ricezione solo di un reso accettato.',
  notRefundable: 'Si può rimborsare solo un reso ricevuto e non ancora rimborsato.',
  alreadyRefunded: 'Questo reso è già stato rimborsato.',
  notCancellable: 'Si può annullare solo un reso ancora in attesa di risposta.',
  noLabel: 'Questo reso non ha un’etichetta.',
  noCreditNote: 'La nota di credito di questo reso non è ancora stata emessa.',
  disputeNotAvailable:
    'La controversia si apre su un reso rifiutato, o accettato e non rimborsato dopo i giorni previsti.',
  disputeExists: 'Su questo reso c’è già una controversia.',
  disputeNotOpen: 'Questa controversia è già stata chiusa.',
  disputeHeld: 'Su questo reso c’è una controversia aperta: decide l’operatore.',
  refundFailed: 'Il fornitore di pagamento non ha eseguito il rimborso: riprova tra qualche minuto.',
  /** The fees row a refund of a sale already paid out is collected with ("Salda fee", or the credits). */
  paidOutRefundDue: (code: string) => `Rimborso al cliente per il reso del preventivo ${code} (vendita già versata)`,
  providerDescription: (code: string) => `Rimborso reso, preventivo ${code}`,
  refundPending:
    'Il rimborso è in corso presso il fornitore di pagamento: lo stato si aggiorna appena il fornitore risponde.',
} as const;

interface NotificationText {
  title: string;
  text: string;
}

/** What each side is told at each step (code: the quotation's code). */
export const returnNotifications = {
  dealerRequested: (code: string, due: string): NotificationText => ({
    title: 'Nuova richiesta di reso',
    text: `Il cliente chiede il reso del preventivo ${code}. Rispondi entro ${due}, altrimenti il reso è accettato automaticamente.`,
  }),
  customerAccepted: (code: string): NotificationText => ({
    title: 'Reso accettato',
    text: `Il reso del preventivo ${code} è stato accettato: scarica l’etichetta e spedisci il ricambio.`,
  }),
  dealerAutoAccepted: (code: string): NotificationText => ({
    title: 'Reso accettato automaticamente',
    text: `Il reso del preventivo ${code} è stato accettato perché non è arrivata una risposta entro 2 giorni lavorativi.`,
  }),
  customerRefused: (code: string): NotificationText => ({
    title: 'Reso rifiutato',
    text: `Il ricambista ha rifiutato il reso del preventivo ${code}. Se non sei d’accordo puoi aprire una controversia.`,
  }),
  customerReceived: (code: string): NotificationText => ({
    title: 'Reso ricevuto',
    text: `Il ricambista ha ricevuto il ricambio reso del preventivo ${code}.`,
  }),
  customerRefunded: (code: string, amount: string): NotificationText => ({
    title: 'Rimborso eseguito',
    text: `Il reso del preventivo ${code} è stato rimborsato: ${amount}.`,
  }),
  dealerFeeCredited: (code: string, amount: string): NotificationText => ({
    title: 'Commissione restituita',
    text: `Per il reso del preventivo ${code} ti è stata restituita la commissione di ${amount}.`,
  }),
  dealerCancelled: (code: string): NotificationText => ({
    title: 'Reso annullato',
    text: `Il cliente ha annullato la richiesta di reso del preventivo ${code}.`,
  }),
  dealerDisputeOpened: (code: string): NotificationText => ({
    title: 'Controversia aperta',
    text: `Il cliente ha aperto una controversia sul reso del preventivo ${code}. Decide l’operatore della piattaforma.`,
  }),
  disputeDecided: (code: string, outcome: string): NotificationText => ({
    title: 'Controversia decisa',
    text: `L’operatore ha deciso la controversia sul reso del preventivo ${code}: ${outcome}.`,
  }),
} as const;

/** The credit note's words (FatturaPA TD04 and its courtesy copy). */
export const creditNoteText = {
  pdfTitle: (number: string, date: string) => `Nota di credito n. ${number} del ${date}`,
  line: (code: string) => `Storno commissione per reso, preventivo ${code}`,
  reference: (number: string, date: string) => `Nota di credito riferita alla fattura n. ${number} del ${date}`,
} as const;
