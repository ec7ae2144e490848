/** Payment methods with fixed ids: 1 is internal (not offered to dealers), 2 cash on delivery, 4 always accepted. */
export const PAYMENT_METHODS = [
  {
    id: 1,
    name: 'Credito piattaforma',
    description: 'Uso interno: pagamento con il credito RicambiHub, non selezionabile dai ricambisti.',
  },
  { id: 2, name: 'Contrassegno', description: 'Il cliente paga in contanti al corriere alla consegna del ricambio.' },
  {
    id: 3,
    name: 'Bonifico bancario',
    description: 'Il cliente paga con bonifico sull’IBAN del ricambista prima della spedizione.',
  },
  {
    id: 4,
    name: 'Pagamento online',
    description: 'Carta o PayPal sul portale: sempre accettato, l’importo è accreditato al ricambista.',
  },
] as const;

export const FAQS: readonly (readonly [string, string])[] = [
  [
    'Che cos’è RicambiHub?',
    'È il portale dove i clienti pubblicano le richieste di ricambi per il proprio veicolo e i ricambisti rispondono con un preventivo.',
  ],
  [
    'Quanto tempo ho per rispondere a una richiesta?',
    'Ogni richiesta resta aperta 48 ore dalla pubblicazione. Il contatore sulla scheda mostra il tempo che resta; scaduto il tempo la richiesta passa tra le scadute.',
  ],
  [
    'Perché il contatore è in pausa?',
    'Quando scrivi al cliente il tempo si ferma finché non ti risponde, così non perdi la richiesta mentre aspetti un chiarimento.',
  ],
  [
    'Cosa sono le richieste Outlet?',
    'Sono richieste di ricambi usati o rigenerati a prezzo contenuto: le trovi nella scheda Outlet della dashboard.',
  ],
  [
    'Posso inviare più opzioni per lo stesso ricambio?',
    'Sì: per ogni riga puoi proporre più alternative (marca, condizione, prezzo). Nel totale conta l’opzione più economica di ogni riga.',
  ],
  [
    'Come funzionano i crediti?',
    'Un credito vale un euro. Puoi acquistarli dal Portafoglio in tagli da 50, 100, 200 o 500 e usare un coupon per ottenere crediti omaggio.',
  ],
  [
    'Quanto costa l’abbonamento?',
    'L’abbonamento mensile costa 100 € + IVA, salvo accordi diversi indicati nel tuo profilo. Puoi pagarlo con carta, PayPal o bonifico.',
  ],
  [
    'Come escludo le richieste di alcune province?',
    'Dal Profilo, nella sezione Province escluse, scegli le province da cui non vuoi ricevere richieste.',
  ],
  [
    'Quali metodi di pagamento posso accettare dai clienti?',
    'Contrassegno, bonifico bancario e pagamento online. Il pagamento online è sempre attivo; gli altri li scegli dal Profilo.',
  ],
  [
    'Quando devo inserire il codice di tracciamento?',
    'Appena spedisci il ricambio: il cliente riceve il codice e il preventivo passa tra gli spediti.',
  ],
];

export const FEEDBACK_QUESTIONS = [
  'Com’è andata la comunicazione con il cliente?',
  'Il cliente ha rispettato i tempi di pagamento?',
  'Quanto è stato semplice preparare il preventivo?',
  'Consiglieresti RicambiHub a un collega?',
] as const;

/** Score 1 to 5; the two lowest ask for a comment. */
export const FEEDBACK_SCALE = [
  { score: 1, label: 'Pessimo', colour: '#d32f2f' },
  { score: 2, label: 'Scarso', colour: '#f57c00' },
  { score: 3, label: 'Nella media', colour: '#fbc02d' },
  { score: 4, label: 'Buono', colour: '#7cb342' },
  { score: 5, label: 'Ottimo', colour: '#2e7d32' },
] as const;
export const FEEDBACK_TEXTAREA_MAX_SCORE = 2;

export const COUPONS = [
  { code: 'BENVENUTO10', freeCredits: 10, validDays: 365, maxUses: null, uses: 0 },
  { code: 'RICAMBI50', freeCredits: 50, validDays: 90, maxUses: 100, uses: 3 },
  { code: 'SCADUTO', freeCredits: 20, validDays: -30, maxUses: null, uses: 0 },
  { code: 'ESAURITO', freeCredits: 15, validDays: 60, maxUses: 5, uses: 5 },
] as const;
