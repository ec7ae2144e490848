/** Richieste in the operator console (issue 28): read-only. */
export const submissionsCopy = {
  name: 'Richiesta |||| Richieste',
  fields: {
    id: 'N.', q: 'Cerca', customer_id: 'Cliente', province_id: 'Provincia', province: 'Provincia', manufacturer_id: 'Marca',
    manufacturer: 'Marca', model: 'Modello', plate: 'Targa', is_outlet: 'Outlet', outlet: 'Outlet', notes: 'Note', status: 'Stato',
    quotations: 'Preventivi', created_at: 'Creata il', deadline_at: 'Scadenza', closed_at: 'Chiusa il',
    date_from: 'Creata dal', date_to: 'Creata fino al', brand: 'Marca', part: 'Tipo di ricambio',
  },
  statuses: { open: 'Aperta', expired: 'Scaduta', closed: 'Chiusa' },
  quotationsOf: 'Preventivi ricevuti',
  noQuotations: 'Nessun preventivo per questa richiesta.',
} as const;
