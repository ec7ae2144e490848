/** Italian copy of settlement (server/settlement): errors, states, limits, the receipt and the CSV. */
export const settlementMessages = {
  saleStates: {
    held: 'In attesa',
    available: 'Disponibile',
    in_payout: 'In versamento',
    paid: 'Versato',
  },
  payoutStatuses: {
    pending: 'In preparazione',
    in_transit: 'In corso',
    paid: 'Versato',
    failed: 'Non riuscito',
  },
  noAccount: 'Attiva prima gli incassi online: il conto di versamento non esiste ancora.',
  accountNotReady: 'Il conto di versamento non è ancora attivo: completa l’attivazione degli incassi.',
  payoutsBlocked: 'I versamenti di questo conto sono sospesi dall’operatore. Scrivi all’assistenza.',
  nothingAvailable: 'Non c’è nulla di disponibile da versare in questo momento.',
  ibanMissing: 'Per attivare gli incassi inserisci prima l’IBAN nel profilo.',
  demoOnly: 'Questa attivazione è solo per il fornitore dimostrativo.',
  receiptNotPaid: 'La ricevuta è disponibile dopo il pagamento online.',
  payoutNotFailed: 'Si può ritentare solo un versamento non riuscito.',
  providerDown: 'Il fornitore di pagamento non risponde. Il versamento partirà appena possibile.',
  limits: {
    stripe: [] as string[],
    paypal: [
      'PayPal non versa sul conto bancario: gli importi disponibili arrivano sul saldo PayPal del ricambista, che li trasferisce in banca da PayPal.',
      'Con PayPal l’importo si sblocca vendita per vendita: il versamento è la somma delle vendite sbloccate.',
    ],
    demo: ['Fornitore dimostrativo: nessun movimento di denaro reale.'],
  },
  // A name ending in a full stop (S.r.l.) ends the sentence itself.
  receiptStatement: (seller: string, platform: string) =>
    `Venditore: ${seller}${seller.endsWith('.') ? '' : '.'} ${platform} incassa il pagamento per conto del venditore e trattiene la propria commissione.`,
  csvHeader: [
    'Data',
    'Preventivo',
    'Lordo',
    'Commissione',
    'di cui IVA',
    'Netto',
    'Stato',
    'Disponibile dal',
    'Versamento',
  ],
  csvFileName: 'incassi.csv',
} as const;
