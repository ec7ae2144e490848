/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Product name shown in titles and the footer (default RicambiHub). */
  readonly VITE_APP_NAME?: string;
  /** Address of the terms and conditions document (default /termini.html, shipped in public/). */
  readonly VITE_TERMS_URL?: string;
  readonly VITE_BANK_BENEFICIARY?: string;
  readonly VITE_BANK_NAME?: string;
  readonly VITE_BANK_IBAN?: string;
  /** Subscription cancellations are requested by email to this address (default disdette@ricambihub.it). */
  readonly VITE_CANCEL_EMAIL?: string;
  /** Whom a suspended dealer or customer is told to write to (default assistenza@ricambihub.it). */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
