/** Names of the react-admin resources (singular |||| plural), used by react-admin's own titles and messages. */
export const resources = {
  submissions: { name: 'Richiesta |||| Richieste' },
  quotations: { name: 'Preventivo |||| Preventivi' },
  notifications: { name: 'Notifica |||| Notifiche' },
  conversations: { name: 'Conversazione |||| Conversazioni' },
  invoices: { name: 'Fattura |||| Fatture' },
  movements: { name: 'Movimento |||| Movimenti' },
  returns: { name: 'Reso |||| Resi' },
  sales: { name: 'Vendita |||| Vendite' },
  payouts: { name: 'Versamento |||| Versamenti' },
} as const;
