import { missingInvoiceDataLabels, regimeFiscaleLabels } from '../invoices.js';

/** Web copy of the electronic invoices: quotation detail, wallet's Fatture, profile section. */
export const invoicesCopy = {
  download: 'Fattura elettronica',
  downloadPdf: 'PDF di cortesia',
  downloading: 'Scaricamento…',
  issuedAs: 'Fattura n. %{number} del %{date}',
  missingTitle: 'Per emettere la fattura elettronica mancano questi dati:',
  fixProfile: 'Completa il profilo',
  askCustomer: 'Scrivi al cliente',
  missing: missingInvoiceDataLabels,
  wallet: {
    title: 'Fatture',
    number: 'Numero',
    date: 'Data',
    total: 'Totale',
    files: 'File',
    xml: 'XML',
    pdf: 'PDF',
    xmlOf: 'Scarica l’XML della fattura %{number}',
    pdfOf: 'Scarica il PDF della fattura %{number}',
    empty: 'Nessuna fattura: qui trovi le fatture degli abbonamenti, dei crediti e delle fee pagati.',
    paidBy: 'Pagato da %{name}',
    creditNote: 'Nota di credito',
    refersTo: 'Rettifica la fattura %{number}',
    noteXmlOf: 'Scarica l’XML della nota di credito %{number}',
    notePdfOf: 'Scarica il PDF della nota di credito %{number}',
    missingTitle: 'Non possiamo emettere le fatture dei tuoi pagamenti: mancano questi dati.',
  },
  settings: {
    title: 'Fatturazione elettronica',
    regime: 'Regime fiscale',
    help: 'Compare come cedente nelle fatture elettroniche dei tuoi preventivi venduti.',
  },
  regimes: regimeFiscaleLabels,
} as const;
