/** Demo people. Codes (fiscal code, VAT number, IBAN) are computed with their check characters at seed time. */
export interface PersonSeed {
  email: string;
  name: string;
  surname: string;
  female: boolean;
  birth: string;
  /** Cadastral code of the birth town (for the fiscal code). */
  town: string;
  phone: string;
  street: string;
  houseNo: string;
  city: string;
  province: string;
  zip: string;
}

export const DEALER_EMAIL = 'dealer@demo.example';
export const DEALER2_EMAIL = 'dealer2@demo.example';
export const NEW_DEALER_EMAIL = 'nuovo@demo.example';
export const CUSTOMER_EMAIL = 'cliente@demo.example';
/** The platform's operator: logs in to the console at /admin. */
export const OPERATOR_EMAIL = 'operatore@demo.example';
/** People of dealer@demo.example's company: a quoter and a warehouse (shipping) user. */
export const STAFF = [
  { email: 'preventivi@demo.example', name: 'Paola', surname: 'Verdi', role: 'quoter' },
  { email: 'magazzino@demo.example', name: 'Luca', surname: 'Bianchi', role: 'shipping' },
] as const;
export const DEMO_PASSWORD = 'demo1234';

export const DEALERS = [
  {
    email: DEALER_EMAIL,
    name: 'Marco',
    surname: 'Rossi',
    legalName: 'Ricambi Rossi S.r.l.',
    phone: '+390514567890',
    pec: 'ricambirossi@pec.demo.example',
    sdi: 'M5UXCR1',
    street: 'Via Emilia Levante',
    houseNo: '120',
    city: 'Bologna',
    province: 'BO',
    zip: '40139',
    abi: '03069',
    cab: '02477',
    account: '100000012345',
    credits: 120,
    flatFee: 9.9,
    partialFee: 4.9,
    photo: true,
    subscriptionCost: null,
    excluded: ['AO', 'BZ', 'SU'],
    methods: [2, 3, 4],
  },
  {
    email: DEALER2_EMAIL,
    name: 'Salvatore',
    surname: 'Esposito',
    legalName: 'Autoricambi Esposito S.n.c.',
    phone: '+390817654321',
    pec: 'esposito.ricambi@pec.demo.example',
    sdi: 'KRRH6B9',
    street: 'Corso Meridionale',
    houseNo: '45',
    city: 'Napoli',
    province: 'NA',
    zip: '80143',
    abi: '05034',
    cab: '03401',
    account: '000000098765',
    credits: 40,
    flatFee: 12,
    partialFee: 6,
    photo: false,
    subscriptionCost: 89,
    excluded: [] as string[],
    methods: [3, 4],
  },
] as const;

export const CUSTOMERS: readonly PersonSeed[] = [
  {
    email: CUSTOMER_EMAIL,
    name: 'Giulia',
    surname: 'Bianchi',
    female: true,
    birth: '1988-04-12',
    town: 'F205',
    phone: '+393331234567',
    street: 'Via Washington',
    houseNo: '17',
    city: 'Milano',
    province: 'MI',
    zip: '20146',
  },
  {
    email: 'luca.ferrari@clienti.demo.example',
    name: 'Luca',
    surname: 'Ferrari',
    female: false,
    birth: '1979-11-03',
    town: 'F257',
    phone: '+393471112233',
    street: 'Via Giardini',
    houseNo: '402',
    city: 'Modena',
    province: 'MO',
    zip: '41124',
  },
  {
    email: 'francesca.romano@clienti.demo.example',
    name: 'Francesca',
    surname: 'Romano',
    female: true,
    birth: '1992-06-25',
    town: 'H501',
    phone: '+393389876543',
    street: 'Via Tuscolana',
    houseNo: '88',
    city: 'Roma',
    province: 'RM',
    zip: '00181',
  },
  {
    email: 'giuseppe.russo@clienti.demo.example',
    name: 'Giuseppe',
    surname: 'Russo',
    female: false,
    birth: '1965-01-30',
    town: 'G273',
    phone: '+393204455667',
    street: 'Via Libertà',
    houseNo: '51',
    city: 'Palermo',
    province: 'PA',
    zip: '90143',
  },
  {
    email: 'chiara.colombo@clienti.demo.example',
    name: 'Chiara',
    surname: 'Colombo',
    female: true,
    birth: '1995-09-14',
    town: 'L219',
    phone: '+393495566778',
    street: 'Corso Francia',
    houseNo: '210',
    city: 'Torino',
    province: 'TO',
    zip: '10143',
  },
  {
    email: 'alessandro.ricci@clienti.demo.example',
    name: 'Alessandro',
    surname: 'Ricci',
    female: false,
    birth: '1983-03-08',
    town: 'D612',
    phone: '+393356677889',
    street: 'Viale dei Mille',
    houseNo: '9',
    city: 'Firenze',
    province: 'FI',
    zip: '50131',
  },
  {
    email: 'martina.greco@clienti.demo.example',
    name: 'Martina',
    surname: 'Greco',
    female: true,
    birth: '1990-12-19',
    town: 'A662',
    phone: '+393407788990',
    street: 'Via Giulio Petroni',
    houseNo: '33',
    city: 'Bari',
    province: 'BA',
    zip: '70124',
  },
  {
    email: 'davide.marino@clienti.demo.example',
    name: 'Davide',
    surname: 'Marino',
    female: false,
    birth: '1975-07-22',
    town: 'L781',
    phone: '+393288899001',
    street: 'Corso Milano',
    houseNo: '76',
    city: 'Verona',
    province: 'VR',
    zip: '37138',
  },
  {
    email: 'sara.conti@clienti.demo.example',
    name: 'Sara',
    surname: 'Conti',
    female: true,
    birth: '1998-02-05',
    town: 'G224',
    phone: '+393519900112',
    street: 'Via Tiziano Aspetti',
    houseNo: '140',
    city: 'Padova',
    province: 'PD',
    zip: '35132',
  },
];
