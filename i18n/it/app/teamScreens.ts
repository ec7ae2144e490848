import { staffRoleLabels } from '../staff.js';

/**
 * The copy of the team's own screens: the owner's team section, the invitation page, the Attività. Read by
 * those lazy chunks through src/features/dealer/team/copy.ts, not merged into the app catalog every first load carries
 * (as the stock's copy).
 */
export const teamScreensCopy = {
  roles: staffRoleLabels,
  person: {
    label: 'Persona',
    all: 'Tutto il team',
  },
  me: {
    title: 'Il tuo account',
    roleIn: '%{role} di %{company}',
  },
  notAllowed: {
    title: 'Questa pagina non fa parte del tuo ruolo',
    text: 'Il tuo ruolo in azienda è %{role}: chiedi al titolare se ti serve accedere qui.',
    back: 'Vai alla tua pagina',
  },
  editing: '%{name} sta preparando un preventivo',
  editingHint: 'L’azienda può inviare un solo preventivo per richiesta: prima di crearne un altro, sentitevi.',
  sentBy: 'Inviato da %{name}',
  shippedBy: 'Spedito da %{name}',
  roleHelp: {
    owner: 'Tutto, e il team',
    quoter: 'Richieste, bozze, modelli, invio dei preventivi, chat',
    shipping: 'Preventivi accettati, spedizioni, chat',
    billing: 'Portafoglio, crediti, fee, fatture, abbonamento, IBAN',
  },
  section: {
    title: 'Team',
    intro: 'Chi lavora con te: ognuno accede con la sua email e vede solo ciò che il suo ruolo permette.',
    invite: 'Invita una persona',
    you: 'tu',
    role: 'Ruolo di %{name}',
    status: {
      invited: 'Invito in attesa',
      active: 'Attivo',
      deactivated: 'Disattivato',
    },
    invitationExpires: 'Invito valido fino al %{date}',
    resend: 'Invia di nuovo l’invito',
    deactivate: 'Disattiva',
    reactivate: 'Riattiva',
    deactivateTitle: 'Disattivare %{name}?',
    deactivateText: 'Le sue sessioni e le sue chat si chiudono subito e non potrà più accedere finché non lo riattivi.',
    deactivateConfirm: 'Disattiva',
    cancel: 'Annulla',
    resent: 'Invito inviato di nuovo a %{email}',
    invited: 'Invito inviato a %{email}: il link vale 72 ore',
    updated: 'Ruolo aggiornato',
    deactivated: '%{name} è stato disattivato',
    reactivated: '%{name} è di nuovo attivo',
    empty: 'Nessuno oltre a te: invita chi prepara i preventivi, chi spedisce o chi paga le fatture.',
  },
  inviteDialog: {
    title: 'Invita una persona',
    email: 'Email',
    name: 'Nome',
    surname: 'Cognome',
    role: 'Ruolo',
    submit: 'Invia invito',
    cancel: 'Annulla',
  },
  invitation: {
    title: 'Benvenuto in RicambiHub',
    intro: '%{company} ti ha invitato con il ruolo %{role}. Scegli la tua password per entrare.',
    email: 'Email',
    password: 'Password',
    confirmation: 'Ripeti la password',
    submit: 'Scegli la password ed entra',
    loading: 'Controllo dell’invito…',
    backToLogin: 'Vai all’accesso',
  },
  activity: {
    title: 'Attività recenti',
    sent: '%{name} ha inviato il preventivo %{code}',
    shipped: '%{name} ha spedito il preventivo %{code}',
    paid: '%{name} ha pagato %{what} (%{total})',
    paidWhat: { dealer: 'l’abbonamento', wallet: 'i crediti', fee: 'le fee' },
    empty: 'Ancora nessun preventivo inviato o spedito, né pagamenti, dal team.',
  },
} as const;
