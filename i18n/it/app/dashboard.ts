/** Copy of the dashboard frame (SPEC §2 "Dashboard"): search, the Filtri panel and the tab bar. */
export const dashboardCopy = {
  loading: 'Aggiornamento dei risultati in corso…',
  search: {
    label: 'Cerca',
    placeholder: 'Cerca...',
    hint: 'Targa, telaio, marca, modello o ricambio',
    clear: 'Cancella la ricerca',
    tooShort: 'Scrivi almeno 3 caratteri',
  },
  filters: {
    title: 'Filtri',
    brand: 'Marca',
    part: 'Tipo di ricambio',
    province: 'Provincia',
    dateFrom: 'Dal',
    dateTo: 'Al',
    dateFromAfterTo: 'La data iniziale non può essere successiva alla data finale',
    dateToBeforeFrom: 'La data finale non può essere precedente alla data iniziale',
    invalidDate: 'Data non valida',
    clear: 'Azzera filtri (%{count})',
    noOptions: 'Nessuna opzione',
    loadingOptions: 'Caricamento…',
    sortLabel: 'Ordinamento per data: %{current}. Premi per cambiare',
    sortNewest: 'Più recenti',
    sortOldest: 'Meno recenti',
  },
  tabs: {
    label: 'Sezioni della dashboard',
    count: '%{label}: %{count}',
  },
} as const;
