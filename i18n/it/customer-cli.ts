/** Italian output of `npm run customer` (scripts/customer.ts), the command-line customer. */
export const customerCli = {
  usage: [
    'Uso: npm run customer -- <comando> [opzioni]',
    '',
    'Comandi:',
    '  request [--rows N] [--outlet]         pubblica una richiesta con un veicolo e N ricambi a caso (1-3)',
    '  list <idRichiesta>                    mostra la richiesta e i preventivi ricevuti',
    '  accept <idPreventivo> [--offline] [--method ID] [--partial] [--rows id,id]',
    '                                        accetta un preventivo (online; offline con contrassegno 2 o bonifico 3);',
    '                                        senza --rows accetta l’opzione più economica di ogni ricambio',
    '  pay <idPreventivo>                    paga un preventivo accettato online',
    '  say <idRichiesta> [--dealer ID] <testo>',
    '                                        scrive nella chat della richiesta a ogni ricambista che ha inviato',
    '                                        un preventivo, o solo al ricambista ID (anche se ti ha solo scritto)',
    '',
    'Variabili: BASE_URL (predefinito http://localhost:8080), CUSTOMER_EMAIL, CUSTOMER_PASSWORD.',
  ].join('\n'),
  unknownCommand: (command: string) => `Comando sconosciuto: ${command}`,
  missingId: (what: string) => `Manca ${what} (un numero intero positivo).`,
  missingText: 'Manca il testo del messaggio.',
  badOption: (option: string) => `Valore non valido per ${option}.`,
  loginFailed: (email: string, message: string) => `Accesso come ${email} non riuscito: ${message}`,
  unreachable: (url: string, reason: string) =>
    `Server non raggiungibile su ${url} (${reason}). È avviato? (npm run serve)`,
  refused: (status: number, message: string) => `Il server ha risposto ${status}: ${message}`,
  fieldError: (field: string, messages: string[]) => `  - ${field}: ${messages.join('; ')}`,
  dealerFallback: (id: number) => `ricambista ${id}`,
  noDealers: (id: number) =>
    `Nessun ricambista ha ancora inviato un preventivo per la richiesta ${id}: puoi scrivere solo a chi ti ha inviato un preventivo o ti ha già scritto (--dealer ID).`,
  said: (dealer: string) => `Messaggio inviato a ${dealer}.`,
  chatRefused: (dealer: string, message: string) => `Chat con ${dealer} non disponibile: ${message}`,
  sendRefused: (dealer: string, message: string) => `Messaggio a ${dealer} non inviato: ${message}`,
  noAck: (dealer: string) =>
    `Nessuna conferma dal server per il messaggio a ${dealer}: controlla la chat prima di riprovare.`,
  requestCreated: (id: number, vehicle: string, province: string, rows: number, minutes: number) =>
    `Richiesta ${id} pubblicata: ${vehicle}, provincia ${province}, ${rows} ricambi; i ricambisti hanno ${Math.round(minutes / 60)} ore per rispondere.`,
  requestRow: (partName: string, quantity: number, brand: string | null) =>
    `  - ${quantity} × ${partName}${brand ? ` (marca preferita ${brand})` : ''}`,
  next: (command: string) => `Poi: npm run customer -- ${command}`,
  requestHeader: (id: number, vehicle: string, state: string, minutes: number) =>
    `Richiesta ${id} · ${vehicle} · ${state}${state === 'aperta' ? `, mancano ${minutes} minuti` : ''}`,
  requestStates: { open: 'aperta', expired: 'scaduta', closed: 'chiusa (preventivo accettato)' } as Record<
    string,
    string
  >,
  noQuotations: 'Nessun preventivo ricevuto finora.',
  quotationHeader: (id: number, code: string, dealer: string, status: string, total: string) =>
    `Preventivo ${id} · ${code} · ${dealer} · ${status} · totale ${total}`,
  quotationShipping: (flat: string, partial: string | null) =>
    `  spedizione: ${flat}${partial ? ` (parziale ${partial})` : ''} + IVA`,
  quotationOption: (
    id: number,
    accepted: boolean,
    part: string,
    quantity: number,
    brand: string,
    code: string,
    condition: string,
    price: string,
    vat: number,
  ) =>
    `  ${accepted ? '✔' : ' '} opzione ${id}: ${part} — ${quantity} × ${brand} ${code} (${condition}), ${price} + IVA ${vat}%`,
  tracking: (code: string | null, message: string | null) => `  spedizione confermata: ${code ?? message ?? ''}`,
  statuses: {
    pending: 'in attesa della tua risposta',
    'payment-pending': 'da pagare',
    paid: 'pagato, in attesa di spedizione',
    complete: 'concluso',
    cancelled: 'annullato',
  } as Record<string, string>,
  conditions: { new: 'nuovo', used: 'usato', reconditioned: 'ricondizionato' } as Record<string, string>,
  accepted: (id: number, status: string, total: string) =>
    `Preventivo ${id} accettato: ora è ${status}, totale ${total}.`,
  paid: (id: number, total: string) => `Preventivo ${id} pagato (${total}): il ricambista può spedire.`,
} as const;
