/** Domande di feedback in the operator console: the questions dealers answer after a sale, with their options. */
export const feedbackQuestionsCopy = {
  name: 'Domanda di feedback |||| Domande di feedback',
  fields: {
    id: 'N.',
    q: 'Cerca',
    question_text: 'Domanda',
    position: 'Posizione',
    options: 'Opzioni',
    'options.score': 'Punteggio',
    'options.label': 'Etichetta',
    'options.image': 'Immagine (URL o percorso)',
    'options.show_textarea': 'Chiede un commento',
    score: 'Punteggio',
    label: 'Etichetta',
    image: 'Immagine',
    show_textarea: 'Chiede un commento',
  },
  optionsCount: 'Opzioni (n.)',
  deleteHint: 'Una domanda che ha già delle risposte non si elimina: modificala.',
} as const;
