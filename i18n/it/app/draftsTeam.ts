/**
 * Drafts kept on the server and shared by the company (issue 30): the Bozze page's copy for saving, take-over and
 * conflicts. Read by the drafts screen's lazy chunk (src/features/drafts/teamCopy.ts), not merged into the first-load
 * catalog.
 */
export const draftsTeamCopy = {
  status: {
    saved: 'Salvato',
    saving: 'Salvataggio…',
    offline: 'Non in linea: le modifiche sono salvate in questo browser e saranno inviate al ritorno della connessione.',
    conflict: 'Non salvato sul server',
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
