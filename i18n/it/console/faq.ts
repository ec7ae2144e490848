/** FAQ in the operator console: what the dealers' /faq and GET /discovery show. */
export const faqCopy = {
  name: 'FAQ |||| FAQ',
  fields: { id: 'N.', q: 'Cerca', question: 'Domanda', answer: 'Risposta', position: 'Posizione' },
  up: 'Sposta su',
  down: 'Sposta giù',
  reordered: 'Ordine aggiornato.',
} as const;
