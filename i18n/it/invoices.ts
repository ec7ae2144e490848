/** Italian copy of the electronic invoices: API messages, document text, web screens. */
export const invoiceMessages = {
  quotationNotInvoiceable: 'La fattura si emette solo per i preventivi pagati o spediti.',
  orderNotInvoiceable: 'La fattura si emette solo per gli ordini pagati.',
  missingData: (labels: string[]) => `Mancano dati per emettere la fattura: ${labels.join('; ')}.`,
} as const;

/** Keyed by contract/entities/invoice.ts MISSING_INVOICE_DATA. */
export const missingInvoiceDataLabels = {
  dealer_vat_number: 'la tua Partita IVA',
  dealer_legal_name: 'la tua ragione sociale',
  dealer_address: 'l’indirizzo completo della tua sede legale',
  dealer_iban: 'il tuo IBAN (il cliente paga con bonifico)',
  dealer_recipient: 'il tuo codice SDI o la tua PEC',
  customer_fiscal_id: 'il codice fiscale o la Partita IVA del cliente',
  customer_name: 'il nome e cognome o la ragione sociale del cliente',
  customer_address: 'l’indirizzo completo del cliente',
} as const;

/** Keyed by contract/entities/invoice.ts REGIMI_FISCALI. */
export const regimeFiscaleLabels = {
  RF01: 'RF01 – Ordinario',
  RF02: 'RF02 – Contribuenti minimi',
  RF04: 'RF04 – Agricoltura e attività connesse e pesca',
  RF05: 'RF05 – Vendita sali e tabacchi',
  RF06: 'RF06 – Commercio dei fiammiferi',
  RF07: 'RF07 – Editoria',
  RF08: 'RF08 – Gestione di servizi di telefonia pubblica',
  RF09: 'RF09 – Rivendita di documenti di trasporto pubblico e di sosta',
  RF10: 'RF10 – Intrattenimenti, giochi e altre attività',
  RF11: 'RF11 – Agenzie di viaggi e turismo',
  RF12: 'RF12 – Agriturismo',
  RF13: 'RF13 – Vendite a domicilio',
  RF14: 'RF14 – Rivendita di beni usati, oggetti d’arte, d’antiquariato o da collezione',
  RF15: 'RF15 – Agenzie di vendite all’asta di oggetti d’arte, antiquariato o da collezione',
  RF16: 'RF16 – IVA per cassa P.A.',
  RF17: 'RF17 – IVA per cassa',
  RF18: 'RF18 – Altro',
  RF19: 'RF19 – Regime forfettario',
} as const;

/** Text inside the XML and the courtesy PDF. */
export const invoiceDocumentText = {
  shippingFlat: 'Spese di spedizione',
  shippingPartial: 'Spese di spedizione (spedizione parziale)',
  orderLine: (name: string) => name,
  subscriptionLine: (name: string) => `${name} (importo IVA inclusa)`,
  causaleQuotation: (code: string) => `Preventivo ${code}`,
  causaleOrder: (id: number) => `Ordine ${id} pagato sul portale`,
  pdfTitle: (number: string, date: string) => `Fattura n. ${number} del ${date}`,
  seller: 'Cedente / prestatore',
  buyer: 'Cessionario / committente',
  vat: 'P.IVA',
  fiscalCode: 'Codice fiscale',
  regime: 'Regime fiscale',
  recipientCode: 'Codice destinatario',
  pec: 'PEC',
  description: 'Descrizione',
  quantity: 'Q.tà',
  unitPrice: 'Prezzo unitario',
  vatRate: 'IVA %',
  amount: 'Importo',
  summaryRate: (rate: string) => `Riepilogo IVA ${rate}%`,
  taxable: 'Imponibile',
  tax: 'Imposta',
  total: 'Totale documento',
  payment: 'Pagamento',
  paymentModes: {
    MP01: 'Contanti alla consegna',
    MP05: 'Bonifico bancario',
    MP08: 'Pagamento online (carta)',
    MP22: 'Trattenuta sulle somme già incassate per conto del cedente',
  },
  /** The month's invoice of the fees taken at source from the dealer's online sales. */
  feeLine: (code: string, date: string) => `Commissione sulla vendita online ${code} del ${date}`,
  causaleFees: (month: string) => `Commissioni trattenute sulle vendite online di ${month}`,
  iban: 'IBAN',
  fileName: 'File FatturaPA',
  courtesy:
    'Copia di cortesia: il documento valido ai fini fiscali è il file XML trasmesso al Sistema di Interscambio.',
} as const;
