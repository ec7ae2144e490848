/** Copy of /components, the internal showcase of the shared building blocks (for developers). */
export const showcaseCopy = {
  intro: 'Pagina interna per sviluppatori: i componenti condivisi del portale, ciascuno nei suoi stati.',
  nav: 'Componenti',
  timer: {
    title: 'Timer',
    running: 'In corso (48 ore)',
    soon: 'In scadenza (45 minuti)',
    frozen: 'In pausa',
    expired: 'Scaduto',
  },
  tags: {
    title: 'Etichette',
    label: 'Categorie di esempio',
    sample: 'Freni|Carrozzeria|Illuminazione',
    empty: 'Nessuna etichetta: non viene mostrato nulla',
  },
  stars: {
    title: 'Stelle',
  },
  km: {
    title: 'Chilometraggio',
    unknown: 'Sconosciuto',
  },
  price: {
    title: 'Prezzo',
    net: 'Prezzo netto',
    listAndDiscount: 'Listino barrato e sconto',
    discount: '-%{percent}%',
    total: 'Totale IVA inclusa',
  },
  lightbox: {
    title: 'Lightbox',
    open: 'Apri la galleria',
    image: 'Immagine di esempio',
    missing: 'Immagine mancante',
    file: 'File non visualizzabile',
  },
  empty: {
    title: 'Stato vuoto',
    default: 'Testo predefinito',
    custom: 'Nessun messaggio',
  },
  pagination: {
    title: 'Paginazione',
    state: 'Pagina %{page} di %{last}',
  },
  chat: {
    title: 'Fumetto della chat',
    pending: 'Arriva con la chat.',
  },
} as const;
