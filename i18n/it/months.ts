/** The months' Italian names, lower case as they are written inside a date ("3 marzo 2026"): the web's dates and the
 * server's documents (the monthly fee invoice's "marzo 2026") read the same list. */
export const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;
