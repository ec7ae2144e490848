/**
 * The messages the web apps' http client shows when an answer carries none of its own (by status, or no answer at
 * all): kept apart from errors.ts so every app's first load holds these few and not the whole catalog.
 */
export const httpErrors = {
  validation: 'Dati non validi: controlla i campi evidenziati.',
  notFound: 'Risorsa non trovata.',
  unauthorized: 'Sessione scaduta o non valida: effettua di nuovo l’accesso.',
  forbidden: 'Non hai i permessi per questa operazione.',
  tooManyRequests: 'Troppi tentativi: riprova tra qualche minuto.',
  internal: 'Si è verificato un errore inatteso. Riprova più tardi.',
  unavailable: 'Servizio momentaneamente non disponibile. Riprova tra poco.',
} as const;
