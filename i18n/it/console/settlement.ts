/** Settlement in the operator console: payout accounts, held funds, payouts, the ledger check and reconciliations. */

export const payoutAccountsCopy = {
  name: 'Conto di versamento |||| Conti di versamento',
  fields: {
    dealer_id: 'Ricambista',
    legal_name: 'Ricambista',
    provider: 'Fornitore',
    state: 'Stato',
    external_id: 'Id del conto',
    requirements: 'Dati richiesti dal fornitore',
    held: 'In attesa (€)',
    available: 'Disponibile (€)',
    schedule: 'Versamenti automatici',
    blocked: 'Versamenti bloccati',
    actions: 'Azioni',
  },
  states: {
    none: 'Non attivato',
    pending: 'Attivazione in corso',
    restricted: 'Dati mancanti',
    active: 'Attivo',
  },
  schedules: { daily: 'Giornalieri', weekly: 'Settimanali' },
  block: 'Blocca versamenti',
  blockText:
    'Finché sono bloccati, al ricambista non parte nessun versamento, né automatico né richiesto. Le vendite restano registrate e i saldi non cambiano.',
  blockConfirm: 'Blocca versamenti',
  blocked: 'Versamenti bloccati.',
  unblock: 'Sblocca versamenti',
  unblocked: 'Versamenti sbloccati.',
} as const;

export const heldFundsCopy = {
  name: 'Fondo trattenuto |||| Fondi trattenuti',
  fields: {
    id: 'Preventivo',
    'quotation.code': 'Preventivo',
    dealer_id: 'Ricambista',
    state: 'Stato',
    gross: 'Lordo (€)',
    fee: 'Commissione (€)',
    net: 'Al ricambista (€)',
    created_at: 'Venduto il',
    delivered_at: 'Consegnato il',
    available_at: 'Disponibile dal',
    payout_id: 'Versamento',
  },
  states: { held: 'In attesa', available: 'Disponibile', in_payout: 'In versamento' },
} as const;

export const payoutsCopy = {
  name: 'Versamento |||| Versamenti',
  fields: {
    id: 'N.',
    dealer_id: 'Ricambista',
    amount: 'Importo (€)',
    status: 'Stato',
    automatic: 'Automatico',
    external_id: 'Id del fornitore',
    failure: 'Motivo del rifiuto',
    created_at: 'Creato il',
    paid_at: 'Versato il',
    sales: 'Vendite versate',
    'sales.code': 'Preventivo',
    'sales.net': 'Netto (€)',
    actions: 'Azioni',
  },
  statuses: { pending: 'In preparazione', in_transit: 'In corso', paid: 'Versato', failed: 'Non riuscito' },
  retry: 'Riprova',
  retryTitle: 'Riprovare il versamento?',
  retryText: (amount: string) =>
    `Parte un nuovo versamento di tutto il disponibile del ricambista (ora comprende ${amount} del versamento non riuscito). Il versamento non riuscito resta nello storico.`,
  retried: 'Nuovo versamento avviato.',
} as const;

export const reconciliationsCopy = {
  name: 'Riconciliazione |||| Riconciliazioni',
  fields: {
    id: 'N.',
    provider: 'Fornitore',
    period_from: 'Giorno',
    automatic: 'Giornaliera',
    status: 'Esito',
    status_label: 'Esito',
    discrepancy_count: 'Differenze',
    started_at: 'Eseguita il',
    finished_at: 'Conclusa il',
    counts: 'Movimenti confrontati',
    limits: 'Cosa non si può confrontare',
    error: 'Errore',
    discrepancies: 'Differenze trovate',
    'discrepancies.item': 'Cosa',
    'discrepancies.kind': 'Differenza',
    'discrepancies.description': 'Descrizione',
    'discrepancies.reference': 'Riferimento',
    'discrepancies.ledger_amount': 'Libro (€)',
    'discrepancies.provider_amount': 'Fornitore (€)',
  },
  statuses: { running: 'In corso', clean: 'In ordine', discrepancies: 'Con differenze', failed: 'Non riuscita' },
  items: { payment: 'Pagamenti', refund: 'Rimborsi', payout: 'Versamenti', ledger: 'Libro contabile' },
  kinds: {
    missing_at_provider: 'Manca presso il fornitore',
    missing_in_ledger: 'Manca nel libro',
    amount_mismatch: 'Importo diverso',
    status_mismatch: 'Stato diverso',
    not_sent: 'Mai inviato',
    ledger_check: 'Verifica del libro',
  },
  providers: { stripe: 'Stripe', paypal: 'PayPal', demo: 'Demo' },
  countsLine: (item: string, ledger: number, provider: number) =>
    `${item}: ${ledger} nel libro, ${provider} presso il fornitore`,
  noCounts: 'Nessun movimento nel periodo.',
  runNow: 'Esegui ora',
  ran: 'Riconciliazione di oggi eseguita.',
  ledger: {
    title: 'Verifica del libro contabile',
    explain:
      'Confronta i saldi di ogni conto con la somma delle sue righe, controlla che ogni movimento sia in pari e che vendite e versamenti corrispondano ai saldi dei ricambisti.',
    clean: 'Il libro contabile è in ordine: nessuna differenza.',
    problems: (count: number) =>
      count === 1 ? 'Il libro contabile ha 1 differenza:' : `Il libro contabile ha ${count} differenze:`,
    problem: (check: string, ref: string, expected: string, actual: string) =>
      `${check} ${ref}: atteso ${expected}, trovato ${actual}`,
    loading: 'Verifica in corso…',
    failed: 'La verifica non è riuscita. Riprova più tardi.',
    again: 'Verifica di nuovo',
  },
} as const;
