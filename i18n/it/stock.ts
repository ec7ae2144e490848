/**
 * Italian copy of the dealer's stock: file reading, line errors, imports, API keys.
 */

/** The fields' names as the dealer reads them (line errors and missing columns name them). */
export const stockFieldLabels = {
  part_code: 'codice OE',
  item_code: 'codice articolo',
  brand: 'marca',
  description: 'descrizione',
  category: 'categoria',
  condition: 'condizione',
  net_price: 'prezzo netto',
  list_price: 'prezzo di listino',
  discount: 'sconto',
  vat: 'IVA',
  quantity: 'quantità',
} as const;

/** 200000 → "200.000". */
const thousands = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const stockMessages = {
  fileTooLarge: (megabytes: number) => `Il file supera il limite di ${megabytes} MB.`,
  mappingUnreadable:
    'La corrispondenza delle colonne (mapping) non è leggibile: deve essere un oggetto JSON { "Intestazione": "campo" }.',
  jsonFileTooLarge: (megabytes: number) =>
    `Un file oltre ${megabytes} MB va inviato come corpo della richiesta (application/octet-stream) a …/stock/preview/file o …/stock/import/file, non in base64.`,
  tooManyRows: (max: number) =>
    `Il file ha più di ${thousands(max)} righe: il limite è ${thousands(max)} righe per file. Dividilo in più file: importa il primo con «Sostituisci il magazzino», gli altri con «Unisci».`,
  nulCharacter: (line: number) =>
    `Riga ${line}: il file contiene un carattere nullo (NUL), che un file di testo non può contenere. Salvalo di nuovo come CSV (UTF-8) o come file Excel .xlsx.`,
  xlsxTooLarge: (megabytes: number) =>
    `Il file Excel, una volta decompresso, supera i ${megabytes} MB: non viene letto. Salva solo il foglio del magazzino come CSV o come nuovo file .xlsx, senza immagini.`,
  xlsxRowTooLong: 'Il file Excel ha una riga o una cella troppo lunga per un listino: salvalo di nuovo come CSV.',
  filesThrottled: (minutes: number) =>
    `Troppi file di magazzino caricati in poco tempo da te o dalla tua azienda: riprova tra ${minutes === 1 ? 'un minuto' : `${minutes} minuti`}.`,
  fileUnreadable:
    'Il file non è leggibile: carica un CSV (separato da punto e virgola o virgola) o un file Excel .xlsx.',
  fileEmpty: 'Il file è vuoto: manca la riga di intestazione con i nomi delle colonne.',
  headerTooLong: (max: number) =>
    `La prima riga deve contenere i nomi delle colonne: una di esse supera i ${max} caratteri.`,
  xlsxUnreadable: 'Il file Excel non è leggibile: salvalo di nuovo come .xlsx o come CSV.',
  missingColumns: (labels: string[]) => `Manca la colonna per: ${labels.join(', ')}. Indica quale colonna corrisponde.`,
  unknownHeader: (header: string) => `La colonna «${header}» non è nel file.`,
  fieldTwice: (label: string) => `Il campo ${label} è assegnato a più colonne.`,
  linesRefused: (count: number) =>
    count === 1
      ? 'Una riga del file ha un errore: non è stato importato nulla.'
      : `${count} righe del file hanno errori: non è stato importato nulla.`,
  lineTitle: (line: number) => `riga ${line}`,
  // Line errors: the line number is the file's, header included (as Excel numbers it).
  columnCount: (found: number, expected: number) => `ha ${found} colonne invece di ${expected}`,
  unreadableLine:
    'virgolette non chiuse o fuori posto: la riga (e, se non si chiudono, il resto del file) non è leggibile',
  required: (label: string) => `${label} mancante`,
  notAmount: (label: string, value: string) => `${label} «${value}» non è un importo valido (es. 12,50)`,
  notWhole: (label: string, value: string) => `${label} «${value}» non è un numero intero`,
  outOfRange: (label: string, value: string) => `${label} «${value}» fuori dall’intervallo ammesso`,
  vatUnknown: (value: string) => `IVA «${value}» non ammessa (22 o 10)`,
  conditionUnknown: (value: string) => `condizione «${value}» sconosciuta (nuovo, usato o rigenerato)`,
  tooLong: (label: string) => `${label} troppo lungo`,
  vatRate: 'Aliquota IVA non ammessa: 22 o 10.',
  itemNotFound: 'Articolo non trovato nel magazzino.',
  itemKeyTaken: 'Esiste già un articolo con lo stesso codice OE, marca e condizione.',
  rowNotFound: 'Riga della richiesta non trovata.',
  // API keys
  apiKeyLimit: (max: number) => `Hai già ${max} chiavi API attive: revocane una prima di crearne un’altra.`,
  apiKeyNotFound: 'Chiave API non trovata.',
  apiKeyRevoked: 'Chiave API revocata.',
  apiKeyInvalid: 'Chiave API mancante, non valida o revocata.',
  apiKeyRate: (minutes: number) => `Troppe importazioni con questa chiave: riprova tra ${minutes} minuti.`,
  rawBodyRequired:
    'Invia il file come corpo della richiesta (Content-Type text/csv o application/vnd.openxmlformats-officedocument.spreadsheetml.sheet).',
} as const;
