/** Ordini e pagamenti in the operator console (issue 28). */
export const ordersCopy = {
  name: 'Ordine |||| Ordini e pagamenti',
  fields: {
    id: 'N.', dealer_id: 'Ricambista', dealer_name: 'Ricambista', condition: 'Tipo', status: 'Stato', provider: 'Fornitore',
    external_id: 'Id del fornitore', total_amount: 'Totale (€)', tax_amount: 'IVA (€)', credits: 'Crediti', coupon: 'Coupon',
    created_at: 'Creato il', paid_at: 'Pagato il', refunded_at: 'Rimborsato il', refund_external_id: 'Id del rimborso',
  },
  statuses: { created: 'Creato', pending: 'In attesa', paid: 'Pagato', failed: 'Non riuscito', canceled: 'Annullato', refunding: 'In rimborso', refunded: 'Rimborsato' },
  conditions: { dealer: 'Abbonamento', wallet: 'Crediti', fee: 'Fee' },
  providers: { stripe: 'Stripe', paypal: 'PayPal', demo: 'Demo' },
  refund: 'Rimborsa',
  refunded: 'Ordine rimborsato.',
} as const;
