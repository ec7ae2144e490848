/** Avvisi in the operator console: a notice to one dealer or to all, reviewed before it is sent. */
export const noticesCopy = {
  menu: 'Avvisi',
  title: 'Avvisi ai ricambisti',
  intro:
    'L’avviso arriva tra le notifiche dei ricambisti, in tempo reale a chi è collegato. Una volta inviato non si può ritirare.',
  to: 'Destinatari',
  toAll: 'Tutti i ricambisti non sospesi',
  toOne: 'Un ricambista',
  dealer: 'Ricambista',
  noticeTitle: 'Titolo',
  text: 'Testo',
  review: 'Rivedi l’avviso',
  reviewTitle: 'Controlla l’avviso prima di inviarlo',
  reviewWarning: 'L’invio è definitivo: l’avviso non si può modificare né ritirare.',
  back: 'Torna a modificare',
  send: 'Invia l’avviso',
  sent: (recipients: number) =>
    recipients === 1 ? 'Avviso inviato a 1 ricambista.' : `Avviso inviato a ${recipients} ricambisti.`,
  sentList: 'Avvisi inviati',
  sentEmpty: 'Nessun avviso inviato finora.',
  recipients: 'Destinatari (n.)',
  when: 'Inviato il',
  operator: 'Operatore',
  everyone: 'Tutti',
  dealerNo: (id: number) => `Ricambista n. ${id}`,
} as const;
