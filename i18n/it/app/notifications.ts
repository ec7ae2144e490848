/** Copy of the Notifications screen (SPEC §2 "Notifications"). */
export const notificationsCopy = {
  list: 'Elenco delle notifiche',
  unread: 'Nuova',
  read: 'Letta',
  loadError: 'Impossibile caricare le notifiche.',
  openQuotation: 'Apri il preventivo',
  openWallet: 'Apri il portafoglio',
  openRequest: 'Apri la richiesta',
  openConversation: 'Apri la conversazione',
  payFee: 'Salda la fee',
  openMovements: 'Vedi i movimenti',
} as const;
