/** Copy of the feedback questionnaire (SPEC §2 "Feedback"). */
export const feedbackCopy = {
  intro: 'Raccontaci com’è andato il preventivo %{code}: le tue risposte ci aiutano a migliorare il servizio.',
  question: 'Domanda %{n} di %{total}',
  noAnswer: 'Nessuna risposta',
  comment: 'Commento',
  commentHelp: 'Facoltativo: spiegaci cosa non è andato.',
  submit: 'Invia',
  submitting: 'Invio in corso…',
  sent: 'Grazie! Le tue risposte sono state registrate.',
  backToDashboard: 'Torna alla dashboard',
  loadError: 'Impossibile caricare il questionario.',
  invalidId: 'Questionario non trovato: il preventivo indicato non esiste.',
  sendError: 'Invio non riuscito',
  alreadyAnswered: 'Hai già compilato il questionario del preventivo %{code}: grazie!',
} as const;
