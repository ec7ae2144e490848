/** Preventivi in the operator console: read-only. */
export const quotationsCopy = {
  name: 'Preventivo |||| Preventivi',
  fields: {
    id: 'N.',
    q: 'Cerca',
    quotation_code: 'Codice',
    submission_id: 'Richiesta',
    dealer_id: 'Ricambista',
    dealer_name: 'Ricambista',
    status: 'Stato',
    payment_type: 'Pagamento',
    total_price: 'Totale (€)',
    tracking_code: 'Tracking',
    accepted_date: 'Accettato il',
    created_at: 'Inviato il',
    date_from: 'Inviato dal',
    date_to: 'Inviato fino al',
  },
  customer: 'Cliente',
  dealerOrders: 'Ordini del ricambista',
  statuses: {
    pending: 'In attesa',
    'payment-pending': 'Da pagare',
    paid: 'Pagato',
    complete: 'Concluso',
    cancelled: 'Annullato',
  },
} as const;
