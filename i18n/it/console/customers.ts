/** Clienti in the operator console. */
export const customersCopy = {
  name: 'Cliente |||| Clienti',
  fields: {
    id: 'N.',
    q: 'Cerca',
    email: 'Email',
    name: 'Nome',
    surname: 'Cognome',
    phone: 'Telefono',
    fiscal_code: 'Codice fiscale',
    adr_street: 'Indirizzo',
    adr_city: 'Città',
    province: 'Provincia (n.)',
    submissions: 'Richieste',
    suspended: 'Sospeso',
    suspended_at: 'Sospeso dal',
    created_at: 'Iscritto il',
  },
  suspend: 'Sospendi',
  suspendConfirm: 'Conferma sospensione',
  suspendText:
    'Il cliente non potrà più accedere né inviare richieste finché non lo riattivi; le sue sessioni si chiudono subito.',
  reactivate: 'Riattiva',
  suspended: 'Cliente sospeso.',
  reactivated: 'Cliente riattivato.',
} as const;
