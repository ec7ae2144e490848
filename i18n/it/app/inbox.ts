/** Copy of the live inbox: the list banner, the document title, browser alerts and their profile switch. */
export const inboxCopy = {
  banner: {
    text: '%{smart_count} nuova richiesta |||| %{smart_count} nuove richieste',
    show: 'Mostra',
  },
  /** The document title with new requests waiting: "(3) RicambiHub - In scadenza". */
  title: '(%{count}) %{title}',
  alert: {
    title: 'Nuova richiesta su RicambiHub',
    body: '%{vehicle}: %{smart_count} ricambio richiesto |||| %{vehicle}: %{smart_count} ricambi richiesti',
  },
  settings: {
    title: 'Avvisi delle nuove richieste',
    help: 'Solo su questo browser. Il contatore e l’elenco si aggiornano comunque in tempo reale.',
    notifications: 'Notifica del browser',
    sound: 'Suono',
    denied: 'Il browser non consente le notifiche: abilitale nelle impostazioni del sito per attivarle.',
    unsupported: 'Questo browser non supporta le notifiche.',
  },
} as const;
