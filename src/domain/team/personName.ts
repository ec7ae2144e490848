/** "Nome Cognome", or the email when the person has no name. */
export const personName = (person: { name: string | null; surname: string | null; email: string }): string =>
  [person.name, person.surname].filter(Boolean).join(' ') || person.email;
