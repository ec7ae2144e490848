import { errors } from './errors.js';

/** Server copy of the chat, notifications and feedback: socket refusals, send errors, API answers. */
export const messagingMessages = {
  socket: {
    unauthorized: errors.unauthorized,
    invalid: 'Connessione alla chat non valida: indica la richiesta (e, per un cliente, il ricambista).',
    notFound: 'Chat non trovata: la richiesta non esiste.',
    forbidden: 'Non puoi accedere a questa chat.',
    origin: 'Connessione rifiutata: origine non consentita.',
    unavailable: errors.unavailable,
    tooMany: 'Troppe chat aperte: chiudine qualcuna e riprova.',
  },
  send: {
    empty: 'Scrivi un messaggio o allega un’immagine.',
    invalid: 'Messaggio non valido: testo fino a 4000 caratteri e al massimo 10 immagini.',
    rateLimited: 'Stai inviando messaggi troppo velocemente: attendi un attimo.',
    failed: 'Messaggio non inviato: riprova tra poco.',
    sessionEnded: 'Sessione scaduta: messaggio non inviato. Effettua di nuovo l’accesso.',
    foreignAttachment: 'Puoi allegare solo immagini caricate da te o dall’altra parte di questa chat.',
  },
  fallbackName: {
    customer: 'Cliente',
    dealer: 'Ricambista',
  },
  notificationsRead: 'Notifiche segnate come lette.',
  feedback: {
    saved: 'Grazie! Le tue risposte sono state registrate.',
    alreadySent: 'Hai già compilato il questionario per questo preventivo.',
    notAccepted: 'Il questionario si compila solo per i preventivi accettati dal cliente.',
    unknownQuestion: 'Domanda inesistente',
    duplicateQuestion: 'Hai risposto più volte alla stessa domanda',
    unknownScore: 'Risposta non prevista per questa domanda',
    messageNotAllowed: 'Il commento è previsto solo per le risposte che lo richiedono',
  },
} as const;
