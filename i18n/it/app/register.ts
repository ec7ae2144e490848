import { errors } from '../errors.js';

/** The company and address fields, shared by /register and the profile's company section. */
const companyCopy = {
  billingTitle: 'Dati fatturazione',
  addressTitle: 'Sede legale',
  legalName: 'Ragione sociale',
  phone: 'Telefono',
  vatNumber: 'Partita IVA',
  sdi: 'Codice SDI',
  pec: 'PEC',
  street: 'Via',
  houseNo: 'Numero civico',
  city: 'Città',
  province: 'Provincia',
  provincePlaceholder: 'Provincia',
  zipCode: 'CAP',
  provincesLoading: 'Caricamento province…',
} as const;

/** Copy of /register (SPEC §2 Register). */
export const registerCopy = {
  intro: 'Completa i dati della tua azienda e accetta i termini per attivare il tuo account.',
  account: {
    title: 'Il tuo account',
    email: 'Email',
    password: 'Password',
    passwordConfirmation: 'Conferma password',
    passwordHelp: 'Almeno 8 caratteri',
  },
  terms: {
    accept: 'Ho letto e accetto i',
    link: 'termini e condizioni',
    required: errors.termsRequired,
  },
  submit: 'Conferma i dati',
  company: companyCopy,
  alreadyRegistered: 'Hai già completato la registrazione: i dati aziendali si modificano dal profilo.',
  goToProfile: 'Vai al profilo',
} as const;
