/** The operator console's own copy: its shell, login and shared controls. Resources bring theirs (i18n/it/console/). */
export const consoleCopy = {
  title: 'RicambiHub — Console operatore',
  loginHint: 'Accesso riservato agli operatori. I ricambisti accedono dal portale.',
  yes: 'Sì',
  no: 'No',
  reason: 'Motivo',
  reasonHelp: 'Obbligatorio: resta nel registro attività.',
  cancel: 'Annulla',
  confirm: 'Conferma',
  done: 'Fatto.',
  loading: 'Caricamento in corso',
} as const;
