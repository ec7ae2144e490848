/** The photo picker's copy, the same wherever photos are added (a request's parts, a return, a dispute). */
export const photos = {
  photo: (n: number) => `Foto ${n}`,
  removePhoto: (n: number) => `Rimuovi foto ${n}`,
  uploading: 'Caricamento in corso…',
};
