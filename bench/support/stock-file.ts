/** Brands of the generated stock: a row's preferred brand is often one of them. */
const BRANDS = [
  'Bosch',
  'Valeo',
  'Mahle',
  'Febi',
  'Ngk',
  'Brembo',
  'Sachs',
  'Monroe',
  'Denso',
  'Magneti Marelli',
  'Hella',
  'Lemförder',
  'Trw',
  'Ate',
  'Luk',
  'Gates',
  'Dayco',
  'Skf',
  'Mann',
  'Champion',
];
const CONDITIONS = ['nuovo', 'nuovo', 'nuovo', 'usato', 'rigenerato'];

/** The OE code of line i: letters then digits, so prefixes of 3 to 8 characters select from thousands to a few items. */
export const stockCode = (i: number) =>
  `${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i * 7) % 26))}${String((i * 7919) % 10_000_000).padStart(7, '0')}`;

const italian = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/**
 * A stock file as a management system exports it nightly: semicolons, Italian decimals, UTF-8 with BOM, `lines` items
 * whose descriptions are the platform's part names (so suggestions find them by name).
 */
export function stockCsv(lines: number, partNames: string[]): Buffer {
  const out = [
    'Codice OE;Codice articolo;Marca;Descrizione;Categoria;Condizione;Prezzo netto;Prezzo di listino;Sconto;IVA;Quantità',
  ];
  for (let i = 0; i < lines; i += 1) {
    const list = 500 + ((i * 37) % 40_000);
    const discount = (i * 13) % 40;
    const net = Math.round((list * (100 - discount)) / 100);
    const name = partNames[i % partNames.length];
    out.push(
      [
        stockCode(i),
        `ART${i}`,
        BRANDS[(i * 3) % BRANDS.length],
        `"${name} ${i % 2 ? 'anteriore' : 'posteriore'}; cod. ${i}"`,
        name.split(' ')[0],
        CONDITIONS[i % CONDITIONS.length],
        italian(net),
        italian(list),
        String(discount),
        i % 10 === 0 ? '10' : '22',
        String(i % 9),
      ].join(';'),
    );
  }
  return Buffer.from('\ufeff' + out.join('\r\n') + '\r\n', 'utf8');
}
