/**
 * Italian messages shared by the contract's validation rules and the API server.
 * The web app shows these verbatim when the server answers with them.
 */
export const errors = {
  validation: 'Dati non validi: controlla i campi evidenziati.',
  malformedBody: 'La richiesta non è leggibile: il corpo non è un JSON valido.',
  bodyTooLarge: 'La richiesta è troppo grande.',
  notFound: 'Risorsa non trovata.',
  routeNotFound: 'Indirizzo API inesistente.',
  unauthorized: 'Sessione scaduta o non valida: effettua di nuovo l’accesso.',
  forbidden: 'Non hai i permessi per questa operazione.',
  conflict: 'Operazione non consentita nello stato attuale.',
  tooManyRequests: 'Troppi tentativi: riprova tra qualche minuto.',
  loginThrottled: 'Troppi tentativi di accesso non riusciti: riprova tra qualche minuto.',
  passwordResetThrottled: 'Troppe richieste di nuova password: riprova più tardi.',
  internal: 'Si è verificato un errore inatteso. Riprova più tardi.',
  unavailable: 'Servizio momentaneamente non disponibile. Riprova tra poco.',
  invalidCredentials: 'Email o password non corretti.',
  wrongClient: 'Questo account non può accedere da questa applicazione.',
  unknownClient: 'Applicazione client non riconosciuta.',
  forgotPasswordSent: 'Se l’indirizzo è registrato, riceverai a breve una nuova password via email.',
  required: 'Campo obbligatorio',
  email: 'Inserisci un indirizzo email valido',
  passwordsMismatch: 'Le password non coincidono',
  termsRequired: 'Accetta i termini e condizioni',
  phone: 'Numero di telefono non valido (almeno 7 cifre, segno + facoltativo)',
  vatNumber: 'La partita IVA deve avere esattamente 11 cifre',
  sdi: 'Il codice SDI deve avere esattamente 7 caratteri tra lettere, cifre e trattini',
  zipCode: 'Il CAP deve avere esattamente 5 cifre',
  pec: 'Inserisci un indirizzo PEC valido',
  iban: 'Formato Iban errato',
  paymentMethodsRequired: 'Seleziona almeno un metodo di pagamento',
  passwordMin: 'La password deve avere almeno 8 caratteri',
  feeNumber: 'Inserisci un importo valido (minimo 0, al centesimo)',
  page: 'Numero di pagina non valido',
  tooLong: 'Testo troppo lungo',
  searchTooShort: 'Per cercare scrivi almeno 3 caratteri',
} as const;

export type ErrorKey = keyof typeof errors;
