/** The console's province picker (Ricambisti, Clienti, Richieste). */
export const provincesCopy = {
  label: 'Provincia',
  loading: 'Caricamento delle province…',
} as const;
