/**
 * The Bozze page's copy read by its lazy chunk: sending (the saving, sent and error dialogs), and the drafts kept on the
 * server and shared by the company: saving, take-over and conflicts. Read through src/features/dealer/drafts/teamCopy.ts,
 * not merged into the first-load catalog.
 */
export const draftsTeamCopy = {
  // The send dialogs: moved here from the first-load catalog (app/drafts.ts) to keep that load within budget.
  saving: {
    title: 'Salvataggio in corso',
    text: 'Stiamo inviando il tuo preventivo al cliente…',
  },
  sent: {
    title: 'Preventivo inviato!',
    text: 'Il cliente riceverà il tuo preventivo. Lo trovi nella sezione Inviati.',
    toSent: 'Vai agli inviati',
  },
  sendError: {
    title: 'Oops...',
    fallback: 'Errore in invio preventivo',
  },
  status: {
    saved: 'Salvato',
    saving: 'Salvataggio…',
    offline:
      'Non in linea: le modifiche sono salvate in questo browser e saranno inviate al ritorno della connessione.',
    conflict: 'Non salvato sul server',
    refused: 'Non salvato sul server: %{reason} Le modifiche restano in questo browser.',
  },
  colleague: 'Bozza di %{name}',
  takeOver: 'Prendi in carico',
  takeOverLabel: 'Prendi in carico la bozza di %{vehicle}',
  confirm: {
    title: 'Prendere in carico la bozza?',
    text: '%{name} sta lavorando a questa bozza. Se la prendi in carico, %{name} lo saprà subito e non potrà più salvarla.',
    cancel: 'Annulla',
    confirm: 'Prendi in carico',
  },
  takeOverFailed: 'Non è stato possibile prendere in carico la bozza. Riprova.',
  takenNotice: '%{name} ha preso in carico la bozza di %{vehicle}.',
  conflict: {
    keepMine: 'Salva la mia versione',
    takeSaved: 'Usa la versione salvata',
    failed: 'Operazione non riuscita: le tue modifiche restano in questa pagina. Riprova.',
  },
} as const;
