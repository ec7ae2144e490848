/**
 * Italian copy of faster quoting: option templates ("Modelli"), declining a request ("Non posso
 * offrire") and the brands and categories a dealer serves ("Marche e categorie trattate").
 */

/** Labels of the decline reasons, by the contract's codes (contract/entities/quoting.ts). */
export const declineReasonLabels = {
  'part-unavailable': 'Ricambio non disponibile',
  'brand-not-served': 'Marca non trattata',
  'out-of-area': 'Fuori zona',
  'too-slow': 'Tempi troppo lunghi',
  other: 'Altro',
} as const;

export const quotingMessages = {
  // Templates
  templateNameTaken: 'Hai già un modello con questo nome: scegline un altro.',
  templateLimit: 'Hai raggiunto il numero massimo di modelli: eliminane uno prima di salvarne un altro.',
  templateNotFound: 'Modello non trovato.',
  templateDeleted: 'Modello eliminato.',
  // Declines
  declineNoteRequired: 'Scrivi il motivo',
  declined: 'Hai indicato che non puoi offrire per questa richiesta: annulla il rifiuto per inviare un preventivo.',
  declineClosed: 'La richiesta è chiusa: non serve più rifiutarla.',
  declineQuoted: 'Hai già inviato un preventivo per questa richiesta.',
  declineDone: 'Richiesta rifiutata.',
  undeclineDone: 'Richiesta di nuovo tra le tue.',
  notDeclined: 'Non avevi rifiutato questa richiesta.',
  // Coverage
  coverageUnknownManufacturer: 'Marca inesistente',
  coverageNotCategory: 'Scegli solo categorie principali di ricambi.',
} as const;
