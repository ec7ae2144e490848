/** Company accounts: the team's roles and the server's refusals, in Italian. */
export const staffRoleLabels = {
  owner: 'Titolare',
  quoter: 'Preventivista',
  shipping: 'Magazzino',
  billing: 'Amministrazione',
} as const;

export const staffMessages = {
  notAllowed: 'Il tuo ruolo non permette questa operazione: chiedi al titolare dell’azienda.',
  ownerOnly: 'Solo il titolare dell’azienda può gestire il team.',
  emailTaken: 'Questa email è già usata da un altro account.',
  memberNotFound: 'Utente del team non trovato.',
  ownerUnchangeable: 'Il titolare non si può modificare né disattivare da qui.',
  invitationInvalid: 'Questo invito non è valido o è già stato usato: chiedi al titolare di inviarne uno nuovo.',
  invitationExpired: 'Questo invito è scaduto: chiedi al titolare di inviarne uno nuovo.',
  alreadyActive: 'Questo utente ha già scelto la sua password: non serve un nuovo invito.',
  deactivated: 'Utente disattivato',
  invited: 'Invito inviato',
  updated: 'Ruolo aggiornato',
  reactivated: 'Utente riattivato',
  invitationSubject: 'Invito a RicambiHub',
  invitationBody: (p: { name: string; company: string; role: string; link: string; hours: number }) =>
    `Ciao ${p.name},\n\n${p.company} ti ha invitato su RicambiHub con il ruolo ${p.role}.\n` +
    `Scegli la tua password da questo link (valido ${p.hours} ore, una sola volta):\n${p.link}\n\n` +
    'Se non aspettavi questo invito puoi ignorare questa email.',
} as const;
