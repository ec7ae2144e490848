/** Italian copy of the reconciliation with the payment provider (server/settlement/reconcile*.ts). */

const euro = (cents: number) =>
  `${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' } as Intl.NumberFormatOptions).format(cents / 100)} €`;

const items = { payment: 'pagamento', refund: 'rimborso', payout: 'versamento', ledger: 'libro contabile' } as const;

export const reconciliationMessages = {
  statuses: {
    running: 'In corso',
    clean: 'In ordine',
    discrepancies: 'Con differenze',
    failed: 'Non riuscita',
  },
  items,
  /** One sentence per disagreement, as the console shows it. */
  describe: {
    missing_at_provider: (item: keyof typeof items, ref: string, cents: number | null) =>
      `Il ${items[item]} ${ref}${cents === null ? '' : ` di ${euro(cents)}`} è nel libro contabile ma il fornitore non lo conosce.`,
    missing_in_ledger: (item: keyof typeof items, ref: string, cents: number | null) =>
      `Il fornitore ha registrato il ${items[item]} ${ref}${cents === null ? '' : ` di ${euro(cents)}`}, che nel libro contabile manca.`,
    amount_mismatch: (item: keyof typeof items, ref: string, ledgerCents: number, providerCents: number) =>
      `Il ${items[item]} ${ref} vale ${euro(ledgerCents)} nel libro contabile e ${euro(providerCents)} presso il fornitore.`,
    status_mismatch: (ref: string, ours: string, theirs: string) =>
      `Il versamento ${ref} risulta «${ours}» qui e «${theirs}» presso il fornitore.`,
    not_sent: (ref: string) => `Il versamento ${ref} è registrato ma non è ancora stato inviato al fornitore.`,
    ledger_check: (check: string, ref: string, expectedCents: number, actualCents: number) =>
      `Verifica del libro contabile (${check} ${ref}): atteso ${euro(expectedCents)}, trovato ${euro(actualCents)}.`,
  },
  payoutStatuses: {
    pending: 'in preparazione',
    in_transit: 'in corso',
    paid: 'versato',
    failed: 'non riuscito',
  },
  ourPayout: (id: number) => `n. ${id}`,
  ourOrder: (id: number) => `dell’ordine n. ${id}`,
  noOrder: (transactionId: number) => `senza ordine (movimento n. ${transactionId})`,
  dayInFuture: 'Il giorno da riconciliare non può essere nel futuro.',
  providerFailed: 'Il fornitore di pagamento non ha risposto: la riconciliazione non è stata completata.',
  /** What each provider's books cannot be compared on (docs/payments-api.md, "Reconciliation"). */
  limits: {
    stripe: [
      'Stripe: gli addebiti degli abbonamenti non portano il numero d’ordine e non sono confrontati uno per uno.',
      'Stripe: i versamenti si leggono conto per conto dei ricambisti con i versamenti attivi.',
    ],
    paypal: [
      'PayPal: le vendite ai clienti e i loro sblocchi restano nei conti PayPal dei ricambisti, che la piattaforma non legge: si confrontano crediti, fee e rimborsi della piattaforma.',
      'PayPal: non esiste un versamento sul conto bancario del ricambista da confrontare.',
      'PayPal: la ricerca delle transazioni mostra i movimenti con alcune ore di ritardo; gli abbonamenti non sono confrontati uno per uno.',
    ],
    demo: ['Fornitore dimostrativo: i suoi registri sono nella stessa base dati; nessun denaro reale.'],
  },
} as const;
