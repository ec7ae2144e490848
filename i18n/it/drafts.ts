/** Drafts kept on the server: what the API answers, in Italian. The portal's own copy is in app/drafts.ts. */
export const draftMessages = {
  notFound: 'Bozza non trovata: forse è già stata inviata o eliminata.',
  submissionNotFound: 'Richiesta non trovata.',
  /** A save naming a version older than the stored one. */
  conflict: (name: string) =>
    `${name} ha modificato questa bozza nel frattempo: le tue modifiche non sono state salvate sul server, ma restano in questa pagina.`,
  /** A save by someone who is no longer the draft's editor. */
  takenOver: (name: string) =>
    `${name} ha preso in carico la bozza: le tue modifiche non sono state salvate sul server, ma restano in questa pagina.`,
  exists:
    'Esiste già una bozza dell’azienda per questa richiesta: le tue modifiche non sono state salvate sul server, ma restano in questa pagina.',
  deleted: 'Bozza eliminata',
  colleague: 'Un collega',
  otherRequest: 'La bozza non corrisponde a questa richiesta.',
};
