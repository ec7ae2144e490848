/** Copy of the Messages screen (SPEC §2 "Messages"). */
export const messagesCopy = {
  list: 'Conversazioni',
  unread: 'Da leggere',
  ownLast: 'Tu: %{text}',
  attachmentOnly: 'Immagine',
  selectConversation: 'Seleziona una conversazione dall’elenco per leggere e rispondere.',
  notFound: 'Questa conversazione non è più disponibile.',
  loadError: 'Impossibile caricare le conversazioni.',
  chatLabel: 'Conversazione: %{topic}',
  plate: 'Targa',
  chassis: 'Telaio',
  year: 'Anno',
  km: 'Chilometraggio',
  vehiclePhoto: 'Foto del veicolo %{vehicle}',
  registration: 'Carta di circolazione',
  registrationMissing: 'Carta di circolazione non disponibile',
  openRequest: 'Apri la richiesta',
} as const;
