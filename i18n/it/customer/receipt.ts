/**
 * The customer's receipt of an online payment: the dealer sells, the platform collects on the dealer's behalf. Apart
 * from the app's catalog (customer/app.ts, in the first load): only the page's lazy chunks read `receiptCopy`, and the
 * manifest takes the title alone.
 */
export const receiptTitle = 'Ricevuta';

export const receiptCopy = {
  link: 'Ricevuta del pagamento',
  heading: (code: string) => `Ricevuta del preventivo ${code}`,
  seller: 'Venditore',
  vatNumber: (value: string) => `P. IVA ${value}`,
  collectedBy: 'Incassato per conto del venditore da',
  paidOn: (date: string) => `Pagato online il ${date}`,
  amounts: 'Importi',
  parts: 'Ricambi (IVA esclusa)',
  partsVat: 'IVA sui ricambi',
  shipping: 'Spedizione (IVA esclusa)',
  shippingVat: 'IVA sulla spedizione',
  total: 'Totale pagato',
  rows: 'Ricambi acquistati',
  back: 'Torna al preventivo',
} as const;
