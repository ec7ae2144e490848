/** The customer app's validation and API messages: contract and server use them. */
export const customerErrors = {
  uploadAddress: 'Allegato non valido: caricalo di nuovo',
  uploadNotOwn: 'Questa immagine non risulta caricata da te: caricala di nuovo',
  tooManyPhotos: 'Al massimo 5 foto',
  plate: 'Targa non valida: usa il formato AB123CD',
  year: (from: number, to: number) => `Scrivi un anno tra ${from} e ${to}`,
  demoOnly: 'Il pagamento con carta di prova è disponibile solo con il fornitore dimostrativo',
  notOnline: 'Questo preventivo non si paga online',
  alreadyPaid: 'Questo preventivo è già stato pagato',
  notPayable: 'Questo preventivo non è da pagare: si paga dopo averlo accettato, finché non è annullato',
  payNotStarted: 'Il pagamento non è stato avviato: ricarica la pagina e riprova',
  providerChanged: 'Il fornitore di pagamento è cambiato: ricarica la pagina e riprova',
  payThroughProvider: 'Il pagamento passa dal fornitore di pagamento: avvialo dalla pagina del preventivo',
  itemQuotation: (code: string) => `Preventivo ${code}`,
} as const;
