/** The titles of the customer's return pages: in the app's first load with the routes, apart from the pages' copy. */
export const returnTitles = {
  page: 'Reso',
  request: 'Richiedi reso',
} as const;
