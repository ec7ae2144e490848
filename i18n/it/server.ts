import { errors } from './errors.js';

/**
 * Italian messages the server shows to the people who run it (start-up errors, log lines).
 * Messages with details are functions, so the wording stays here and the server only passes values.
 */
export const serverMessages = {
  dataDirInUse: (dataDir: string, pid: number) =>
    `La cartella dati ${dataDir} è già in uso dal processo ${pid}: ferma l'altro server o usa DATA_DIR per un'altra cartella.`,
  dataDirInUseOtherHost: (dataDir: string, pid: number, host: string, lockFile: string) =>
    `La cartella dati ${dataDir} è già in uso dal processo ${pid} sul computer ${host}: ferma quel server o usa DATA_DIR per un'altra cartella. Se sei certo che nessun server la stia usando, elimina il file ${lockFile}.`,
  dataDirLocked: (dataDir: string, lockFile: string) =>
    `La cartella dati ${dataDir} è già in uso da un altro processo: ferma l'altro server o usa DATA_DIR per un'altra cartella. Se sei certo che nessun server la stia usando, elimina il file ${lockFile}.`,
  staleLockTakenOver: (lockFile: string, pid: number) =>
    `Il file di blocco ${lockFile} era rimasto dal processo ${pid}, che non è più attivo: lo riprendo.`,
  interruptedInitRemoved: (folder: string) =>
    `Rimossa la cartella ${folder} lasciata da una prima inizializzazione interrotta.`,
  databaseCreated: (folder: string) => `Database creato in ${folder}.`,
  demoDataSeeded: (ms: number) => `Dati dimostrativi caricati in ${ms} ms.`,
  // API server (app, mail, start-up)
  unsupportedMediaType: 'Formato della richiesta non supportato: invia i dati come JSON.',
  mailWritten: (file: string) => `Email scritta in ${file} (SMTP_URL non impostato).`,
  mailFailed: (to: string) => `Invio email a ${to} non riuscito.`,
  newPasswordMail: (appName: string, password: string, loginUrl: string) => ({
    subject: `${appName}: la tua nuova password`,
    text: [
      'Ciao,',
      '',
      `abbiamo ricevuto una richiesta di nuova password per il tuo account ${appName}.`,
      `La tua nuova password è: ${password}`,
      '',
      `Accedi da ${loginUrl} entro 30 minuti e, se vuoi, cambiala dal tuo profilo.`,
      'Vale per un solo accesso: da quel momento diventa la tua password e le altre sessioni aperte vengono chiuse.',
      'Finché non la usi, la vecchia password continua a funzionare.',
      'Se non hai chiesto tu una nuova password, ignora questo messaggio: non cambia nulla.',
    ].join('\n'),
  }),
  listening: (appName: string, url: string) => `${appName} è in ascolto su ${url}`,
  apiDocs: (url: string) => `Documentazione API: ${url}`,
  refundDescription: (orderId: number) => `Rimborso dell’ordine ${orderId}`,
  demoAccounts: (password: string) => `Account dimostrativi (password ${password}):`,
  operatorAccount: (email: string, consoleUrl: string) => `  ${email} (operatore: console su ${consoleUrl})`,
  startFailed: (message: string) => `Avvio non riuscito: ${message}`,
  stopping: (signal: string) => `Arresto in corso (${signal})…`,
  stopped: 'Server fermato.',
  // npm start (scripts/start.ts): the build only when its sources changed.
  building: (reason: 'no-build' | 'no-stamp' | 'changed' | 'unchanged') =>
    reason === 'changed'
      ? 'Sorgenti cambiati dall’ultima build: costruisco le pagine…'
      : 'Nessuna build delle pagine in dist/: la costruisco…',
  buildUpToDate: 'Pagine già costruite da questi sorgenti: avvio senza ricostruirle.',
  buildFailed: 'Build non riuscita: il server non parte. Correggi l’errore sopra e rilancia npm start.',
  requestLogFile: (path: string) => `Richieste registrate in ${path}`,
  loggedOut: 'Sei uscito dal portale.',
  invalidConfig: (lines: string[]) => `Configurazione non valida:\n${lines.join('\n')}`,
  urlScheme: (schemes: string) => `deve iniziare con ${schemes}`,
  // Dealer profile, registration and uploads
  oldPasswordWrong: 'Password attuale errata',
  passwordChanged: 'Password aggiornata. Le altre sessioni aperte sono state chiuse.',
  passwordOnlyAtRegistration: 'La password si cambia dalla sezione Password del profilo, indicando quella attuale.',
  provinceUnknown: 'Provincia inesistente',
  paymentMethodUnavailable: 'Metodo di pagamento non disponibile: scegli tra quelli proposti',
  uploadUnsupported: errors.uploadUnsupported,
  uploadTooLarge: (megabytes: number) => `Il file è troppo grande: il limite è ${megabytes} MB`,
  uploadNotBase64: 'Il file non è leggibile: invialo codificato in base64',
  uploadQuota: (files: number, megabytes: number, minutes: number) =>
    `Hai raggiunto il limite di caricamenti (${files} file o ${megabytes} MB all’ora): riprova tra ${minutes} minuti.`,
  photoNotOwnUpload: 'La foto profilo deve essere un’immagine PNG o JPEG che hai caricato',
  // Payments: subscription, credits, fees, providers
  orderNotFound: 'Ordine non trovato.',
  orderNotPayable: 'Questo ordine non è più pagabile: ricarica la pagina e riprova.',
  couponUnknown: 'Coupon inesistente',
  couponExpired: 'Coupon scaduto',
  couponExhausted: 'Coupon esaurito: ha raggiunto il numero massimo di utilizzi',
  couponAlreadyUsed: 'Hai già utilizzato questo coupon',
  couponValid: (credits: string) => `Coupon valido: riceverai ${credits} crediti omaggio`,
  webhookSignatureInvalid: 'Firma del webhook non valida',
  webhookApplied: 'Evento applicato.',
  webhookReplayed: 'Evento già ricevuto: nessuna modifica.',
  webhookIgnored: 'Evento ignorato.',
  shippingNotItaly: 'L’indirizzo di spedizione deve essere in Italia',
  cardDeclined: 'La carta è stata rifiutata.',
  cardInsufficientFunds: 'Fondi insufficienti sulla carta.',
  cardNumberInvalid: 'Numero di carta non valido',
  cardExpiryInvalid: 'Scadenza non valida: usa il formato MM/AA',
  cardExpired: 'La carta è scaduta',
  cardCvcInvalid: 'CVC non valido: 3 o 4 cifre',
  demoTokenInvalid: 'Pagamento non riconosciuto: riprova dalla pagina di pagamento.',
  cardUpdateUnavailable: 'Con questo metodo di pagamento la carta non si aggiorna dal portale.',
  paymentRecorded: 'Pagamento registrato: in attesa di conferma.',
  cardUpdated: 'Metodo di pagamento aggiornato.',
  paymentMismatch: 'Il pagamento non corrisponde a questo ordine.',
  paymentNotCompleted: 'Il pagamento non risulta completato presso il fornitore.',
  paymentProviderUnavailable: 'Il servizio di pagamento non risponde. Riprova tra poco.',
  itemSubscription: 'Abbonamento mensile RicambiHub',
  itemCredits: 'Crediti RicambiHub',
  itemFreeCredits: (code: string) => `Crediti omaggio coupon ${code}`,
  feeDescription: (percent: number, code: string) => `Commissione ${percent}% sul preventivo ${code}`,
  paymentIllegalTransition: (from: string, event: string) =>
    `Abbonamento: evento ${event} ignorato nello stato ${from}.`,
  paymentEventFailed: (provider: string, eventId: string) => `Evento ${provider} ${eventId} non applicato.`,
  paymentKeysMissing: (names: string) => `mancano ${names}`,
} as const;
