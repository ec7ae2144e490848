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
      `Accedi da ${loginUrl} e, se vuoi, cambiala dal tuo profilo.`,
      'Le sessioni aperte con la vecchia password sono state chiuse.',
      'Se non hai chiesto tu una nuova password, contatta subito l’assistenza.',
    ].join('\n'),
  }),
  listening: (appName: string, url: string) => `${appName} è in ascolto su ${url}`,
  apiDocs: (url: string) => `Documentazione API: ${url}`,
  demoAccounts: (password: string) => `Account dimostrativi (password ${password}):`,
  startFailed: (message: string) => `Avvio non riuscito: ${message}`,
  stopping: (signal: string) => `Arresto in corso (${signal})…`,
  stopped: 'Server fermato.',
  loggedOut: 'Sei uscito dal portale.',
  invalidConfig: (lines: string[]) => `Configurazione non valida:\n${lines.join('\n')}`,
  urlScheme: (schemes: string) => `deve iniziare con ${schemes}`,
} as const;
