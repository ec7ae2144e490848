import { errors } from './errors.js';
import { profileCopy } from './app/profile.js';
import { registerCopy } from './app/register.js';
import { dashboardCopy } from './app/dashboard.js';
import { submissionsCopy } from './app/submissions.js';
import { uiCopy } from './app/ui.js';
import { draftsCopy } from './app/drafts.js';
import { quotationsCopy } from './app/quotations.js';
import { paymentsCopy } from './app/payments.js';
import { chatCopy } from './app/chat.js';
import { messagesCopy } from './app/messages.js';
import { notificationsCopy } from './app/notifications.js';
import { inboxCopy } from './app/inbox.js';
import { invoicesCopy } from './app/invoices.js';
import { quotingCopy } from './app/quoting.js';
import { analyticsCopy } from './app/analytics.js';
import { intelligenceCopy } from './app/intelligence.js';

/**
 * The web app's own Italian copy, under the `app.` namespace of the i18n provider.
 * Keys are typed in src (AppKey): a wrong key or a missing %{placeholder} fails tsc.
 */
export const app = {
  common: {
    loading: 'Caricamento in corso…',
    backToDashboard: 'Torna alla dashboard',
    goToDashboard: 'Vai alla dashboard',
    empty: 'NON SONO PRESENTI DATI',
    close: 'Chiudi',
    retry: 'Riprova',
    newTab: '(si apre in una nuova scheda)',
  },
  routes: {
    login: 'Accesso',
    passwordRecovery: 'Recupero password',
    register: 'Completa la registrazione',
    dashboard: {
      pending: 'In scadenza',
      expired: 'Scaduti',
      outlet: 'Outlet',
      draft: 'Bozze',
      sent: 'Inviati',
      fulfilled: 'Accettati',
      archived: 'Archivio',
    },
    subscriptionPayment: 'Pagamento abbonamento',
    purchaseCredits: 'Acquista crediti',
    payFee: 'Salda fee',
    wallet: 'Portafoglio',
    messages: 'Messaggi',
    notifications: 'Notifiche',
    feedback: 'Questionario di gradimento',
    profile: 'Profilo',
    faq: 'Domande frequenti',
    thankYou: {
      subscription: 'Grazie: abbonamento',
      credits: 'Grazie: crediti',
      fee: 'Grazie: fee',
    },
    analytics: 'Statistiche',
    stock: 'Magazzino',
    settlement: 'Incassi',
    settlementActivate: 'Attiva incassi',
    returns: 'Resi',
    declined: 'Richieste rifiutate',
    components: 'Componenti',
    invitation: 'Invito',
    notFound: 'Pagina non trovata',
  },
  layout: {
    skipToContent: 'Vai al contenuto',
    homeLink: '%{name}: vai alla dashboard',
    mainNav: 'Navigazione principale',
    more: 'Altro',
    moreUnread: 'Altro: ci sono novità da leggere',
    noticesLabel: 'Avvisi',
  },
  nav: {
    home: 'Home',
    wallet: 'Portafoglio',
    sent: 'Inviati',
    messages: 'Messaggi',
    messagesUnread: 'Messaggi: ci sono messaggi da leggere',
    notifications: 'Notifiche',
    notificationsUnread: 'Notifiche: ci sono notifiche da leggere',
    profile: 'Profilo',
    faq: 'FAQ',
    analytics: 'Statistiche',
    stock: 'Magazzino',
    settlement: 'Incassi',
    returns: 'Resi',
    returnsUnread: 'Resi: ci sono resi da valutare',
  },
  footer: {
    copyright: '© %{year} %{name}. Tutti i diritti riservati.',
    terms: 'Termini e condizioni',
    logout: 'Esci',
  },
  login: {
    title: 'Accedi al portale',
    intro: 'Rispondi alle richieste dei clienti con i tuoi preventivi.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
    forgotPassword: 'Password dimenticata?',
    submit: 'Entra',
    sessionExpired: errors.unauthorized,
    suspendedTitle: 'Account sospeso',
    suspended:
      'Il tuo account è stato sospeso dall’operatore: finché resta sospeso non puoi accedere né ricevere richieste. Per chiarimenti scrivi a %{email}.',
  },
  passwordRecovery: {
    title: 'Recupera la password',
    intro: 'Inserisci l’email del tuo account: ti invieremo una nuova password.',
    email: 'Email',
    submit: 'Invia una nuova password',
    backToLogin: 'Torna all’accesso',
  },
  validation: {
    required: errors.required,
    email: errors.email,
  },
  notices: {
    subscription: {
      created:
        'La procedura di abbonamento è stata avviata ma non è ancora completa. Se la situazione persiste, contatta il tuo referente.',
      processing: 'Il pagamento dell’abbonamento è in elaborazione: alcuni metodi di pagamento richiedono più tempo.',
      canceled: 'Il tuo abbonamento è stato annullato.',
      ended: 'Il tuo abbonamento è terminato.',
      error: 'Si è verificato un errore nell’ultimo pagamento: completa di nuovo la procedura.',
    },
    subscriptionCta: 'Paga l’abbonamento',
    timed: {
      maintenance:
        'Il sistema di pagamento è in manutenzione: per rinnovare l’abbonamento di ottobre effettua un bonifico bancario.',
      expired:
        'Il pagamento dell’abbonamento è scaduto: rinnova con un bonifico bancario e contatta il tuo referente commerciale.',
      blocked: 'Il pagamento è scaduto e non ci hai comunicato alcun bonifico: il servizio preventivi verrà bloccato.',
    },
    timedLink: {
      bankDetails: 'Coordinate bancarie',
      details: 'Dettagli',
    },
  },
  bankDetails: {
    title: 'Coordinate per il bonifico',
    beneficiary: 'Beneficiario',
    bank: 'Banca',
    iban: 'IBAN',
    reference: 'Causale',
    referenceValue: 'Abbonamento %{email}',
  },
  faq: {
    title: 'Domande frequenti',
  },
  thankYou: {
    title: 'Grazie!',
    subscription: {
      lead: 'Abbiamo registrato il tuo pagamento: è in attesa di accredito.',
      detail:
        'Riceverai un’email di conferma appena sarà ricevuto. Nel frattempo puoi continuare a usare la piattaforma.',
    },
    credits: {
      lead: 'Il tuo ordine di crediti è confermato.',
      detail: 'I crediti potrebbero impiegare qualche minuto a comparire nel portafoglio.',
    },
    fee: {
      lead: 'Il pagamento delle fee è confermato.',
      detail: 'L’elaborazione potrebbe richiedere qualche minuto.',
    },
  },
  notFound: {
    message: 'La pagina che stai cercando non è stata trovata',
  },
  drafts: draftsCopy,
  quotations: quotationsCopy,
  error: {
    title: 'Si è verificato un errore inatteso',
    reload: 'Ricarica la pagina',
  },
  dashboard: dashboardCopy,
  submissions: submissionsCopy,
  ui: uiCopy,
  profile: profileCopy,
  register: registerCopy,
  payments: paymentsCopy,
  chat: chatCopy,
  messages: messagesCopy,
  notifications: notificationsCopy,
  inbox: inboxCopy,
  invoices: invoicesCopy,
  analytics: analyticsCopy,
  intelligence: intelligenceCopy,
  quoting: quotingCopy,
} as const;

export type AppCatalog = typeof app;
