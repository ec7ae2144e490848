/** Copy of the shared building blocks in src/ui/components (timer, lightbox, pagination, viewers). */
export const uiCopy = {
  timer: {
    remaining: 'Tempo rimanente',
    paused: 'Timing in pausa',
    expired: 'Scaduto',
    /** Urgency, in words beside the colour: under 1 hour, under 6 hours left. */
    urgent: 'Urgente',
    dueToday: 'In scadenza oggi',
    days: '%{days}g %{hours}h %{minutes}m',
    hours: '%{hours}h %{minutes}m',
    minutes: '%{minutes}m',
  },
  km: {
    label: 'Km',
  },
  pagination: {
    label: 'Paginazione',
    page: 'Pagina %{page}',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
  },
  lightbox: {
    title: 'Immagine %{n} di %{total}',
    previous: 'Immagine precedente',
    next: 'Immagine successiva',
    close: 'Chiudi',
    thumbnails: 'Miniature',
    thumbnail: 'Mostra immagine %{n}',
    // The owner's spec gives these two texts in English, word for word.
    contentNotAvailable: 'Content not available',
    noPreview: 'No preview',
    openFile: 'Apri il file',
  },
  document: {
    open: 'Visualizza %{name}',
    openNewTab: 'Apri in una nuova scheda',
  },
  audio: {
    label: 'Nota vocale %{n}',
    transcription: 'Trascrizione',
    noTranscription: 'Trascrizione non disponibile',
  },
} as const;

/**
 * react-admin's partial pagination label for a list whose total is an estimate, past EXACT_TOTAL_MAX rows:
 * "1–10 di oltre 1.000". The dealer app's catalog (i18n/index.ts) and the console's (src/apps/console/i18n.ts) put it in
 * place of ra.navigation.partial_page_range_info; the pagers never show the estimate itself. 1.000 is
 * EXACT_TOTAL_MAX of contract/constants.ts, written out because i18n/ imports nothing (tests/web/i18n.test.ts checks).
 */
export const approximateRange = '%{offsetBegin}–%{offsetEnd} di oltre 1.000';
