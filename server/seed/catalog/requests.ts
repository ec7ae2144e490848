/** Texts customers and dealers write in requests, chats and notifications. */
export const REQUEST_NOTES = [
  'Auto ferma in officina, mi serve il pezzo entro la settimana.',
  'Preferisco ricambi originali, valuto anche equivalenti di buona marca.',
  'Ritiro di persona se siete in zona, altrimenti spedizione.',
  'Il meccanico dice che va cambiato tutto il kit, non solo il pezzo rotto.',
  'Versione con climatizzatore automatico e cerchi da 16 pollici.',
  'Chiedo il prezzo con montaggio escluso.',
  'Il codice del ricambio vecchio è nella foto allegata.',
  'Motore 1.3 Multijet 95 CV.',
  'Va bene anche usato purché garantito.',
  'Urgente: devo fare la revisione a fine mese.',
];
export const NOT_AVAILABLE_NOTE = 'N/A';

export const ROW_NOTES = [
  'Lato guida',
  'Lato passeggero',
  'Originale o equivalente',
  'Coppia completa',
  'Con sensore di usura',
  'Codice OE riportato sul pezzo vecchio',
  'Solo se disponibile subito',
];

export const PART_BRANDS = [
  'Bosch',
  'Brembo',
  'Valeo',
  'SKF',
  'Sachs',
  'Magneti Marelli',
  'Mann-Filter',
  'Febi Bilstein',
  'NGK',
  'Continental',
  'Monroe',
  'LuK',
  'Dayco',
  'Hella',
  'TRW',
  'Denso',
];

/** Transcriptions of the generated voice notes, one per audio file. */
export const AUDIO_TRANSCRIPTIONS = [
  'Buongiorno, mi servono le pastiglie dei freni anteriori: quando freno sento un fischio forte.',
  'Salve, la spia del motore è accesa e il meccanico dice che è la valvola EGR. Avete il ricambio?',
  'Ciao, cerco un faro anteriore destro, l’ho rotto in un parcheggio. Va bene anche usato.',
  'Mi serve il kit distribuzione con pompa acqua, l’auto ha quasi centoventimila chilometri.',
  'Buonasera, vorrei un preventivo per quattro pneumatici invernali, misura nel libretto.',
];

export const CUSTOMER_MESSAGES = [
  'Buongiorno, il ricambio è disponibile subito?',
  'Potete spedire entro domani?',
  'Il pezzo è originale o compatibile?',
  'Va bene, attendo il preventivo. Grazie!',
  'Vi ho mandato la foto del pezzo vecchio.',
  'Il prezzo comprende la spedizione?',
  'Perfetto, procedo con il pagamento.',
];

export const DEALER_MESSAGES = [
  'Buongiorno, sì, è disponibile in magazzino.',
  'Mi conferma la cilindrata del motore? Ci sono due versioni.',
  'Spediamo in giornata se ordina entro le 15.',
  'È un ricambio di primo equipaggiamento, garanzia 24 mesi.',
  'Le ho inviato il preventivo con due alternative.',
  'Mi manda una foto della targhetta sul pezzo vecchio?',
];

/**
 * The dealers' demo notifications, each about a subject of theirs (server/seed/chat.ts finds it): a request, a
 * quotation in a state, a conversation, a fee due, the wallet, or none. `%s` in the text is the quotation's code.
 */
export type NotificationSubject =
  | { kind: 'request' }
  | { kind: 'quotation'; statuses: readonly string[] }
  | { kind: 'conversation' }
  | { kind: 'fee' }
  | { kind: 'wallet' }
  | null;

export const NOTIFICATIONS: readonly (readonly [string, string, NotificationSubject])[] = [
  [
    'Nuove richieste nella tua zona',
    'Sono arrivate nuove richieste di ricambi: le trovi nella dashboard, rispondi prima che scadano.',
    { kind: 'request' },
  ],
  [
    'Preventivo accettato',
    'Il cliente ha accettato il preventivo %s: controlla i dati di spedizione.',
    { kind: 'quotation', statuses: ['payment-pending', 'complete'] },
  ],
  [
    'Pagamento ricevuto',
    'Il cliente ha pagato online il preventivo %s: ora puoi spedire il ricambio.',
    { kind: 'quotation', statuses: ['paid'] },
  ],
  ['Nuovo messaggio', 'Un cliente ti ha scritto riguardo a una richiesta.', { kind: 'conversation' }],
  ['Abbonamento rinnovato', 'Il tuo abbonamento mensile è stato rinnovato correttamente.', null],
  ['Commissioni da saldare', 'Hai commissioni in sospeso: puoi saldarle dal Portafoglio.', { kind: 'fee' }],
  ['Ricarica completata', 'I crediti acquistati sono disponibili nel tuo portafoglio.', { kind: 'wallet' }],
  [
    'Preventivo scaduto',
    'Il preventivo %s non è stato scelto: la richiesta si è chiusa senza accettarlo.',
    { kind: 'quotation', statuses: ['cancelled'] },
  ],
];

export const WELCOME_NOTIFICATION = [
  'Benvenuto su RicambiHub',
  'Completa la registrazione e attiva l’abbonamento per rispondere alle richieste dei clienti.',
] as const;
