/**
 * Italian copy of the quotation workflow: API messages (contract validation and server refusals)
 * and the texts of the notifications the server creates at each step.
 */
export const quotationMessages = {
  // Sending a quotation
  submissionUnavailable: 'La richiesta è scaduta o non è più disponibile',
  submissionNotFound: 'Richiesta non trovata.',
  dealerMismatch: 'Puoi inviare preventivi solo a nome tuo.',
  vehicleMismatch: 'Il veicolo non corrisponde a quello della richiesta.',
  authorMismatch: 'Il cliente non corrisponde all’autore della richiesta.',
  rowNotInSubmission: 'Questa riga non appartiene alla richiesta.',
  alreadyQuotedDifferently:
    'Hai già inviato un preventivo per questa richiesta: un preventivo inviato non si può modificare.',
  vatRate: 'IVA ammessa: 22 o 10',
  invalidJson: 'JSON non valido',
  optionsRequired: 'Inserisci almeno un’opzione',
  // Tracking
  trackingNotOnline:
    'La spedizione si conferma qui solo per i pagamenti online: i pagamenti offline si gestiscono con il cliente.',
  trackingAlreadySet: 'La spedizione di questo preventivo è già stata confermata.',
  // Delivery
  deliveryKind: 'Indica se il ricambio è stato consegnato al cliente o ritirato in sede.',
  deliveryNotConcluded:
    'La consegna si registra solo dopo la spedizione o, per i pagamenti offline, dopo l’accettazione.',
  deliveryOnlineByCustomer:
    'Per i pagamenti online la consegna la conferma il cliente con «Ho ricevuto il ricambio», non il ricambista.',
  deliveryAlreadySet: 'La consegna di questo preventivo è già stata registrata.',
  // Customer side
  plateOrChassis: 'Indica la targa o il numero di telaio',
  unknownManufacturer: 'Marca inesistente',
  unknownProvince: 'Provincia inesistente',
  unknownPart: 'Ricambio inesistente',
  rowsRequired: 'Inserisci almeno un ricambio',
  acceptedRowsRequired: 'Scegli almeno una riga da accettare',
  acceptedRowNotInQuotation: 'Questa riga non appartiene al preventivo.',
  oneOptionPerRow: 'Puoi accettare una sola opzione per ogni ricambio richiesto.',
  onlineMethod: 'Il pagamento online usa il metodo «Pagamento online».',
  offlineMethod: 'Per il pagamento offline scegli contrassegno o bonifico bancario.',
  methodNotAccepted: 'Il ricambista non accetta questo metodo di pagamento.',
  partialShippingUnavailable: 'Il ricambista non ha indicato spese di spedizione parziali.',
  partialShippingForPart: 'La spedizione parziale vale solo se accetti una parte dei ricambi del preventivo.',
  requestClosed: 'Per questa richiesta hai già accettato un altro preventivo.',
} as const;

/** Italian names of the quotation statuses, for messages (the web has its own tags). */
export const quotationStatusNames = {
  pending: 'in attesa di risposta del cliente',
  'payment-pending': 'in attesa di pagamento',
  paid: 'pagato',
  complete: 'concluso',
  cancelled: 'annullato',
} as const;

/** 409 answers of illegal transitions: what was attempted, and the status that forbids it. */
export const illegalTransition = {
  'accept-online': (status: string) => `Il preventivo non può essere accettato: è ${status}.`,
  'accept-offline': (status: string) => `Il preventivo non può essere accettato: è ${status}.`,
  pay: (status: string) => `Il preventivo non può essere pagato: è ${status}.`,
  ship: (status: string) => `La spedizione non può essere confermata: il preventivo è ${status}.`,
  cancel: (status: string) => `Il preventivo non può essere annullato: è ${status}.`,
} as const;

interface NotificationText {
  title: string;
  text: string;
}

/** The gap bands of a lost quotation (contract GapBand), for the web (app.intelligence.outcome.gap) and notifications. */
export const gapBandText = {
  within_5: 'entro il 5% del preventivo scelto',
  above_5_15: 'tra il 5% e il 15% sopra il preventivo scelto',
  above_15: 'oltre il 15% sopra il preventivo scelto',
  below_5_15: 'tra il 5% e il 15% sotto il preventivo scelto',
  below_15: 'oltre il 15% sotto il preventivo scelto',
} as const;

/** A lost quotation's place among those sent on the request (no other dealer's name or price). */
interface OutcomeFigures {
  rank: number;
  quotes: number;
  gap_band: keyof typeof gapBandText | null;
}

/** "Non scelto · Posizione 2 di 4 · tra il 5% e il 15% sopra il preventivo scelto". */
export function outcomePhrase({ rank, quotes, gap_band: band }: OutcomeFigures): string {
  const parts = ['Non scelto', `Posizione ${rank} di ${quotes}`];
  if (band !== null) parts.push(gapBandText[band]);
  return parts.join(' · ');
}

/** Notifications created by the workflow (stored as rows: the text is fixed when they are created). */
export const quotationNotifications = {
  receivedByCustomer: (code: string, vehicle: string): NotificationText => ({
    title: 'Nuovo preventivo ricevuto',
    text: `Hai ricevuto il preventivo ${code} per la tua richiesta (${vehicle}).`,
  }),
  acceptedOnline: (code: string): NotificationText => ({
    title: 'Preventivo accettato',
    text: `Il cliente ha accettato il preventivo ${code} con pagamento online: attendi il pagamento prima di spedire.`,
  }),
  acceptedOffline: (code: string, method: string): NotificationText => ({
    title: 'Preventivo accettato: gestione offline',
    text: `Il cliente ha accettato il preventivo ${code} con pagamento offline (${method}): contatta il cliente per concordare pagamento e spedizione.`,
  }),
  cancelledOtherAccepted: (code: string, outcome: OutcomeFigures | null): NotificationText => ({
    title: 'Preventivo non accettato',
    text: `Il cliente ha accettato un altro preventivo: il tuo preventivo ${code} è stato annullato.${outcome ? ` ${outcomePhrase(outcome)}.` : ''}`,
  }),
  cancelledExpired: (code: string): NotificationText => ({
    title: 'Preventivo scaduto',
    text: `La richiesta è scaduta senza che il cliente accettasse un preventivo: il tuo preventivo ${code} è stato annullato.`,
  }),
  paid: (code: string): NotificationText => ({
    title: 'Preventivo pagato: da spedire',
    text: `Il cliente ha pagato il preventivo ${code}: spedisci il ricambio e conferma la spedizione.`,
  }),
  shippedToCustomer: (code: string, tracking: string): NotificationText => ({
    title: 'Ordine spedito',
    text: `Il ricambista ha spedito l’ordine del preventivo ${code}. ${tracking}`,
  }),
  goodsReceived: (code: string): NotificationText => ({
    title: 'Ricambio ricevuto',
    text: `Il cliente ha confermato di aver ricevuto il ricambio del preventivo ${code}.`,
  }),
  deliveredToCustomer: (code: string, kind: 'delivered' | 'collected'): NotificationText => ({
    title: kind === 'collected' ? 'Ritiro registrato' : 'Consegna registrata',
    text: `Il ricambista ha registrato ${kind === 'collected' ? 'il ritiro in sede' : 'la consegna'} del preventivo ${code}: ora puoi valutarlo.`,
  }),
  rated: (code: string, stars: number): NotificationText => ({
    title: 'Nuova valutazione',
    text: `Il cliente ha valutato il preventivo ${code}: ${stars} su 5 stelle.`,
  }),
  trackingCode: (code: string) => `Codice di tracciamento: ${code}.`,
  trackingMessage: (message: string) => `Nota del ricambista: ${message}`,
} as const;
