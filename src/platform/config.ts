/** Build-time configuration of the web app (Vite env variables, see README). */
const env = import.meta.env;

export const APP_NAME = env.VITE_APP_NAME || 'RicambiHub';

/** The terms document linked from the footer, the register form and the profile. Opens in a new tab. */
export const TERMS_URL = env.VITE_TERMS_URL || '/termini.html';

/** Fixed beneficiary for subscription bank transfers (SPEC §9: values not shown; demo defaults). */
export const BANK_DETAILS = {
  beneficiary: env.VITE_BANK_BENEFICIARY || 'RicambiHub S.r.l.',
  bank: env.VITE_BANK_NAME || 'Banca Demo S.p.A.',
  iban: env.VITE_BANK_IBAN || 'IT60X0542811101000000123456',
} as const;

/** Whom a dealer or a customer asks about its account (a suspended one is told to write here). */
export const SUPPORT_EMAIL = env.VITE_SUPPORT_EMAIL || 'assistenza@ricambihub.it';

/** Where a dealer writes to cancel its subscription (SPEC §9: only by email to a fixed address). */
export const CANCEL_EMAIL = env.VITE_CANCEL_EMAIL || 'disdette@ricambihub.it';
