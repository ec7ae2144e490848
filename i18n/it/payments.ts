/** Italian copy of the payments' trust rules (coupons). */
export const paymentTrustMessages = {
  orderSuperseded: 'Questo pagamento è stato sostituito da uno più recente: usa l’ultima pagina di pagamento aperta.',
  externalIdUnknown: 'Il pagamento indicato non è stato emesso per questo ordine.',
  orderNotStarted: 'Questo ordine non ha un pagamento avviato: ricarica la pagina e riprova.',
  supersededCreditedTitle: 'Pagamento accreditato nel portafoglio',
  supersededCreditedText: (credits: string, item: string) =>
    `È arrivato il pagamento di un ordine già sostituito (${item}). Per non addebitarti due volte, ` +
    `${credits} crediti sono stati aggiunti al tuo portafoglio.`,
  couponNotAppliedTitle: 'Coupon non applicato',
  couponNotAppliedText: (code: string) =>
    `Il coupon ${code} non era più utilizzabile (già usato, scaduto o esaurito) al momento del pagamento: ` +
    'sono stati accreditati solo i crediti acquistati.',
  providerCancelReason: 'Sostituito da un nuovo ordine',
  supersededLog: 'Pagamento di un ordine sostituito: importo accreditato nel portafoglio.',
  cancelAtProviderFailed:
    'Annullamento presso il fornitore non riuscito: un eventuale pagamento verrà accreditato nel portafoglio.',
  customerPaymentNotApplied:
    'Pagamento di un cliente arrivato per un preventivo che non si può più pagare: ordine pagato, da rimborsare dalla console.',
} as const;

/** Paying the due fees from the wallet: 1 credit = 1 € of fee. */
export const feeCreditMessages = {
  nothingDue: 'Non ci sono fee da saldare.',
  notEnoughCredits: (credits: string, due: string) =>
    `I tuoi crediti (${credits}) non bastano per le fee dovute (${due} €): acquista crediti o paga con carta.`,
} as const;
